import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AssessmentView, BenchmarkSetSummary } from '@application/authoring/benchmark-set.use-cases';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { QuestionFrame } from '../../assessment/QuestionFrame';
import { QuestionInput } from '../../assessment/QuestionInput';
import '../../assessment/assessment-strings';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { PreviewFrame } from '../preview/PreviewFrame';
import { benchmarkBuilderStrings } from './benchmark-builder.locale';
import { benchmarkBuilderPath, benchmarkPreviewPath } from './benchmark-paths';
import { benchmarkSetQueries } from './benchmark-sets.queries';
import { useSetLabels } from './set-labels';

registerLocaleBundle(benchmarkBuilderStrings);

const noop = () => undefined;

/**
 * /back-office/preview-mode/benchmark-assessment/unit/{unitId}/lesson/{lessonId}[?setId=] (issue 15):
 * one set's draft as a student would meet it (one merged group, no keys: `benchmarkPreview/{id}`),
 * read-only. Without `?setId` it shows this tab's active set, else the first in the list.
 */
export function BenchmarkPreviewPage({ unitId, lessonId }: { readonly unitId: number; readonly lessonId: number }) {
  const { t } = useTranslation();
  const { benchmarkSets } = useServices();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const label = useSetLabels();
  const sets = useQuery(benchmarkSetQueries.lesson(benchmarkSets, lessonId));
  const active = useQuery(benchmarkSetQueries.active(benchmarkSets));
  return (
    <PreviewFrame builderPath={benchmarkBuilderPath(unitId, lessonId)} backLabel={t('bbPreviewBack')}>
      <QueryStatus query={sets} texts={{ loading: t('bbLoading'), failed: t('bbLoadFailed'), tryAgain: t('retry') }}>
        {(loaded) => {
          const chosen = chosenSet(loaded, Number(params.get('setId')), active.data ?? null);
          if (!chosen) return <Text>{t('bbPreviewNone')}</Text>;
          return (
            <Stack gap="md">
              {/* The browser's own select: a lesson has a few sets, and Mantine's combobox with floating-ui
                  would add about 28 KB to the preview's first load (issue 17). */}
              <NativeSelect
                label={t('bbPreviewChoose')}
                data={loaded.map((s) => ({ value: String(s.id), label: label.title(s) }))}
                value={String(chosen.id)}
                onChange={(event) => navigate(benchmarkPreviewPath(unitId, lessonId, Number(event.currentTarget.value)))}
                w={360}
              />
              <Title order={1}>{t('bbPreviewTitle', { title: label.title(chosen) })}</Title>
              <SetPreview key={chosen.id} setId={chosen.id} />
            </Stack>
          );
        }}
      </QueryStatus>
    </PreviewFrame>
  );
}

function chosenSet(sets: readonly BenchmarkSetSummary[], asked: number, active: number | null): BenchmarkSetSummary | undefined {
  return sets.find((s) => s.id === asked) ?? sets.find((s) => s.id === active) ?? sets[0];
}

function SetPreview({ setId }: { readonly setId: number }) {
  const { t } = useTranslation();
  const { benchmarkSets } = useServices();
  const preview = useQuery(benchmarkSetQueries.preview(benchmarkSets, setId));
  return (
    <QueryStatus query={preview} texts={{ loading: t('bbPreviewLoading'), failed: t('bbPreviewFailed'), tryAgain: t('retry') }}>
      {(view) => <PreviewQuestions view={view} />}
    </QueryStatus>
  );
}

/** Every question of the merged group, read-only, as the student's player frames it. */
function PreviewQuestions({ view }: { readonly view: AssessmentView }) {
  const questions = view.groups.flatMap((g) => g.questions);
  return (
    <Stack gap="lg" data-testid="benchmark-preview">
      {questions.map((question, index) => (
        <QuestionFrame key={question.id} question={question} index={index} total={questions.length} headingLevel={2} headingRef={null} markedForReview={false} locked={false}>
          {(instructionId) => (
            <QuestionInput
              question={question}
              answer={null}
              readOnly
              locked={false}
              describedBy={instructionId}
              essayUnsaved={false}
              onAnswer={noop}
              onEditEssay={noop}
              onSaveEssay={noop}
              onCompleteQuestion={noop}
            />
          )}
        </QuestionFrame>
      ))}
    </Stack>
  );
}
