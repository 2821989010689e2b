import { registerLocaleBundle } from '../i18n/bundle-registry';
import { auth } from '../i18n/locales/auth';
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

registerLocaleBundle(auth);

/** /sso-register: single sign-on is configured in a later issue; until then the page says so. */
export default function SsoRegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('ssoTitle')}>
      <Alert color="blue" role="status">
        {t('ssoNotConfigured')}
      </Alert>
      <Anchor component={Link} to="/signin">
        {t('backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
