import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, waitFor, type Actor } from 'xstate';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import type { ApiResult } from '@application/ports/api-result';
import type { AssessmentGateway } from '@application/ports/assessment-gateway.port';
import type { ActorTraceWriter, TraceRecorder } from '@application/ports/trace-recorder.port';
import { createAssessmentMachineKit } from '@application/assessment/assessment-machine-kit';
import { createAssessmentUseCases } from '@application/assessment/assessment.use-cases';
import { AnswerSyncService } from '@application/use-cases/answer-sync.service';
import { assessmentSubmissionMachine } from '@domain/assessment/assessment-submission.machine';
import type { QuestionSlot } from '@domain/assessment/assessment-navigation.rules';
import { benchmarkLifecycleMachine } from '@domain/assessment/benchmark-lifecycle.machine';
import type { AssessmentView } from '@domain/assessment/student-view';
import { MACHINES } from '@domain/qa/machine-registry';
import { replayTrace } from '@domain/qa/replay';
import { TRACE_FORMAT, TRACE_VERSION, type ActorTrace, type QaTrace } from '@domain/qa/trace';
import { ANSWER_QUEUE_POLL_MS } from '@domain/shared/constants';
import type { ClientErrorCode } from '@domain/shared/error-codes';
import type { ApiClient } from '@infrastructure/http/api-client';
import { createHttpAssessmentGateway } from '@infrastructure/http/http-assessment.adapter';
import type { BenchmarkAssignmentView } from '@domain/assessment/benchmark.schemas';
import { createInMemoryAssessmentGateway, type InMemoryAssessmentGateway } from '@infrastructure/http/in-memory-assessment-gateway.adapter';
import { createInMemoryAnswerOutbox } from '@infrastructure/storage/document-answer-outbox.adapter';
import { answerServer, FakeOnline, FakeStudent, idSequence, openAssessment, settle, simulatedFactory } from './answer-sync-helpers';

/**
 * The assessment machines wired to the assessment use cases over the answer sync and the gateway (assessment-machine-kit.ts), the
 * HTTP adapter's calls, and QA traces of the assessment machines replaying.
 */

const VIEW = {
  id: 3,
  score: 1,
  groups: [{ questions: [{ id: 1, isCorrect: true }, { id: 2, isCorrect: null }] }],
} as unknown as AssessmentView;

const QUESTIONS: QuestionSlot[] = [
  { questionId: 1, type: 'multiple-choice', answer: null, markedForReview: false, skipped: false, locked: false },
  { questionId: 2, type: 'multi-response', answer: null, markedForReview: false, skipped: false, locked: false },
];

const rejected = (status: number, code: ClientErrorCode, kind: 'rejected' | 'offline' = 'rejected'): ApiResult<never> => ({
  ok: false,
  status,
  code,
  message: code === 'BENCHMARK.EXPIRED' ? 'The benchmark time period has ended' : '',
  fields: [],
  kind,
});

function memoryRecorder(): TraceRecorder {
  const actors: ActorTrace[] = [];
  return {
    isOn: () => true,
    setOn: () => undefined,
    startActor({ actorId, machineId, input }): ActorTraceWriter {
      const trace: ActorTrace = { actorId, machineId, input, initialState: null, steps: [] };
      actors.push(trace);
      return {
        initial: (state) => void (trace.initialState = state as never),
        step: (at, event, state) => void trace.steps.push({ at, event, state: state as never }),
      };
    },
    snapshot: (): QaTrace => ({ format: TRACE_FORMAT, version: TRACE_VERSION, recordedAt: new Date().toISOString(), actors }),
    clear: () => undefined,
  };
}

/** Lesson 41's assessment 3 (scored as VIEW once submitted) and benchmark 31 on it, round 2. */
function twin(): InMemoryAssessmentGateway {
  const assignment = { benchmarkStudentId: 31, assessmentId: 3, lessonId: 41, studentUserId: 6, status: 1, retakeRound: 2, startsAt: '2000-01-01T00:00:00.000Z', endsAt: '2999-01-01T00:00:00.000Z', submittedAt: null } as unknown as BenchmarkAssignmentView;
  const open = { ...openAssessment([1, 2]), lessonId: 41, percent: 75 };
  return createInMemoryAssessmentGateway({ assessments: [open], benchmarks: [{ assignment, assessment: open }], revealed: [{ ...VIEW, retakeRound: 1, isSubmitted: true, percent: 75 }] });
}

