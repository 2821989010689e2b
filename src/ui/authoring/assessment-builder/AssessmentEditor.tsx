import { Suspense, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Grid, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AssessmentDraft, AssessmentDraftSource } from '@application/authoring/assessment-builder.use-cases';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { PartLoader } from '../../common/PartLoader';
import { QueryStatus } from '../../common/QueryStatus';
import { useFailureText } from '../../common/use-failure-text';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { withLanguage } from '../lesson-builder/draft-parts';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import type { SaveState } from '../serial-saver';
import { AddQuestionMenu } from './AddQuestionMenu';
import { assessmentBuilderStrings } from './assessment-builder.locale';
import { AssessmentSaverProvider, assessmentDraftQueries, useAddAssessment, useAssessmentSaver } from './assessment-draft.queries';
import { questionsOf, richOf } from './editors/assessment-parts';
import { RichPair } from './editors/fields';
import { QuestionOutline } from './QuestionOutline';
import { lazyAskedAtOnce } from '../../common/lazy-asked-at-once';

registerLocaleBundle(lessonBuilderStrings, assessmentBuilderStrings);

// A question's editor (every type's fields: Mantine's Checkbox, Radio, Select and the question rules)
// shows once a question is selected: asked for as soon as the builder loads, it is there by then.
const QuestionEditor = lazyAskedAtOnce(() => import('./editors/QuestionEditor').then((m) => m.QuestionEditor));

export interface AssessmentEditorProps {
  /** The lesson's own assessment, or a benchmark set's (`setId`, on its benchmark lesson). */
  readonly source: AssessmentDraftSource;
  /** The builder's bar above the editor, given the draft and its save state (the benchmark builder has its own). */
  readonly bar?: (draft: AssessmentDraft, saveState: SaveState) => ReactNode;
}

/**
 * An assessment's editor (issue 15), reusable by every assessment builder (the benchmark set builder
 * embeds it): "Add assessment" while the lesson has none, else the directions, what stops a publish,
 * the questions by section with the "Add question" menu, and the selected question's editor.
 */
export function AssessmentEditor({ source, bar }: AssessmentEditorProps) {
  const { t } = useTranslation();
  const { assessmentBuilder } = useServices();
  const draft = useQuery(assessmentDraftQueries.of(assessmentBuilder, source));
  return (
    <QueryStatus query={draft} texts={{ loading: t('abLoading'), failed: t('abLoadFailed'), tryAgain: t('retry') }}>
      {(loaded) => (loaded ? <DraftEditor draft={loaded} source={source} bar={bar} /> : <NoAssessment lessonId={source.lessonId} />)}
    </QueryStatus>
  );
}

/** §5: the assessment belongs to the lesson this builder was opened on (the lesson is selected by the path). */
function NoAssessment({ lessonId }: { readonly lessonId: number }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const add = useAddAssessment(lessonId);
  const failure = failureOf(add.error);
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('abNoAssessment')}</Text>
      <Button onClick={() => add.mutate()} loading={add.isPending}>
        {t('abAdd')}
      </Button>
      {failure && failure.kind !== 'unauthorized' && (
        <Text size="sm" c="red.9" role="alert">
          {failureText(failure)}
        </Text>
      )}
    </Stack>
  );
}

function DraftEditor({ draft, source, bar }: { readonly draft: AssessmentDraft } & AssessmentEditorProps) {
  const { t } = useTranslation();
  const saver = useAssessmentSaver(source);
  const editorId = useId();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // A question someone else removed (a stale reload) is no longer selected.
  const selected = questionsOf(draft).find((q) => q.id === selectedId) ?? null;
  const typeName = selected ? t(`abType-${selected.type}`) : '';
  return (
    <AssessmentSaverProvider value={saver.save}>
      <Stack gap="lg">
        {bar?.(draft, saver.state)}
        {saver.stale && (
          <Alert color="yellow" role="alert" title={t('abStale')} withCloseButton closeButtonLabel={t('close')} onClose={saver.dismissStale}>
            {saver.stale}
          </Alert>
        )}
        <ProblemsList problems={draft.problems} />
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('abDirections')}
          </Title>
          <RichPair
            labels={{ en: t('abDirectionsEn'), es: t('abDirectionsEs') }}
            value={draft.directions}
            onSave={(language, html) => saver.save((b, v, latest) => b.saveDirections(draft.id, v, richOf(withLanguage(latest.directions, language, html))))}
          />
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <QuestionOutline draft={draft} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
              <AddQuestionMenu draft={draft} onAdded={setSelectedId} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm" component="section" aria-labelledby={editorId}>
              <Title order={2} size="h4" id={editorId}>
                {selected ? t('abEditorOf', { order: selected.order, type: typeName }) : t('abQuestions')}
              </Title>
              {selected ? (
                <Suspense fallback={<PartLoader />}>
                  <QuestionEditor key={selected.id} question={selected} />
                </Suspense>
              ) : (
                <Text size="sm">{t('abNoSelection')}</Text>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </AssessmentSaverProvider>
  );
}

/** What would stop a publish now, in the publish check's words, for the creator to read before publishing. */
function ProblemsList({ problems }: { readonly problems: readonly string[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return <Text size="sm">{t('abProblemsNone')}</Text>;
  return (
    <Alert color="yellow" title={t('abProblems')} data-testid="assessment-problems">
      <List size="sm">
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
