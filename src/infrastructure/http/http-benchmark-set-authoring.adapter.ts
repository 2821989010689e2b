import type { AssessmentView, BenchmarkSetAuthoring, BenchmarkSetSummary, LinkableUnit } from '@application/authoring/benchmark-set-authoring.port';
import type { ApiClient } from './api-client';

/** The benchmark assessment builder's calls (api-spec §7.5; issue 15). The title travels URL-encoded in the path. */
export function createHttpBenchmarkSetAuthoring(api: ApiClient): BenchmarkSetAuthoring {
  return {
    setsOfLesson: (lessonId) => api.call<BenchmarkSetSummary[]>('GET', `/benchmarkSet/lesson/${lessonId}`),
    linkableUnits: (lessonId) => api.call<LinkableUnit[]>('GET', `/benchmark/unitList/${lessonId}`),
    create: (lessonId) => api.call<BenchmarkSetSummary>('POST', `/benchmarkSet/${lessonId}`),
    setTitle: (setId, title, language) =>
      api.call<BenchmarkSetSummary>('PATCH', `/benchmarkSet/${setId}/setTitle/${encodeURIComponent(title)}${language === 'es' ? '?language=es' : ''}`),
    setCount: (setId, count) => api.call<BenchmarkSetSummary>('PUT', `/benchmarkSet/${setId}/SetCount/${count}`),
    link: (setId, unitId) => api.call<BenchmarkSetSummary>('PATCH', `/benchmarkSet/${setId}/${unitId}`),
    unlink: (setId) => api.call<BenchmarkSetSummary>('DELETE', `/benchmarkSet/${setId}/linkedUnit`),
    remove: (setId) => api.call<{ id: number }>('DELETE', `/benchmarkSet/${setId}`),
    publish: (setId) => api.call<BenchmarkSetSummary>('PATCH', `/benchmarkSet/${setId}/publish`),
    preview: (setId) => api.call<AssessmentView>('GET', `/benchmarkPreview/${setId}`),
  };
}
