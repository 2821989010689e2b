import type { PublishWorkflowSnapshot } from './publish-workflow.machine';

/*
 * What the publish control reads from the publish-workflow machine's snapshot, apart from the machine
 * so the control can show before the machine's code (xstate) has loaded (issue 17).
 */

/** Whether a publish is under way (the Publish button is busy). */
export const selectPublishing = (s: PublishWorkflowSnapshot): boolean => s.matches('requesting') || s.matches('inProgress');
/** The bar's value, 0–100 (0 until the job counts its steps). */
export const selectPercent = (s: PublishWorkflowSnapshot): number =>
  s.context.steps > 0 ? Math.min(100, Math.round((100 * Math.min(s.context.step, s.context.steps)) / s.context.steps)) : 0;
