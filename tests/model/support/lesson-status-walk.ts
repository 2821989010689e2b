import { getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import { expect } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { lessonStatusMachine } from '@domain/learning/lesson-status.machine';
import type { LessonProgressRequest, LessonStatusEvent, ProgressAnswer, SavePageInput } from '@domain/learning/lesson-status.types';
import { NOT_STARTED, laterStatus, progressAfterPageView, tracksProgress, type LessonProgress } from '@domain/learning/lesson-progress.rules';
import {
  isAnswer,
  lessonStatusSystem,
  pureScope,
  requestOf,
  serializeSystem,
  serverApply,
  serverFinishAnswer,
  systemEvents,
  type LessonStatusSystem,
  type RequestId,
  type SystemScenario,
} from './lesson-status-system';
import type { BranchCoverage } from './transition-branches';

export interface SystemPath {
  readonly name: string;
  readonly steps: ReadonlyArray<{ readonly event: LessonStatusEvent; readonly state: LessonStatusSystem }>;
}

/** One path per transition of the model: the shortest way to its source state, then that transition. */
export function everyTransitionPath(scenario: SystemScenario): SystemPath[] {
  const logic = lessonStatusSystem(scenario);
  const options = { events: systemEvents(scenario), serializeState: serializeSystem, fromState: logic.getInitialSnapshot(pureScope()) };
  const reach = new Map(getShortestPaths(logic as never, options as never).map((p) => [serializeSystem(p.state as LessonStatusSystem), p]));
  const out: SystemPath[] = [];
  for (const [from, { transitions }] of Object.entries(getAdjacencyMap(logic as never, options as never))) {
    const head = reach.get(from);
    if (!head) throw new Error(`No path reaches ${from}`);
    const headSteps = (head.steps as unknown as SystemPath['steps']).filter((s) => (s.event.type as string) !== 'xstate.init');
    for (const { event, state } of Object.values(transitions) as Array<{ event: LessonStatusEvent; state: LessonStatusSystem }>) {
      const steps = [...headSteps, { event, state }];
      out.push({ name: steps.map((s) => (s.event.type === 'VIEW_PAGE' ? `VIEW_PAGE ${s.event.page}` : s.event.type)).join(' → '), steps });
    }
  }
  return out;
}

const STATE_TO_STATUS: Record<string, LessonProgress['status']> = { notStarted: 'not-started', inProgress: 'in-progress', completed: 'completed' };

/**
 * Walks a model path with a real actor whose request actors are answered by a server running the rule
 * functions; each answer is held until the path says it arrives (or fails). After every step the real
 * actor and server must be where the model is, and the invariants hold.
 */
export async function walkWithRealActor(scenario: SystemScenario, path: SystemPath, coverage: BranchCoverage): Promise<void> {
  const { lesson, viewer } = scenario;
  let server = scenario.serverStart;
  const held: Partial<Record<RequestId, { answer: ProgressAnswer; resolve: (a: ProgressAnswer) => void; reject: (e: unknown) => void }>> = {};
  const hold = (id: RequestId, answer: ProgressAnswer) => new Promise<ProgressAnswer>((resolve, reject) => void (held[id] = { answer, resolve, reject }));
  const machine = lessonStatusMachine.provide({
    actors: {
      savePage: fromPromise<ProgressAnswer, SavePageInput>(({ input }) => {
        const result = progressAfterPageView(server, lesson, viewer, input.page);
        if (!result.ok) throw new Error(`The server refuses page ${input.page}: ${result.error}`);
        server = result.value;
        return hold('pageSave', { kind: 'saved', progress: server });
      }),
      finishLesson: fromPromise<ProgressAnswer, LessonProgressRequest>(() => {
        const answer = serverFinishAnswer(server, lesson, viewer);
        if (answer.kind === 'saved') server = answer.progress;
        return hold('finishRequest', answer);
      }),
    },
  });
  const heard: string[] = [];
  const record = coverage.inspectorFor(machine);
  const actor = createActor(machine, {
    input: scenario.input,
    inspect: (event: InspectionEvent) => {
      record(event);
      if (event.type === '@xstate.event' && event.actorRef === actor) heard.push(event.event.type);
    },
  });
  actor.start();
  coverage.noteSnapshot(actor.getSnapshot());

  let highestServer = server.status;
  let highestShown = actor.getSnapshot().context.progress.status;
  for (const { event, state } of path.steps) {
    if (isAnswer(event)) {
      const request = held[requestOf(event)];
      if (!request) throw new Error(`The real machine is not waiting for ${event.type}`);
      const count = heard.length;
      if ('output' in event) {
        expect(request.answer).toEqual(event.output);
        request.resolve(request.answer);
      } else request.reject(event.error);
      await expect.poll(() => heard.slice(count).includes(event.type)).toBe(true);
    } else {
      // Page turns and finishes reach the server only through the machine's requests.
      if (event.type !== 'VIEW_PAGE' && event.type !== 'REQUEST_COMPLETION') server = serverApply(server, lesson, viewer, event);
      actor.send(event);
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(state.machine.value);
    expect(snapshot.context).toEqual(state.machine.context);
    expect(server).toEqual(state.server);

    const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    const shown = snapshot.context.progress.status;
    expect(shown).toBe(STATE_TO_STATUS[top]);
    expect(laterStatus(server.status, highestServer)).toBe(server.status);
    expect(laterStatus(shown, highestShown)).toBe(shown);
    highestServer = server.status;
    highestShown = shown;
    if (!tracksProgress(viewer)) expect(server).toEqual(scenario.serverStart);
    // Once nothing is on its way, the client shows the server's status: it agreed from the start, or it heard the server.
    const agreedAtStart = scenario.serverStart.status === (scenario.input.progress ?? NOT_STARTED).status;
    if (Object.keys(state.waiting).length === 0 && (agreedAtStart || state.heard === 'answer')) expect(shown).toBe(server.status);
  }
  actor.stop();
}
