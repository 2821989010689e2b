import { createElement, type ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import type { ApiResult } from '@application/ports/api-result';
import type { AssessmentGateway } from '@application/ports/assessment-gateway.port';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { createAssessmentMachineKit } from '@application/assessment/assessment-machine-kit';
import { createAssessmentUseCases, type AssessmentUseCases } from '@application/assessment/assessment.use-cases';
import type { AnswerDraft, AnswerSync } from '@application/use-cases/answer-sync.contract';
import { AnswerSyncService } from '@application/use-cases/answer-sync.service';
import type { AnswerValue } from '@domain/assessment/answer-value';
import type { BenchmarkAssignmentView } from '@domain/assessment/benchmark.schemas';
import type { AssessmentView, ChoiceView, GroupView, QuestionView } from '@domain/assessment/student-view';
import type { Language } from '@domain/shared/constants';
import { createInMemoryAssessmentGateway, type AssessmentContent, type InMemoryAssessmentGateway } from '@infrastructure/http/in-memory-assessment-gateway.adapter';
import { createInMemoryCourseReader } from '@infrastructure/http/in-memory-course-reader.adapter';
import { createInMemoryAnswerOutbox } from '@infrastructure/storage/document-answer-outbox.adapter';
import AssessmentGroupPlayer from '@ui/assessment/AssessmentGroupPlayer';
import { bi, rejected } from '../learning/course-fixtures';
import { learningWorld, renderAt, STUDENT } from '../learning/learning-world';

/**
 * Assessment views, the assessment gateway's twin, the real answer sync over an in-memory outbox,
 * and the real machine kit over them, for component tests of the assessment screens. Every machine actor is made through
 * `services.machines` with a recorder that keeps the events each machine received.
 */

export const ok = <T>(data: T, message = 'OK'): ApiResult<T> => ({ ok: true, data, message });
export { bi, rejected };

let nextId = 100;
const id = () => nextId++;

export function choice(choiceNumber: number, text: string, extra: Partial<ChoiceView> = {}): ChoiceView {
  return { id: id(), choiceNumber, text: bi(text), choiceAudio: null, correct: null, responseText: null, responseAudio: null, ...extra };
}

const BASE = {
  order: 1,
  points: 1,
  isMaster: false,
  baMasterQuestionId: null,
  instructionAudio: null,
  primaryTextSource: null,
  primarySourceAudio: null,
  audio: null,
  image: null,
  primarySetImage: null,
  secondarySetImage: null,
  teksList: [],
  suggestedAnswer: null,
  rubric: null,
  responseText: null,
  routePoints: [],
  revealed: false,
  retakeRound: 1,
  studentAnswer: null,
  isAnswered: false,
  isReviewing: false,
  isSubmitted: false,
  score: null,
  isCorrect: null,
  feedback: null,
  marks: {},
  feedbackVersion: 0,
};

export function question(type: QuestionView['type'], instruction: string, extra: Record<string, unknown> = {}): QuestionView {
  return { ...BASE, id: id(), type, instruction: bi(`<p>${instruction}</p>`), ...extra } as unknown as QuestionView;
}

export const multipleChoice = (instruction: string, texts: string[], extra: Record<string, unknown> = {}) =>
  question('multiple-choice', instruction, { choices: texts.map((text, i) => choice(i + 1, text)), ...extra });
export const multiResponse = (instruction: string, texts: string[], extra: Record<string, unknown> = {}) =>
  question('multi-response', instruction, { choices: texts.map((text, i) => choice(i + 1, text)), ...extra });
export const trueFalse = (instruction: string, extra: Record<string, unknown> = {}) =>
  question('boolean', instruction, { choices: [choice(1, 'True'), choice(2, 'False')], ...extra });
export const venn = (instruction: string, elements: string[], extra: Record<string, unknown> = {}) =>
  question('venn-diagram', instruction, {
    primarySetLabel: bi('Farms'),
    secondarySetLabel: bi('Towns'),
    elements: elements.map((content, i) => ({ id: id(), order: i + 1, content: bi(content), correctAnswerSet: null })),
    ...extra,
  });
export const organizer = (instruction: string, columns: string[], elements: string[], extra: Record<string, unknown> = {}) =>
  question('type-f', instruction, {
    columns: columns.map((name, i) => ({ id: id(), order: i + 1, columnName: bi(name) })),
    elements: elements.map((content, i) => ({ id: id(), order: i + 1, content: bi(content), correctAnswerSet: null })),
    ...extra,
  });
export const cloze = (instruction: string, content: string, words: string[], blanks: number, extra: Record<string, unknown> = {}) =>
  question('cloze-sentence', instruction, {
    content: bi(content),
    wordBank: words.map((w, i) => choice(i + 1, w)),
    blanks: Array.from({ length: blanks }, (_, i) => ({ id: id(), number: i + 1, content: null, correctAnswerSet: null })),
    ...extra,
  });
export const fillIn = (instruction: string, content: string, hints: (string | null)[], extra: Record<string, unknown> = {}) =>
  question('fill-in-blank', instruction, {
    content: bi(content),
    blanks: hints.map((hint, i) => ({ id: id(), number: i + 1, content: hint ? bi(hint) : null, correctAnswerSet: null })),
    ...extra,
  });
export const written = (instruction: string, extra: Record<string, unknown> = {}) => question('written', instruction, extra);
export const essay = (instruction: string, extra: Record<string, unknown> = {}) =>
  question('essay', instruction, {
    steps: [
      { id: id(), order: 1, title: bi('Pick a region'), content: bi('<p>Name it.</p>'), stepAudio: null },
      { id: id(), order: 2, title: bi('Give reasons'), content: null, stepAudio: null },
    ],
    topics: [
      { id: id(), order: 1, title: bi('A fishing village') },
      { id: id(), order: 2, title: bi('A farming town') },
    ],
    ...extra,
  });

/** The question as the server shows it after submission: keys, the answer, marks and the score. */
export function revealed(q: QuestionView, state: { answer: AnswerValue | null; marks?: Record<number, boolean>; score?: number | null; isCorrect?: boolean | null; feedback?: string | null }, keys: Record<string, unknown> = {}): QuestionView {
  return {
    ...q,
    ...keys,
    revealed: true,
    isSubmitted: true,
    studentAnswer: state.answer,
    isAnswered: state.answer !== null,
    marks: state.marks ?? {},
    score: state.score ?? null,
    isCorrect: state.isCorrect ?? null,
    feedback: state.feedback ?? null,
  } as QuestionView;
}

export function group(questions: QuestionView[], extra: Partial<GroupView> = {}): GroupView {
  const submitted = extra.isSubmitted ?? false;
  return {
    id: 1,
    assessmentGroupNumber: 1,
    title: bi('Practice'),
    sections: [],
    retakeRound: 1,
    status: submitted ? 'submitted' : 'open',
    isSubmitted: submitted,
    currentIndex: 0,
    assessmentPagerStatus: questions.map(() => 'unanswered'),
    unansweredCount: questions.length,
    reviewingCount: 0,
    score: null,
    maxScore: questions.reduce((s, q) => s + q.points, 0),
    percent: null,
    feedbackStatus: 0,
    submittedAt: null,
    questions,
    ...extra,
  } as GroupView;
}

export function assessmentView(groups: GroupView[], extra: Partial<AssessmentView> = {}): AssessmentView {
  return {
    id: 3,
    lessonId: 6,
    unitId: 1,
    lessonTypeId: 4,
    kind: 'skill',
    directions: bi('<p>Use the map.</p>'),
    benchmarkSet: null,
    studentId: 7,
    retakeRound: 1,
    isSubmitted: groups.every((g) => g.isSubmitted),
    requiresTeacherFeedback: false,
    score: null,
    maxScore: 0,
    percent: null,
    feedbackStatus: 0,
    groups,
    history: [],
    version: 1,
    ...extra,
  } as AssessmentView;
}

export function assignment(extra: Partial<BenchmarkAssignmentView> = {}): BenchmarkAssignmentView {
  return {
    benchmarkStudentId: 41,
    benchmarkSetId: 1,
    benchmarkName: bi('Set A'),
    assessmentId: 9,
    lessonId: 19,
    unitId: 5,
    linkedUnitId: 2,
    linkedUnitNumber: 2,
    questionSetCount: 2,
    studentUserId: 7,
    status: 0,
    score: null,
    retakeRound: 1,
    isRetake: false,
    startsAt: '2026-08-01T12:00:00.000Z',
    endsAt: '2027-08-01T12:00:00.000Z',
    isExpired: false,
    isOpen: true,
    classroomAssignedId: null,
    isAssignedByClassroom: false,
    submittedAt: null,
    ...extra,
  } as BenchmarkAssignmentView;
}

/** A QA recorder that keeps every event each machine received, by machine id. */
export function eventRecorder(): TraceRecorder & { events: (machineId: string) => Array<{ type: string } & Record<string, unknown>> } {
  const log: Array<{ machineId: string; event: { type: string } & Record<string, unknown> }> = [];
  return {
    events: (machineId) => log.filter((e) => e.machineId === machineId).map((e) => e.event),
    isOn: () => true,
    setOn: () => {},
    startActor: ({ machineId }) => ({ initial: () => {}, step: (_at, event) => void log.push({ machineId, event: event as never }) }),
    snapshot: () => ({ version: 1, actors: [] }) as never,
    clear: () => {},
  };
}

export interface World {
  readonly services: AppServices;
  /** The twin behind the screens; every call is also a spy, for what a test asserts was asked. */
  readonly gateway: InMemoryAssessmentGateway;
  /** The real answer sync over an in-memory outbox and the twin. */
  readonly sync: RecordedSync;
  readonly recorder: ReturnType<typeof eventRecorder>;
}

/**
 * The real answer sync with a record of what the screen handed it. The drafts are read here, not
 * from the twin: the answer queue merges quick multi-response toggles into one save on the wire,
 * and the tests assert what each toggle handed over.
 */
export type RecordedSync = AnswerSyncService & { readonly saves: readonly AnswerDraft[] };

const running: AnswerSyncService[] = [];
afterEach(() => {
  for (const sync of running.splice(0)) sync.stop();
});

/** The browser's `online` event, as the composition root listens to it (a test dispatches it). */
const browserOnline = {
  onOnline(listener: () => void) {
    globalThis.addEventListener('online', listener);
    return () => globalThis.removeEventListener('online', listener);
  },
};

const GATEWAY_CALLS = [
  'assessment',
  'lessonAssessment',
  'saveAnswer',
  'setReviewing',
  'saveCurrentIndex',
  'submitAssessment',
  'benchmarks',
  'benchmarkCount',
  'benchmarkAssessment',
  'submitBenchmark',
  'benchmarkScore',
] as const satisfies readonly (keyof AssessmentGateway)[];

export interface WorldOptions {
  /** What the server holds (the twin's content). */
  readonly content?: AssessmentContent;
  /** Answers typed before a reload that never reached the server (the network is still down). */
  readonly typedOffline?: readonly AnswerDraft[];
  readonly language?: Language;
}

export function world(options: WorldOptions = {}): World {
  const gateway = createInMemoryAssessmentGateway(options.content);
  for (const call of GATEWAY_CALLS) vi.spyOn(gateway, call);
  const recorder = eventRecorder();
  const machines = createMachineActorFactory(recorder);
  const outbox = createInMemoryAnswerOutbox();
  for (const draft of options.typedOffline ?? []) {
    void outbox.enqueue({ ...draft, clientAnswerId: crypto.randomUUID(), userId: STUDENT.id, submit: draft.submit === true, enqueuedAt: Date.now() });
  }
  if (options.typedOffline?.length) gateway.failEvery('saveAnswer', 'unreachable');
  const service = new AnswerSyncService({
    outbox,
    gateway,
    machines,
    student: { current: () => STUDENT.id, subscribe: () => () => undefined },
    online: browserOnline,
    // Quick toggles still merge; a retry waits for the `online` event (no test waits a real backoff).
    queuePollMs: 5,
    retryDelaysMs: [60_000],
  });
  const save = vi.spyOn(service, 'save');
  vi.spyOn(service, 'flush');
  Object.defineProperty(service, 'saves', { get: () => save.mock.calls.map(([draft]) => draft) });
  service.start();
  running.push(service);
  const sync = service as RecordedSync;
  const { services: base } = learningWorld(createInMemoryCourseReader({}, STUDENT.id), { language: options.language });
  const services: AppServices = { ...base, machines, assessment: assessmentOver(gateway, sync) };
  return { services, gateway, sync, recorder };
}

/** The real assessment use cases over a gateway and an answer sync, with the real machine kit. */
export function assessmentOver(gateway: AssessmentGateway, answers: AnswerSync): AssessmentUseCases {
  return createAssessmentUseCases({ gateway, answers, loadKit: async (useCases) => createAssessmentMachineKit(useCases) });
}

/** Renders `ui` as the app does, with a server-state cache of its own (fresh per test). */
export function renderAssessment(ui: ReactElement, options: { services: AppServices; path: string; language?: Language }) {
  return renderAt(ui, options);
}

/** Renders the group player of lesson 6 (component 25, group 1) as the lesson's slot does. */
export function renderPlayer(w: World, options: { onCompleted?: (requiresFeedback: boolean) => void; language?: Language; lessonId?: number } = {}) {
  const ui = createElement(AssessmentGroupPlayer, {
    lessonId: options.lessonId ?? 6,
    componentId: 25,
    groupNumber: 1,
    requiresTeacherFeedback: false,
    headingLevel: 2,
    onCompleted: options.onCompleted,
  });
  return renderAssessment(ui, { services: w.services, path: '/unit/1/assessment/6', language: options.language });
}
