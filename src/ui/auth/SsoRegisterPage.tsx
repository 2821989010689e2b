import { registerLocaleBundle } from '../i18n/bundle-registry';
import { auth } from '../i18n/locales/auth';
import { useEffect, useRef } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RETURN_URL_PARAM, safeReturnUrl } from '@domain/routing/navigation-guard';
import { RoleId } from '@domain/identity/role';
import type { SignedIn } from '@application/use-cases/session.service';
import { identityQueries } from '../app/identity.queries';
import { failureOf, savedOf } from '../app/server-state/api-result-query';
import { useServices } from '../app/services-context';
import { useLanguage } from '../app/use-language';
import { AuthCard } from './AuthCard';
import { SsoRegisterForm } from './SsoRegisterForm';

registerLocaleBundle(auth);

/**
 * /sso-register: where a single sign-on lands (docs/sso.md). `?signin=` carries a known user's one-time
 * ticket, exchanged at once for their session; `?ticket=` an unknown person's, who completes a profile.
 */
export default function SsoRegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signIn = params.get('signin');
  const ticket = params.get('ticket');
  const returnUrl = safeReturnUrl(params.get(RETURN_URL_PARAM));
  return (
    <AuthCard title={t('ssoTitle')}>
      {signIn ? <TicketSignIn ticket={signIn} returnUrl={returnUrl} /> : ticket ? <Registration ticket={ticket} /> : <Refused message={t('ssoNoTicket')} />}
    </AuthCard>
  );
}

/** Once signed in, the user goes where they were headed, or home; a student's stored languages apply. */
function useLandSignedIn(returnUrl: string | null) {
  const navigate = useNavigate();
  const { learning } = useServices();
  const [, setLanguage] = useLanguage();
  return (signedIn: SignedIn) => {
    if (signedIn.profile.roleId === RoleId.Student) {
      setLanguage(signedIn.textLanguage, { keepOnProfile: false });
      learning.adoptNarrationLanguage(signedIn.audioLanguage);
    }
    navigate(returnUrl ?? signedIn.home, { replace: true });
  };
}

function TicketSignIn({ ticket, returnUrl }: { ticket: string; returnUrl: string | null }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const land = useLandSignedIn(returnUrl);
  const exchange = useMutation({ mutationFn: (value: string) => savedOf(session.ssoSignIn(value)) });
  // The ticket works once: it is spent on the first mount only (StrictMode mounts twice).
  const spent = useRef(false);
  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    exchange.mutate(ticket, { onSuccess: (saved) => land(saved.data) });
  }, [exchange, land, ticket]);

  if (exchange.isError) return <Refused message={messageOf(exchange.error, t('offline'))} />;
  return <Busy label={t('ssoSigningIn')} />;
}

function Registration({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const { identity } = useServices();
  const land = useLandSignedIn(null);
  const profile = useQuery(identityQueries.ssoProviderProfile(identity, ticket));
  // Registering signs the person in, which empties the cache (a new user) and reads the profile again
  // with the spent ticket: the form keeps what it was given, so it stays mounted to finish the landing.
  const loaded = useRef(profile.data);
  if (profile.data) loaded.current = profile.data;
  const provided = loaded.current;
  if (!provided && profile.isError) return <Refused message={messageOf(profile.error, t('offline'))} />;
  if (!provided) return <Busy label={t('ssoLoadingProfile')} />;
  return (
    <Stack>
      <Text>{t('ssoCompleteIntro', { provider: provided.providerName })}</Text>
      <SsoRegisterForm ticket={ticket} provided={provided} onSignedIn={land} />
    </Stack>
  );
}

const messageOf = (error: unknown, offline: string) => {
  const failure = failureOf(error);
  return failure?.kind === 'offline' ? offline : (failure?.message ?? offline);
};

function Busy({ label }: { label: string }) {
  return (
    <Stack align="center" role="status" aria-live="polite">
      <Loader aria-label={label} />
      <Text>{label}</Text>
    </Stack>
  );
}

function Refused({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to="/signin">
        {t('backToSignIn')}
      </Anchor>
    </>
  );
}
