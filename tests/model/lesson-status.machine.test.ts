import { createTestModel } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { createCourseReading } from '@application/learning/course-reading.use-cases';
import { lessonStatusActors } from '@application/learning/lesson-status.actors';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import type { CourseReader } from '@application/ports/course-reader.port';
import { MACHINES } from '@domain/qa/machine-registry';
import { replayTrace } from '@domain/qa/replay';
import { createInMemoryCourseReader } from '@infrastructure/http/in-memory-course-reader.adapter';
import { lessonStatusMachine } from '@domain/learning/lesson-status.machine';
import type { LessonProgressRequest, LessonStatusEvent, ProgressAnswer, SavePageInput } from '@domain/learning/lesson-status.types';
import { NOT_STARTED, laterStatus, type LessonFacts, type LessonProgress, type Viewer } from '@domain/learning/lesson-progress.rules';
import { serverApply, type SystemScenario } from './support/lesson-status-system';
import { everyTransitionPath, walkWithRealActor } from './support/lesson-status-walk';
import { recordingTraceRecorder } from './support/recording-trace-recorder';
import { BranchCoverage } from './support/transition-branches';

/**
 * Model-based test: the machine is the model; the system under test is what the server does, a
 * progress value driven only through the pure rule functions. Every path through the model must
 * leave the server's stored status equal to the machine's state, and status never goes backwards.
 */
const STUDENT: Viewer = { roleId: 6, backOffice: false };
const BACK_OFFICE: Viewer = { roleId: 5, backOffice: true };
const TEACHER: Viewer = { roleId: 4, backOffice: false };

const SCENARIOS: { name: string; lesson: LessonFacts; viewer: Viewer; events: LessonStatusEvent[] }[] = [
  {
    name: 'a three-page lesson without assessment, read by a student',
    lesson: { lessonTypeId: 2, hasAssessment: false, pageCount: 3 },
    viewer: STUDENT,
    events: [{ type: 'OPEN' }, { type: 'VIEW_PAGE', page: 2 }, { type: 'VIEW_PAGE', page: 3 }, { type: 'VIEW_PAGE', page: 4 }, { type: 'REQUEST_COMPLETION' }],
  },
  {
    name: 'a two-page lesson with an assessment',
    lesson: { lessonTypeId: 5, hasAssessment: true, pageCount: 2 },
    viewer: STUDENT,
    events: [
      { type: 'OPEN' },
      { type: 'VIEW_PAGE', page: 2 },
      { type: 'REQUEST_COMPLETION' },
      { type: 'ASSESSMENT_COMPLETED', waitsForTeacher: false },
      { type: 'ASSESSMENT_COMPLETED', waitsForTeacher: true },
      { type: 'FEEDBACK_COMPLETED' },
    ],
  },
  {
    name: 'an opener lesson',
    lesson: { lessonTypeId: 1, hasAssessment: false, pageCount: 2 },
    viewer: STUDENT,
    events: [{ type: 'OPEN' }, { type: 'VIEW_PAGE', page: 2 }],
  },
  {
    name: 'back-office loads',
    lesson: { lessonTypeId: 2, hasAssessment: false, pageCount: 2 },
    viewer: BACK_OFFICE,
    events: [{ type: 'OPEN' }, { type: 'VIEW_PAGE', page: 2 }, { type: 'REQUEST_COMPLETION' }],
  },
  {
    name: 'a teacher previewing',
    lesson: { lessonTypeId: 2, hasAssessment: false, pageCount: 2 },
    viewer: TEACHER,
    events: [{ type: 'OPEN' }, { type: 'VIEW_PAGE', page: 1 }],
  },
];

const STATE_TO_STATUS: Record<string, LessonProgress['status']> = {
  notStarted: 'not-started',
  inProgress: 'in-progress',
  completed: 'completed',
};

