import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { showSnackbar } from '../../common/show-snackbar';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import type { AuthoredVocabularyTerm, Glossary, SavedVocabularyImport, VocabularyImport } from '@application/authoring/vocabulary.use-cases';
import type { Language } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { PartLoader } from '../../common/PartLoader';
import { QueryStatus } from '../../common/QueryStatus';
import { useDialogOpener } from '../../common/use-dialog-opener';
import { useFailureText } from '../../common/use-failure-text';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { ConfirmRemoveModal } from '../../management/ConfirmRemoveModal';
import { useAuthoringLabels } from '../authoring-labels';
import { authoringQueries } from '../authoring.queries';
import { PublishStateCell } from '../PublishStateCell';
import { useItemDialog } from '../use-item-dialog';
import { ImportRowsTable } from './ImportRowsTable';
import { vocabularyManagerStrings } from './vocabulary-manager.locale';
import { otherLanguage, vocabularyManagerPath } from './vocabulary-paths';
import { useRemoveTerm, vocabularyQueries } from './vocabulary.queries';
import { VocabularyTermsTable } from './VocabularyTermsTable';
import { VocabularyWorkbooks } from './VocabularyWorkbooks';

registerLocaleBundle(vocabularyManagerStrings);

// The term form (with the shared schemas, zod, it checks each field by) and a checked upload's panel
// (with its confirmation dialog) load when first needed, not with the page (issue 17).
const VocabularyTermModal = lazy(() => import('./VocabularyTermModal').then((m) => ({ default: m.VocabularyTermModal })));
const VocabularyImportPanel = lazy(() => import('./VocabularyImportPanel').then((m) => ({ default: m.VocabularyImportPanel })));

/** A saved upload, kept on screen until dismissed: its file, the server's confirmation, every row's outcome. */
interface SavedUpload {
  readonly fileName: string;
  readonly message: string;
  readonly rows: SavedVocabularyImport['rows'];
}

/**
 * /back-office/vocabulary-manager/unit/{unitId}/{language}-us (issue 15; product-spec §2, §3 Vocabulary
 * term): one unit's glossary in one language. An unknown unit is the unit's load failure, as in the
 * other builders (§2: no redirect).
 */
export function VocabularyManagerPage({ unitId, language }: { readonly unitId: number; readonly language: Language }) {
  const { t } = useTranslation();
  const { authoring } = useServices();
  const unit = useQuery(authoringQueries.unit(authoring, unitId));
  return (
    <QueryStatus query={unit} texts={{ loading: t('loading'), failed: t('authoringUnitLoadFailed'), tryAgain: t('retry') }}>
      {(details) => <VocabularyManager unit={details} language={language} />}
    </QueryStatus>
  );
}

