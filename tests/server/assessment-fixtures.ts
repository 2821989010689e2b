import { randomUUID } from 'node:crypto';
import { one } from '../../server/src/db/database';
import { hashPassword } from '../../server/src/modules/auth/password-hasher';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { SAVE_CALL_OF, type QuestionType } from '@domain/assessment/question-types';
import type { AssessmentView, QuestionView } from '@domain/assessment/student-view';
import { assertCleanResponse } from './support/checked-calls';
import type { ApiResponse, CallOptions, TestServer } from './support/test-server';

/** Which save call each question type uses. */
export const CALL_OF = SAVE_CALL_OF;

/** A question as the teacher's preview shows it (with its key), and where it lives. */
export interface KeyedQuestion {
  readonly assessmentId: number;
  readonly lessonId: number;
  readonly question: QuestionView & Record<string, any>;
}

/** Every published demo assessment as the teacher's preview shows it (keys included). */
export async function teacherPreviews(server: TestServer, teacher: string): Promise<AssessmentView[]> {
  const ids = await server.db.query<{ id: number }>('SELECT assessment_id AS id FROM published_assessments ORDER BY assessment_id');
  const views: AssessmentView[] = [];
  for (const { id } of ids) {
    const res = await server.call('GET', `/api/assessment/${id}`, { token: teacher });
    if (res.status !== 200) throw new Error(`preview ${id}: ${res.status} ${res.body.statusMessage}`);
    views.push(res.body.data);
  }
  return views;
}

/** The first question of each type in lesson assessments (benchmarks excluded), with its key. */
export function firstOfEachType(views: readonly AssessmentView[]): Map<QuestionType, KeyedQuestion> {
  const out = new Map<QuestionType, KeyedQuestion>();
  for (const view of views) {
    if (view.kind === 'benchmark') continue;
    for (const question of view.groups.flatMap((g) => g.questions)) {
      if (!out.has(question.type)) out.set(question.type, { assessmentId: view.id, lessonId: view.lessonId, question: question as KeyedQuestion['question'] });
    }
  }
  return out;
}

/** A right (or wrong) answer to a keyed question. Written and essay answers are just text. */
export function answerFor(q: KeyedQuestion['question'], right: boolean): Record<string, unknown> {
  switch (q.type) {
    case 'multiple-choice':
    case 'boolean':
      return { choiceId: q.choices!.find((c: any) => c.correct === right)!.id };
    case 'multi-response':
      return { choiceIds: right ? q.correctChoiceList : [q.choices!.find((c: any) => !c.correct)!.id] };
    case 'venn-diagram': {
      const other = (set: string) => (set === 'both' ? 'primary' : 'both');
      return { placements: q.elements.map((e: any) => ({ elementId: e.id, set: right ? e.correctAnswerSet : other(e.correctAnswerSet) })) };
    }
    case 'type-f': {
      const wrongColumn = (id: number) => q.columns.find((c) => c.id !== id)!.id;
      return { placements: q.elements.map((e: any) => ({ elementId: e.id, columnId: right ? e.correctAnswerSet : wrongColumn(e.correctAnswerSet) })) };
    }
    case 'cloze-sentence':
    case 'fill-in-blank':
      // The right answer typed carelessly: upper case, spaces, a full stop — normalisation accepts it.
      return { blanks: q.blanks.map((b: any) => ({ blankId: b.id, value: right ? ` ${b.correctAnswerSet.en[0].toUpperCase()}. ` : 'nothing' })) };
    case 'written':
      return { text: right ? 'Rocky soil pushed New Englanders to fish and trade.' : 'I am not sure yet.' };
    case 'essay':
      return { topicId: q.topics[0].id, text: right ? 'My colony will sit by a harbor…' : 'Draft', steps: [{ stepId: q.steps[0].id, text: 'New England' }] };
  }
}

/** A save body; a fresh client answer id unless one is given. */
export function saveBody(k: KeyedQuestion, answer: Record<string, unknown>, clientSeq: number, retakeRound = 1, clientAnswerId: string = randomUUID()) {
  return { clientAnswerId, clientSeq, assessmentId: k.assessmentId, questionId: k.question.id, retakeRound, answer };
}

/** A second teacher with a classroom of their own (no demo students in it). */
export async function addTeacherWithClassroom(server: TestServer, username: string): Promise<{ teacherId: number; classroomId: number }> {
  const demo = await one<{ school_id: number; district_id: number; state_id: number }>(server.db, `SELECT school_id, district_id, state_id FROM users WHERE username = 'teacher'`);
  const teacher = await one<{ id: number }>(
    server.db,
    `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
     VALUES ($1, $2, 'Other', 'Teacher', 4, $3, $4, $5) RETURNING id`,
    [username, await hashPassword(DEMO_PASSWORD), demo!.state_id, demo!.district_id, demo!.school_id],
  );
  const classroom = await one<{ id: number }>(
    server.db,
    `INSERT INTO classrooms (name, period, start_date, end_date, teacher_user_id, school_id) VALUES ($1, '5', '2026-08-17', '2027-05-28', $2, $3) RETURNING id`,
    [`${username} class`, teacher!.id, demo!.school_id],
  );
  return { teacherId: teacher!.id, classroomId: classroom!.id };
}

export async function historyCount(server: TestServer, studentId: number, questionId: number): Promise<number> {
  const row = await one<{ n: number }>(server.db, 'SELECT count(*)::int AS n FROM assessment_answer_saves WHERE student_user_id = $1 AND question_id = $2', [studentId, questionId]);
  return row!.n;
}

/** The student's current stored answer to a question (current round). */
export async function storedAnswer(server: TestServer, studentId: number, questionId: number) {
  return one<{ answer: unknown; clientSeq: number; isSubmitted: boolean; score: number | null }>(
    server.db,
    `SELECT c.answer, c.client_seq::float8 AS "clientSeq", c.is_submitted AS "isSubmitted", c.score FROM assessment_answers c
       JOIN assessment_attempts a ON a.id = c.attempt_id WHERE a.student_user_id = $1 AND c.question_id = $2 AND a.is_current`,
    [studentId, questionId],
  );
}

export async function notificationsOf(server: TestServer, userId: number, type: number) {
  return server.db.query<{ args: Record<string, unknown> }>('SELECT args FROM notifications WHERE recipient_user_id = $1 AND type = $2 ORDER BY id', [userId, type]);
}

export type Call = <T = any>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options?: CallOptions) => Promise<ApiResponse<T>>;

/** `server.call` with every response checked: an envelope, never a 500, no stack or hash (checked-calls.ts). */
export function checkedCalls(server: TestServer): { call: Call } {
  return {
    call: async (method, url, options) => {
      const res = await server.call(method, url, options);
      assertCleanResponse(res, `${method} ${url}`);
      return res;
    },
  };
}
