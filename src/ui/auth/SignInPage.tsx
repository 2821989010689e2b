import { registerLocaleBundle } from '../i18n/bundle-registry';
import { auth } from '../i18n/locales/auth';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { homeOf, RETURN_URL_PARAM, safeReturnUrl } from '@domain/routing/navigation-guard';
import { RoleId } from '@domain/identity/role';
import type { Language } from '@domain/shared/constants';
import { useServices, useSession } from '../app/services-context';
import { useLanguage } from '../app/use-language';
import { PartLoader } from '../common/PartLoader';
import { AuthCard } from './AuthCard';
import { SignInForm } from './SignInForm';
import { SsoSignInOptions } from './SsoSignInOptions';

registerLocaleBundle(auth);

// The other three forms load when chosen: with their schemas (zod) and the sign-up's place selects they
// would be most of the sign-in screen's first bytes, and the sign-in form needs none of it.
const SignUpForm = lazy(() => import('./SignUpForm').then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })));
const ResetPasswordForm = lazy(() => import('./ResetPasswordForm').then((m) => ({ default: m.ResetPasswordForm })));

type Mode = 'signin' | 'signup' | 'forgot' | 'reset';
const TITLES: Record<Mode, string> = { signin: 'signInTitle', signup: 'signUpTitle', forgot: 'forgotTitle', reset: 'resetTitle' };

/** /signin: the sign-in, sign-up, forgot and reset forms (product-spec §2). */
export default function SignInPage() {
  const { t } = useTranslation();
  const { session, learning } = useServices();
  const [language, setLanguage] = useLanguage();
  const chosenHere = useLanguageChosenWhileShown(language);
  const snapshot = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('signin');
  const [notice, setNotice] = useState<string | null>(null);
  const returnUrl = safeReturnUrl(params.get(RETURN_URL_PARAM));

  if (snapshot.profile && mode === 'signin') return <Navigate to={returnUrl ?? homeOf(snapshot.profile.roleId)} replace />;

  const ended = snapshot.endedBecause === 'idle' ? 'sessionEndedIdle' : snapshot.endedBecause === 'unauthorized' ? 'sessionEndedUnauthorized' : null;
  const done = (message: string) => {
    setNotice(message);
    setMode('signin');
  };
  const link = (target: Mode, label: string) => (
    <Anchor component="button" type="button" onClick={() => { setNotice(null); setMode(target); }}>
      {t(label)}
    </Anchor>
  );

  return (
    <AuthCard title={t(TITLES[mode])}>
      {mode === 'signin' && <Text>{t('signInIntro')}</Text>}
      {ended && mode === 'signin' && !notice && (
        <Alert color="yellow" role="status">
          {t(ended)}
        </Alert>
      )}
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      {mode === 'signin' && (
        <SignInForm
          onSubmit={async (credentials) => {
            const result = await session.signIn(credentials);
            if (result.ok) {
              // A student's reading and narration languages follow them from sign-in to sign-in, except
              // that a language just chosen on this page wins and becomes their stored one.
              if (result.data.profile.roleId === RoleId.Student) {
                const chosen = chosenHere.current;
                if (chosen) setLanguage(chosen);
                else setLanguage(result.data.textLanguage, { keepOnProfile: false });
                learning.adoptNarrationLanguage(result.data.audioLanguage);
              }
              navigate(returnUrl ?? result.data.home, { replace: true });
              return null;
            }
            return result.kind === 'offline' ? t('offline') : result.message;
          }}
        />
      )}
      {mode === 'signin' && <SsoSignInOptions returnUrl={returnUrl} failure={params.get('sso') === 'failed' ? params.get('reason') ?? '' : null} />}
      <Suspense fallback={<PartLoader />}>
        {mode === 'signup' && <SignUpForm onDone={done} />}
        {mode === 'forgot' && <ForgotPasswordForm />}
        {mode === 'reset' && <ResetPasswordForm onDone={done} />}
      </Suspense>
      <Group gap="lg" mt="sm">
        {mode !== 'signin' && link('signin', 'backToSignIn')}
        {mode === 'signin' && link('forgot', 'forgotLink')}
        {mode === 'signin' && link('signup', 'signupLink')}
        {mode === 'signin' && link('reset', 'resetLink')}
      </Group>
    </AuthCard>
  );
}

/** The language the person switched to while the page was shown (the header's switch), if they did. */
function useLanguageChosenWhileShown(language: Language) {
  const shown = useRef(language);
  const chosen = useRef<Language | null>(null);
  useEffect(() => {
    if (language === shown.current) return;
    shown.current = language;
    chosen.current = language;
  }, [language]);
  return chosen;
}