describe.each(SCENARIOS)('lesson status model: $name', ({ lesson, viewer, events }) => {
  const machine = lessonStatusMachine.provide({});
  const model = createTestModel(machine, { events, input: { lesson, viewer } } as never);
  const paths = model.getSimplePaths({ input: { lesson, viewer } } as never);

  it('has paths through the model', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p, i) => [`path ${i + 1}: ${p.steps.map((s) => s.event.type).join(' → ')}`, p] as const))('%s', async (_name, path) => {
    let server: LessonProgress = NOT_STARTED;
    let highest: LessonProgress['status'] = 'not-started';
    await path.test({
      events: Object.fromEntries(
        ['OPEN', 'VIEW_PAGE', 'REQUEST_COMPLETION', 'ASSESSMENT_COMPLETED', 'FEEDBACK_COMPLETED'].map((type) => [
          type,
          ({ event }: { event: LessonStatusEvent }) => {
            server = serverApply(server, lesson, viewer, event);
          },
        ]),
      ),
      states: {
        '*': (snapshot: SnapshotFrom<typeof lessonStatusMachine>) => {
          const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
          expect(server.status).toBe(STATE_TO_STATUS[top]);
          expect(snapshot.context.progress).toEqual(server);
          expect(laterStatus(server.status, highest)).toBe(server.status);
          highest = server.status;
          if (viewer.roleId !== 6) expect(server).toEqual(NOT_STARTED);
        },
      },
    } as never);
  });
});

describe('lesson status model coverage', () => {
  it('visits every state and every transition of the machine across the scenarios', () => {
    const visited = new Set<string>();
    const transitions = new Set<string>();
    for (const { lesson, viewer, events } of SCENARIOS) {
      const model = createTestModel(lessonStatusMachine, { events } as never);
      for (const path of model.getSimplePaths({ input: { lesson, viewer } } as never)) {
        let from = '';
        for (const step of path.steps) {
          const value = JSON.stringify(step.state.value);
          visited.add(value);
          if (from) transitions.add(`${from}:${step.event.type}`);
          from = value;
        }
      }
    }
    expect([...visited].sort()).toEqual(
      ['"completed"', '"notStarted"', '{"inProgress":"awaitingFeedback"}', '{"inProgress":"reading"}'].sort(),
    );
    for (const t of [
      '"notStarted":OPEN',
      '"notStarted":VIEW_PAGE',
      '{"inProgress":"reading"}:VIEW_PAGE',
      '{"inProgress":"reading"}:REQUEST_COMPLETION',
      '{"inProgress":"reading"}:ASSESSMENT_COMPLETED',
      '{"inProgress":"awaitingFeedback"}:FEEDBACK_COMPLETED',
      '"completed":VIEW_PAGE',
      '"completed":OPEN',
    ]) {
      expect(transitions).toContain(t);
    }
  });
});

/**
 * The machine with its requests: a student's page turns and finishes go to a server running the rule
 * functions, whose answers arrive later or fail. The model (the real machine's pure transitions plus
 * that server) is walked transition by transition with a real actor, and together the walks must take
 * every branch of every transition the machine declares and enter every state.
 */
const SAVING_AS = { lessonId: 2, unitId: 1, studentId: 7 };
const SEEN_ALL_THREE: LessonProgress = { status: 'completed', lastPageView: 3, visitedPages: [1, 2, 3] };
const ON_FIRST_PAGE: LessonProgress = { status: 'in-progress', lastPageView: 1, visitedPages: [1] };
const WITH_ASSESSMENT: LessonFacts = { lessonTypeId: 5, hasAssessment: true, pageCount: 2 };

function systemScenario(name: string, lesson: LessonFacts, viewer: Viewer, events: LessonStatusEvent[], start: { client?: LessonProgress; server?: LessonProgress } = {}) {
  const client = start.client ?? NOT_STARTED;
  const scenario: SystemScenario = { lesson, viewer, events, input: { lesson, viewer, progress: client, request: SAVING_AS }, serverStart: start.server ?? client };
  return { name, scenario };
}

