import { registerLocaleBundle } from '../i18n/bundle-registry';
import { auth } from '../i18n/locales/auth';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';

registerLocaleBundle(auth);

/** /forgot-password */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('forgotTitle')}>
      <ForgotPasswordForm />
      <Anchor component={Link} to="/signin">
        {t('backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
