import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { object } from 'yup';
import { busEvents, type Language } from '@atlas/contracts';
import { localizePath, toApiError, useAppDispatch, useErrorText } from '@atlas/runtime';
import { Button, SiteLink, Stack } from '@atlas/ui-kit';
import { emailRule, FormField, passwordConfirmationRule, passwordRule, termsRule, TermsCheckbox, ValidatedForm } from '@atlas/forms';
import { IDENTIFICATION_NS } from '../../../i18n/identification';
import { IDENTIFICATION_PATHS as P } from '../../../platform-remote';
import { Failure, FlowPage, Notice } from '../flow-page';
import { finished, useFlow } from '../flow-state';
import { BackToReturnUrl } from './back-to-return-url';
import { useSignUpIdentifiedLineMutation } from './signup';

/** The web account's email and password: the spec's rules (a valid email, 8 characters, the same twice). */
const accountSchema = object({
  email: emailRule(),
  password: passwordRule(),
  confirmation: passwordConfirmationRule('password'),
  termsAccepted: termsRule(),
});

interface AccountValues {
  email: string;
  password: string;
  confirmation: string;
  termsAccepted?: boolean;
}

/** Step 6: the line is identified; a line without a web account creates one; then back or to the dashboard. */
export function CreateStep({ language }: { language: Language }) {
  const { t } = useTranslation(IDENTIFICATION_NS);
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const { state, setState } = useFlow();
  const [signUp, signingUp] = useSignUpIdentifiedLineMutation();
  if (!state?.done && !state?.signupToken) return <Navigate replace to={localizePath(P.start, language)} />;
  const doneText = t(state.done === 'created' ? 'done.created' : 'done.identified');
  if (state.done && state.returnUrl) return <BackToReturnUrl returnUrl={state.returnUrl} language={language} message={doneText} />;
  if (state.done) {
    return (
      <FlowPage step="create" language={language}>
        <Notice $tone="success" role="status">
          {doneText}
        </Notice>
        <SiteLink to={localizePath('/espace-client/dashboard', language)}>{t('done.dashboard')}</SiteLink>
      </FlowPage>
    );
  }
  const signupToken = state.signupToken!;

  const submit = async (values: AccountValues) => {
    const answer = await signUp({
      kind: 'mobile',
      mdn: state.mdn,
      otpToken: signupToken,
      email: values.email.trim(),
      password: values.password,
      firstName: state.identity?.firstName ?? '',
      lastName: state.identity?.lastName ?? '',
      termsAccepted: true,
    });
    if ('error' in answer) return;
    dispatch(busEvents.sessionTokensIssued(answer.data));
    setState(finished(state, 'created'));
  };

  return (
    <FlowPage step="create" language={language}>
      <p>{t('create.intro')}</p>
      <ValidatedForm<AccountValues> schema={accountSchema} onSubmit={submit}>
        <Stack>
          <Failure text={signingUp.error ? errorText(toApiError(signingUp.error).code) : null} />
          <FormField name="email" type="email" label={t('create.email')} autoComplete="email" required dir="ltr" />
          <FormField name="password" type="password" label={t('create.password')} hint={t('create.passwordHint')} autoComplete="new-password" required />
          <FormField name="confirmation" type="password" label={t('create.confirmation')} autoComplete="new-password" required />
          <TermsCheckbox text={t('create.terms')} linkText={t('create.termsLink')} />
          <Button type="submit" loading={signingUp.isLoading}>
            {t('create.submit')}
          </Button>
        </Stack>
      </ValidatedForm>
    </FlowPage>
  );
}
