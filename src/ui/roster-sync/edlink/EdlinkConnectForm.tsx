import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, PasswordInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { placeQueries } from '../../common/places.queries';
import { useFailureText } from '../../common/use-failure-text';
import { useNotifyResult } from '../../common/use-notify';
import { useConnectDistrict } from './edlink.queries';

/**
 * Connects a district to its Edlink integration (product-spec §3: integrationId, integrationName). The
 * token field is write-only: the server keeps it and never sends it back, so the form clears it.
 */
export function EdlinkConnectForm() {
  const { t } = useTranslation();
  const { places } = useServices();
  const failureText = useFailureText();
  const notify = useNotifyResult();
  const titleId = useId();
  const states = useQuery(placeQueries.states(places));
  const [stateId, setStateId] = useState<number | null>(null);
  const chosenState = stateId ?? states.data?.[0]?.id ?? null;
  const districts = useQuery({ ...placeQueries.districts(places, chosenState), enabled: chosenState !== null });
  const [districtId, setDistrictId] = useState<string | null>(null);
  const [integrationId, setIntegrationId] = useState('');
  const [integrationName, setIntegrationName] = useState('');
  const [accessToken, setAccessToken] = useState('');
  const connect = useConnectDistrict();
  const refusal = failureOf(connect.error);
  const fieldError = (field: string) => refusal?.fields.find((f) => f.field === field)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!districtId) return;
    connect.mutate(
      { districtId: Number(districtId), integrationId, integrationName, accessToken },
      {
        onSuccess: (saved) => {
          notify({ ok: true, data: null, message: saved.message });
          setIntegrationId('');
          setIntegrationName('');
          setAccessToken('');
        },
      },
    );
  };
  return (
    <form aria-labelledby={titleId} onSubmit={submit}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {t('elConnectTitle')}
        </Title>
        <Group align="flex-start" gap="md">
          <Select
            label={t('rsState')}
            data={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={chosenState === null ? null : String(chosenState)}
            onChange={(value) => {
              if (!value) return;
              setStateId(Number(value));
              setDistrictId(null);
            }}
            allowDeselect={false}
            maw={220}
          />
          <Select
            label={t('elDistrict')}
            required
            data={(districts.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            value={districtId}
            onChange={setDistrictId}
            error={fieldError('districtId')}
            maw={280}
          />
          <TextInput label={t('elIntegrationId')} required value={integrationId} onChange={(e) => setIntegrationId(e.currentTarget.value)} error={fieldError('integrationId')} maw={240} />
          <TextInput label={t('elIntegrationName')} required value={integrationName} onChange={(e) => setIntegrationName(e.currentTarget.value)} error={fieldError('integrationName')} maw={240} />
          <PasswordInput
            label={t('elToken')}
            description={t('elTokenHint')}
            autoComplete="off"
            value={accessToken}
            onChange={(e) => setAccessToken(e.currentTarget.value)}
            error={fieldError('accessToken')}
            maw={260}
          />
        </Group>
        <Group>
          <Button type="submit" loading={connect.isPending} disabled={!districtId}>
            {t('elConnect')}
          </Button>
        </Group>
        {refusal && refusal.kind !== 'unauthorized' && (
          <Alert color="red" role="alert" title={t('elRefused')} withCloseButton closeButtonLabel={t('close')} onClose={() => connect.reset()}>
            {failureText(refusal)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