const SYSTEM_SCENARIOS = [
  ...SCENARIOS.map(({ name, lesson, viewer, events }) => systemScenario(name, lesson, viewer, events)),
  systemScenario('a lesson completed on another device while this page showed it in progress', SCENARIOS[0].lesson, STUDENT, [{ type: 'VIEW_PAGE', page: 2 }], {
    client: ON_FIRST_PAGE,
    server: SEEN_ALL_THREE,
  }),
  systemScenario('an assessment submitted on another device while this page showed the lesson in progress', WITH_ASSESSMENT, STUDENT, [{ type: 'REQUEST_COMPLETION' }], {
    client: ON_FIRST_PAGE,
    server: { status: 'completed', lastPageView: 2, visitedPages: [1, 2] },
  }),
  systemScenario('a completed lesson read again and finished again', SCENARIOS[0].lesson, STUDENT, [{ type: 'VIEW_PAGE', page: 1 }, { type: 'REQUEST_COMPLETION' }], {
    client: SEEN_ALL_THREE,
  }),
];

const branches = new BranchCoverage(lessonStatusMachine);

describe.each(SYSTEM_SCENARIOS)('lesson status with its requests: $name', ({ scenario }) => {
  const paths = everyTransitionPath(scenario);

  it('has paths through the model', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((p, i) => [`transition ${i + 1}: ${p.name}`, p] as const))('%s', async (_name, path) => {
    await walkWithRealActor(scenario, path, branches);
  });
});

describe('lesson status coverage with its requests', () => {
  it('takes every branch of every transition and enters every state the machine declares', () => {
    expect(branches.missingStates()).toEqual([]);
    expect(branches.missingBranches()).toEqual([]);
    expect(branches.taken.size).toBeGreaterThan(0);
  });
});

/**
 * A race the model walk found: an assessment completes while a page save is on its way. That save's
 * answer, older than the completion, must not move the lesson back to in progress (the machine drops
 * it), while the server has it completed.
 */
it('keeps a completed lesson completed when an older page-save answer arrives after the assessment completed', async () => {
  const { scenario } = SYSTEM_SCENARIOS[1];
  let answerPageSave: (answer: ProgressAnswer) => void = () => undefined;
  const machine = lessonStatusMachine.provide({
    actors: {
      savePage: fromPromise<ProgressAnswer, SavePageInput>(() => new Promise((resolve) => (answerPageSave = resolve))),
      finishLesson: fromPromise<ProgressAnswer, LessonProgressRequest>(async () => ({ kind: 'assessment-pending' })),
    },
  });
  const actor = createActor(machine, { input: scenario.input }).start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'VIEW_PAGE', page: 2 });
  actor.send({ type: 'ASSESSMENT_COMPLETED', waitsForTeacher: false });
  expect(actor.getSnapshot().value).toBe('completed');
  // The page save's answer was taken before the completion: in progress.
  answerPageSave({ kind: 'saved', progress: { status: 'in-progress', lastPageView: 2, visitedPages: [1, 2] } });
  await Promise.resolve();
  await Promise.resolve();
  expect(actor.getSnapshot().value).toBe('completed');
  expect(actor.getSnapshot().context.progress.status).toBe('completed');
  actor.stop();
});


/**
 * The machine's requests: a tracking student's page turns and finishes go to the server through the
 * injected actors (here the application's, over the course reader's in-memory twin), and the answer
 * to the latest request is the authority.
 */
const REQUEST = { lessonId: 2, unitId: 1, studentId: 7 };
const THREE_PAGES: LessonFacts = { lessonTypeId: 2, hasAssessment: false, pageCount: 3 };
const READING: LessonProgress = { status: 'in-progress', lastPageView: 1, visitedPages: [1] };

function twinWithLesson(progress: LessonProgress) {
  return createInMemoryCourseReader({
    lessons: [
      {
        id: 2,
        unitId: 1,
        unitNumber: 1,
        unitTypeId: 1,
        unitTitle: { id: 1, en: 'Unit', es: 'Unidad' },
        title: { id: 2, en: 'Lesson', es: 'Lección' },
        lessonTypeId: 2,
        number: 1,
        order: 2,
        skillsId: null,
        essentialQuestion: null,
        hasAssessment: false,
        requiresTeacherFeedback: false,
        pageCount: 3,
        components: [],
        version: 1,
        publishedAt: '2026-11-22T00:00:00.000Z',
        progress: { studentId: 7, statusLesson: progress.status, lastPageView: progress.lastPageView, visitedPages: [...progress.visitedPages], score: null },
      },
    ],
  });
}

