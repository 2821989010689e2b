import { createTestModel } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, type Actor } from 'xstate';
import type { EssayAnswer } from '@domain/assessment/answer.schemas';
import type { QuestionSlot } from '@domain/assessment/assessment-navigation.rules';
import { assessmentSubmissionMachine } from '@domain/assessment/assessment-submission.machine';
import { selectCanEditCurrent, selectCanGoNext, selectCanGoPrevious, selectHasUnsavedEssay, selectReview } from '@domain/assessment/assessment-submission.selectors';
import type {
  AnswerToPersist,
  AssessmentSubmissionEmitted,
  RefusalReason,
  ReviewMarkToPersist,
  SubmissionResult,
  SubmitAssessmentInput,
} from '@domain/assessment/assessment-submission.types';
import { edgeCoverPaths } from './assessment-edge-paths';
import { TransitionCoverage } from './support/transition-coverage';

/**
 * Model-based tests of answering and submitting an assessment (product-spec §4, §5). The assessment
 * has three questions: a multiple-choice question (id 10), an essay (id 11) and a written question
 * already submitted on its own (id 12, locked). Two abstract models drive the real machine:
 *  - answering: answers, essay drafts, review marks, Next/Previous/Skip/jumps, the unsaved-essay
 *    confirmation and the submit confirmation;
 *  - submitting: from the confirmation, success, temporary failures retried after named delays on a
 *    simulated clock, permanent failures, manual retry, and every edit refused meanwhile and after.
 * Every transition of both models is taken, and together they take every state and transition the
 * real machine declares.
 */

const MC = 10;
const ESSAY = 11;
const LOCKED = 12;
const RETRY_DELAYS_MS = [1000, 3000];
const ESSAY_TEXT: EssayAnswer = { topicId: null, text: 'The colonies wanted a voice.', steps: [] };
const ESSAY_EMPTY: EssayAnswer = { topicId: null, text: '', steps: [] };

const QUESTIONS: QuestionSlot[] = [
  { questionId: MC, type: 'multiple-choice', answer: null, markedForReview: false, skipped: false, locked: false },
  { questionId: ESSAY, type: 'essay', answer: null, markedForReview: false, skipped: false, locked: false },
  { questionId: LOCKED, type: 'written', answer: { text: 'Sent with its own submit.' }, markedForReview: false, skipped: false, locked: true },
];

// ---------------------------------------------------------------------------------------------
// The answering model

type Draft = 'none' | 'empty' | 'text';
type Leave = 'none' | 'next' | 'previous' | 'skip' | 'first' | 'last' | 'review';
interface AnsweringContext {
  index: number;
  /** The multiple-choice question is answered. */
  mc: boolean;
  /** The essay's saved answer. */
  essay: 'empty' | 'text';
  /** The essay text on screen that is not saved. */
  draft: Draft;
  marked: boolean;
  skippedMc: boolean;
  skippedEssay: boolean;
  /** The essay was submitted on its own (completed): closed for edits. */
  essayLocked: boolean;
  leave: Leave;
  /** Set by an event the machine ignores or refuses, so the graph keeps that self-loop as a step. */
  note: '' | 'ignored';
}
type AnsweringEvent =
  | { type: 'ANSWER_MC' }
  | { type: 'ANSWER_LOCKED' }
  | { type: 'TYPE_ESSAY' }
  | { type: 'ERASE_ESSAY' }
  | { type: 'SAVE_ESSAY' }
  | { type: 'COMPLETE_ESSAY' }
  | { type: 'TOGGLE_MARK' }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'SKIP' }
  | { type: 'GO_TO_FIRST' }
  | { type: 'GO_TO_LAST' }
  | { type: 'SUBMIT' }
  | { type: 'SAVE_AND_LEAVE' }
  | { type: 'DISCARD_AND_LEAVE' }
  | { type: 'STAY' }
  | { type: 'BACK' }
  | { type: 'CONFIRM_SUBMIT' };

