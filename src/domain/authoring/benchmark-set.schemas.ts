import { z } from 'zod';
import { LANGUAGES } from '../shared/constants';
import { idSchema, msg, safeText } from '../shared/schema-kit';
import { BENCHMARK_SET_TITLE_MAX_LENGTH, fitsInPath, MAX_QUESTION_SETS, MIN_QUESTION_SETS } from './benchmark-set.rules';

/*
 * Requests of the benchmark assessment builder (issue 15; api-spec §7.5). Every value travels in the
 * path (the spec's shapes); Fastify URL-decodes path parameters before these run. A path whose id does
 * not parse names nothing (404); a title or count that does not fit is bad input (400 naming it), so
 * those are checked apart from the ids (`…ValueSchema`).
 */

/** `POST benchmarkSet/{lessonId}`: the benchmark lesson (type 7) the new set belongs to. */
export const benchmarkLessonParamsSchema = z.object({ id: idSchema });

/** `PATCH benchmarkSet/{id}/setTitle/{title}`. */
export const setTitleParamsSchema = z.object({ id: idSchema, title: z.string() });

/** The title, trimmed, 1 to 100 storable characters that fit in the path once URL-encoded. */
export const setTitleValueSchema = z.object({
  title: safeText('benchmarkSetTitleRequired')
    .trim()
    .min(1, msg('benchmarkSetTitleRequired'))
    .max(BENCHMARK_SET_TITLE_MAX_LENGTH, msg('benchmarkSetTitleTooLong'))
    .refine(fitsInPath, msg('benchmarkSetTitleTooLong')),
});

/** `?language=es` sets the Spanish title; English without it. */
export const setTitleQuerySchema = z
  .object({ language: z.enum(LANGUAGES, { error: msg('optionRequired') }).optional() })
  .optional();

/** `PUT benchmarkSet/{id}/SetCount/{n}`. */
export const setCountParamsSchema = z.object({ id: idSchema, n: z.string() });

/** How many question sets the set holds: a whole number within the bounds. */
export const setCountValueSchema = z.object({
  n: z.coerce
    .number({ error: msg('benchmarkSetCountOutOfRange') })
    .int(msg('benchmarkSetCountOutOfRange'))
    .min(MIN_QUESTION_SETS, msg('benchmarkSetCountOutOfRange'))
    .max(MAX_QUESTION_SETS, msg('benchmarkSetCountOutOfRange')),
});

/** `PATCH benchmarkSet/{setId}/{unitId}`: the history unit the set tests. */
export const linkUnitParamsSchema = z.object({ setId: idSchema, unitId: idSchema });
