import { z } from 'zod';
import { idSchema, MAX_DATABASE_ID, safeText } from '../shared/schema-kit';
import { AUTHORABLE_LESSON_TYPES } from './authorable-lesson-types';

/*
 * The back office's requests (issue 14; api-spec §7.4, §7.5 lesson calls). Every save of an item
 * carries the draft version the editor started from: a save from an older version is refused with 409
 * and the item as it is now, so two creators never silently overwrite each other. Reorders carry the
 * position the item was seen at (`oldOrder`), which plays the same part.
 */

/** The draft version an editor loaded; every save of the item raises it by one. */
export const draftVersionSchema = z.number().int().min(1).max(MAX_DATABASE_ID);

/** Text the creator types in both languages (names, titles); rich text has its own schema. */
export const bilingualNameSchema = z.object({
  en: safeText().trim().min(1, 'required').max(200),
  es: safeText().trim().max(200),
});
export type BilingualName = z.infer<typeof bilingualNameSchema>;

/** Unit types a creator can make (product-spec §9: 4 = benchmark; `GET unit/types` lists them). */
export const CREATABLE_UNIT_TYPES = [1, 4] as const;
/** Which menu a unit belongs to: the history course, the literacy skills menu, or the benchmarks. */
export const UNIT_BELONGS_TO = ['history', 'literacy', 'benchmark'] as const;
export type UnitBelongsTo = (typeof UNIT_BELONGS_TO)[number];

/** `POST unit`: a new unit at the end of the course, named "New unit" until renamed. */
export const createUnitBodySchema = z.object({ unitTypeId: z.union([z.literal(1), z.literal(4)]) });
export type CreateUnitBody = z.infer<typeof createUnitBodySchema>;

/** `PATCH unit/{id}/change-name`: the name, or the menu it belongs to (§5: saved only when the unit exists). */
export const renameUnitBodySchema = z
  .object({ version: draftVersionSchema, name: bilingualNameSchema.optional(), belongsTo: z.enum(UNIT_BELONGS_TO).optional() })
  .refine((b) => b.name !== undefined || b.belongsTo !== undefined, { message: 'required', path: ['name'] });
export type RenameUnitBody = z.infer<typeof renameUnitBodySchema>;

/** A special unit's badge per language ("LS" / "DL"); null removes it. */
export const unitAcronymSchema = z.object({ en: safeText().trim().min(1).max(6), es: safeText().trim().min(1).max(6) }).nullable();

/** `PATCH unit/{id}` and `PATCH lesson/{id}`: move to `order` (1-based) from `oldOrder`; `number` as the list showed it. */
export const reorderBodySchema = z.object({ number: z.number().int().min(0), order: z.number().int().min(1), oldOrder: z.number().int().min(1) });
export type ReorderBody = z.infer<typeof reorderBodySchema>;

/** `PATCH unit/{id}`: the special-unit acronym, or a move. */
export const unitPatchBodySchema = z.union([z.object({ version: draftVersionSchema, specialUnitAcronym: unitAcronymSchema }).strict(), reorderBodySchema.strict()]);
export type UnitPatchBody = z.infer<typeof unitPatchBodySchema>;

export { AUTHORABLE_LESSON_TYPES };
const lessonTypeSchema = z.union(AUTHORABLE_LESSON_TYPES.map((t) => z.literal(t)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<2>, ...z.ZodLiteral<number>[]]);

/** `POST lesson`: a new lesson at the end of the unit ("New lesson", a regular lesson unless a type is given). */
export const createLessonBodySchema = z.object({ unitId: idSchema, lessonTypeId: lessonTypeSchema.optional() });
export type CreateLessonBody = z.infer<typeof createLessonBodySchema>;

/**
 * `PATCH lesson/{id}/change-name` (and `PUT lesson/{id}`): title and type. A benchmark lesson keeps type 7
 * when renamed, so 7 is accepted here; the server refuses turning any lesson into or out of it.
 */
export const renameLessonBodySchema = z.object({
  version: draftVersionSchema,
  title: bilingualNameSchema,
  lessonTypeValue: lessonTypeSchema.or(z.literal(7)),
});
export type RenameLessonBody = z.infer<typeof renameLessonBodySchema>;