type Ctx = { context: AnsweringContext };
const onScreen = (c: AnsweringContext): 'empty' | 'text' => (c.draft === 'none' ? c.essay : c.draft);
const blocks = (c: AnsweringContext) => (c.index === 0 ? !c.mc : c.index === 1 ? !c.essayLocked && onScreen(c) === 'empty' : false);
const dirty = (c: AnsweringContext) => c.draft !== 'none' && c.draft !== c.essay;
const canNext = (c: AnsweringContext) => c.index < 2 && !blocks(c);
const targetOf = (c: AnsweringContext, leave: Leave) =>
  leave === 'next' || leave === 'skip' ? c.index + 1 : leave === 'previous' ? c.index - 1 : leave === 'first' ? 0 : leave === 'last' ? 2 : c.index;
/** The question left is marked skipped (when unanswered) on a Skip. */
const skipMarks = (c: AnsweringContext) => ({
  skippedMc: c.skippedMc || (c.index === 0 && !c.mc),
  skippedEssay: c.skippedEssay || (c.index === 1 && c.essay === 'empty'),
});

type Note = AnsweringContext['note'];
const ignored = { actions: 'ignore' } as const;

const answeringModel = setup({
  types: { context: {} as AnsweringContext, events: {} as AnsweringEvent },
  actions: {
    ignore: assign({ note: 'ignored' as Note }),
    clear: assign({ note: '' as Note }),
    answerMc: assign({ mc: true, skippedMc: false, note: '' as Note }),
    typeEssay: assign({ draft: 'text' as Draft, note: '' as Note }),
    eraseEssay: assign({ draft: 'empty' as Draft, note: '' as Note }),
    saveEssay: assign(({ context }) => ({
      essay: context.draft === 'none' ? context.essay : (context.draft as 'empty' | 'text'),
      draft: 'none' as Draft,
      skippedEssay: false,
      note: '' as Note,
    })),
    discardEssay: assign({ draft: 'none' as Draft, note: '' as Note }),
    completeEssay: assign({ essay: 'text' as const, draft: 'none' as Draft, essayLocked: true, skippedEssay: false, note: '' as Note }),
    toggleMark: assign({ marked: ({ context }) => !context.marked, note: '' as Note }),
    remember: assign((_, params: { leave: Leave }) => ({ leave: params.leave, note: '' as Note })),
    forget: assign({ leave: 'none' as Leave, note: '' as Note }),
    move: assign(({ context }, params: { leave: Leave }) => ({
      ...(params.leave === 'skip' ? skipMarks(context) : {}),
      index: targetOf(context, params.leave),
      draft: 'none' as Draft,
      note: '' as Note,
    })),
    follow: assign(({ context }) => ({
      ...(context.leave === 'skip' ? skipMarks(context) : {}),
      index: targetOf(context, context.leave),
      draft: 'none' as Draft,
      leave: 'none' as Leave,
      note: '' as Note,
    })),
  },
  guards: {
    onOpenEssay: ({ context }: Ctx) => context.index === 1 && !context.essayLocked,
    onEssay: ({ context }: Ctx) => context.index === 1,
    essaySubmittable: ({ context }: Ctx) => !context.essayLocked && onScreen(context) === 'text',
    dirty: ({ context }: Ctx) => dirty(context),
    canNextDirty: ({ context }: Ctx) => canNext(context) && dirty(context),
    canNext: ({ context }: Ctx) => canNext(context),
    canPreviousDirty: ({ context }: Ctx) => context.index > 0 && dirty(context),
    canPrevious: ({ context }: Ctx) => context.index > 0,
    canSkipDirty: ({ context }: Ctx) => context.index < 2 && dirty(context),
    canSkip: ({ context }: Ctx) => context.index < 2,
    canFirstDirty: ({ context }: Ctx) => context.index > 0 && dirty(context),
    canFirst: ({ context }: Ctx) => context.index > 0,
    canLastDirty: ({ context }: Ctx) => context.index < 2 && !blocks(context) && dirty(context),
    canLast: ({ context }: Ctx) => context.index < 2 && !blocks(context),
    leavingToReview: ({ context }: Ctx) => context.leave === 'review',
  },
}).createMachine({
  id: 'answeringModel',
  context: { index: 0, mc: false, essay: 'empty', draft: 'none', marked: false, skippedMc: false, skippedEssay: false, essayLocked: false, leave: 'none', note: '' },
  initial: 'answering',
  states: {
    answering: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ANSWER_MC: { actions: 'answerMc' },
            // Refused: the question is locked (nothing changes).
            ANSWER_LOCKED: ignored,
            // A completed essay refuses edits.
            TYPE_ESSAY: [{ guard: 'onOpenEssay', actions: 'typeEssay' }, { guard: 'onEssay', ...ignored }],
            ERASE_ESSAY: [{ guard: 'onOpenEssay', actions: 'eraseEssay' }, { guard: 'onEssay', ...ignored }],
            // Submitting the essay on its own completes it; refused when empty or already completed.
            COMPLETE_ESSAY: [{ guard: 'essaySubmittable', actions: 'completeEssay' }, ignored],
            // Saving without unsaved changes does nothing.
            SAVE_ESSAY: [{ guard: 'dirty', actions: 'saveEssay' }, ignored],
            TOGGLE_MARK: { actions: 'toggleMark' },
            NEXT: [
              { guard: 'canNextDirty', target: 'confirmingLeave', actions: { type: 'remember', params: { leave: 'next' } } },
              { guard: 'canNext', actions: { type: 'move', params: { leave: 'next' } } },
              ignored,
            ],
            PREVIOUS: [
              { guard: 'canPreviousDirty', target: 'confirmingLeave', actions: { type: 'remember', params: { leave: 'previous' } } },
              { guard: 'canPrevious', actions: { type: 'move', params: { leave: 'previous' } } },
              ignored,
            ],
            SKIP: [
              { guard: 'canSkipDirty', target: 'confirmingLeave', actions: { type: 'remember', params: { leave: 'skip' } } },
              { guard: 'canSkip', actions: { type: 'move', params: { leave: 'skip' } } },
              ignored,
            ],
            GO_TO_FIRST: [
              { guard: 'canFirstDirty', target: 'confirmingLeave', actions: { type: 'remember', params: { leave: 'first' } } },
              { guard: 'canFirst', actions: { type: 'move', params: { leave: 'first' } } },
              ignored,
            ],
            GO_TO_LAST: [
              { guard: 'canLastDirty', target: 'confirmingLeave', actions: { type: 'remember', params: { leave: 'last' } } },
              { guard: 'canLast', actions: { type: 'move', params: { leave: 'last' } } },
              ignored,
            ],
            SUBMIT: [
              { guard: 'dirty', target: 'confirmingLeave', actions: { type: 'remember', params: { leave: 'review' } } },
              { target: '#answeringModel.confirming', actions: 'clear' },
            ],
          },
        },
        confirmingLeave: {
          on: {
            SAVE_AND_LEAVE: [
              { guard: 'leavingToReview', target: '#answeringModel.confirming', actions: ['saveEssay', 'forget'] },
              { target: 'editing', actions: ['saveEssay', 'follow'] },
            ],
            DISCARD_AND_LEAVE: [
              { guard: 'leavingToReview', target: '#answeringModel.confirming', actions: ['discardEssay', 'forget'] },
              { target: 'editing', actions: ['discardEssay', 'follow'] },
            ],
            STAY: { target: 'editing', actions: 'forget' },
          },
        },
      },
    },
    confirming: {
      on: {
        BACK: { target: 'answering', actions: 'clear' },
        GO_TO_FIRST: { target: 'answering', actions: assign({ index: 0, draft: 'none' as Draft, note: '' as Note }) },
        CONFIRM_SUBMIT: { target: 'submitting', actions: 'clear' },
      },
    },
    /** The submitting model takes over from here. */
    submitting: {},
  },
});