/** The gateway as the kit reaches it, with a log of the calls that carry the student's work. */
function recording(gateway: InMemoryAssessmentGateway) {
  const calls: string[] = [];
  const recorded: AssessmentGateway = {
    ...gateway,
    saveAnswer: (entry) => {
      calls.push(`save ${entry.questionId}`);
      return gateway.saveAnswer(entry);
    },
    saveCurrentIndex: (lessonId, componentId, index) => {
      calls.push(`position ${lessonId}/${componentId}/${index}`);
      return gateway.saveCurrentIndex(lessonId, componentId, index);
    },
    setReviewing: (mark) => {
      calls.push(`review ${mark.questionId} ${mark.isReviewing} ${mark.questionTypeCode}`);
      return gateway.setReviewing(mark);
    },
    submitAssessment: (request) => {
      calls.push(`submit ${request.assessmentId} round ${request.retakeRound}${request.assessmentGroupNumber ? ` group ${request.assessmentGroupNumber}` : ''}`);
      return gateway.submitAssessment(request);
    },
  };
  return { gateway: recorded, calls };
}

describe('assessment machine kit', () => {
  let sync: AnswerSyncService;
  let server: InMemoryAssessmentGateway;
  let clock: SimulatedClock;
  beforeEach(() => {
    server = twin();
    clock = new SimulatedClock();
  });
  afterEach(() => sync?.stop());

  function setUp() {
    const { gateway, calls } = recording(server);
    sync = new AnswerSyncService({
      outbox: createInMemoryAnswerOutbox(),
      gateway,
      machines: simulatedFactory(clock),
      student: new FakeStudent(6),
      online: new FakeOnline(),
      newId: idSequence(),
    });
    sync.start();
    const useCases = createAssessmentUseCases({ gateway, answers: sync, loadKit: async (u) => createAssessmentMachineKit(u) });
    return { kit: createAssessmentMachineKit(useCases), calls, factory: simulatedFactory(clock) };
  }

  it('answers go through the outbox; a submit first waits until every answer arrived', async () => {
    const { kit, calls, factory } = setUp();
    const actor = factory.create(assessmentSubmissionMachine, {
      input: { assessmentId: 3, retakeRound: 1, assessmentGroupNumber: 2, questions: QUESTIONS },
      provide: kit.submission({ position: { lessonId: 41, componentId: 7 } }),
    }) as Actor<typeof assessmentSubmissionMachine>;
    actor.start();
    actor.send({ type: 'ANSWER', questionId: 1, answer: { choiceId: 11 } });
    actor.send({ type: 'MARK_FOR_REVIEW', questionId: 2, marked: true });
    actor.send({ type: 'ANSWER', questionId: 2, answer: { choiceIds: [21] } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', questionId: 2, answer: { choiceIds: [21, 22] } });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM_SUBMIT' });
    await settle();
    clock.increment(ANSWER_QUEUE_POLL_MS);
    await settle();
    const done = await waitFor(actor, (s) => s.matches('submitted'));
    expect(done.context.result).toEqual({ score: 1, questions: [{ questionId: 1, correct: true }, { questionId: 2, correct: null }] });
    expect(calls).toEqual(['review 2 true 1', 'position 41/7/1', 'save 1', 'save 2', 'save 2', 'submit 3 round 1 group 2']);
    expect(server.appliedSaves.map((e) => e.answer)).toEqual([{ choiceId: 11 }, { choiceIds: [21] }, { choiceIds: [21, 22] }]);
  });

  it('submitting one question goes through the outbox as its /submit save, past the answer queue', async () => {
    const { kit, factory } = setUp();
    const actor = factory.create(assessmentSubmissionMachine, {
      input: { assessmentId: 3, retakeRound: 1, questions: QUESTIONS },
      provide: kit.submission(),
    }) as Actor<typeof assessmentSubmissionMachine>;
    actor.start();
    actor.send({ type: 'ANSWER', questionId: 2, answer: { choiceIds: [21] } });
    actor.send({ type: 'SUBMIT_QUESTION', questionId: 2 });
    await settle();
    clock.increment(ANSWER_QUEUE_POLL_MS);
    await settle();
    expect(server.appliedSaves.map((e) => [e.answer, e.submit])).toEqual([
      [{ choiceIds: [21] }, false],
      [{ choiceIds: [21] }, true],
    ]);
    expect(actor.getSnapshot().context.questions[1].locked).toBe(true);
  });

  it('a submit that cannot flush (offline) is retried automatically; 409 already submitted reads the result', async () => {
    server.failEvery('saveAnswer', 'unreachable');
    const { kit, factory } = setUp();
    const actor = factory.create(assessmentSubmissionMachine, {
      input: { assessmentId: 3, retakeRound: 1, questions: QUESTIONS, retryDelaysMs: [1000] },
      provide: kit.submission(),
    }) as Actor<typeof assessmentSubmissionMachine>;
    actor.start();
    actor.send({ type: 'ANSWER', questionId: 1, answer: { choiceId: 11 } });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM_SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'OFFLINE', retryable: true });
    // Meanwhile the round was submitted (a first submit whose answer never arrived): the server now
    // refuses the waiting save and the repeat submit with 409 ASSESSMENT.ALREADY_SUBMITTED.
    await server.submitAssessment({ assessmentId: 3, retakeRound: 1 });
    server.recover();
    clock.increment(1000);
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().context.result?.score).toBe(1);
  });

  it('a permanent refusal of the submit waits in failed', async () => {
    server.failNext('submitAssessment', rejected(403, 'UNIT.LOCKED'));
    const { kit, factory } = setUp();
    const actor = factory.create(assessmentSubmissionMachine, {
      input: { assessmentId: 3, retakeRound: 1, questions: QUESTIONS },
      provide: kit.submission(),
    }) as Actor<typeof assessmentSubmissionMachine>;
    actor.start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM_SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'UNIT.LOCKED', retryable: false });
  });

  it.each([
    ['accepted', { ok: true, data: {}, message: '' }, 'submitted', null],
    ['already submitted', rejected(409, 'ASSESSMENT.ALREADY_SUBMITTED'), 'submitted', null],
    ['expired (statusType 0)', rejected(409, 'BENCHMARK.EXPIRED'), { expired: 'ready' }, 'The benchmark time period has ended'],
  ] as const)('benchmark submit %s', async (_, answer, state, message) => {
    const reloads: number[] = [];
    if (!answer.ok) server.failNext('submitBenchmark', answer);
    const { kit, calls, factory } = setUp();
    const actor = factory.create(benchmarkLifecycleMachine, {
      input: { benchmarkStudentId: 31, lessonId: 41, status: 1, retakeRound: 2 },
      provide: kit.benchmark({ assessmentId: 3, reloadLesson: async () => void reloads.push(41) }),
    }) as Actor<typeof benchmarkLifecycleMachine>;
    actor.start();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toEqual(state);
    expect(actor.getSnapshot().context).toMatchObject({ score: 75, message });
    expect(reloads).toEqual(state === 'submitted' ? [] : [41]);
    expect(calls).toEqual([]);
  });

  it('a benchmark submit that never reached the server waits in submitFailed', async () => {
    server.failNext('submitBenchmark', rejected(0, 'OFFLINE', 'offline'));
    const { kit, factory } = setUp();
    const actor = factory.create(benchmarkLifecycleMachine, {
      input: { benchmarkStudentId: 31, lessonId: 41, status: 1 },
      provide: kit.benchmark({ assessmentId: 3, reloadLesson: async () => undefined }),
    }) as Actor<typeof benchmarkLifecycleMachine>;
    actor.start();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitFailed');
  });
});

