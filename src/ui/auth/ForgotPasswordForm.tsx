import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '@domain/identity/user.schemas';
import { useServices } from '../app/services-context';
import { failureOf, savedOf } from '../app/server-state/api-result-query';
import { validateWith } from '../common/validation';

/** Asks for a reset link; the answer is the same whether or not the address is registered. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { identity } = useServices();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // Nothing cached changes: the e-mail goes out, the screen says so.
  const request = useMutation({ mutationFn: (emailAddress: string) => savedOf(identity.requestPasswordReset(emailAddress)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(passwordResetRequestSchema, { emailAddress: email });
    if (checked.errors) return setError(t(checked.errors.emailAddress ?? 'invalidEmail'));
    setError(null);
    request.mutate(checked.data.emailAddress, {
      onSuccess: (saved) => setSent(saved.message),
      onError: (failed) => {
        const failure = failureOf(failed);
        setError(failure?.kind === 'offline' ? t('offline') : (failure?.message ?? t('somethingWentWrongAlert')));
      },
    });
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
        <Button type="submit" loading={request.isPending}>
          {t('forgotButton')}
        </Button>
      </Stack>
    </form>
  );
}
