import { z } from 'zod';
import { unitDocumentSchema } from '../content/unit.schemas';

/**
 * `GET publishedUnitList` (issue 14; api-spec §7.5): the units students can open now — the published
 * copies, in the order students see them — for the builders that link to units (issue 15's benchmark
 * sets). A unit made or renamed since its last publish shows as students see it.
 */
export const publishedUnitSchema = unitDocumentSchema.pick({ id: true, name: true, number: true, specialUnitAcronym: true, unitTypeId: true });
export const publishedUnitListSchema = z.array(publishedUnitSchema);
export type PublishedUnit = z.infer<typeof publishedUnitSchema>;
