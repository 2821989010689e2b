import { registerLocaleBundle } from '../i18n/bundle-registry';
import { auth } from '../i18n/locales/auth';
import { useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { ResetPasswordForm } from './ResetPasswordForm';

registerLocaleBundle(auth);

/** /newpassword?token=…: the page the reset e-mail links to. */
export default function NewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  return (
    <AuthCard title={t('resetTitle')}>
      {done ? (
        <Alert color="green" role="status">
          {done}
        </Alert>
      ) : (
        <ResetPasswordForm initialToken={params.get('token') ?? ''} onDone={setDone} />
      )}
      <Anchor component={Link} to="/signin">
        {t('backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
