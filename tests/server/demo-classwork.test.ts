import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FeedbackStatus } from '@domain/assessment/scoring';
import type { AssessmentView } from '@domain/assessment/student-view';
import { NotificationType } from '@domain/notifications/notification-type';
import { DEMO_CLASSWORK, type ClassworkStage } from '../../server/src/seed/demo-classwork.seed';
import { checkedCalls, notificationsOf } from './assessment-fixtures';
import { courseIds, userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/**
 * The demo world's classwork (issue 12 "Demo data"): the demo teacher's students have work at every
 * stage, read through the teacher's own calls, so a teacher's first sign-in shows real screens.
 */
const server = useTestServer({
  world: async (s) => {
    const ids = await courseIds(s);
    const lesson = (title: string) => ids.lesson('Colonial America', title);
    return {
      teacher: await s.login('teacher'),
      unit: ids.unit('Colonial America'),
      revolution: ids.unit('The American Revolution'),
      lessons: {
        opener: await lesson('Unit Opener'),
        firstReading: await lesson('Crossing the Atlantic'),
        secondReading: await lesson('Three Colonial Regions'),
        skill: await lesson('Skill: Reading a Historical Map'),
        midUnit: await lesson('Mid-Unit Check'),
        performance: await lesson('Performance Assessment: Found a Colony'),
      },
    };
  },
});
const { call } = checkedCalls(server);
const w = () => server.world;

/** The first demo student at a stage. */
const studentAt = (stage: ClassworkStage) => {
  const username = Object.entries(DEMO_CLASSWORK).find(([, s]) => s === stage)![0];
  return userId(server, username).then((id) => ({ id, username }));
};

interface UnitFeedback {
  unitId: number;
  feedbackStatus: number;
  score: number | null;
  lessons: { lessonId: number; retakeRound: number; submitted: boolean; feedbackStatus: number; score: number | null }[];
}

async function feedbackOf(studentId: number, unitId = w().unit): Promise<UnitFeedback> {
  const res = await call<UnitFeedback[]>('GET', `/api/teacher-feedback/student/${studentId}`, { token: w().teacher });
  expect(res.status).toBe(200);
  return res.body.data.find((u) => u.unitId === unitId)!;
}

async function lessonStatus(studentId: number, lessonId: number) {
  const res = await call<{ statusLesson: string; lastPageView: number | null; score: number | null }>('GET', `/api/lesson-score/${lessonId}?studentId=${studentId}`, {
    token: w().teacher,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('the demo teacher’s students have work at every stage', () => {
  it('covers every stage in both classrooms, and leaves the demo student alone', async () => {
    const stages = new Set(Object.values(DEMO_CLASSWORK));
    expect([...stages].sort()).toEqual(['essay-waiting', 'not-started', 'read', 'reading', 'retake', 'retake-working', 'scored', 'waiting', 'working']);
    expect(Object.keys(DEMO_CLASSWORK)).not.toContain('student');
    const demo = await userId(server, 'student');
    expect(await feedbackOf(demo)).toMatchObject({ feedbackStatus: FeedbackStatus.None, score: null, lessons: [] });
    expect(await lessonStatus(demo, w().lessons.opener)).toMatchObject({ statusLesson: 'not-started' });
  });

  it('not started: nothing opened, nothing submitted', async () => {
    const s = await studentAt('not-started');
    expect(await feedbackOf(s.id)).toMatchObject({ feedbackStatus: FeedbackStatus.None, score: null, lessons: [] });
    expect(await lessonStatus(s.id, w().lessons.opener)).toMatchObject({ statusLesson: 'not-started', lastPageView: null });
  });

  it('reading: the opener and a lesson completed, the next lesson in progress on page 2', async () => {
    const s = await studentAt('reading');
    expect(await lessonStatus(s.id, w().lessons.opener)).toMatchObject({ statusLesson: 'completed' });
    expect(await lessonStatus(s.id, w().lessons.firstReading)).toMatchObject({ statusLesson: 'completed' });
    expect(await lessonStatus(s.id, w().lessons.secondReading)).toMatchObject({ statusLesson: 'in-progress', lastPageView: 2 });
    expect((await feedbackOf(s.id)).feedbackStatus).toBe(FeedbackStatus.None);
  });

  it('working: the skill check scored at once, the mid-unit check answered and still open', async () => {
    const s = await studentAt('working');
    const unit = await feedbackOf(s.id);
    expect(unit.lessons.find((l) => l.lessonId === w().lessons.skill)).toMatchObject({ submitted: true, feedbackStatus: FeedbackStatus.Completed, score: 100 });
    expect(unit.lessons.find((l) => l.lessonId === w().lessons.midUnit)).toMatchObject({ submitted: false });
    expect(await lessonStatus(s.id, w().lessons.midUnit)).toMatchObject({ statusLesson: 'in-progress' });
    expect(await lessonStatus(s.id, w().lessons.skill)).toMatchObject({ statusLesson: 'completed' });
  });

  it('waiting: a written answer waits for a score, so the unit is pending and its score blank', async () => {
    const s = await studentAt('waiting');
    const unit = await feedbackOf(s.id);
    expect(unit).toMatchObject({ feedbackStatus: FeedbackStatus.Pending, score: null });
    expect(unit.lessons.find((l) => l.lessonId === w().lessons.midUnit)).toMatchObject({ submitted: true, feedbackStatus: FeedbackStatus.Pending, score: null });
    expect(await lessonStatus(s.id, w().lessons.midUnit)).toMatchObject({ statusLesson: 'in-progress', score: null });
    const told = (await notificationsOf(server, await userId(server, 'teacher'), NotificationType.AssessmentSubmitted)).filter((n) => n.args.studentUserId === s.id);
    expect(told.map((n) => n.args.lessonId).sort()).toEqual([w().lessons.skill, w().lessons.midUnit].sort());
  });

  it('essay waiting: the mid-unit check scored with feedback, the performance essay waiting', async () => {
    const s = await studentAt('essay-waiting');
    const unit = await feedbackOf(s.id);
    expect(unit.feedbackStatus).toBe(FeedbackStatus.Pending);
    expect(unit.lessons.find((l) => l.lessonId === w().lessons.midUnit)).toMatchObject({ feedbackStatus: FeedbackStatus.Completed });
    expect(unit.lessons.find((l) => l.lessonId === w().lessons.performance)).toMatchObject({ submitted: true, feedbackStatus: FeedbackStatus.Pending, score: null });
    const res = await call<AssessmentView>('GET', `/api/assessment/lesson/${w().lessons.performance}?studentId=${s.id}`, { token: w().teacher });
    const essay = res.body.data.groups.flatMap((g) => g.questions).find((q) => q.type === 'essay')!;
    expect(essay).toMatchObject({ isSubmitted: true, score: null });
    expect(essay.studentAnswer).toMatchObject({ text: expect.stringMatching(/harbor|puerto/) });
  });

  it('scored: every question scored with the teacher’s feedback, the unit complete, the student told', async () => {
    const s = await studentAt('scored');
    const unit = await feedbackOf(s.id);
    expect(unit.feedbackStatus).toBe(FeedbackStatus.Completed);
    expect(unit.score).toBeGreaterThan(0);
    for (const lessonId of [w().lessons.skill, w().lessons.midUnit, w().lessons.performance]) {
      expect(await lessonStatus(s.id, lessonId)).toMatchObject({ statusLesson: 'completed' });
    }
    const res = await call<AssessmentView>('GET', `/api/assessment/lesson/${w().lessons.midUnit}?studentId=${s.id}`, { token: w().teacher });
    const written = res.body.data.groups.flatMap((g) => g.questions).find((q) => q.type === 'written')!;
    expect(written.score).toBe(3);
    expect(written.feedback).toMatch(/evidence|pruebas/);
    expect((await notificationsOf(server, s.id, NotificationType.FeedbackReceived)).length).toBe(3);
  });

  it('retake: round 2 open on the mid-unit check, round 1 kept as history with its score', async () => {
    const s = await studentAt('retake');
    const unit = await feedbackOf(s.id);
    expect(unit.lessons.find((l) => l.lessonId === w().lessons.midUnit)).toMatchObject({ retakeRound: 2, submitted: false });
    const res = await call<AssessmentView>('GET', `/api/assessment/lesson/${w().lessons.midUnit}?studentId=${s.id}`, { token: w().teacher });
    expect(res.body.data).toMatchObject({ retakeRound: 2, isSubmitted: false });
    expect(res.body.data.history).toEqual([expect.objectContaining({ retakeRound: 1, score: 1 })]);
    expect(await notificationsOf(server, s.id, NotificationType.RetakeAllowed)).toHaveLength(1);
    const working = await studentAt('retake-working');
    const again = await call<AssessmentView>('GET', `/api/assessment/lesson/${w().lessons.midUnit}?studentId=${working.id}`, { token: w().teacher });
    expect(again.body.data).toMatchObject({ retakeRound: 2, isSubmitted: false });
    const round2 = again.body.data.groups.flatMap((g) => g.questions);
    expect(round2.every((q) => q.retakeRound === 2 && q.studentAnswer !== null && !q.isSubmitted)).toBe(true);
    // The student who has not started round 2 has no answers in it yet.
    expect(res.body.data.groups.flatMap((g) => g.questions).every((q) => q.studentAnswer === null)).toBe(true);
  });

  it('touches only the first unit: the second starts empty for every student', async () => {
    for (const username of Object.keys(DEMO_CLASSWORK)) {
      const id = await userId(server, username);
      expect(await feedbackOf(id, w().revolution)).toMatchObject({ feedbackStatus: FeedbackStatus.None, lessons: [] });
    }
  });
});
