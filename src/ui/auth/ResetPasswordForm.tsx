import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema } from '@domain/identity/user.schemas';
import { useServices } from '../app/services-context';
import { failureOf, savedOf } from '../app/server-state/api-result-query';
import { serverFieldErrors, validateWith, type FieldErrors } from '../common/validation';

/** Consumes a reset code (from the e-mail link or pasted) and sets the new password. */
export function ResetPasswordForm({ initialToken = '', onDone }: { initialToken?: string; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const { identity } = useServices();
  const reset = useMutation({ mutationFn: (input: { token: string; password: string; confirmPassword: string }) => savedOf(identity.resetPassword(input)) });
  const [values, setValues] = useState({ token: initialToken, password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.currentTarget.value }));
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(newPasswordSchema, values);
    if (checked.errors) {
      setErrors(checked.errors);
      setSummary(t('fieldsInvalid'));
      return;
    }
    reset.mutate(checked.data, {
      onSuccess: (saved) => onDone(saved.message),
      onError: (failed) => {
        const failure = failureOf(failed);
        setErrors(serverFieldErrors(failure?.fields ?? []));
        setSummary(failure?.kind === 'offline' ? t('offline') : (failure?.message ?? t('somethingWentWrongAlert')));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('resetTitle')}>
      <Stack>
        <Text>{t('resetIntro')}</Text>
        {summary && (
          <Alert color="red" role="alert">
            {summary}
          </Alert>
        )}
        {!initialToken && <TextInput label={t('resetCode')} value={values.token} onChange={set('token')} error={error('token')} required />}
        <PasswordInput label={t('newPassword')} description={t('passwordRule')} autoComplete="new-password" value={values.password} onChange={set('password')} error={error('password')} required />
        <PasswordInput label={t('confirmPassword')} autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} error={error('confirmPassword')} required />
        <Button type="submit" loading={reset.isPending}>
          {t('resetButton')}
        </Button>
      </Stack>
    </form>
  );
}
