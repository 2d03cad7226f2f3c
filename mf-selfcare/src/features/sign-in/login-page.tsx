import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { object } from 'yup';
import styled from 'styled-components';
import { type Language } from '@atlas/contracts';
import { localizePath, useAppDispatch, useAppSelector, useErrorText } from '@atlas/runtime';
import { Button, formatCountdown, SiteLink, Stack, useSession } from '@atlas/ui-kit';
import { FormField, requiredText, usernameRule, validateWith } from '@atlas/forms';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare-translations';
import { SELFCARE_PATHS } from '../../platform-remote';
import { loginActions } from './login-slice';

export const loginSchema = object({ username: usernameRule(), password: requiredText('passwordRequired') });

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.main};
`;

/** Where to go once signed in: the `redirect` of this site, else the dashboard. */
function useAfterSignIn(language: Language): string {
  const [params] = useSearchParams();
  const path = useSelfcarePath();
  const redirect = params.get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : localizePath(path(SELFCARE_PATHS.dashboard), language);
}

export function LoginPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const dispatch = useAppDispatch();
  const login = useAppSelector((state) => state.login);
  const { isSignedIn, profile } = useSession();
  const errorText = useErrorText();
  const path = useSelfcarePath();
  const next = useAfterSignIn(language);
  useEffect(() => () => void dispatch(loginActions.loginReset()), [dispatch]);

  if (isSignedIn && profile) return <Navigate replace to={next} />;
  return (
    <SelfcarePage title={t('login.title')} intro={t('login.intro')} narrow>
      <Card>
        <Form
          validate={validateWith(loginSchema)}
          onSubmit={(values: { username: string; password: string }) => void dispatch(loginActions.loginRequested(values))}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
              <Stack>
                {login?.error && (
                  <Alert role="alert">
                    {errorText(login.error)}
                    {login.retryAfter ? ` ${t('login.retryIn', { time: formatCountdown(login.retryAfter, language) })}` : ''}
                  </Alert>
                )}
                <FormField name="username" label={t('login.username')} hint={t('login.usernameHint')} autoComplete="username" inputMode="email" required />
                <FormField name="password" type="password" label={t('login.password')} autoComplete="current-password" required />
                <Button type="submit" fullWidth loading={login?.isLoading}>
                  {t('login.submit')}
                </Button>
                <Links>
                  <SiteLink to={path(SELFCARE_PATHS.passwordRecovery)}>{t('login.forgotPassword')}</SiteLink>
                  <SiteLink to={path(SELFCARE_PATHS.signUp)}>{t('login.createAccount')}</SiteLink>
                </Links>
              </Stack>
            </form>
          )}
        />
      </Card>
    </SelfcarePage>
  );
}
