import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { teacherPageDocumentSchema } from '../content/reading.schemas';

/**
 * `GET unit/{id}/unitskills` (issue 14; api-spec §7.4): what a lesson of the unit can be linked to as
 * its skills — the unit's one teacher page (id and title) and the skills on it, from its draft as the
 * teacher page builder shows it; no page and no skills when the unit has none yet.
 */
export const unitSkillsSchema = z.object({
  unitId: z.number().int().positive(),
  teacherPage: z.object({ id: z.number().int().positive(), title: bilingualTextSchema }).nullable(),
  skills: teacherPageDocumentSchema.shape.skills,
});
export type UnitSkills = z.infer<typeof unitSkillsSchema>;
