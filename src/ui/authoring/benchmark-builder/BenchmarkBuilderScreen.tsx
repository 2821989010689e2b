import { BenchmarkBuilderPage } from './BenchmarkBuilderPage';
import { SetQuestionsEditor } from './SetQuestionsEditor';

/**
 * The benchmark builder with its questions editor, as one lazy chunk: the active set's questions show
 * with the sets list, so the editor is part of the route's first paint, not a later load.
 */
export default function BenchmarkBuilderScreen({ unitId, lessonId }: { readonly unitId: number; readonly lessonId: number }) {
  return <BenchmarkBuilderPage unitId={unitId} lessonId={lessonId} questionsEditor={SetQuestionsEditor} />;
}
