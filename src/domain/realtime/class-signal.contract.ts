import { z } from 'zod';
import { liveStudentSchema } from '../classroom/live-class.responses';
import { edlinkSyncProgressSchema, type EdlinkSyncProgress } from '../roster-sync/edlink-sync-progress';
import { contentUpdatedSchema, type ContentUpdated } from './content-update.contract';
import type { SupportChatPush } from '../support-chat/support-chat.contract';
import type { SupportChatTarget } from '../support-chat/support-chat.targets';
import { ClassSignalTarget } from './class-signal.targets';

/**
 * Ephemeral hub messages (docs/decisions.md "Class signals"): pushed over the notification hub to
 * the users they concern right now, never stored, never in the bell's inbox. A client that was not
 * connected misses them and reloads what they describe when it connects again.
 */
export { ClassSignalTarget, ClassSignalMethod, LIVE_WATCH_LEASE_MS, LIVE_WATCH_RENEW_MS } from './class-signal.targets';

export const LIVE_ACTIVITY_KINDS = ['opened', 'answerSaved', 'submitted'] as const;
export type LiveActivityKind = (typeof LIVE_ACTIVITY_KINDS)[number];

const id = z.number().int().positive();

export const liveClassActivitySchema = z.object({
  /** The watched classrooms of the recipient this student belongs to. */
  classroomIds: z.array(id).min(1),
  kind: z.enum(LIVE_ACTIVITY_KINDS),
  student: liveStudentSchema,
});
export type LiveClassActivity = z.infer<typeof liveClassActivitySchema>;

export const unitLocksChangedSchema = z.object({
  classroomId: id,
  unitId: id,
  locked: z.boolean(),
});
export type UnitLocksChanged = z.infer<typeof unitLocksChangedSchema>;

/** A validated class signal, as the client's channel hands it on. */
export type ClassSignal =
  | { readonly target: typeof ClassSignalTarget.LiveClassActivity; readonly payload: LiveClassActivity }
  | { readonly target: typeof ClassSignalTarget.UnitLocksChanged; readonly payload: UnitLocksChanged }
  | { readonly target: typeof ClassSignalTarget.ContentUpdated; readonly payload: ContentUpdated }
  | { readonly target: typeof ClassSignalTarget.EdlinkSyncProgress; readonly payload: EdlinkSyncProgress }
  /** Not a class signal, but the same kind of push (support-chat.contract.ts); the adapter parses it apart. */
  | { readonly target: typeof SupportChatTarget.SupportChatMessage; readonly payload: SupportChatPush };

/** Validates a pushed class signal; null for an unknown target or a payload that does not fit. */
export function parseClassSignal(target: string, payload: unknown): ClassSignal | null {
  if (target === ClassSignalTarget.LiveClassActivity) {
    const parsed = liveClassActivitySchema.safeParse(payload);
    return parsed.success ? { target, payload: parsed.data } : null;
  }
  if (target === ClassSignalTarget.UnitLocksChanged) {
    const parsed = unitLocksChangedSchema.safeParse(payload);
    return parsed.success ? { target, payload: parsed.data } : null;
  }
  if (target === ClassSignalTarget.ContentUpdated) {
    const parsed = contentUpdatedSchema.safeParse(payload);
    return parsed.success ? { target, payload: parsed.data } : null;
  }
  if (target === ClassSignalTarget.EdlinkSyncProgress) {
    const parsed = edlinkSyncProgressSchema.safeParse(payload);
    return parsed.success ? { target, payload: parsed.data } : null;
  }
  return null;
}
