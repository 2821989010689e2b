import { z } from 'zod';
import { idSchema, msg, safeText } from '../shared/schema-kit';
import { rosterCountsSchema, rosterProblemSchema } from './oneroster.schemas';
import { EDLINK_SYNC_STATUSES } from './edlink-sync-progress';

/*
 * The Edlink roster sync calls (issue 16; docs/edlink-sync.md): a super admin connects a
 * district to an Edlink integration (product-spec §3: integrationId, integrationName, plus its access
 * token, which is written and never read back), starts a sync, and reads what the last one did.
 */

export { EDLINK_SYNC_STATUSES, edlinkSyncProgressSchema, type EdlinkSyncStatus, type EdlinkSyncProgress } from './edlink-sync-progress';

const text = (max: number) => safeText().trim().min(1, msg('fieldsInvalid')).max(max, msg('fieldsInvalid'));

export const edlinkIntegrationBodySchema = z.object({
  districtId: idSchema,
  integrationId: text(100),
  integrationName: text(200),
  // Empty: saved unconnected (a sync then answers "not connected").
  accessToken: safeText().trim().max(2000, msg('fieldsInvalid')).optional(),
});
export type EdlinkIntegrationBody = z.infer<typeof edlinkIntegrationBodySchema>;

export const edlinkDistrictParamsSchema = z.object({ districtId: idSchema });
export const edlinkDistrictQuerySchema = z.object({ districtId: idSchema });
export const edlinkStateQuerySchema = z.object({ stateId: idSchema });
export const edlinkUserParamsSchema = z.object({ userId: idSchema });

const isoOrNull = z.string().nullable();

/** A district's integration as the admin sees it: never its token, only whether it has one. */
export const edlinkIntegrationSchema = z.object({
  districtId: z.number().int(),
  districtName: z.string(),
  stateId: z.number().int(),
  integrationId: z.string(),
  integrationName: z.string(),
  connected: z.boolean(),
  status: z.enum(EDLINK_SYNC_STATUSES),
  lastSyncAt: isoOrNull,
});
export type EdlinkIntegration = z.infer<typeof edlinkIntegrationSchema>;
export const edlinkIntegrationListSchema = z.array(edlinkIntegrationSchema);

export const edlinkSyncQueuedSchema = z.object({ runId: z.number().int(), status: z.literal('in_progress') });

export const EDLINK_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** One sync run: its counts per record kind and, when it failed, why. */
export const edlinkSyncRunSchema = z.object({
  runId: z.number().int(),
  status: z.enum(EDLINK_RUN_STATUSES),
  counts: rosterCountsSchema.nullable(),
  problems: z.array(rosterProblemSchema),
  requestedAt: z.string(),
  finishedAt: isoOrNull,
});
export type EdlinkSyncRun = z.infer<typeof edlinkSyncRunSchema>;

/** `GET StateReport/lastSync?stateId`: each district of the state with its integration and last sync. */
export const edlinkStateLastSyncSchema = z.array(
  z.object({
    districtId: z.number().int(),
    districtName: z.string(),
    integration: edlinkIntegrationSchema.nullable(),
    lastRun: edlinkSyncRunSchema.nullable(),
  }),
);

/** `GET Report/last-sync/{districtId}`: the integration, its last run, and how many events wait. */
export const edlinkDistrictLastSyncSchema = z.object({
  integration: edlinkIntegrationSchema,
  lastRun: edlinkSyncRunSchema.nullable(),
  pendingEvents: z.number().int(),
});

/** `GET Edlink/classes?districtId`: the classes the last sync brought. */
export const edlinkClassListSchema = z.array(
  z.object({ edlinkId: z.string(), name: z.string(), schoolName: z.string().nullable(), classroomId: z.number().int().nullable() }),
);

/** `GET EdLink/demographics/{userId}`: what Edlink said about a synced person, as Edlink said it. */
export const edlinkDemographicsSchema = z.object({
  userId: z.number().int(),
  edlinkId: z.string(),
  demographics: z.record(z.string(), z.unknown()),
});
