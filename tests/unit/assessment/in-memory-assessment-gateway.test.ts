import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@application/ports/answer-outbox.port';
import type { BenchmarkAssignmentView } from '@domain/assessment/benchmark.schemas';
import type { AssessmentView, QuestionView } from '@domain/assessment/student-view';
import { createInMemoryAssessmentGateway } from '@infrastructure/http/in-memory-assessment-gateway.adapter';

/**
 * The assessment gateway's twin answers as the server's rules do: saves applied once and newest
 * first, refusals of a submitted or earlier round, a submit scored by scoring.ts with the keys
 * hidden until then, benchmark periods, and the failures a test scripts.
 */

const choice = (id: number, correct: boolean) => ({ id, choiceNumber: id, text: { en: `c${id}`, es: `c${id}` }, choiceAudio: null, correct, responseText: null, responseAudio: null });
/** A published multiple choice with its key (choice 12 is right), worth 2 points. */
const mc = (id: number) => ({ id, type: 'multiple-choice', points: 2, correctChoiceId: 12, choices: [choice(11, false), choice(12, true)], suggestedAnswer: null, responseText: null, isSubmitted: false, studentAnswer: null, isReviewing: false }) as unknown as QuestionView;

const assessment = (extra: Partial<AssessmentView> = {}): AssessmentView =>
  ({
    id: 3,
    lessonId: 6,
    retakeRound: 1,
    isSubmitted: false,
    score: null,
    maxScore: 4,
    percent: null,
    feedbackStatus: 0,
    history: [],
    groups: [{ assessmentGroupNumber: 1, isSubmitted: false, questions: [mc(1), mc(2)], score: null, maxScore: 4, percent: null }],
    ...extra,
  }) as unknown as AssessmentView;

let seq = 0;
const save = (questionId: number, choiceId: number, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  clientAnswerId: `00000000-0000-4000-8000-${(++seq).toString(16).padStart(12, '0')}`,
  clientSeq: seq,
  userId: 7,
  assessmentId: 3,
  retakeRound: 1,
  questionId,
  questionType: 'multiple-choice',
  answer: { choiceId },
  submit: false,
  enqueuedAt: 0,
  ...extra,
});

