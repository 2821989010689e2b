import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, FileButton, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services-context';
import { failureOf } from '../app/server-state/api-result-query';
import { placeQueries } from '../common/places.queries';
import { useFailureText } from '../common/use-failure-text';
import { useNotifyResult } from '../common/use-notify';
import { useImportRosterFiles } from './roster-sync.queries';

const ZIP = '.zip,application/zip';
const CARRIED = 'carried';

/**
 * Where the files go and the zip itself. The server checks the whole package before it imports
 * anything; a refusal here is about the upload (not a zip, too large, a place that does not fit),
 * what the files get wrong comes back as the job's problem report.
 */
export function RosterImportForm({ onQueued }: { readonly onQueued: (jobId: number) => void }) {
  const { t } = useTranslation();
  const { places } = useServices();
  const hintId = useId();
  const reset = useRef<() => void>(null);
  const failureText = useFailureText();
  const notify = useNotifyResult();
  const states = useQuery(placeQueries.states(places));
  const [chosenState, setChosenState] = useState<number | null>(null);
  const stateId = chosenState ?? states.data?.[0]?.id ?? null;
  const districts = useQuery({ ...placeQueries.districts(places, stateId), enabled: stateId !== null });
  const [district, setDistrict] = useState(CARRIED);
  const upload = useImportRosterFiles();
  const refusal = failureOf(upload.error);

  if (states.isSuccess && states.data.length === 0) return <Text size="sm">{t('rsNoStates')}</Text>;
  const send = (file: File | null) => {
    if (!file || stateId === null) return;
    const target = { stateId, districtId: district === CARRIED ? null : Number(district) };
    upload.mutate(
      { target, file },
      {
        onSuccess: (queued) => {
          notify({ ok: true, data: null, message: queued.message });
          onQueued(queued.data.jobId);
        },
        onSettled: () => reset.current?.(),
      },
    );
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md">
        <Select
          label={t('rsState')}
          data={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={stateId === null ? null : String(stateId)}
          onChange={(value) => {
            if (!value) return;
            setChosenState(Number(value));
            setDistrict(CARRIED);
          }}
          allowDeselect={false}
          maw={280}
        />
        <Select
          label={t('rsDistrict')}
          description={t('rsDistrictHint')}
          data={[{ value: CARRIED, label: t('rsFilesCarryDistricts') }, ...(districts.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))]}
          value={district}
          onChange={(value) => setDistrict(value ?? CARRIED)}
          allowDeselect={false}
          maw={320}
        />
        <FileButton resetRef={reset} accept={ZIP} onChange={send} disabled={upload.isPending || stateId === null}>
          {(props) => (
            <Button {...props} aria-describedby={hintId} loading={upload.isPending}>
              {t('rsUpload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" id={hintId}>
        {t('rsUploadHint')}
      </Text>
      <Text size="sm" role="status">
        {upload.isPending ? t('rsUploading', { file: upload.variables.file.name }) : ''}
      </Text>
      {refusal && refusal.kind !== 'unauthorized' && (
        <Alert color="red" role="alert" title={t('rsRefused')} withCloseButton closeButtonLabel={t('close')} onClose={() => upload.reset()}>
          {failureText(refusal)}
        </Alert>
      )}
    </Stack>
  );
}
