import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { showSnackbar } from '../../common/show-snackbar';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BenchmarkSetSummary } from '@application/authoring/benchmark-set.use-cases';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { QueryStatus } from '../../common/QueryStatus';
import { useFailureText } from '../../common/use-failure-text';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { benchmarkBuilderStrings } from './benchmark-builder.locale';
import { benchmarkSetQueries, useBenchmarkSetChange, useChooseActiveSet } from './benchmark-sets.queries';
import { BenchmarkSetPanel } from './BenchmarkSetPanel';
import { BenchmarkSetsTable } from './BenchmarkSetsTable';

registerLocaleBundle(benchmarkBuilderStrings);

/** What edits the active set's questions (the assessment builder's editor), given by the route so this page does not depend on it. */
export type QuestionsEditor = (props: { readonly lessonId: number; readonly setId: number }) => ReactNode;

/**
 * /back-office/benchmark-assessment-builder/unit/{unitId}/lesson/{lessonId} (issue 15; product-spec
 * §2, §3 Benchmark set, §4, §5): the benchmark lesson's sets in order with their warnings, and the
 * active set (this tab's, kept in session storage) open for editing. Creating a set makes it active;
 * publishing clears the stored one (§4). An unknown or non-benchmark lesson is the list's load failure.
 */
export function BenchmarkBuilderPage({ unitId, lessonId, questionsEditor }: { readonly unitId: number; readonly lessonId: number; readonly questionsEditor?: QuestionsEditor }) {
  const { t } = useTranslation();
  const { benchmarkSets } = useServices();
  const sets = useQuery(benchmarkSetQueries.lesson(benchmarkSets, lessonId));
  const active = useQuery(benchmarkSetQueries.active(benchmarkSets));
  const choose = useChooseActiveSet();
  const create = useBenchmarkSetChange(lessonId, (useCases, id: number) => useCases.createSet(id));
  const failureText = useFailureText();
  const createFailure = failureOf(create.error);
  const listHeadingId = useId();

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/back-office/unit-builder/unit/${unitId}`} size="sm">
        {t('bbBackToUnit')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('bbTitle')}</Title>
        <Text size="sm">{t('bbIntro')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby={listHeadingId}>
        <Group justify="space-between">
          <Title order={2} size="h4" id={listHeadingId}>
            {t('bbColTitle')}
          </Title>
          <Button
            onClick={() => create.mutate(lessonId, { onSuccess: (saved) => showSnackbar({ color: 'green', message: saved.message }) })}
            loading={create.isPending}
          >
            {t('bbCreate')}
          </Button>
        </Group>
        {createFailure && (
          <Text c="red.8" role="alert">
            {failureText(createFailure)}
          </Text>
        )}
        <QueryStatus query={sets} texts={{ loading: t('bbLoading'), failed: t('bbLoadFailed'), tryAgain: t('retry') }}>
          {(loaded) => <BenchmarkSetsTable sets={loaded} activeId={activeIn(loaded, active.data)} onOpen={(id) => choose.mutate(id)} />}
        </QueryStatus>
      </Stack>
      {sets.data && <ActiveSet sets={sets.data} activeId={activeIn(sets.data, active.data)} place={{ unitId, lessonId }} questionsEditor={questionsEditor} onRemoved={() => choose.mutate(null)} />}
    </Stack>
  );
}

/** The stored active set if it is one of this lesson's (another lesson's, or a removed one, is none here). */
function activeIn(sets: readonly BenchmarkSetSummary[], stored: number | null | undefined): number | null {
  return stored != null && sets.some((s) => s.id === stored) ? stored : null;
}

function ActiveSet(props: {
  readonly sets: readonly BenchmarkSetSummary[];
  readonly activeId: number | null;
  readonly place: { readonly unitId: number; readonly lessonId: number };
  readonly questionsEditor?: QuestionsEditor;
  readonly onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const set = props.sets.find((s) => s.id === props.activeId);
  if (!set) return <Text>{t('bbNoActive')}</Text>;
  const Editor = props.questionsEditor;
  return (
    <Stack gap="lg">
      <BenchmarkSetPanel key={set.id} set={set} place={props.place} onRemoved={props.onRemoved} />
      {/* The editor names its own regions (directions, questions). */}
      {Editor && <Editor lessonId={props.place.lessonId} setId={set.id} />}
    </Stack>
  );
}
