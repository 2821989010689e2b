import { z } from 'zod';
import { openerDocumentSchema, unitDocumentSchema } from '../content/unit.schemas';
import { contributorsDocumentSchema, teacherPageDocumentSchema } from '../content/reading.schemas';
import { PUBLISH_STATES } from './authoring.responses';

/*
 * The opener, teacher-page, contributors and overview builders' answers (issue 14). Each is the page's
 * draft state (version, publish state) and its draft assembled exactly as a publish would give it to
 * students, so the preview renders the draft with the students' own pages; the document's own version
 * field is the draft version.
 */
const draftState = {
  version: z.number().int().min(1),
  publishState: z.enum(PUBLISH_STATES),
};

export const authoredOpenerSchema = z.object({ id: z.number().int().positive(), unitId: z.number().int().positive(), ...draftState, document: openerDocumentSchema });
export type AuthoredOpener = z.infer<typeof authoredOpenerSchema>;

export const authoredTeacherPageSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  ...draftState,
  document: teacherPageDocumentSchema,
});
export type AuthoredTeacherPage = z.infer<typeof authoredTeacherPageSchema>;

export const authoredContributorsSchema = z.object({ id: z.number().int().positive(), ...draftState, document: contributorsDocumentSchema });
export type AuthoredContributors = z.infer<typeof authoredContributorsSchema>;

/** The unit's overview draft: `version` and `publishState` are the unit's (the overview goes out with a unit publish). */
export const authoredOverviewSchema = z.object({
  unitId: z.number().int().positive(),
  unitName: unitDocumentSchema.shape.name,
  ...draftState,
  overview: unitDocumentSchema.shape.overview,
});
export type AuthoredOverview = z.infer<typeof authoredOverviewSchema>;
