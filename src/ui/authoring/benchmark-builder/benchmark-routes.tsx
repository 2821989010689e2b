import { matchPath } from 'react-router-dom';
import { lazy, type ReactElement } from 'react';
import NotFoundPage from '../../common/NotFoundPage';
import { BENCHMARK_BUILDER_PATTERN, BENCHMARK_PREVIEW_PATTERN } from './benchmark-paths';

// Each its own chunk, loaded when its path renders (AuthoringScreen's Suspense shows the loader).
const BenchmarkBuilderScreen = lazy(() => import('./BenchmarkBuilderScreen'));
const BenchmarkPreviewPage = lazy(() => import('./BenchmarkPreviewPage').then((m) => ({ default: m.BenchmarkPreviewPage })));

const isId = (value: number) => Number.isInteger(value) && value > 0;

/** The benchmark builder or its preview when `pathname` names one; non-ids are a generic not-found (never a redirect, §2). */
export function benchmarkScreenAt(pathname: string): ReactElement | null {
  const builder = matchPath(BENCHMARK_BUILDER_PATTERN, pathname);
  const preview = matchPath(BENCHMARK_PREVIEW_PATTERN, pathname);
  const match = builder ?? preview;
  if (!match) return null;
  const unitId = Number(match.params.unitId);
  const lessonId = Number(match.params.lessonId);
  if (!isId(unitId) || !isId(lessonId)) return <NotFoundPage />;
  return builder ? (
    <BenchmarkBuilderScreen key={lessonId} unitId={unitId} lessonId={lessonId} />
  ) : (
    <BenchmarkPreviewPage key={lessonId} unitId={unitId} lessonId={lessonId} />
  );
}
