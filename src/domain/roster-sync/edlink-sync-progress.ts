import { z } from 'zod';

/*
 * What the hub pushes while a district syncs, apart from the Edlink calls' schemas (edlink.schemas.ts):
 * the notification channel validates every hub message, and loading this alone keeps the roster
 * schemas out of every user's first seconds (docs/decisions.md, issue 17).
 */

export const EDLINK_SYNC_STATUSES = ['in_progress', 'done'] as const;
export type EdlinkSyncStatus = (typeof EDLINK_SYNC_STATUSES)[number];

/** Pushed over the hub to super admins while a district syncs (ClassSignalTarget.EdlinkSyncProgress). */
export const edlinkSyncProgressSchema = z.object({
  districtId: z.number().int(),
  status: z.enum(EDLINK_SYNC_STATUSES),
  step: z.string(),
});
export type EdlinkSyncProgress = z.infer<typeof edlinkSyncProgressSchema>;
