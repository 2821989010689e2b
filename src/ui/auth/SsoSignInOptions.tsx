import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SSO_FAILURE_REASONS, type SsoFailureReason } from '@domain/sso/sso-failure-reasons';
import { identityQueries } from '../app/identity.queries';
import { useServices } from '../app/services-context';

/** Where the browser starts a single sign-on: a server route that redirects to the provider. */
export const ssoStartUrl = (providerId: string, returnUrl: string | null) =>
  `/api/sso/start/${encodeURIComponent(providerId)}${returnUrl ? `?returnTo=${encodeURIComponent(returnUrl)}` : ''}`;

/**
 * The sign-in page's single-sign-on part: why the last one failed (`?sso=failed&reason=`), and a
 * "Sign in with {{name}}" link per configured provider.
 */
export function SsoSignInOptions({ returnUrl, failure }: { returnUrl: string | null; failure: string | null }) {
  const { t } = useTranslation();
  const { identity } = useServices();
  // The providers come with client-config, which the app has loaded already: no call of its own.
  const providers = useQuery(identityQueries.clientSettings(identity)).data?.ssoProviders ?? [];
  const reason = SSO_FAILURE_REASONS.find((r): r is SsoFailureReason => r === failure);

  return (
    <Stack gap="sm">
      {failure !== null && (
        <Alert color="red" role="alert" title={t('ssoFailed')}>
          {reason ? t(`ssoFailed_${reason}`) : null}
        </Alert>
      )}
      {providers.length > 0 && <Divider label={t('ssoOr')} labelPosition="center" />}
      {providers.map((provider) => (
        <Button key={provider.id} component="a" href={ssoStartUrl(provider.id, returnUrl)} variant="default">
          {t('ssoSignInWith', { name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