function VocabularyManager({ unit, language }: { readonly unit: AuthoredUnitDetails; readonly language: Language }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const { vocabulary } = useServices();
  const glossary: Glossary = { unitId: unit.id, language };
  const terms = useQuery(vocabularyQueries.glossary(vocabulary, glossary));
  const dialog = useDialogOpener();
  // The form: null while closed; `{ term: null }` adds one.
  const form = useItemDialog<{ readonly term: AuthoredVocabularyTerm | null }>(dialog);
  const [checked, setChecked] = useState<{ readonly upload: VocabularyImport; readonly message: string } | null>(null);
  const [saved, setSaved] = useState<SavedUpload | null>(null);
  const removal = useTermRemoval(glossary, dialog);
  const unitPath = `/back-office/unit-builder/unit/${unit.id}`;
  const other = otherLanguage(language);
  const termsHeadingId = useId();

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={unitPath} size="sm">
        {t('vmBackToUnit')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} ref={dialog.headingRef} tabIndex={-1}>
          {t('vmTitle', { unit: labels.unit(unit), language: t(`vmLanguage_${language}`) })}
        </Title>
        <Anchor component={Link} to={vocabularyManagerPath(unit.id, other)} size="sm">
          {t(`vmOpen_${other}`)}
        </Anchor>
      </Stack>
      <Stack gap={4}>
        <Group gap="xs" align="flex-start">
          <Text size="sm">{t('vmUnitState')}</Text>
          <PublishStateCell state={unit.publishState} publishedAt={unit.publishedAt} />
        </Group>
        <Text size="sm">
          {t('vmReachesStudents')}{' '}
          {/* Underlined: a link inside a sentence must not rely on colour alone (WCAG 1.4.1). */}
          <Anchor component={Link} to={unitPath} underline="always">
            {t('vmPublishInUnitBuilder')}
          </Anchor>
        </Text>
      </Stack>

      {/* Always present, so the saved workbook's confirmation is announced when it arrives. */}
      <Text size="sm" role="status" className={saved ? undefined : 'visually-hidden'}>
        {saved?.message ?? ''}
      </Text>
      {saved && <SavedUploadRows saved={saved} onDismiss={() => setSaved(null)} />}

      <VocabularyWorkbooks
        glossary={glossary}
        locked={checked !== null}
        onChecked={(upload, message) => {
          setSaved(null);
          setChecked({ upload, message });
        }}
      />
      {checked && (
        <Suspense fallback={<PartLoader />}>
          <VocabularyImportPanel
            key={checked.upload.id}
            glossary={glossary}
            checked={checked.upload}
            message={checked.message}
            onDiscard={() => {
              setChecked(null);
              dialog.headingRef.current?.focus();
            }}
            onSaved={(result, message, fileName) => {
              setChecked(null);
              setSaved({ fileName, rows: result.rows, message });
            }}
          />
        </Suspense>
      )}

      <Stack gap="sm" component="section" aria-labelledby={termsHeadingId}>
        <Group justify="space-between">
          <Title order={2} size="h4" id={termsHeadingId}>
            {t('vmTermsTitle')}
          </Title>
          <Button onClick={() => form.open({ term: null })}>{t('vmAddTerm')}</Button>
        </Group>
        <QueryStatus query={terms} texts={{ loading: t('vmLoading'), failed: t('vmLoadFailed'), tryAgain: t('retry') }}>
          {(loaded) => <VocabularyTermsTable terms={loaded.terms} onEdit={(term) => form.open({ term })} onRemove={removal.ask} />}
        </QueryStatus>
      </Stack>

      {form.item && (
        <Suspense fallback={<PartLoader />}>
          <VocabularyTermModal
            opened
            glossary={glossary}
            record={form.item.term}
            onClose={() => form.close()}
            onSaved={(message) => {
              showSnackbar({ color: 'green', message: message || t('changesSaved') });
              form.close();
            }}
          />
        </Suspense>
      )}
      {removal.modal}
    </Stack>
  );
}

/** A saved upload's rows, each with what the save did; focus comes here from the confirmation that closed. */
function SavedUploadRows({ saved, onDismiss }: { readonly saved: SavedUpload; readonly onDismiss: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} p="md" bd="1px solid var(--mantine-color-green-9)">
      <Group justify="space-between">
        <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          {t('vmSavedTitle')}
        </Title>
        <Button variant="default" size="xs" onClick={onDismiss}>
          {t('vmDismissSaved')}
        </Button>
      </Group>
      <ImportRowsTable rows={saved.rows} caption={t('vmSavedRowsCaption', { file: saved.fileName })} tense="did" />
    </Stack>
  );
}

/** "Remove {term}?" before a term goes: the server's confirmation as a snackbar, its refusal inside the dialog. */
function useTermRemoval(glossary: Glossary, dialog: ReturnType<typeof useDialogOpener>) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const removing = useItemDialog<AuthoredVocabularyTerm>(dialog);
  const removal = useRemoveTerm(glossary);
  const failure = failureOf(removal.error);
  const confirm = () => {
    if (!removing.item) return;
    removal.mutate(removing.item.id, {
      onSuccess: (done) => {
        showSnackbar({ color: 'green', message: done.message || t('changesSaved') });
        removing.close(true);
      },
    });
  };
  const ask = (term: AuthoredVocabularyTerm) => {
    removal.reset();
    removing.open(term);
  };
  const modal = (
    <ConfirmRemoveModal
      name={removing.item?.name ?? null}
      onClose={() => removing.close()}
      onConfirm={confirm}
      busy={removal.isPending}
      error={failure && failure.kind !== 'unauthorized' ? failureText(failure) : null}
    />
  );
  return { ask, modal };
}
