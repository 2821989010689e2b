import type { AnyStateMachine } from 'xstate';
import { answerQueueMachine } from '../assessment/answer-queue.machine';
import { answerSyncMachine } from '../assessment/answer-sync.machine';
import { assessmentSubmissionMachine } from '../assessment/assessment-submission.machine';
import { benchmarkLifecycleMachine } from '../assessment/benchmark-lifecycle.machine';
import { publishWorkflowMachine } from '../authoring/publish-workflow.machine';
import { lessonStatusMachine } from '../learning/lesson-status.machine';
import { sessionIdleMachine } from '../session/session-idle.machine';

/** Every domain machine by id, so a recorded trace names the machine it replays against. */
export const MACHINES: Readonly<Record<string, AnyStateMachine>> = {
  [sessionIdleMachine.id]: sessionIdleMachine,
  [assessmentSubmissionMachine.id]: assessmentSubmissionMachine,
  [answerQueueMachine.id]: answerQueueMachine,
  [answerSyncMachine.id]: answerSyncMachine,
  [benchmarkLifecycleMachine.id]: benchmarkLifecycleMachine,
  [lessonStatusMachine.id]: lessonStatusMachine,
  [publishWorkflowMachine.id]: publishWorkflowMachine,
};
