import { z } from 'zod';
import { idSchema } from '../shared/schema-kit';

/*
 * The OneRoster import calls (issue 16; docs/roster-sync.md): `POST oneroster/import?stateId&districtId`
 * takes one zip and answers with a queued job at once; `GET oneroster/import/{jobId}` reads the job.
 */

/** Where the files go: the state their districts join, and the district of files that carry only schools. */
export const rosterImportQuerySchema = z.object({ stateId: idSchema, districtId: idSchema.optional() });
export const rosterImportParamsSchema = z.object({ jobId: idSchema });

export const ROSTER_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type RosterJobStatus = (typeof ROSTER_JOB_STATUSES)[number];

/** What an import did to one kind of record. */
export const rosterCountSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});
export type RosterCount = z.infer<typeof rosterCountSchema>;

export const ROSTER_ENTITIES = ['districts', 'schools', 'teachers', 'students', 'classrooms', 'enrollments'] as const;
export type RosterEntity = (typeof ROSTER_ENTITIES)[number];
export const rosterCountsSchema = z.object(Object.fromEntries(ROSTER_ENTITIES.map((e) => [e, rosterCountSchema])) as Record<RosterEntity, typeof rosterCountSchema>);
export type RosterCounts = z.infer<typeof rosterCountsSchema>;

/** One thing the files get wrong: the file, its row (the header is row 1; null for the file itself), the column. */
export const rosterProblemSchema = z.object({
  file: z.string(),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  reason: z.string(),
});
export type RosterProblem = z.infer<typeof rosterProblemSchema>;

/** `POST oneroster/import`: the job, queued. */
export const rosterImportQueuedSchema = z.object({ jobId: z.number().int(), status: z.literal('queued') });

/** `GET oneroster/import/{jobId}`: where the job is, what it did, and every problem found (the first 1000 listed). */
export const rosterImportJobSchema = z.object({
  jobId: z.number().int(),
  status: z.enum(ROSTER_JOB_STATUSES),
  fileName: z.string(),
  stateId: z.number().int(),
  districtId: z.number().int().nullable(),
  counts: rosterCountsSchema,
  problems: z.array(rosterProblemSchema),
  problemCount: z.number().int(),
  requestedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type RosterImportJob = z.infer<typeof rosterImportJobSchema>;

/** `GET oneroster/imports`: the latest imports, newest first; `problems` is empty there (read one job for them), `problemCount` is not. */
export const rosterImportListSchema = z.array(rosterImportJobSchema);

/** Counts of a job that has done nothing (yet). */
export const noRosterCounts = (): RosterCounts =>
  Object.fromEntries(ROSTER_ENTITIES.map((e) => [e, { created: 0, updated: 0, removed: 0, unchanged: 0 }])) as RosterCounts;
