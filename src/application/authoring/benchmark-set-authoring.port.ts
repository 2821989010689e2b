import type { AssessmentView } from '@domain/assessment/student-view';
import type { BenchmarkSetSummary, LinkableUnit } from '@domain/authoring/benchmark-set.responses';
import type { Language } from '@domain/shared/constants';
import type { ApiResult } from '../ports/api-result';

export type { AssessmentView, BenchmarkSetSummary, LinkableUnit };

/** The benchmark assessment builder's calls (issue 15; api-spec §7.5; docs/content-api.md "Benchmark sets"). */
export interface BenchmarkSetAuthoring {
  /** `GET benchmarkSet/lesson/{lessonId}`: every set of the lesson, in product-spec §4's order. */
  setsOfLesson(lessonId: number): Promise<ApiResult<BenchmarkSetSummary[]>>;
  /** `GET benchmark/unitList/{lessonId}`: the units its sets may test. */
  linkableUnits(lessonId: number): Promise<ApiResult<LinkableUnit[]>>;
  /** `POST benchmarkSet/{lessonId}`. */
  create(lessonId: number): Promise<ApiResult<BenchmarkSetSummary>>;
  /** `PATCH benchmarkSet/{id}/setTitle/{title}[?language=es]`. */
  setTitle(setId: number, title: string, language: Language): Promise<ApiResult<BenchmarkSetSummary>>;
  /** `PUT benchmarkSet/{id}/SetCount/{n}`. */
  setCount(setId: number, count: number): Promise<ApiResult<BenchmarkSetSummary>>;
  /** `PATCH benchmarkSet/{setId}/{unitId}`. */
  link(setId: number, unitId: number): Promise<ApiResult<BenchmarkSetSummary>>;
  /** `DELETE benchmarkSet/{id}/linkedUnit`. */
  unlink(setId: number): Promise<ApiResult<BenchmarkSetSummary>>;
  /** `DELETE benchmarkSet/{id}`. */
  remove(setId: number): Promise<ApiResult<{ id: number }>>;
  /** `PATCH benchmarkSet/{id}/publish`. */
  publish(setId: number): Promise<ApiResult<BenchmarkSetSummary>>;
  /** `GET benchmarkPreview/{id}`: the draft as a student would meet it. */
  preview(setId: number): Promise<ApiResult<AssessmentView>>;
}

/**
 * The set a creator is working on, kept for the tab in session storage (product-spec §4: creating a
 * set makes it active; publishing clears the stored one).
 */
export interface ActiveBenchmarkSetStore {
  read(): number | null;
  write(setId: number): void;
  clear(): void;
}
