import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignedIn } from '@application/use-cases/session.service';
import { ssoRegistrationSchema, type SsoRegistrationInput } from '@domain/sso/sso.schemas';
import type { SsoProviderProfile } from '@domain/sso/sso.responses';
import { failureOf, savedOf } from '../app/server-state/api-result-query';
import { useServices } from '../app/services-context';
import { serverFieldErrors, validateWith, type FieldErrors } from '../common/validation';

/**
 * A first single sign-on's profile: names start from the provider's, the e-mail is the provider's
 * (shown, not editable), and the birth date follows the SSO rule of §5 (18 to 100).
 */
export function SsoRegisterForm({ ticket, provided, onSignedIn }: { ticket: string; provided: SsoProviderProfile; onSignedIn: (signedIn: SignedIn) => void }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const register = useMutation({ mutationFn: (input: SsoRegistrationInput) => savedOf(session.ssoRegister(input)) });
  const [values, setValues] = useState({ username: '', firstName: provided.firstName ?? '', lastName: provided.lastName ?? '', birthDate: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);

  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    // Read now: the event's target is gone by the time the updater runs.
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(ssoRegistrationSchema, { ...values, ticket });
    if (checked.errors) {
      setErrors(checked.errors);
      setSummary(t('fieldsInvalid'));
      return;
    }
    register.mutate(checked.data, {
      onSuccess: (saved) => onSignedIn(saved.data),
      onError: (failed) => {
        const failure = failureOf(failed);
        setErrors(serverFieldErrors(failure?.fields ?? []));
        setSummary(failure?.kind === 'offline' ? t('offline') : (failure?.message ?? t('somethingWentWrongAlert')));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('ssoTitle')}>
      <Stack>
        {summary && (
          <Alert color="red" role="alert">
            {summary}
          </Alert>
        )}
        {provided.email && <TextInput label={t('ssoEmailFromProvider')} value={provided.email} readOnly />}
        <TextInput label={t('username')} description={t('usernameRule')} autoComplete="username" value={values.username} onChange={set('username')} error={error('username')} required />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('firstName')} autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={error('firstName')} required />
          <TextInput label={t('lastName')} autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={error('lastName')} required />
        </SimpleGrid>
        <TextInput label={t('birthDate')} description={t('ssoAdultsOnly')} type="date" value={values.birthDate} onChange={set('birthDate')} error={error('birthDate')} required />
        <Button type="submit" loading={register.isPending}>
          {t('ssoRegisterButton')}
        </Button>
      </Stack>
    </form>
  );
}
