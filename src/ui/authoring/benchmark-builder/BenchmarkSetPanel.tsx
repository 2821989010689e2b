import { Alert, Anchor, Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { showSnackbar } from '../../common/show-snackbar';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BenchmarkSetSummary } from '@application/authoring/benchmark-set.use-cases';
import { MAX_QUESTION_SETS, MIN_QUESTION_SETS } from '@domain/authoring/benchmark-set.rules';
import { LANGUAGES, type Language } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { useFailureText } from '../../common/use-failure-text';
import { ConfirmRemoveModal } from '../../management/ConfirmRemoveModal';
import { useAuthoringLabels } from '../authoring-labels';
import { benchmarkPreviewPath } from './benchmark-paths';
import { benchmarkSetQueries, useBenchmarkSetChange } from './benchmark-sets.queries';
import { useSetLabels } from './set-labels';

interface Place {
  readonly unitId: number;
  readonly lessonId: number;
}

/** The failure of a mutation in the user's words, or null. */
function useFailureMessage(error: unknown): string | null {
  const failureText = useFailureText();
  const failure = failureOf(error);
  return failure ? failureText(failure) : null;
}

/**
 * The active set (product-spec §4): its title in both languages, its number of question sets, the unit
 * it tests, publish with its outcome, preview and removal. The questions are edited below it.
 */
export function BenchmarkSetPanel({ set, place, onRemoved }: { readonly set: BenchmarkSetSummary; readonly place: Place; readonly onRemoved: () => void }) {
  const { t } = useTranslation();
  const label = useSetLabels();
  const headingId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} data-testid="active-benchmark-set">
      <Title order={2} size="h3" id={headingId}>
        {t('bbActiveTitle', { title: label.title(set) })}
      </Title>
      <SetTitleForm key={`${set.id}-${set.title.en}-${set.title.es}`} set={set} place={place} />
      <Group align="flex-end" gap="lg">
        <QuestionSetCountForm key={`${set.id}-${set.questionSetCount}`} set={set} place={place} />
        <LinkedUnitField set={set} place={place} />
      </Group>
      <PublishSet set={set} place={place} />
      <Group gap="md">
        <Anchor component={Link} to={benchmarkPreviewPath(place.unitId, place.lessonId, set.id)}>
          {t('bbPreview', { title: label.title(set) })}
        </Anchor>
        <RemoveSet set={set} place={place} onRemoved={onRemoved} />
      </Group>
    </Stack>
  );
}

