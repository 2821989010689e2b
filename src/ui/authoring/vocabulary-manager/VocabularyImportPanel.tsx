import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Glossary, SavedVocabularyImport, VocabularyImport } from '@application/authoring/vocabulary.use-cases';
import type { VocabularyImportRow } from '@domain/authoring/vocabulary-authoring.schemas';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { QueryStatus } from '../../common/QueryStatus';
import { useFailureText } from '../../common/use-failure-text';
import { AuthoringTable } from '../AuthoringTable';
import { ImportRowsTable } from './ImportRowsTable';
import { useSaveImport, vocabularyQueries } from './vocabulary.queries';

/** How many rows have each outcome. */
export const outcomeCounts = (rows: readonly VocabularyImportRow[]) => {
  const count = (outcome: VocabularyImportRow['outcome']) => rows.filter((r) => r.outcome === outcome).length;
  return { add: count('add'), update: count('update'), unchanged: count('unchanged'), refused: count('refused') };
};

export interface VocabularyImportPanelProps {
  readonly glossary: Glossary;
  readonly checked: VocabularyImport;
  /** The server's word on the upload ("Workbook checked: 3 rows read…"). */
  readonly message: string;
  /** Saved: the server's confirmation and every row's outcome, which the page keeps on screen. */
  readonly onSaved: (saved: SavedVocabularyImport, message: string, fileName: string) => void;
  readonly onDiscard: () => void;
}

/**
 * A checked upload before anything is saved: every row with its message, the counts, and the
 * glossary as it would be (the preview call). "Save N terms" asks first; Discard drops the upload.
 */
export function VocabularyImportPanel({ glossary, checked, message, onSaved, onDiscard }: VocabularyImportPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { vocabulary } = useServices();
  const failureText = useFailureText();
  const preview = useQuery(vocabularyQueries.preview(vocabulary, checked.id));
  const saving = useSaveImport(glossary);
  const [confirming, setConfirming] = useState(false);
  // The preview's rows are weighed against the glossary as it is now (another save may have come between).
  const rows = preview.data?.import.rows ?? checked.rows;
  const counts = outcomeCounts(rows);
  const toSave = counts.add + counts.update;
  const failure = failureOf(saving.error);
  const file = checked.fileName;

  const save = () =>
    saving.mutate(checked.id, {
      onSuccess: (saved) => {
        setConfirming(false);
        onSaved(saved.data, saved.message, file);
      },
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} p="md" bd="1px solid var(--mantine-color-gray-4)">
      <Title order={2} size="h4" id={headingId}>
        {t('vmImportTitle', { file })}
      </Title>
      {message && <Text size="sm">{message}</Text>}
      <Text size="sm">{t('vmImportCounts', counts)}</Text>
      <ImportRowsTable rows={rows} caption={t('vmRowsCaption', { file })} tense="will" />
      <Title order={3} size="h5">
        {t('vmPreviewTitle')}
      </Title>
      <QueryStatus query={preview} texts={{ loading: t('vmPreviewLoading'), failed: t('vmPreviewFailed'), tryAgain: t('retry') }}>
        {(loaded) => (
          <AuthoringTable caption={t('vmPreviewCaption', { count: loaded.terms.length })} columns={['vmColName', 'vmColDefinition', 'vmColChange']} empty={t('vmEmpty')} count={loaded.terms.length}>
            {loaded.terms.map((term) => (
              <Table.Tr key={term.id ?? `row-${term.row}`}>
                <Table.Th scope="row" fw={500}>
                  {term.name}
                </Table.Th>
                <Table.Td maw={480}>
                  <Text size="sm" lineClamp={2}>
                    {term.definition}
                  </Text>
                </Table.Td>
                <Table.Td fw={term.change === 'add' || term.change === 'update' ? 700 : undefined}>{t(`vmChange_${term.change}`, { row: term.row })}</Table.Td>
              </Table.Tr>
            ))}
          </AuthoringTable>
        )}
      </QueryStatus>
      {toSave === 0 && <Text size="sm">{t('vmNothingToSave')}</Text>}
      <Group>
        <Button
          onClick={() => {
            saving.reset();
            setConfirming(true);
          }}
          disabled={toSave === 0}
        >
          {t('vmSaveImport', { count: toSave })}
        </Button>
        <Button variant="default" onClick={onDiscard} disabled={saving.isPending}>
          {t('vmDiscard')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('vmConfirmSaveTitle', { file })} closeButtonProps={{ 'aria-label': t('close') }}>
        <Stack>
          {failure && failure.kind !== 'unauthorized' && (
            <Alert color="red" role="alert">
              {failureText(failure)}
            </Alert>
          )}
          <Text>{t('vmConfirmSaveBody', counts)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={save} loading={saving.isPending}>
              {t('vmConfirmSave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
