import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

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
