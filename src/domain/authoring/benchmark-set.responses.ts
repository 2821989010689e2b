import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { PUBLISH_STATES } from './authoring.responses';

/* Answers of the benchmark assessment builder (issue 15; api-spec §7.5). */

const id = z.number().int().positive();

/** One set as the builder shows it: product-spec §3's fields, where its draft stands, and its §5 warnings. */
export const benchmarkSetSummarySchema = z.object({
  id,
  lessonId: id,
  assessmentId: id,
  title: bilingualTextSchema,
  linkedUnitId: id.nullable(),
  linkedUnitNumber: z.number().int().nullable(),
  linkedUnitName: bilingualTextSchema.nullable(),
  questionSetCount: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  draftVersion: z.number().int().min(1),
  publishedDraftVersion: z.number().int().min(1).nullable(),
  publishState: z.enum(PUBLISH_STATES),
  warnings: z.array(z.enum(['unpublished', 'unpublishedChanges', 'tooManyForUnit'])),
});
export type BenchmarkSetSummary = z.infer<typeof benchmarkSetSummarySchema>;

/** `GET benchmarkSet/lesson/{lessonId}`: a benchmark lesson's sets in the order of product-spec §4. */
export const benchmarkSetListSchema = z.array(benchmarkSetSummarySchema);

/** `GET benchmark/unitList/{id}`: a unit a set of that benchmark lesson may test (history units, not benchmark units). */
export const linkableUnitSchema = z.object({ id, number: z.number().int(), name: bilingualTextSchema });
export const linkableUnitListSchema = z.array(linkableUnitSchema);
export type LinkableUnit = z.infer<typeof linkableUnitSchema>;

/** `DELETE benchmarkSet/{id}`: which set went. */
export const removedBenchmarkSetSchema = z.object({ id });
