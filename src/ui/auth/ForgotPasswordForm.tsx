import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '@domain/identity/user.schemas';
import { useServices } from '../app/services-context';
import { validateWith } from '../common/validation';

/** Asks for a reset link; the answer is the same whether or not the address is registered. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { auth } = useServices();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(passwordResetRequestSchema, { emailAddress: email });
    if (checked.errors) return setError(t(checked.errors.emailAddress ?? 'invalidEmail'));
    setError(null);
    setBusy(true);
    const result = await auth.requestPasswordReset(checked.data.emailAddress);
    setBusy(false);
    if (result.ok) setSent(result.message);
    else setError(result.kind === 'offline' ? t('offline') : result.message);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('forgotTitle')}>
      <Stack>
        <Text>{t('forgotIntro')}</Text>
        {sent && (
          <Alert color="green" role="status">
            {sent}
          </Alert>
        )}
        <TextInput label={t('email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} required />
        <Button type="submit" loading={busy}>
          {t('forgotButton')}
        </Button>
      </Stack>
    </form>
  );
}
