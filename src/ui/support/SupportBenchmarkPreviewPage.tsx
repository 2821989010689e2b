import { useParams } from 'react-router-dom';
import NotFoundPage from '../common/NotFoundPage';
import { BenchmarkPreviewPage } from '../authoring/benchmark-builder/BenchmarkPreviewPage';

const isId = (value: number) => Number.isInteger(value) && value > 0;

/**
 * /support/back-office/preview-mode/{unitId}/benchmark/{lessonId} (product-spec §2, support): the
 * benchmark lesson's sets as a student would meet them — the back office's benchmark preview, which
 * support may open too (its frame offers no way into the builder, which support may not open).
 */
export default function SupportBenchmarkPreviewPage() {
  const params = useParams();
  const unitId = Number(params.unitId);
  const lessonId = Number(params.lessonId);
  if (!isId(unitId) || !isId(lessonId)) return <NotFoundPage />;
  return <BenchmarkPreviewPage key={lessonId} unitId={unitId} lessonId={lessonId} />;
}
