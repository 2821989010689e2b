import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { plannedSave } from '../answers/answer-script';
import type { SoakTally } from './soak-tally';

/** What the school day's people need: the app's address, their sessions, and what they may open. */
export interface SchoolDay {
  readonly base: string;
  readonly doc: AssessmentDocument;
  readonly lessonIds: readonly number[];
  readonly studentTokens: readonly string[];
  readonly teacherToken: string;
  readonly classroomId: number;
  readonly creatorToken: string;
  /** Makes the next copy of the course (a draft change), before each publish. */
  readonly editDraft: (round: number) => Promise<void>;
}

export interface DayPace {
  /** Students starting the assessment per second; each answers every question, then submits. */
  readonly sessionsPerSecond: number;
  /** Between two answers of one student. */
  readonly answerEveryMs: number;
  readonly lessonReaders: number;
  readonly readerThinkMs: number;
  readonly teachers: number;
  readonly teacherThinkMs: number;
  readonly publishEveryMs: number;
}

type Envelope = { data?: unknown; statusMessage?: string };

/** One HTTP call; null when it answered `expect`, else what it answered. */
async function call(base: string, token: string, method: string, path: string, body?: unknown, expect = 200): Promise<{ wrong: string | null; json: Envelope }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-device-id': 'soak-device-0000000001' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Envelope;
  return { wrong: res.status === expect ? null : `${method} ${path}: ${res.status} ${json.statusMessage ?? ''}`.trim(), json };
}

/**
 * A mixed school day until `until` (ms since the epoch): students open lessons, answer the demo
 * Mid-Unit Check question by question and submit it; teachers grade what waits and read the class
 * report; a creator publishes the course now and then. Returns the acknowledged answers per student.
 */
export async function runSchoolDay(day: SchoolDay, pace: DayPace, tally: SoakTally, until: number): Promise<{ acked: number; students: number }> {
  const questions = day.doc.groups.flatMap((g) => g.questions).length;
  let acked = 0;
  let nextStudent = 0;
  const sessions: Promise<void>[] = [];

  const studentSession = async (token: string) => {
    for (let k = 0; k < questions && Date.now() < until; k += 1) {
      const save = plannedSave(day.doc, k, randomUUID());
      if (await tally.time('student: save an answer', async () => (await call(day.base, token, 'POST', save.url, save.body)).wrong)) acked += 1;
      await sleep(pace.answerEveryMs);
    }
    await tally.time('student: submit the assessment', async () => (await call(day.base, token, 'POST', `/api/assessment/${day.doc.id}/submit`, { retakeRound: 1 })).wrong);
  };

  const startSessions = async () => {
    const gapMs = 1000 / pace.sessionsPerSecond;
    while (Date.now() < until && nextStudent < day.studentTokens.length) {
      sessions.push(studentSession(day.studentTokens[nextStudent++]));
      await sleep(gapMs);
    }
  };

  const lessonReader = async (n: number) => {
    for (let i = n; Date.now() < until; i += 1) {
      const token = day.studentTokens[(i * 31) % day.studentTokens.length];
      await tally.time('student: open a lesson', async () => (await call(day.base, token, 'GET', `/api/lesson/${day.lessonIds[i % day.lessonIds.length]}`)).wrong);
      await sleep(pace.readerThinkMs);
    }
  };

  const teacher = async (n: number) => {
    for (let i = n; Date.now() < until; i += 1) {
      if (i % 2 === 0) {
        const report = i % 4 === 0 ? `/api/Report/CYUPerformance/classroom/${day.classroomId}` : `/api/classroom-performance-report/classroom/${day.classroomId}`;
        await tally.time('teacher: read the class report', async () => (await call(day.base, day.teacherToken, 'GET', report)).wrong);
      } else {
        let waiting: { student: { id: number }; question: { id: number; type: string } } | undefined;
        await tally.time('teacher: read the grading queue', async () => {
          const queue = await call(day.base, day.teacherToken, 'GET', '/api/teacher-feedback/queue');
          waiting = (queue.json.data as { answers?: (typeof waiting)[] } | undefined)?.answers?.[n % 3];
          return queue.wrong;
        });
        if (waiting) {
          const { student, question } = waiting;
          const url = question.type === 'essay' ? '/api/answer-feedback/essay' : '/api/answer-feedback';
          await tally.time('teacher: grade an answer', async () => (await call(day.base, day.teacherToken, 'POST', url, { studentId: student.id, questionId: question.id, score: 0, feedback: 'Give one more reason.' })).wrong);
        }
      }
      await sleep(pace.teacherThinkMs);
    }
  };

  const creator = async () => {
    for (let round = 1; Date.now() + pace.publishEveryMs < until; round += 1) {
      await sleep(pace.publishEveryMs);
      await day.editDraft(round);
      await tally.time('creator: publish the course (request to succeeded)', async () => {
        const asked = await call(day.base, day.creatorToken, 'PATCH', '/api/course/publish');
        if (asked.wrong) return asked.wrong;
        let job = asked.json.data as { id: number; state: string; failure: string | null };
        while (job.state === 'queued' || job.state === 'running') {
          await sleep(100);
          const polled = await call(day.base, day.creatorToken, 'GET', `/api/publish-jobs/${job.id}`);
          if (polled.wrong) return polled.wrong;
          job = polled.json.data as typeof job;
        }
        return job.state === 'succeeded' ? null : `publish ${job.state}: ${job.failure}`;
      });
    }
  };

  await Promise.all([
    startSessions(),
    ...Array.from({ length: pace.lessonReaders }, (_, n) => lessonReader(n)),
    ...Array.from({ length: pace.teachers }, (_, n) => teacher(n)),
    creator(),
  ]);
  await Promise.all(sessions);
  return { acked, students: nextStudent };
}
