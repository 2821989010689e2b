import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { signupSchema, USERNAME_PATTERN, type SignupInput } from '@domain/identity/user.schemas';
import { identityQueries } from '../app/identity.queries';
import { useServices } from '../app/services-context';
import { failureOf, savedOf } from '../app/server-state/api-result-query';
import { PlaceSelects, type PlaceValue } from '../common/PlaceSelects';
import { serverFieldErrors, validateWith, type FieldErrors } from '../common/validation';

const EMPTY = { username: '', password: '', confirmPassword: '', firstName: '', lastName: '', email: '', birthDate: '' };

/** Student sign-up with the validation rules of product-spec §5 and a live username check. */
export function SignUpForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const { identity } = useServices();
  const client = useQueryClient();
  // A new account changes nothing this visitor has cached: they go on to sign in.
  const signUp = useMutation({ mutationFn: (input: SignupInput) => savedOf(identity.signUp(input)) });
  const [values, setValues] = useState(EMPTY);
  const [place, setPlace] = useState<PlaceValue>({ stateId: null, districtId: null, schoolId: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [usernameNote, setUsernameNote] = useState<string | null>(null);

  const set = (field: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.currentTarget.value }));
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);

  const checkUsername = async () => {
    setUsernameNote(null);
    if (!USERNAME_PATTERN.test(values.username)) return;
    const available = await client.fetchQuery(identityQueries.usernameAvailable(identity, values.username)).catch(() => null);
    if (available === null) return;
    if (available) setUsernameNote(t('available'));
    else setErrors((e) => ({ ...e, username: 'usernameInUse' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(signupSchema, { ...values, ...place });
    if (checked.errors) {
      setErrors(checked.errors);
      setSummary(t('fieldsInvalid'));
      return;
    }
    signUp.mutate(checked.data, {
      onSuccess: (saved) => onDone(saved.message),
      onError: (failed) => {
        const failure = failureOf(failed);
        setErrors(serverFieldErrors(failure?.fields ?? []));
        setSummary(failure?.kind === 'offline' ? t('offline') : (failure?.message ?? t('somethingWentWrongAlert')));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('signUpTitle')}>
      <Stack>
        {summary && (
          <Alert color="red" role="alert">
            {summary}
          </Alert>
        )}
        <TextInput
          label={t('username')}
          description={usernameNote ?? t('usernameRule')}
          autoComplete="username"
          value={values.username}
          onChange={set('username')}
          onBlur={checkUsername}
          error={error('username')}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label={t('password')} description={t('passwordRule')} autoComplete="new-password" value={values.password} onChange={set('password')} error={error('password')} required />
          <PasswordInput label={t('confirmPassword')} autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} error={error('confirmPassword')} required />
          <TextInput label={t('firstName')} autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={error('firstName')} required />
          <TextInput label={t('lastName')} autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={error('lastName')} required />
        </SimpleGrid>
        <TextInput label={t('email')} type="email" autoComplete="email" value={values.email} onChange={set('email')} error={error('email')} required />
        <TextInput label={t('birthDate')} type="date" value={values.birthDate} onChange={set('birthDate')} error={error('birthDate')} required />
        <PlaceSelects value={place} onChange={setPlace} errors={errors} levels={['state', 'district', 'school']} />
        <Button type="submit" loading={signUp.isPending}>
          {t('signUpButton')}
        </Button>
      </Stack>
    </form>
  );
}
