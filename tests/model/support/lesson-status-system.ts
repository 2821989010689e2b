import { __unsafe_getAllOwnEventDescriptors, createEmptyActor, type ActorScope, type SnapshotFrom } from 'xstate';
import { lessonStatusMachine } from '@domain/learning/lesson-status.machine';
import type { LessonStatusEvent, LessonStatusInput, ProgressAnswer } from '@domain/learning/lesson-status.types';
import {
  progressAfterAssessmentCompleted,
  progressAfterCompletionRequest,
  progressAfterFeedbackCompleted,
  progressAfterOpen,
  progressAfterPageView,
  type LessonFacts,
  type LessonProgress,
  type Viewer,
} from '@domain/learning/lesson-progress.rules';

/** The server side: the same event applied through the rule functions, ignoring refused changes. */
export function serverApply(progress: LessonProgress, lesson: LessonFacts, viewer: Viewer, event: LessonStatusEvent): LessonProgress {
  switch (event.type) {
    case 'OPEN':
      return progressAfterOpen(progress, lesson, viewer);
    case 'VIEW_PAGE': {
      const result = progressAfterPageView(progress, lesson, viewer, event.page);
      return result.ok ? result.value : progress;
    }
    case 'REQUEST_COMPLETION': {
      const result = progressAfterCompletionRequest(progress, lesson, viewer);
      return result.ok ? result.value : progress;
    }
    case 'ASSESSMENT_COMPLETED':
      return lesson.hasAssessment && progress.status !== 'not-started' && progress.status !== 'completed'
        ? progressAfterAssessmentCompleted(progress, event.waitsForTeacher)
        : progress;
    case 'FEEDBACK_COMPLETED':
      return progress.status === 'in-progress' ? progressAfterFeedbackCompleted(progress) : progress;
    default:
      // The server's own answers (to the machine's requests) change nothing more on the server.
      return progress;
  }
}

/** What the server answers to a finish request, from its progress before it: the rule function's verdict. */
export function serverFinishAnswer(progress: LessonProgress, lesson: LessonFacts, viewer: Viewer): ProgressAnswer {
  const result = progressAfterCompletionRequest(progress, lesson, viewer);
  if (result.ok) return { kind: 'saved', progress: result.value };
  if (result.error === 'LESSON.ASSESSMENT_PENDING') return { kind: 'assessment-pending' };
  throw new Error(`The machine asked to finish for a viewer who does not track progress (${result.error})`);
}

export const REQUEST_IDS = ['pageSave', 'finishRequest'] as const;
export type RequestId = (typeof REQUEST_IDS)[number];

/** The events that bring the machine a request's answer: the server's answer, or a failure (the answer got lost). */
export type AnswerEvent = Extract<LessonStatusEvent, { type: `xstate.${'done' | 'error'}.actor.${RequestId}` }>;

export function isAnswer(event: LessonStatusEvent): event is AnswerEvent {
  return event.type.startsWith('xstate.');
}

export function requestOf(event: AnswerEvent): RequestId {
  return event.type.endsWith('pageSave') ? 'pageSave' : 'finishRequest';
}

/**
 * The system the model walks: the machine (the client's view), the server's stored progress, and the
 * server's answer to each request the machine is still waiting for. The server handles a request the
 * moment it is sent (its stored progress moves then); the answer reaches the machine later, or fails
 * to. A request the machine stops waiting for is still handled by the server; only its answer is dropped.
 */
export interface LessonStatusSystem {
  readonly machine: SnapshotFrom<typeof lessonStatusMachine>;
  readonly server: LessonProgress;
  readonly waiting: Partial<Record<RequestId, ProgressAnswer>>;
  /** What the machine heard last from the server: nothing yet, an answer, or a failed request. */
  readonly heard: 'nothing' | 'answer' | 'failure';
}

export interface SystemScenario {
  readonly lesson: LessonFacts;
  readonly viewer: Viewer;
  readonly input: LessonStatusInput;
  /** The server's stored progress at the start (ahead of the client's when it was moved elsewhere). */
  readonly serverStart: LessonProgress;
  /** What the user and the server's other clients may do. */
  readonly events: readonly LessonStatusEvent[];
}

/** The answers the server sends to requests the machine just sent (by the change in its children). */
function newRequests(system: LessonStatusSystem, event: LessonStatusEvent, machine: LessonStatusSystem['machine'], scenario: SystemScenario) {
  const waiting = { ...system.waiting };
  let server = serverApply(system.server, scenario.lesson, scenario.viewer, event);
  for (const id of REQUEST_IDS) {
    const before = system.machine.children[id];
    const after = machine.children[id];
    if (!after) delete waiting[id];
    else if (after !== before) {
      if (id === 'pageSave') waiting[id] = { kind: 'saved', progress: server };
      else {
        const answer = serverFinishAnswer(system.server, scenario.lesson, scenario.viewer);
        if (answer.kind === 'saved') server = answer.progress;
        waiting[id] = answer;
      }
    }
  }
  return { server, waiting };
}

/** The system as logic @xstate/graph can traverse: the real machine's pure transition plus the server. */
export function lessonStatusSystem(scenario: SystemScenario) {
  return {
    config: {},
    getInitialSnapshot: (scope: ActorScope<never, never>): LessonStatusSystem => ({
      machine: lessonStatusMachine.getInitialSnapshot(scope as never, scenario.input),
      server: scenario.serverStart,
      waiting: {},
      heard: 'nothing',
    }),
    transition: (system: LessonStatusSystem, event: LessonStatusEvent, scope: ActorScope<never, never>): LessonStatusSystem => {
      const machine = lessonStatusMachine.transition(system.machine, event, scope as never);
      if (isAnswer(event)) {
        const { [requestOf(event)]: _answered, ...waiting } = system.waiting;
        return { machine, server: system.server, waiting, heard: event.type.startsWith('xstate.done') ? 'answer' : 'failure' };
      }
      return { machine, ...newRequests(system, event, machine, scenario), heard: system.heard };
    },
  };
}

/** A scope for pure transitions outside a running actor. */
export function pureScope(): ActorScope<never, never> {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => undefined,
    id: '',
    sessionId: 'model',
    defer: () => undefined,
    system: empty.system,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  } as never;
}

/**
 * What may happen next: the scenario's events the machine handles where it is (an assessment or its
 * feedback may complete while a request is on its way), and the answer or failure of each request on its way.
 */
export function systemEvents(scenario: SystemScenario) {
  return (system: LessonStatusSystem): LessonStatusEvent[] => {
    // As in createTestModel: only events the machine's current states handle (an assessment completes
    // while it is being read, feedback while it is awaited).
    const handled = new Set(__unsafe_getAllOwnEventDescriptors(system.machine));
    const user = scenario.events.filter((e) => handled.has(e.type));
    const answers = REQUEST_IDS.flatMap((id): LessonStatusEvent[] => {
      const answer = system.waiting[id];
      if (!answer) return [];
      return [
        { type: `xstate.done.actor.${id}`, output: answer } as LessonStatusEvent,
        { type: `xstate.error.actor.${id}`, error: 'lost' } as LessonStatusEvent,
      ];
    });
    return [...user, ...answers];
  };
}

export function serializeSystem(system: LessonStatusSystem): string {
  const { value, context } = system.machine;
  return JSON.stringify({ value, context, server: system.server, waiting: system.waiting, heard: system.heard });
}
