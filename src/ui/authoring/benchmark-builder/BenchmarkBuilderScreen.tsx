import { Suspense } from 'react';
import { PartLoader } from '../../common/PartLoader';
import { BenchmarkBuilderPage } from './BenchmarkBuilderPage';
import { lazyAskedAtOnce } from '../../common/lazy-asked-at-once';

// The active set's questions show below its panel once the sets have loaded: the assessment builders'
// editor is asked for as soon as this screen loads, so it arrives with them (issue 17).
const SetQuestionsEditor = lazyAskedAtOnce(() => import('./SetQuestionsEditor').then((m) => m.SetQuestionsEditor));

function QuestionsOfSet(props: { readonly lessonId: number; readonly setId: number }) {
  return (
    <Suspense fallback={<PartLoader />}>
      <SetQuestionsEditor {...props} />
    </Suspense>
  );
}

/** The benchmark builder with the assessment builders' editor for the active set's questions. */
export default function BenchmarkBuilderScreen({ unitId, lessonId }: { readonly unitId: number; readonly lessonId: number }) {
  return <BenchmarkBuilderPage unitId={unitId} lessonId={lessonId} questionsEditor={QuestionsOfSet} />;
}
