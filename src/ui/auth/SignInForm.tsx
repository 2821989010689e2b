import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SignInFormProps {
  readonly onSubmit: (credentials: { username: string; password: string }) => Promise<string | null>;
}

/** Username and password; the server's message (invalid or blocked) shows as an alert. */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('invalidCredentials'));
      return;
    }
    setBusy(true);
    setError(await onSubmit({ username: username.trim(), password }));
    setBusy(false);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('signInTitle')}>
      <Stack>
        {error && (
          <Alert color="red" role="alert" data-testid="signin-error">
            {error}
          </Alert>
        )}
        <TextInput label={t('username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.currentTarget.value)} required />
        <PasswordInput label={t('password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} required />
        <Button type="submit" loading={busy}>
          {t('signInButton')}
        </Button>
      </Stack>
    </form>
  );
}
