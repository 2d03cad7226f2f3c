import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { object } from 'yup';
import styled from 'styled-components';
import { SELFCARE_ERROR_CODES, type Language } from '@atlas/contracts';
import { localizePath, toApiError, useAppDispatch, useAppSelector, useErrorText } from '@atlas/runtime';
import { Button, SiteLink, Stack, useSession } from '@atlas/ui-kit';
import { FormField, usernameRule, validateWith } from '@atlas/forms';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { sendSignInLink } from './login-saga';
import { loginActions } from './login-slice';

const linkSchema = object({ username: usernameRule() });

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.main};
`;

const Sent = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.success.light};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/**
 * Asks for a sign-in link mailed to the account (the number in any form, or the email): the way in
 * strangers cannot exhaust. The answer is the same whether an account matches or not, and says so.
 */
export function LinkRequest({ initialUsername }: { initialUsername?: string }) {
  const { t } = useTranslation(SELFCARE_NS);
  const errorText = useErrorText();
  const [state, setState] = useState<{ sent: boolean; error: string | null }>({ sent: false, error: null });
  return (
    <Form
      initialValues={{ username: initialUsername ?? '' }}
      validate={validateWith(linkSchema)}
      onSubmit={async ({ username }: { username: string }) => {
        try {
          await sendSignInLink(username.trim());
          setState({ sent: true, error: null });
        } catch (error) {
          setState({ sent: false, error: toApiError(error).code });
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('login.linkSignIn')}>
          <Stack>
            {state.error && <Alert role="alert">{errorText(state.error)}</Alert>}
            {state.sent && <Sent role="status">{t('login.linkSent')}</Sent>}
            <FormField name="username" label={t('login.username')} hint={t('login.usernameHint')} autoComplete="username" inputMode="email" required />
            <Button type="submit" fullWidth loading={submitting}>
              {state.sent ? t('login.linkResend') : t('login.linkSend')}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}

/**
 * /espace-client/login/lien#<token>: the page a mailed link opens. The token is the fragment (never
 * sent to a server nor in a Referer); it is taken out of the address at once, posted once, and the
 * session opens through the login saga as the other sign-ins. Refused (expired, used, unknown), the
 * page says so and offers a new link.
 */
export function LoginLinkPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const dispatch = useAppDispatch();
  const login = useAppSelector((state) => state.login);
  const { isSignedIn, profile } = useSession();
  const errorText = useErrorText();
  const path = useSelfcarePath();
  const { hash } = useLocation();
  const token = useRef(hash.replace(/^#/, '')).current;
  const posted = useRef(false);
  useEffect(() => () => void dispatch(loginActions.loginReset()), [dispatch]);
  useEffect(() => {
    if (!token || posted.current) return;
    // Once, even when effects run twice: a second post would find the token spent.
    posted.current = true;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    dispatch(loginActions.linkSignInRequested({ token }));
  }, [dispatch, token]);

  if (isSignedIn && profile) return <Navigate replace to={localizePath(path(SELFCARE_PATHS.dashboard), language)} />;
  const refusal = token ? login?.error : SELFCARE_ERROR_CODES.signInLinkInvalid;
  return (
    <SelfcarePage title={t('login.linkTitle')} intro={refusal ? t('login.linkIntro') : undefined} narrow>
      <Card>
        <Stack>
          {refusal ? (
            <>
              <Alert role="alert">{errorText(refusal)}</Alert>
              <LinkRequest />
            </>
          ) : (
            <p role="status">{t('login.linkSigningIn')}</p>
          )}
          <SiteLink to={path(SELFCARE_PATHS.login)}>{t('login.passwordSignIn')}</SiteLink>
        </Stack>
      </Card>
    </SelfcarePage>
  );
}
