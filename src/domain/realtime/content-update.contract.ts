import { z } from 'zod';
import { PUBLISH_SCOPES } from '../authoring/publish-scopes';

/**
 * The most units one announcement names. A publish that wrote more is announced as the course: the
 * announcement crosses processes in one NOTIFY, whose payload PostgreSQL caps under 8000 bytes.
 */
export const CONTENT_UPDATE_MAX_UNITS = 50;

const id = z.number().int().positive();

/**
 * A publish succeeded (the hub's `ContentUpdated`, sent to every connected user): what it published
 * (the job's scope and target, null for the course) and the units its steps belong to (none for the
 * course, which is everything; a lesson publish's one step names only the lesson).
 */
export const contentUpdatedSchema = z.object({
  scope: z.enum(PUBLISH_SCOPES),
  targetId: id.nullable(),
  unitIds: z.array(id).max(CONTENT_UPDATE_MAX_UNITS),
});
export type ContentUpdated = z.infer<typeof contentUpdatedSchema>;

/** The announcement of a publish that wrote steps of these units (capped: more units say "the course"). */
export function contentUpdateOf(job: { readonly scope: ContentUpdated['scope']; readonly targetId: number | null }, stepUnitIds: readonly (number | null)[]): ContentUpdated {
  const unitIds = [...new Set(stepUnitIds.filter((unitId): unitId is number => unitId !== null))].sort((a, b) => a - b);
  if (job.scope === 'course' || unitIds.length > CONTENT_UPDATE_MAX_UNITS) return { scope: 'course', targetId: null, unitIds: [] };
  return { scope: job.scope, targetId: job.targetId, unitIds };
}