function SetTitleForm({ set, place }: { readonly set: BenchmarkSetSummary; readonly place: Place }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Language, string>>({ en: set.title.en, es: set.title.es });
  const [errors, setErrors] = useState<Partial<Record<Language, string>>>({});
  const rename = useBenchmarkSetChange(place.lessonId, (sets, v: { language: Language; title: string }) => sets.renameSet(set.id, v.language, v.title));
  const failure = useFailureMessage(rename.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The shared rule loads with its schema (zod) on the first save, not with the builder.
    const rule = await import('@domain/authoring/benchmark-set.schemas').then(
      (m) => m.setTitleValueSchema,
      () => null,
    );
    if (!rule) return setErrors({ en: t('offline') });
    const found: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) {
      const parsed = rule.safeParse({ title: values[language] });
      if (!parsed.success) found[language] = t(parsed.error.issues[0]!.message);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    let message = '';
    for (const language of LANGUAGES) {
      if (values[language].trim() === set.title[language]) continue;
      const saved = await rename.mutateAsync({ language, title: values[language] }).catch(() => null);
      if (!saved) return;
      message = saved.message;
    }
    if (message) showSnackbar({ color: 'green', message });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('bbSaveTitle')}>
      <Stack gap="xs">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group align="flex-start" grow>
          {LANGUAGES.map((language) => (
            <TextInput
              key={language}
              label={t(language === 'en' ? 'bbTitleEn' : 'bbTitleEs')}
              value={values[language]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [language]: value }));
              }}
              error={errors[language]}
              required
            />
          ))}
        </Group>
        <Group>
          <Button type="submit" loading={rename.isPending}>
            {t('bbSaveTitle')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function QuestionSetCountForm({ set, place }: { readonly set: BenchmarkSetSummary; readonly place: Place }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(set.questionSetCount);
  const change = useBenchmarkSetChange(place.lessonId, (sets, n: number) => sets.changeQuestionSetCount(set.id, n));
  const failure = useFailureMessage(change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(Number(count), { onSuccess: (saved) => showSnackbar({ color: 'green', message: saved.message }) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('bbSaveQuestionSets')}>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={t('bbQuestionSets')}
          description={t('bbQuestionSetsHint', { min: MIN_QUESTION_SETS, max: MAX_QUESTION_SETS })}
          min={MIN_QUESTION_SETS}
          max={MAX_QUESTION_SETS}
          allowDecimal={false}
          // The server's bounds answer an out-of-range count (its message under the field), not a silent clamp.
          clampBehavior="none"
          value={count}
          onChange={setCount}
          error={failure}
          w={260}
        />
        <Button type="submit" variant="default" loading={change.isPending}>
          {t('bbSaveQuestionSets')}
        </Button>
      </Group>
    </form>
  );
}

function LinkedUnitField({ set, place }: { readonly set: BenchmarkSetSummary; readonly place: Place }) {
  const { t } = useTranslation();
  const { benchmarkSets } = useServices();
  const labels = useAuthoringLabels();
  const units = useQuery(benchmarkSetQueries.units(benchmarkSets, place.lessonId));
  const link = useBenchmarkSetChange(place.lessonId, (sets, unitId: number | null) => sets.linkUnit(set.id, unitId));
  const failure = useFailureMessage(link.error ?? units.error);
  const NONE = 'none';
  const data = [
    { value: NONE, label: t('bbNoUnit') },
    ...(units.data ?? []).map((u) => ({ value: String(u.id), label: t('bbUnitNumbered', { number: u.number, name: labels.text(u.name) }) })),
  ];
  return (
    // The browser's own select: a course has a few units, and Mantine's combobox would bring floating-ui (issue 17).
    <NativeSelect
      label={t('bbLinkedUnit')}
      description={t('bbLinkedUnitHint')}
      data={data}
      value={set.linkedUnitId === null ? NONE : String(set.linkedUnitId)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        link.mutate(value === NONE ? null : Number(value), { onSuccess: (saved) => showSnackbar({ color: 'green', message: saved.message }) });
      }}
      disabled={link.isPending || units.isPending}
      error={failure}
      w={320}
    />
  );
}

/**
 * Publish, synchronous on the server: busy while it runs; a success clears the active set (§4), so the
 * panel closes and the outcome is a snackbar; a refusal stays here with the problems.
 */
function PublishSet({ set, place }: { readonly set: BenchmarkSetSummary; readonly place: Place }) {
  const { t } = useTranslation();
  const publish = useBenchmarkSetChange(place.lessonId, (sets, setId: number) => sets.publishSet(setId));
  const failure = useFailureMessage(publish.error);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          // The promise, not mutate's callback: the panel is gone (the active set cleared) when the answer lands.
          onClick={() =>
            void publish
              .mutateAsync(set.id)
              .then((saved) => showSnackbar({ color: 'green', message: `${saved.message}. ${t('bbPublished')}` }))
              .catch(() => undefined)
          }
          // Always offered: publishing an unchanged set again is harmless, and the state is shown in the list.
          loading={publish.isPending}
        >
          {t('bbPublish')}
        </Button>
      </Group>
      <Text size="sm" role="status">
        {publish.isPending ? t('bbPublishing') : ''}
      </Text>
      {failure && (
        <Alert color="red" role="alert" title={t('bbPublishFailed')}>
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

function RemoveSet({ set, place, onRemoved }: { readonly set: BenchmarkSetSummary; readonly place: Place; readonly onRemoved: () => void }) {
  const { t } = useTranslation();
  const label = useSetLabels();
  const [asking, setAsking] = useState(false);
  const remove = useBenchmarkSetChange(place.lessonId, (sets, setId: number) => sets.removeSet(setId));
  const failure = useFailureMessage(remove.error);
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        {t('bbRemove')}
      </Button>
      <ConfirmRemoveModal
        name={asking ? label.title(set) : null}
        busy={remove.isPending}
        error={failure}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(set.id, {
            onSuccess: (done) => {
              showSnackbar({ color: 'green', message: done.message });
              setAsking(false);
              onRemoved();
            },
          })
        }
      />
    </>
  );
}
