import type { Language } from '@domain/shared/constants';
import type { ApiResult } from '../ports/api-result';
import type { ActiveBenchmarkSetStore, AssessmentView, BenchmarkSetAuthoring, BenchmarkSetSummary, LinkableUnit } from './benchmark-set-authoring.port';

export type { AssessmentView, BenchmarkSetSummary, LinkableUnit };

/**
 * What a content creator does in the benchmark assessment builder (issue 15). The active set (the one
 * whose questions are open) follows product-spec §4: a new set becomes active, and a publish clears
 * the stored one; a removed active set is forgotten too.
 */
export interface BenchmarkSetUseCases {
  listSets(lessonId: number): Promise<ApiResult<BenchmarkSetSummary[]>>;
  unitsToLink(lessonId: number): Promise<ApiResult<LinkableUnit[]>>;
  createSet(lessonId: number): Promise<ApiResult<BenchmarkSetSummary>>;
  renameSet(setId: number, language: Language, title: string): Promise<ApiResult<BenchmarkSetSummary>>;
  changeQuestionSetCount(setId: number, count: number): Promise<ApiResult<BenchmarkSetSummary>>;
  /** Links the set to a unit, or unlinks it with null. */
  linkUnit(setId: number, unitId: number | null): Promise<ApiResult<BenchmarkSetSummary>>;
  removeSet(setId: number): Promise<ApiResult<{ id: number }>>;
  publishSet(setId: number): Promise<ApiResult<BenchmarkSetSummary>>;
  previewSet(setId: number): Promise<ApiResult<AssessmentView>>;
  /** The stored active set, if any (a promise: the use cases load with their first call). */
  activeSet(): Promise<number | null>;
  chooseActiveSet(setId: number | null): Promise<void>;
}

export function createBenchmarkSetUseCases(port: BenchmarkSetAuthoring, active: ActiveBenchmarkSetStore): BenchmarkSetUseCases {
  return {
    listSets: (lessonId) => port.setsOfLesson(lessonId),
    unitsToLink: (lessonId) => port.linkableUnits(lessonId),
    async createSet(lessonId) {
      const result = await port.create(lessonId);
      if (result.ok) active.write(result.data.id);
      return result;
    },
    renameSet: (setId, language, title) => port.setTitle(setId, title.trim(), language),
    changeQuestionSetCount: (setId, count) => port.setCount(setId, count),
    linkUnit: (setId, unitId) => (unitId === null ? port.unlink(setId) : port.link(setId, unitId)),
    async removeSet(setId) {
      const result = await port.remove(setId);
      if (result.ok && active.read() === setId) active.clear();
      return result;
    },
    async publishSet(setId) {
      const result = await port.publish(setId);
      if (result.ok) active.clear();
      return result;
    },
    previewSet: (setId) => port.preview(setId),
    activeSet: async () => active.read(),
    async chooseActiveSet(setId) {
      if (setId === null) active.clear();
      else active.write(setId);
    },
  };
}
