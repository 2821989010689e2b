import { z } from 'zod';
import { biographyDocumentSchema, timelineDocumentSchema } from '../content/reading.schemas';
import { PUBLISH_STATES } from './authoring.responses';

/*
 * The biography and timeline builders' answers (issue 14). Each is the item's draft state (version,
 * publish state) and its draft assembled exactly as a publish would give it to students, so the
 * preview renders the draft with the students' own pages; the draft's own version field is the draft version.
 */
export const authoredBiographySchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  version: z.number().int().min(1),
  publishState: z.enum(PUBLISH_STATES),
  document: biographyDocumentSchema,
});
export type AuthoredBiography = z.infer<typeof authoredBiographySchema>;

export const authoredTimelineSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  version: z.number().int().min(1),
  publishState: z.enum(PUBLISH_STATES),
  document: timelineDocumentSchema,
});
export type AuthoredTimeline = z.infer<typeof authoredTimelineSchema>;
