// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SsoProviderSetting } from '@application/sso/sso-provider-settings.port';
import { useServices } from '../app/services-context';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { ManagementSection } from '../management/ManagementSection';
import { SsoProviderFormModal } from './SsoProviderFormModal';
import { ssoProviderQueries, useCheckSsoProvider, useRemoveSsoProvider } from './sso-providers.queries';
import { ssoProvidersLocale } from './sso-providers.locale';

registerLocaleBundle(ssoProvidersLocale);

const searchTexts = (p: SsoProviderSetting) => [p.name, p.slug, p.issuer];

/**
 * The super admin's single-sign-on providers (issue 16; docs/sso.md, "Providers"): the environment's
 * provider, read-only, and the ones kept on the platform, with add, edit (the secret is write-only),
 * remove and a check that the issuer answers.
 */
export function SingleSignOnSection() {
  const { t } = useTranslation();
  const { ssoProviderSettings } = useServices();
  const list = useQuery(ssoProviderQueries.list(ssoProviderSettings));
  const removal = useRemoveSsoProvider();
  const check = useCheckSsoProvider();
  const [checked, setChecked] = useState<SsoProviderSetting | null>(null);

  const runCheck = (provider: SsoProviderSetting) => {
    setChecked(provider);
    check.mutate(provider);
  };

  return (
    <Stack>
      <ManagementSection
        title={t('spTitle')}
        addLabel={t('spAdd')}
        canAdd
        searchHint={t('spSearchHint')}
        searchTexts={searchTexts}
        list={list}
        headers={[t('spColName'), t('spColId'), t('spColKind'), t('spColIssuer'), t('spColStatus'), t('spColActions')]}
        emptyText={t('spNone')}
        minWidth={860}
        cells={(p) => [
          p.name,
          p.slug,
          t(`spKind_${p.kind}`),
          <Text key="issuer" size="sm" style={{ wordBreak: 'break-all' }}>
            {p.issuer}
          </Text>,
          p.source === 'environment' ? (
            <Text key="status" size="sm">
              {t('spFromEnvironment')}
            </Text>
          ) : (
            <Badge key="status" variant="filled" color={p.enabled ? 'teal.9' : 'gray.7'}>
              {t(p.enabled ? 'spEnabled' : 'spDisabled')}
            </Badge>
          ),
        ]}
        label={(p) => p.name}
        writable={(p) => p.source === 'platform'}
        moreActions={(p) => (p.source === 'platform' ? [{ key: 'check', label: t('spCheck'), onClick: () => runCheck(p) }] : [])}
        removal={removal}
        renderForm={(props) => <SsoProviderFormModal {...props} />}
      >
        <Text size="sm" maw={760}>
          {t('spIntro', { redirectUri: `${window.location.origin}/api/sso/callback` })}
        </Text>
        {checked && <CheckResult name={checked.name} pending={check.isPending} reachable={check.data?.reachable ?? null} failed={check.isError} />}
      </ManagementSection>
    </Stack>
  );
}

/** The last check's answer, announced politely (a failure to ask at all is an alert). */
function CheckResult({ name, pending, reachable, failed }: { name: string; pending: boolean; reachable: boolean | null; failed: boolean }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Alert role="alert" color="red" variant="light">
        {t('spCheckFailed')}
      </Alert>
    );
  const text = pending ? t('spChecking', { name }) : reachable ? t('spReachable', { name }) : t('spUnreachable', { name });
  return (
    <Alert role="status" color={pending || reachable ? 'blue' : 'yellow'} variant="light">
      {text}
    </Alert>
  );
}
