import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { componentSchema } from '../content/component.schemas';
import { lessonTypeIdSchema } from '../content/lesson.schemas';
import { unitDocumentSchema } from '../content/unit.schemas';
import { PUBLISH_STATES } from './authoring.responses';
import { UNIT_BELONGS_TO } from './authoring.schemas';
import { catalogueComponentTypeSchema } from './lesson-content.schemas';

const id = z.number().int().positive();

/**
 * `GET unit/{id}/backup` and the answer of `PUT unit/{id}`: the unit's draft state and the unit document
 * a unit publish would write now — its own fields, and its whole tree as that publish would list it
 * (every live lesson, biography and story, published yet or not). The unit builder's details section
 * edits from it and the unit preview renders it; the document's `version` is the draft version.
 */
export const authoredUnitDraftSchema = z.object({
  id,
  version: z.number().int().min(1),
  publishState: z.enum(PUBLISH_STATES),
  document: unitDocumentSchema,
});
export type AuthoredUnitDraft = z.infer<typeof authoredUnitDraftSchema>;

/** `GET units/backups`: every live unit's draft in course order (the unit dashboard's preview). */
export const authoredUnitDraftListSchema = z.array(authoredUnitDraftSchema);

/** Where a catalogue type is first used in the course (course order: unit, lesson, component). */
export const componentExampleSchema = z.object({
  unitId: id,
  unitName: bilingualTextSchema,
  unitBelongsTo: z.enum(UNIT_BELONGS_TO),
  lessonId: id,
  lessonTitle: bilingualTextSchema,
  lessonTypeId: lessonTypeIdSchema,
  /** The component as its lesson's draft holds it, assembled as a publish would give it. */
  component: componentSchema,
});
export type ComponentExample = z.infer<typeof componentExampleSchema>;

/** `GET components/samples`: each catalogue type with its first live use, or null when the course has none yet. */
export const componentSampleSchema = z.object({
  type: catalogueComponentTypeSchema,
  example: componentExampleSchema.nullable(),
});
export type ComponentSample = z.infer<typeof componentSampleSchema>;
export const componentSampleListSchema = z.array(componentSampleSchema);