// ---------------------------------------------------------------------------------------------
// The system under test

interface PendingSubmit {
  readonly input: SubmitAssessmentInput;
  resolve(result: SubmissionResult): void;
  reject(error: unknown): void;
  settled?: boolean;
}

interface System {
  readonly actor: Actor<typeof assessmentSubmissionMachine>;
  readonly clock: SimulatedClock;
  readonly persisted: AnswerToPersist[];
  readonly marks: ReviewMarkToPersist[];
  /** Every pager position reported, in order. */
  readonly positions: number[];
  readonly submits: PendingSubmit[];
  readonly emitted: AssessmentSubmissionEmitted[];
}

const coverage = new TransitionCoverage(assessmentSubmissionMachine);
const settle = () => new Promise((resolve) => setImmediate(resolve));
const RESULT: SubmissionResult = { score: 1, questions: [{ questionId: MC, correct: true }] };

function startSystem(questions: QuestionSlot[] = QUESTIONS): System {
  const clock = new SimulatedClock();
  const system = { clock, persisted: [], marks: [], positions: [], submits: [], emitted: [] } as unknown as System & { actor: System['actor'] };
  const machine = assessmentSubmissionMachine.provide({
    actions: {
      persistAnswer: (_, answer) => void system.persisted.push(answer),
      persistReviewMark: (_, mark) => void system.marks.push(mark),
      persistCurrentIndex: (_, { currentIndex }) => void system.positions.push(currentIndex),
    },
    actors: {
      submitAssessment: fromPromise<SubmissionResult, SubmitAssessmentInput>(
        ({ input }) => new Promise((resolve, reject) => system.submits.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { assessmentId: 5, retakeRound: 2, questions, retryDelaysMs: RETRY_DELAYS_MS },
    clock,
    inspect: coverage.inspect,
  });
  actor.on('editRefused', (event) => void system.emitted.push(event));
  actor.start();
  coverage.noteSnapshot(actor.getSnapshot());
  (system as { actor: System['actor'] }).actor = actor;
  return system;
}

let sut: System;
const send = async (event: Parameters<System['actor']['send']>[0]) => {
  sut.actor.send(event);
  await settle();
};

/** Sends an edit and expects it to be refused with `reason`, changing nothing. */
async function expectRefused(event: Parameters<System['actor']['send']>[0], reason: RefusalReason) {
  const before = sut.actor.getSnapshot();
  const refusals = sut.emitted.length;
  const persisted = sut.persisted.length;
  await send(event);
  expect(sut.emitted.slice(refusals)).toEqual([{ type: 'editRefused', reason }]);
  expect(sut.persisted).toHaveLength(persisted);
  expect(sut.actor.getSnapshot().context.questions).toEqual(before.context.questions);
}

/** Edits the essay on screen; a completed essay refuses. */
async function editEssay(answer: EssayAnswer) {
  if (sut.actor.getSnapshot().context.questions[1].locked) return expectRefused({ type: 'EDIT_ESSAY', questionId: ESSAY, answer }, 'locked');
  await send({ type: 'EDIT_ESSAY', questionId: ESSAY, answer });
}

async function sendLeavingChoice(type: 'SAVE_AND_LEAVE' | 'DISCARD_AND_LEAVE') {
  const persisted = sut.persisted.length;
  const draft = sut.actor.getSnapshot().context.essayDraft;
  await send({ type });
  if (type === 'SAVE_AND_LEAVE') {
    expect(sut.persisted.slice(persisted)).toEqual([{ assessmentId: 5, retakeRound: 2, questionId: ESSAY, questionType: 'essay', value: draft!.answer, submit: false }]);
  }
  else expect(sut.persisted).toHaveLength(persisted);
}

const answeringEvents = {
  ANSWER_MC: async () => {
    const persisted = sut.persisted.length;
    await send({ type: 'ANSWER', questionId: MC, answer: { choiceId: 101 } });
    expect(sut.persisted.slice(persisted)).toEqual([
      { assessmentId: 5, retakeRound: 2, questionId: MC, questionType: 'multiple-choice', value: { choiceId: 101 }, submit: false },
    ]);
  },
  ANSWER_LOCKED: () => expectRefused({ type: 'ANSWER', questionId: LOCKED, answer: { text: 'changed' } }, 'locked'),
  TYPE_ESSAY: () => editEssay(ESSAY_TEXT),
  ERASE_ESSAY: () => editEssay(ESSAY_EMPTY),
  COMPLETE_ESSAY: async () => {
    const snapshot = sut.actor.getSnapshot();
    const essay = snapshot.context.questions[1];
    if (essay.locked) return expectRefused({ type: 'SUBMIT_QUESTION', questionId: ESSAY }, 'locked');
    const onScreen = snapshot.context.essayDraft?.answer ?? essay.answer;
    if (!onScreen || !('text' in onScreen) || onScreen.text === '') return expectRefused({ type: 'SUBMIT_QUESTION', questionId: ESSAY }, 'unanswered');
    const persisted = sut.persisted.length;
    await send({ type: 'SUBMIT_QUESTION', questionId: ESSAY });
    expect(sut.persisted.slice(persisted)).toEqual([{ assessmentId: 5, retakeRound: 2, questionId: ESSAY, questionType: 'essay', value: onScreen, submit: true }]);
  },
  SAVE_ESSAY: async () => {
    const persisted = sut.persisted.length;
    const unsaved = selectHasUnsavedEssay(sut.actor.getSnapshot());
    await send({ type: 'SAVE_ESSAY' });
    expect(sut.persisted.length - persisted).toBe(unsaved ? 1 : 0);
  },
  TOGGLE_MARK: async () => {
    const marked = !sut.actor.getSnapshot().context.questions[0].markedForReview;
    await send({ type: 'MARK_FOR_REVIEW', questionId: MC, marked });
    expect(sut.marks.at(-1)).toEqual({ assessmentId: 5, questionId: MC, isReviewing: marked, questionTypeCode: 1 });
  },
  NEXT: () => send({ type: 'NEXT' }),
  PREVIOUS: () => send({ type: 'PREVIOUS' }),
  SKIP: () => send({ type: 'SKIP' }),
  GO_TO_FIRST: () => send({ type: 'GO_TO', index: 0 }),
  GO_TO_LAST: () => send({ type: 'GO_TO', index: 2 }),
  SUBMIT: () => send({ type: 'SUBMIT' }),
  SAVE_AND_LEAVE: () => sendLeavingChoice('SAVE_AND_LEAVE'),
  DISCARD_AND_LEAVE: () => sendLeavingChoice('DISCARD_AND_LEAVE'),
  STAY: () => send({ type: 'STAY' }),
  BACK: () => send({ type: 'BACK' }),
  CONFIRM_SUBMIT: async () => {
    await send({ type: 'CONFIRM_SUBMIT' });
    expect(sut.submits.map((s) => s.input)).toEqual([{ assessmentId: 5, retakeRound: 2, assessmentGroupNumber: null }]);
  },
};

function checkAnswering(state: { value: unknown; context: AnsweringContext; matches(value: unknown): boolean }) {
  const m = state.context;
  const snapshot = sut.actor.getSnapshot();
  expect(snapshot.value).toEqual(state.value);
  const { context } = snapshot;
  expect(context.currentIndex).toBe(m.index);
  // The last position reported is where the pager is (nothing is reported before the first move).
  expect(sut.positions.at(-1) ?? 0).toBe(m.index);
  const [mc, essay, locked] = context.questions;
  expect(mc.answer !== null).toBe(m.mc);
  expect(essay.answer !== null && 'text' in essay.answer && essay.answer.text !== '').toBe(m.essay === 'text');
  expect(locked).toEqual(QUESTIONS[2]);
  expect(context.essayDraft === null ? 'none' : context.essayDraft.answer.text === '' ? 'empty' : 'text').toBe(m.draft);
  expect(mc.markedForReview).toBe(m.marked);
  expect(mc.skipped).toBe(m.skippedMc);
  expect(essay.skipped).toBe(m.skippedEssay);
  expect(essay.locked).toBe(m.essayLocked);
  const editing = state.matches({ answering: 'editing' });
  // Next is disabled while the multiple-choice question is unanswered or the essay is empty (§5).
  expect(selectCanGoNext(snapshot)).toBe(editing && canNext(m));
  expect(selectCanGoPrevious(snapshot)).toBe(editing && m.index > 0);
  expect(selectHasUnsavedEssay(snapshot)).toBe(dirty(m));
  expect(selectCanEditCurrent(snapshot)).toBe(editing && m.index !== 2 && !(m.index === 1 && m.essayLocked));
  if (state.matches('confirming')) {
    // The confirmation lists unanswered and review-marked questions.
    expect(selectReview(snapshot)).toEqual({
      unanswered: [...(m.mc ? [] : [{ questionId: MC, index: 0 }]), ...(m.essay === 'text' ? [] : [{ questionId: ESSAY, index: 1 }])],
      markedForReview: m.marked ? [{ questionId: MC, index: 0 }] : [],
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The submitting model (starts at the confirmation)

interface SubmittingContext {
  retry: number;
  /** Set by a refused edit (a self-loop the graph would otherwise drop). */
  note: '' | 'refused';
}
type SubmittingEvent =
  | { type: 'CONFIRM_SUBMIT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT_OK' }
  | { type: 'SUBMIT_FAIL_TEMPORARY' }
  | { type: 'SUBMIT_FAIL_PERMANENT' }
  | { type: 'WAIT_RETRY' }
  | { type: 'RETRY' }
  | { type: 'REFUSED_ANSWER' }
  | { type: 'REFUSED_EDIT_ESSAY' }
  | { type: 'REFUSED_SAVE_ESSAY' }
  | { type: 'REFUSED_MARK' }
  | { type: 'REFUSED_SKIP' }
  | { type: 'REFUSED_SUBMIT_QUESTION' };

const refused = { actions: 'refuse' } as const;
const refusals = {
  REFUSED_ANSWER: refused,
  REFUSED_EDIT_ESSAY: refused,
  REFUSED_SAVE_ESSAY: refused,
  REFUSED_MARK: refused,
  REFUSED_SKIP: refused,
  REFUSED_SUBMIT_QUESTION: refused,
};
const step = (target: string, ...actions: Array<'resetRetries' | 'advanceRetry'>) => ({ target, actions: [...actions, 'clear' as const] });

const submittingModel = setup({
  types: { context: {} as SubmittingContext, events: {} as SubmittingEvent },
  actions: {
    resetRetries: assign({ retry: 0 }),
    advanceRetry: assign({ retry: ({ context }) => context.retry + 1 }),
    refuse: assign({ note: 'refused' as SubmittingContext['note'] }),
    clear: assign({ note: '' as SubmittingContext['note'] }),
  },
  guards: { retriesLeft: ({ context }) => context.retry < RETRY_DELAYS_MS.length },
}).createMachine({
  id: 'submittingModel',
  context: { retry: 0, note: '' },
  initial: 'confirming',
  states: {
    confirming: { on: { CONFIRM_SUBMIT: step('submitting', 'resetRetries'), BACK: step('answering') } },
    submitting: {
      on: {
        ...refusals,
        SUBMIT_OK: step('submitted'),
        SUBMIT_FAIL_TEMPORARY: [{ guard: 'retriesLeft', ...step('retrying') }, step('failed')],
        SUBMIT_FAIL_PERMANENT: step('failed'),
      },
    },
    retrying: { on: { ...refusals, WAIT_RETRY: step('submitting', 'advanceRetry'), RETRY: step('submitting', 'advanceRetry') } },
    failed: { on: { ...refusals, RETRY: step('submitting', 'resetRetries'), BACK: step('answering') } },
    submitted: { on: refusals },
    /** Back to the answers: edits are allowed again. */
    answering: {},
  },
});

const openSubmit = () => sut.submits.filter((s) => !s.settled);
function settleSubmit(outcome: 'ok' | 'temporary' | 'permanent') {
  const open = openSubmit();
  expect(open).toHaveLength(1);
  open[0].settled = true;
  if (outcome === 'ok') open[0].resolve(RESULT);
  else if (outcome === 'temporary') open[0].reject({ code: 'OFFLINE', message: '', retryable: true });
  else open[0].reject({ code: 'VALIDATION', message: 'Bad request', retryable: false });
}

const submittingEvents = {
  CONFIRM_SUBMIT: () => send({ type: 'CONFIRM_SUBMIT' }),
  BACK: () => send({ type: 'BACK' }),
  SUBMIT_OK: async () => {
    settleSubmit('ok');
    await settle();
  },
  SUBMIT_FAIL_TEMPORARY: async () => {
    settleSubmit('temporary');
    await settle();
  },
  SUBMIT_FAIL_PERMANENT: async () => {
    settleSubmit('permanent');
    await settle();
  },
  WAIT_RETRY: async () => {
    const delay = RETRY_DELAYS_MS[sut.actor.getSnapshot().context.retry];
    const before = sut.submits.length;
    sut.clock.increment(delay - 1);
    await settle();
    expect(sut.actor.getSnapshot().value).toBe('retrying');
    expect(sut.submits).toHaveLength(before);
    sut.clock.increment(1);
    await settle();
    expect(sut.submits).toHaveLength(before + 1);
  },
  RETRY: async () => {
    const before = sut.submits.length;
    await send({ type: 'RETRY' });
    expect(sut.submits).toHaveLength(before + 1);
  },
  REFUSED_ANSWER: () => expectRefused({ type: 'ANSWER', questionId: MC, answer: { choiceId: 102 } }, 'submitted'),
  REFUSED_EDIT_ESSAY: () => expectRefused({ type: 'EDIT_ESSAY', questionId: ESSAY, answer: ESSAY_TEXT }, 'submitted'),
  REFUSED_SAVE_ESSAY: () => expectRefused({ type: 'SAVE_ESSAY' }, 'submitted'),
  REFUSED_MARK: () => expectRefused({ type: 'MARK_FOR_REVIEW', questionId: MC, marked: true }, 'submitted'),
  REFUSED_SKIP: () => expectRefused({ type: 'SKIP' }, 'submitted'),
  REFUSED_SUBMIT_QUESTION: () => expectRefused({ type: 'SUBMIT_QUESTION', questionId: MC }, 'submitted'),
};

function checkSubmitting(state: { value: unknown; context: SubmittingContext }) {
  const snapshot = sut.actor.getSnapshot();
  const expected = state.value === 'answering' ? { answering: 'editing' } : state.value;
  expect(snapshot.value).toEqual(expected);
  if (state.value === 'submitting' || state.value === 'retrying') expect(snapshot.context.retry).toBe(state.context.retry);
  expect(openSubmit()).toHaveLength(state.value === 'submitting' ? 1 : 0);
  if (state.value === 'submitted') expect(snapshot.context.result).toEqual(RESULT);
  if (state.value === 'failed' || state.value === 'retrying') expect(snapshot.context.failure?.code).toMatch(/OFFLINE|VALIDATION/);
  if (state.value === 'failed' && state.context.retry < RETRY_DELAYS_MS.length) expect(snapshot.context.failure?.retryable).toBe(false);
  // Nothing can be edited from the confirmation on.
  expect(selectCanEditCurrent(snapshot)).toBe(state.value === 'answering');
}

/** The submitting model starts at the confirmation of a fully answered assessment. */
function startAtConfirmation(): System {
  const answered: QuestionSlot[] = [
    { ...QUESTIONS[0], answer: { choiceId: 101 } },
    { ...QUESTIONS[1], answer: ESSAY_TEXT },
    QUESTIONS[2],
  ];
  const system = startSystem(answered);
  system.actor.send({ type: 'SUBMIT' });
  return system;
}

// ---------------------------------------------------------------------------------------------

describe('assessment submission machine (model-based): answering', () => {
  const { paths, stateCount } = edgeCoverPaths(createTestModel(answeringModel), (state) => state.context.note === 'ignored');
  it('the answering model is not trivial', () => expect(stateCount).toBeGreaterThan(40));
  for (const path of paths) {
    it(path.description, async () => {
      sut = startSystem();
      await path.test({ states: { '*': checkAnswering } as never, events: answeringEvents as never });
      sut.actor.stop();
    });
  }
});

describe('assessment submission machine (model-based): submitting', () => {
  const { paths } = edgeCoverPaths(createTestModel(submittingModel), (state) => state.context.note === 'refused');
  for (const path of paths) {
    it(path.description, async () => {
      sut = startAtConfirmation();
      await path.test({ states: { '*': checkSubmitting } as never, events: submittingEvents as never });
      sut.actor.stop();
    });
  }
});

describe('assessment submission machine (details)', () => {
  it('starts submitted when the round was submitted before, and refuses every edit', async () => {
    sut = startSystem();
    const actor = createActor(assessmentSubmissionMachine, {
      input: { assessmentId: 5, retakeRound: 1, questions: QUESTIONS, submitted: true },
      inspect: coverage.inspect,
    });
    const refused: AssessmentSubmissionEmitted[] = [];
    actor.on('editRefused', (e) => void refused.push(e));
    actor.start();
    expect(actor.getSnapshot().value).toBe('submitted');
    actor.send({ type: 'ANSWER', questionId: MC, answer: { choiceId: 101 } });
    expect(refused).toEqual([{ type: 'editRefused', reason: 'submitted' }]);
    expect(actor.getSnapshot().context.questions).toEqual(QUESTIONS);
  });

  it('a completed essay cannot be modified', async () => {
    sut = startSystem([{ ...QUESTIONS[1], answer: ESSAY_TEXT, locked: true }, QUESTIONS[0]]);
    await expectRefused({ type: 'EDIT_ESSAY', questionId: ESSAY, answer: ESSAY_EMPTY }, 'locked');
    expect(sut.actor.getSnapshot().context.essayDraft).toBeNull();
    // A locked essay never blocks Next.
    expect(selectCanGoNext(sut.actor.getSnapshot())).toBe(true);
  });

  it('refuses an answer that does not fit the question type, and essays answered without the essay events', async () => {
    sut = startSystem();
    await expectRefused({ type: 'ANSWER', questionId: MC, answer: { choiceIds: [1, 2] } }, 'locked');
    await expectRefused({ type: 'ANSWER', questionId: ESSAY, answer: ESSAY_TEXT }, 'locked');
    await expectRefused({ type: 'ANSWER', questionId: 999, answer: { choiceId: 1 } }, 'locked');
  });

  it('an essay draft is only accepted for the essay on screen', async () => {
    sut = startSystem();
    await expectRefused({ type: 'EDIT_ESSAY', questionId: ESSAY, answer: ESSAY_TEXT }, 'locked');
  });

  it('a temporary failure is retried on the named schedule, then waits for the student', async () => {
    sut = startAtConfirmation();
    await send({ type: 'CONFIRM_SUBMIT' });
    settleSubmit('temporary');
    await settle();
    sut.clock.increment(RETRY_DELAYS_MS[0]);
    await settle();
    settleSubmit('temporary');
    await settle();
    sut.clock.increment(RETRY_DELAYS_MS[1]);
    await settle();
    settleSubmit('temporary');
    await settle();
    expect(sut.actor.getSnapshot().value).toBe('failed');
    expect(sut.submits).toHaveLength(1 + RETRY_DELAYS_MS.length);
    sut.clock.increment(60_000);
    await settle();
    expect(sut.submits).toHaveLength(1 + RETRY_DELAYS_MS.length);
  });

  afterAll(() => {
    // `resuming` only passes eventless transitions, so no snapshot shows it: it counts once they were taken.
    const passedThrough = (id: string) => [...coverage.taken].some((t) => t.startsWith(`${id}:`));
    expect(coverage.missingStates().filter((id) => !passedThrough(id))).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
