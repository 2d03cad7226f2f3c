/** The operator's sign-in form (never a customer's account). */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, Page, Stack, TextField } from '@atlas/ui-kit';
import { OperationsError, type OperatorSession, operationsApi } from './operations-api';
import { OPERATIONS_NS } from './i18n/operations';
import { Card } from './operations-layout';

export function SignInForm({ onSignedIn }: { onSignedIn: (session: OperatorSession) => void }) {
  const { t } = useTranslation(OPERATIONS_NS);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { ...(login.trim() ? {} : { login: t('required') }), ...(password ? {} : { password: t('required') }) };
    setErrors(found);
    setRefusal(null);
    if (found.login || found.password) {
      document.getElementById(found.login ? 'operator-login' : 'operator-password')?.focus();
      return;
    }
    setBusy(true);
    try {
      onSignedIn(await operationsApi.signIn(login.trim().toLowerCase(), password));
    } catch (error) {
      const status = error instanceof OperationsError ? error.status : 0;
      setRefusal(status === 401 ? t('badCredentials') : status === 429 ? t('slowed', { seconds: 60 }) : t('failed'));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('signInTitle')} intro={t('signInIntro')} narrow>
      <Card>
        <form onSubmit={submit} noValidate data-operator-sign-in>
          <Stack $gap="md">
            {refusal && <FormAlert role="alert">{refusal}</FormAlert>}
            <TextField
              id="operator-login"
              label={t('login')}
              name="login"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={login}
              error={errors.login}
              onChange={(event) => setLogin(event.target.value)}
            />
            <TextField
              id="operator-password"
              label={t('password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={errors.password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" loading={busy}>
              {t('signIn')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