function studentActor(course: CourseReader, progress: LessonProgress = READING) {
  const learning = createCourseReading(course);
  const actor = createActor(lessonStatusMachine.provide(lessonStatusActors(learning)), {
    input: { lesson: THREE_PAGES, viewer: STUDENT, progress, request: REQUEST },
  });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type === 'finishSettled' ? `finishSettled:${event.finished}` : event.type));
  actor.start();
  return { actor, emitted };
}

describe('lesson status requests (real actors over the course twin)', () => {
  it('saves every page turn, and the last page completes the lesson on both sides', async () => {
    const course = twinWithLesson(READING);
    const { actor, emitted } = studentActor(course);
    actor.send({ type: 'VIEW_PAGE', page: 2 });
    actor.send({ type: 'VIEW_PAGE', page: 3 });
    expect(actor.getSnapshot().value).toBe('completed');
    await waitFor(actor, () => emitted.includes('progressSaved'));
    expect(course.progressOf(2).status).toBe('completed');
    expect(actor.getSnapshot().context.progress.status).toBe('completed');
  });

  it('settles a finish, even of an already completed lesson, and follows the server when it disagrees', async () => {
    const course = twinWithLesson({ status: 'completed', lastPageView: 3, visitedPages: [1, 2, 3] });
    const { actor, emitted } = studentActor(course, READING);
    actor.send({ type: 'REQUEST_COMPLETION' });
    await waitFor(actor, () => emitted.includes('finishSettled:true'));
    expect(actor.getSnapshot().value).toBe('completed');
  });

  it('reports a refused request and settles the finish as not done', async () => {
    const course = twinWithLesson(READING);
    const refusing = { ...course, completeLesson: async () => ({ ok: false, status: 500, code: 'INTERNAL', message: 'No', fields: [], kind: 'rejected' }) as const };
    const { actor, emitted } = studentActor(refusing, { status: 'completed', lastPageView: 3, visitedPages: [1, 2, 3] });
    actor.send({ type: 'REQUEST_COMPLETION' });
    await waitFor(actor, () => emitted.includes('finishSettled:false'));
    expect(emitted).toContain('progressRefused');
  });

  it('never sends anything for a viewer who does not track progress, and finishes at once', () => {
    const course = twinWithLesson(READING);
    const saves = vi.spyOn(course, 'saveLastPage');
    const actor = createActor(lessonStatusMachine.provide(lessonStatusActors(createCourseReading(course))), {
      input: { lesson: THREE_PAGES, viewer: TEACHER, progress: READING, request: REQUEST },
    });
    const settled: boolean[] = [];
    actor.on('finishSettled', (event) => settled.push(event.finished));
    actor.start();
    actor.send({ type: 'VIEW_PAGE', page: 2 });
    actor.send({ type: 'REQUEST_COMPLETION' });
    expect(saves).not.toHaveBeenCalled();
    expect(settled).toEqual([true]);
  });

  it('replays a recorded QA trace of a student reading', async () => {
    const recorder = recordingTraceRecorder();
    const course = twinWithLesson(READING);
    const actor = createMachineActorFactory(recorder, () => 0).create(lessonStatusMachine, {
      input: { lesson: THREE_PAGES, viewer: STUDENT, progress: READING, request: REQUEST },
      provide: lessonStatusActors(createCourseReading(course)),
    });
    actor.start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'VIEW_PAGE', page: 3 });
    await waitFor(actor, () => course.progressOf(2).status === 'completed');
    await Promise.resolve();
    actor.send({ type: 'REQUEST_COMPLETION' });
    const trace = recorder.snapshot();
    await vi.waitFor(() => expect(trace.actors[0].steps.some((s) => s.event.type === 'xstate.done.actor.finishRequest')).toBe(true));
    expect(replayTrace(trace, MACHINES)).toEqual([{ ok: true, steps: trace.actors[0].steps.length }]);
  });
});