describe('in-memory assessment gateway', () => {
  it('hides the keys until submission, then scores the stored answers (scoring.ts) and refuses a repeat', async () => {
    const gateway = createInMemoryAssessmentGateway({ assessments: [assessment()] });
    const before = await gateway.lessonAssessment(6);
    expect(before.ok && (before.data.groups[0]!.questions[0] as unknown as { correctChoiceId: number | null }).correctChoiceId).toBeNull();

    const first = save(1, 12);
    expect((await gateway.saveAnswer(first)).ok).toBe(true);
    expect((await gateway.saveAnswer(first)).ok).toBe(true); // a repeat answers the same, applied once
    await gateway.saveAnswer(save(2, 12));
    await gateway.saveAnswer(save(2, 11));
    await gateway.saveAnswer({ ...save(2, 12), clientSeq: 1 }); // late and older: not kept
    expect(gateway.appliedSaves).toHaveLength(4);
    expect(gateway.answerOf(3, 2)?.answer).toEqual({ choiceId: 11 });

    const submitted = await gateway.submitAssessment({ assessmentId: 3, retakeRound: 1 });
    expect(submitted.ok && submitted.data).toMatchObject({ isSubmitted: true, score: 2, maxScore: 4, percent: 50 });
    expect(submitted.ok && submitted.data.groups[0]!.questions.map((q) => [q.score, q.isCorrect, q.marks])).toEqual([
      [2, true, { 12: true }],
      [0, false, { 11: false }],
    ]);
    expect(await gateway.submitAssessment({ assessmentId: 3, retakeRound: 1 })).toMatchObject({ ok: false, status: 409, code: 'ASSESSMENT.ALREADY_SUBMITTED' });
    expect(await gateway.saveAnswer(save(1, 11))).toMatchObject({ ok: false, status: 409, code: 'ASSESSMENT.ALREADY_SUBMITTED' });
  });

  it('refuses saves and submits of an earlier round, and a save of a submitted question', async () => {
    const gateway = createInMemoryAssessmentGateway({ assessments: [assessment({ retakeRound: 2 })] });
    expect(await gateway.saveAnswer(save(1, 12))).toMatchObject({ status: 409, code: 'ASSESSMENT.STALE_ROUND', message: 'This belongs to an earlier attempt of the assessment' });
    expect(await gateway.submitAssessment({ assessmentId: 3, retakeRound: 1 })).toMatchObject({ status: 409, code: 'ASSESSMENT.STALE_ROUND' });
    await gateway.saveAnswer(save(1, 12, { retakeRound: 2, submit: true }));
    expect(await gateway.saveAnswer(save(1, 11, { retakeRound: 2 }))).toMatchObject({ status: 409, code: 'QUESTION.ALREADY_SUBMITTED' });
    expect(await gateway.saveAnswer(save(1, 11, { assessmentId: 8 }))).toMatchObject({ status: 404, code: 'ASSESSMENT.NOT_FOUND' });
  });

  it('refuses a benchmark submit once its period ended; a submitted one shows its score', async () => {
    let now = Date.parse('2026-09-01T00:00:00.000Z');
    const assignment = { benchmarkStudentId: 41, assessmentId: 3, lessonId: 6, studentUserId: 7, status: 1, retakeRound: 1, startsAt: '2026-08-01T00:00:00.000Z', endsAt: '2026-10-01T00:00:00.000Z', submittedAt: null } as unknown as BenchmarkAssignmentView;
    const gateway = createInMemoryAssessmentGateway({ benchmarks: [{ assignment, assessment: assessment() }], now: () => now });
    expect(await gateway.benchmarkCount()).toMatchObject({ ok: true, data: { count: 1, open: 1, inProgress: 1 } });
    now = Date.parse('2026-10-02T00:00:00.000Z');
    expect(await gateway.submitBenchmark({ benchmarkStudentId: 41, retakeRound: 1 })).toMatchObject({ status: 409, code: 'BENCHMARK.EXPIRED', message: 'The time to take this benchmark has ended' });
    now = Date.parse('2026-09-02T00:00:00.000Z');
    await gateway.saveAnswer(save(1, 12));
    const submitted = await gateway.submitBenchmark({ benchmarkStudentId: 41, retakeRound: 1 });
    expect(submitted.ok && submitted.data.assignment.status).toBe(2);
    expect(await gateway.benchmarkScore(41)).toMatchObject({ ok: true, data: { isSubmitted: true, score: 2, maxScore: 4, percent: 50 } });
    expect(await gateway.submitBenchmark({ benchmarkStudentId: 41, retakeRound: 1 })).toMatchObject({ status: 409, code: 'ASSESSMENT.ALREADY_SUBMITTED' });
  });

  it('scripted failures: one call, every call until recovered, a lost network and a lost reply', async () => {
    const gateway = createInMemoryAssessmentGateway({ assessments: [assessment()] });
    gateway.failNext('lessonAssessment', { ok: false, status: 503, code: 'UNKNOWN', message: '', fields: [], kind: 'offline' });
    expect(await gateway.lessonAssessment(6)).toMatchObject({ ok: false, status: 503 });
    expect((await gateway.lessonAssessment(6)).ok).toBe(true);

    gateway.failEvery('saveAnswer', 'unreachable');
    await gateway.saveAnswer(save(1, 12));
    await gateway.saveAnswer(save(1, 12));
    expect(gateway.lostSaves).toHaveLength(2);
    expect(gateway.receivedSaves).toHaveLength(0);
    gateway.recover();

    gateway.failNext('saveAnswer', 'reply-lost');
    expect(await gateway.saveAnswer(save(2, 11))).toMatchObject({ ok: false, code: 'OFFLINE' });
    expect(gateway.answerOf(3, 2)?.answer).toEqual({ choiceId: 11 });
  });
});
