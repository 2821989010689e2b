import { useId, useRef } from 'react';
import { Alert, Button, FileButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';
import { useNotifyResult } from '../common/use-notify';
import { useDownloadStandards, useUploadStandards } from './soa-standards.queries';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The state's workbooks: the template and this state's list to download, and an upload the server
 * saves whole or not at all; a refusal lists every row to correct with the server's message.
 */
export function StandardsWorkbooks({ stateId }: { readonly stateId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const reset = useRef<() => void>(null);
  const failureText = useFailureText();
  const notify = useNotifyResult();
  const download = useDownloadStandards();
  const upload = useUploadStandards();
  const refusal = failureOf(upload.error);
  const downloadFailure = failureOf(download.error);

  const send = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { stateId, file },
      { onSuccess: (saved) => notify({ ok: true, data: null, message: saved.message }), onSettled: () => reset.current?.() },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('soaFilesTitle')}
      </Title>
      <Group gap="sm">
        <Button variant="default" onClick={() => download.mutate({ kind: 'template' })} loading={download.isPending && download.variables?.kind === 'template'}>
          {t('soaDownloadTemplate')}
        </Button>
        <Button variant="default" onClick={() => download.mutate({ kind: 'list', stateId })} loading={download.isPending && download.variables?.kind === 'list'}>
          {t('soaDownloadList')}
        </Button>
        <FileButton resetRef={reset} accept={XLSX} onChange={send} disabled={upload.isPending}>
          {(props) => (
            <Button {...props} aria-describedby={hintId} loading={upload.isPending}>
              {t('soaUpload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" id={hintId}>
        {t('soaUploadHint')}
      </Text>
      <Text size="sm" role="status">
        {upload.isPending ? t('soaUploading', { file: upload.variables.file.name }) : ''}
      </Text>
      {refusal && refusal.kind !== 'unauthorized' && (
        <Alert color="red" role="alert" title={t('soaUploadRefused')} withCloseButton closeButtonLabel={t('close')} onClose={() => upload.reset()}>
          <Text size="sm">{failureText(refusal)}</Text>
          {refusal.fields.length > 0 && (
            <List size="sm" mt="xs" aria-label={t('soaRowsTitle')}>
              {refusal.fields.map((f) => (
                <List.Item key={`${f.field}:${f.message}`}>
                  {f.field}: {f.message}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {downloadFailure && downloadFailure.kind !== 'unauthorized' && (
        <Alert color="red" role="alert" title={t('soaDownloadFailed')} withCloseButton closeButtonLabel={t('close')} onClose={() => download.reset()}>
          {failureText(downloadFailure)}
        </Alert>
      )}
    </Stack>
  );
}