describe('HTTP assessment gateway', () => {
  function recordingApi() {
    const calls: Array<[string, string, unknown]> = [];
    const api: ApiClient = {
      call: async (method, path, body) => {
        calls.push([method, path, body]);
        return { ok: true, data: null as never, message: '' };
      },
    };
    return { api, calls };
  }

  it('sends each question type to its save call with the save envelope fields', async () => {
    const { api, calls } = recordingApi();
    const gateway = createHttpAssessmentGateway(api);
    const base = { clientAnswerId: '00000000-0000-4000-8000-000000000001', clientSeq: 9, userId: 6, assessmentId: 3, retakeRound: 1, questionId: 4, submit: false, enqueuedAt: 1 };
    await gateway.saveAnswer({ ...base, questionType: 'boolean', answer: { choiceId: 2 } });
    await gateway.saveAnswer({ ...base, questionType: 'type-f', answer: { placements: [] } });
    await gateway.saveAnswer({ ...base, questionType: 'cloze-sentence', answer: { blanks: [] } });
    await gateway.saveAnswer({ ...base, questionType: 'essay', answer: { topicId: null, text: 'Done', steps: [] }, submit: true });
    expect(calls.map(([m, p]) => `${m} ${p}`)).toEqual([
      'POST /multiple-choice-answer',
      'POST /typef-answer',
      'POST /cloze-sentence-answer',
      'POST /essay-answer/submit',
    ]);
    expect(calls[0][2]).toEqual({ clientAnswerId: base.clientAnswerId, clientSeq: 9, assessmentId: 3, questionId: 4, retakeRound: 1, answer: { choiceId: 2 } });
  });

  it('the other calls', async () => {
    const { api, calls } = recordingApi();
    const gateway = createHttpAssessmentGateway(api);
    await gateway.assessment(3);
    await gateway.lessonAssessment(41);
    await gateway.setReviewing({ assessmentId: 3, questionId: 4, isReviewing: true, questionTypeCode: 2 });
    await gateway.saveCurrentIndex(41, 7, 2);
    await gateway.submitAssessment({ assessmentId: 3, retakeRound: 2 });
    await gateway.benchmarks();
    await gateway.benchmarks(6);
    await gateway.benchmarkCount();
    await gateway.benchmarkAssessment(31);
    await gateway.submitBenchmark({ benchmarkStudentId: 31, retakeRound: 1 });
    await gateway.benchmarkScore(31);
    expect(calls).toEqual([
      ['GET', '/assessment/3', undefined],
      ['GET', '/assessment/lesson/41', undefined],
      ['POST', '/IsReviewing', { questionId: 4, isReviewing: true, questionType: 2, assessmentId: 3 }],
      ['PUT', '/component/41/7/2', undefined],
      ['POST', '/assessment/3/submit', { retakeRound: 2 }],
      ['GET', '/benchmark/list', undefined],
      ['GET', '/benchmark/list?userId=6', undefined],
      ['GET', '/benchmark/count', undefined],
      ['GET', '/benchmarkAssessment/31', undefined],
      ['POST', '/benchmark-answer/submit', { benchmarkStudentId: 31, retakeRound: 1, answers: [] }],
      ['GET', '/benchmark-score/31', undefined],
    ]);
  });
});

