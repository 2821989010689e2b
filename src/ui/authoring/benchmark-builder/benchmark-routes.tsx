import { matchPath } from 'react-router-dom';
import type { ReactElement } from 'react';
import NotFoundPage from '../../common/NotFoundPage';
import { BENCHMARK_BUILDER_PATTERN, BENCHMARK_PREVIEW_PATTERN } from './benchmark-paths';
import { BenchmarkBuilderPage } from './BenchmarkBuilderPage';
import { BenchmarkPreviewPage } from './BenchmarkPreviewPage';
import { SetQuestionsEditor } from './SetQuestionsEditor';

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
    <BenchmarkBuilderPage key={lessonId} unitId={unitId} lessonId={lessonId} questionsEditor={SetQuestionsEditor} />
  ) : (
    <BenchmarkPreviewPage key={lessonId} unitId={unitId} lessonId={lessonId} />
  );
}
