import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { lessonStatusMachine, type LessonStatusEvent } from '@domain/learning/lesson-status.machine';
import {
  NOT_STARTED,
  laterStatus,
  progressAfterAssessmentCompleted,
  progressAfterCompletionRequest,
  progressAfterFeedbackCompleted,
  progressAfterOpen,
  progressAfterPageView,
  type LessonFacts,
  type LessonProgress,
  type Viewer,
} from '@domain/learning/lesson-progress.rules';

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
      { type: 'ASSESSMENT_COMPLETED', requiresTeacherFeedback: false },
      { type: 'ASSESSMENT_COMPLETED', requiresTeacherFeedback: true },
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

/** The server side: the same event applied through the rule functions, ignoring refused changes. */
function serverApply(progress: LessonProgress, lesson: LessonFacts, viewer: Viewer, event: LessonStatusEvent): LessonProgress {
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
        ? progressAfterAssessmentCompleted(progress, event.requiresTeacherFeedback)
        : progress;
    case 'FEEDBACK_COMPLETED':
      return progress.status === 'in-progress' ? progressAfterFeedbackCompleted(progress) : progress;
  }
}

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
