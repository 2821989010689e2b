import type { ErrorSpec } from '../shared/error-codes';

/**
 * The benchmark assessment builder (issue 15; api-spec §7.5). An unknown or removed set is the
 * assessment context's `BENCHMARK_SET.NOT_FOUND`; a set that will not publish is `ASSESSMENT.INVALID`
 * (its problems named). Nothing is written when one of these is thrown.
 */
export const BENCHMARK_SET_ERRORS = {
  // `POST benchmarkSet/{lessonId}` names a lesson that is not a benchmark assessment (type 7).
  'BENCHMARK_SET.NOT_A_BENCHMARK_LESSON': { status: 409, message: 'notABenchmarkLesson' },
  // Students were assigned the set or have answered it: their work must keep its questions.
  'BENCHMARK_SET.IN_USE': { status: 409, message: 'benchmarkSetInUse' },
  // `SetCount` would remove a question set that still holds questions.
  'BENCHMARK_SET.QUESTION_SET_NOT_EMPTY': { status: 409, message: 'questionSetNotEmpty', field: 'n' },
  // The unit to link is unknown, removed, or itself a benchmark unit (type 4).
  'BENCHMARK_SET.UNIT_NOT_LINKABLE': { status: 404, message: 'unitNotLinkable', field: 'unitId' },
} as const satisfies Record<string, ErrorSpec>;
