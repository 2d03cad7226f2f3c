import { useCallback, useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { object } from 'yup';
import styled from 'styled-components';
import { SELFCARE_ERROR_CODES, type Language } from '@atlas/contracts';
import { localizePath, useAppDispatch, useAppSelector, useErrorText } from '@atlas/runtime';
import { Button, formatCountdown, OtpStep, SiteLink, Stack, useSession } from '@atlas/ui-kit';
import { FormField, requiredText, stripSeparators, usernameRule, validateWith } from '@atlas/forms';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { NumberStep } from '../../components/number-step';
import { passwordCheckPending } from '../../components/password-check';
import { SELFCARE_PATHS } from '../../platform-remote';
import { LinkRequest } from './login-link';
import { sendSignInCode, verifySignInCode } from './login-saga';
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

/**
 * How the customer signs in: the password; a link mailed to the account — the way in strangers can
 * neither slow nor exhaust; or a code sent by SMS to the account's line (the number first, then the
 * code), for who has no access to the email.
 */
type Mode = { kind: 'password' } | { kind: 'link'; username?: string } | { kind: 'number'; mdn?: string } | { kind: 'code'; mdn: string };

/** The username when it is a number (the code's line), not an email. */
const typedNumber = (username: string | undefined) => (username && !username.includes('@') ? stripSeparators(username) : undefined);

/** The code step of the sign-in by SMS: the shared code step on ms-iam's sign-in code, then the session. */
function CodeSignIn({ mdn, language }: { mdn: string; language: Language }) {
  const dispatch = useAppDispatch();
  const send = useCallback(() => sendSignInCode(mdn), [mdn]);
  const verify = useCallback((code: string) => verifySignInCode(mdn, code), [mdn]);
  return (
    <OtpStep
      mdn={mdn}
      language={language}
      sendCode={send}
      verifyCode={verify}
      onVerified={(otpToken) => void dispatch(loginActions.codeSignInRequested({ mdn, otpToken }))}
    />
  );
}

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
  const [mode, setMode] = useState<Mode>({ kind: 'password' });
  useEffect(() => () => void dispatch(loginActions.loginReset()), [dispatch]);
  // A code sign-in refused (its proof spent or expired): the number again, for a new code.
  useEffect(() => {
    if (login?.error && mode.kind === 'code') setMode({ kind: 'number', mdn: mode.mdn });
  }, [login?.error, mode]);

  // A password that no longer meets the rules (checkPasswordType): a new one first.
  if (isSignedIn && profile)
    return <Navigate replace to={passwordCheckPending() ? localizePath(path(`${SELFCARE_PATHS.account}/changement-mdp`), language) : next} />;
  const alert = login?.error && (
    <Alert role="alert">
      {errorText(login.error)}
      {/* Whole minutes, rounded up: a wait of a few seconds reads "1 minute", never "0 minute". */}
      {login.retryAfter ? ` ${t('login.retryIn', { time: formatCountdown(Math.ceil(login.retryAfter / 60) * 60, language) })}` : ''}
    </Alert>
  );
  const toPassword = (
    <Button
      variant="link"
      onClick={() => {
        dispatch(loginActions.loginReset());
        setMode({ kind: 'password' });
      }}
    >
      {t('login.passwordSignIn')}
    </Button>
  );
  if (mode.kind === 'link') {
    return (
      <SelfcarePage title={t('login.title')} intro={t('login.linkIntro')} narrow>
        <Card>
          <Stack>
            <LinkRequest initialUsername={mode.username} />
            {toPassword}
          </Stack>
        </Card>
      </SelfcarePage>
    );
  }
  if (mode.kind !== 'password') {
    return (
      <SelfcarePage title={t('login.title')} intro={t('login.codeIntro')} narrow>
        <Card>
          <Stack>
            {alert}
            {mode.kind === 'number' ? (
              <NumberStep
                kind="mobile"
                initialMdn={mode.mdn}
                onSubmit={(mdn) => {
                  dispatch(loginActions.loginReset());
                  setMode({ kind: 'code', mdn });
                }}
              />
            ) : (
              <CodeSignIn mdn={mode.mdn} language={language} />
            )}
            {toPassword}
          </Stack>
        </Card>
      </SelfcarePage>
    );
  }
  const toCode = (username: string | undefined) => {
    dispatch(loginActions.loginReset());
    setMode({ kind: 'number', mdn: typedNumber(username) });
  };
  const toLink = (username: string | undefined) => {
    dispatch(loginActions.loginReset());
    setMode({ kind: 'link', username: username?.trim() || undefined });
  };
  return (
    <SelfcarePage title={t('login.title')} intro={t('login.intro')} narrow>
      <Card>
        <Form
          validate={validateWith(loginSchema)}
          onSubmit={(values: { username: string; password: string }) => void dispatch(loginActions.loginRequested(values))}
          render={({ handleSubmit, values }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t('login.title')}>
              <Stack>
                {login?.error === SELFCARE_ERROR_CODES.signInSlowed ? (
                  // Slowed by failed passwords (maybe a stranger's): the way in that does not wait.
                  <Alert role="alert">
                    {errorText(login.error)}
                    {login.retryAfter ? ` ${t('login.retryIn', { time: formatCountdown(Math.ceil(login.retryAfter / 60) * 60, language) })}` : ''}{' '}
                    <Button variant="link" onClick={() => toLink((values as { username?: string }).username)}>
                      {t('login.linkSignIn')}
                    </Button>{' '}
                    <Button variant="link" onClick={() => toCode((values as { username?: string }).username)}>
                      {t('login.codeSignIn')}
                    </Button>
                  </Alert>
                ) : (
                  alert
                )}
                <FormField name="username" label={t('login.username')} hint={t('login.usernameHint')} autoComplete="username" inputMode="email" required />
                <FormField name="password" type="password" label={t('login.password')} autoComplete="current-password" required />
                <Button type="submit" fullWidth loading={login?.isLoading}>
                  {t('login.submit')}
                </Button>
                {login?.error !== SELFCARE_ERROR_CODES.signInSlowed && (
                  <>
                    <Button variant="link" onClick={() => toLink((values as { username?: string }).username)}>
                      {t('login.linkSignIn')}
                    </Button>
                    <Button variant="link" onClick={() => toCode((values as { username?: string }).username)}>
                      {t('login.codeSignIn')}
                    </Button>
                  </>
                )}
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