describe('QA traces of the assessment machines', () => {
  it('the answer sync and queue actors, created through the factory, replay as recorded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = answerServer();
    const online = new FakeOnline();
    const recorder = memoryRecorder();
    const sync = new AnswerSyncService({
      outbox: createInMemoryAnswerOutbox(),
      gateway: server,
      machines: createMachineActorFactory(recorder),
      student: new FakeStudent(6),
      online,
      newId: idSequence(),
      retryDelaysMs: [1000],
    });
    try {
      server.failEvery('saveAnswer', 'unreachable');
      sync.start();
      sync.save({ assessmentId: 3, retakeRound: 1, questionId: 2, questionType: 'multi-response', answer: { choiceIds: [1] } });
      sync.save({ assessmentId: 3, retakeRound: 1, questionId: 2, questionType: 'multi-response', answer: { choiceIds: [1, 2] } });
      await settle();
      vi.advanceTimersByTime(ANSWER_QUEUE_POLL_MS);
      await settle();
      vi.advanceTimersByTime(1000);
      await settle();
      server.recover();
      online.fire();
      await settle();
      expect(server.appliedSaves.map((e) => e.answer)).toEqual([{ choiceIds: [1] }, { choiceIds: [1, 2] }]);
    } finally {
      sync.stop();
      vi.useRealTimers();
    }
    const trace = recorder.snapshot();
    expect(trace.actors.map((a) => a.machineId)).toEqual(['answerSync', 'answerQueue']);
    expect(trace.actors[0].steps.map((s) => s.state)).toContain('backingOff');
    const results = replayTrace(JSON.parse(JSON.stringify(trace)), MACHINES);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('a submission actor replays as recorded', async () => {
    const recorder = memoryRecorder();
    const factory = createMachineActorFactory(recorder);
    const actor = factory.create(assessmentSubmissionMachine, {
      input: { assessmentId: 3, retakeRound: 1, questions: QUESTIONS },
      provide: { actions: { persistAnswer: () => undefined, persistReviewMark: () => undefined } },
    });
    actor.start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', questionId: 1, answer: { choiceId: 11 } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'BACK' });
    actor.stop();
    const trace = JSON.parse(JSON.stringify(recorder.snapshot())) as QaTrace;
    expect(trace.actors[0].steps.map((s) => s.event.type)).toEqual(['NEXT', 'ANSWER', 'NEXT', 'SUBMIT', 'BACK']);
    expect(replayTrace(trace, MACHINES)).toEqual([{ ok: true, steps: 5 }]);
  });
});
