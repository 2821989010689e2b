import { Alert, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Glossary, VocabularyImport } from '@application/authoring/vocabulary.use-cases';
import { failureOf } from '../../app/server-state/api-result-query';
import { useFailureText } from '../../common/use-failure-text';
import { useCheckWorkbook, useDownloadWorkbook } from './vocabulary.queries';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface VocabularyWorkbooksProps {
  readonly glossary: Glossary;
  /** The server read and checked the workbook (nothing saved yet), and says so in `message`. */
  readonly onChecked: (checked: VocabularyImport, message: string) => void;
  /** While an upload is shown, another waits until it is saved or discarded. */
  readonly locked: boolean;
}

/**
 * The glossary's workbooks (product-spec §9): the template and this list to download, and an upload
 * that the server checks row by row. A workbook refused whole (other columns, formulas, too many
 * rows, not a workbook) shows the server's reason; nothing was changed.
 */
export function VocabularyWorkbooks({ glossary, onChecked, locked }: VocabularyWorkbooksProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const reset = useRef<() => void>(null);
  const failureText = useFailureText();
  const download = useDownloadWorkbook(glossary);
  const checking = useCheckWorkbook(glossary);
  const refusal = failureOf(checking.error);
  const downloadFailure = failureOf(download.error);

  const send = (file: File | null) => {
    if (!file) return;
    checking.mutate(file, {
      onSuccess: (checked) => onChecked(checked.data, checked.message),
      // The same file may be chosen again once it is fixed.
      onSettled: () => reset.current?.(),
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('vmFilesTitle')}
      </Title>
      <Group gap="sm">
        <Button variant="default" onClick={() => download.mutate('template')} loading={download.isPending && download.variables === 'template'}>
          {t('vmDownloadTemplate')}
        </Button>
        <Button variant="default" onClick={() => download.mutate('glossary')} loading={download.isPending && download.variables === 'glossary'}>
          {t('vmDownloadList')}
        </Button>
        <FileButton resetRef={reset} accept={XLSX} onChange={send} disabled={locked || checking.isPending}>
          {(props) => (
            <Button {...props} aria-describedby={hintId} loading={checking.isPending}>
              {t('vmUpload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" id={hintId}>
        {t('vmUploadHint')}
      </Text>
      <Text size="sm" role="status">
        {checking.isPending && checking.variables ? t('vmChecking', { file: checking.variables.name }) : ''}
      </Text>
      {refusal && refusal.kind !== 'unauthorized' && (
        <Alert color="red" role="alert" title={t('vmWorkbookRefused')} withCloseButton closeButtonLabel={t('close')} onClose={() => checking.reset()}>
          {failureText(refusal)}
        </Alert>
      )}
      {downloadFailure && downloadFailure.kind !== 'unauthorized' && (
        <Alert color="red" role="alert" title={t('vmDownloadFailed')} withCloseButton closeButtonLabel={t('close')} onClose={() => download.reset()}>
          {failureText(downloadFailure)}
        </Alert>
      )}
    </Stack>
  );
}
