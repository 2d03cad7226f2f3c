import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { busEvents, PERSON_NAME_MAX_LENGTH, type Language, type SessionTokensResponse, type SignUpRequest } from '@atlas/contracts';
import { api, localizePath, toApiError, useAppDispatch, useErrorText } from '@atlas/runtime';
import { Button, SiteLink, Stack, Stepper } from '@atlas/ui-kit';
import { emailRule, FormField, newPasswordSchema, requiredField, TermsCheckbox, termsRule, validateWith } from '@atlas/forms';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { tooLong } from '../../components/too-long';
import { OtpStep } from '../../components/otp-step';
import { NumberStep, type LineKindChoice } from '../../components/number-step';

export const signUpDetailsSchema = newPasswordSchema.shape({
  firstName: requiredField('firstName').max(PERSON_NAME_MAX_LENGTH, tooLong(PERSON_NAME_MAX_LENGTH)),
  lastName: requiredField('lastName').max(PERSON_NAME_MAX_LENGTH, tooLong(PERSON_NAME_MAX_LENGTH)),
  email: emailRule(),
  termsAccepted: termsRule(),
});

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  a {
    display: block;
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.lg};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary.main};
  }
  strong {
    display: block;
    margin-bottom: 4px;
    color: ${({ theme }) => theme.colors.primary.main};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** inscription: which kind of line the account starts with. */
export function SignUpChoice() {
  const { t } = useTranslation(SELFCARE_NS);
  const path = useSelfcarePath();
  return (
    <SelfcarePage title={t('signUp.title')} intro={t('signUp.choose')} back={SELFCARE_PATHS.login} narrow>
      <Choices>
        <SiteLink to={path(`${SELFCARE_PATHS.signUp}/mobile`)}>
          <strong>{t('signUp.mobile')}</strong>
          {t('signUp.mobileText')}
        </SiteLink>
        <SiteLink to={path(`${SELFCARE_PATHS.signUp}/home`)}>
          <strong>{t('signUp.home')}</strong>
          {t('signUp.homeText')}
        </SiteLink>
      </Choices>
    </SelfcarePage>
  );
}

type Step = { kind: 'number' } | { kind: 'otp'; mdn: string } | { kind: 'details'; mdn: string; otpToken: string };
type Details = Omit<SignUpRequest, 'kind' | 'mdn' | 'otpToken' | 'termsAccepted'> & { passwordConfirmation: string; termsAccepted?: boolean };

/** inscription/mobile and inscription/home: number, code, then the account's details. */
export function SignUpFlow({ kind, language }: { kind: LineKindChoice; language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const [step, setStep] = useState<Step>({ kind: 'number' });
  const [done, setDone] = useState(false);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const path = useSelfcarePath();
  const navigate = useNavigate();
  const steps = [t('signUp.stepNumber'), t('signUp.stepCode'), t('signUp.stepDetails')];
  const current = step.kind === 'number' ? 0 : step.kind === 'otp' ? 1 : 2;

  if (done) return <Navigate replace to={localizePath(path(SELFCARE_PATHS.dashboard), language)} />;
  const submit = async (values: Details) => {
    if (step.kind !== 'details') return undefined;
    try {
      const body: SignUpRequest = {
        kind,
        mdn: step.mdn,
        otpToken: step.otpToken,
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        termsAccepted: true,
      };
      const tokens = await api.post<SessionTokensResponse>('/api/ms-iam/v1/signup', body, { anonymous: true, skipAuthRefresh: true });
      dispatch(busEvents.sessionTokensIssued(tokens));
      setDone(true);
      return undefined;
    } catch (error) {
      const code = toApiError(error).code;
      // An expired proof sends the customer back to confirm the number again.
      if (code === 'iam-otp-token-invalid') setStep({ kind: 'otp', mdn: step.mdn });
      return code === 'client-email-taken' ? { email: errorText(code) } : { [FORM_ERROR]: errorText(code) };
    }
  };

  return (
    <SelfcarePage title={t(kind === 'mobile' ? 'signUp.mobileTitle' : 'signUp.homeTitle')} back={SELFCARE_PATHS.signUp} narrow>
      <Card>
        <Stack>
          <Stepper steps={steps} current={current} label={t('signUp.steps')} />
          {step.kind === 'number' && <NumberStep kind={kind} onSubmit={(mdn) => setStep({ kind: 'otp', mdn })} />}
          {step.kind === 'otp' && (
            <>
              <OtpStep mdn={step.mdn} purpose="signup" language={language} onVerified={(otpToken) => setStep({ kind: 'details', mdn: step.mdn, otpToken })} />
              <Button variant="link" onClick={() => setStep({ kind: 'number' })}>
                {t('otp.changeNumber')}
              </Button>
            </>
          )}
          {step.kind === 'details' && (
            <Form
              validate={validateWith(signUpDetailsSchema)}
              onSubmit={submit}
              render={({ handleSubmit, submitting, submitError }) => (
                <form onSubmit={handleSubmit} noValidate aria-label={t('signUp.stepDetails')}>
                  <Stack>
                    {submitError && <p role="alert">{submitError}</p>}
                    <FormField name="firstName" label={t('fields.firstName')} autoComplete="given-name" required />
                    <FormField name="lastName" label={t('fields.lastName')} autoComplete="family-name" required />
                    <FormField name="email" type="email" label={t('fields.email')} autoComplete="email" required />
                    <FormField
                      name="password"
                      type="password"
                      label={t('fields.newPassword')}
                      hint={t('fields.passwordHint')}
                      autoComplete="new-password"
                      required
                    />
                    <FormField name="passwordConfirmation" type="password" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
                    <TermsCheckbox text={t('signUp.terms')} linkText={t('signUp.termsLink')} />
                    <Button type="submit" loading={submitting}>
                      {t('signUp.submit')}
                    </Button>
                  </Stack>
                </form>
              )}
            />
          )}
          {step.kind === 'number' && (
            <Button variant="link" onClick={() => void navigate(localizePath(path(SELFCARE_PATHS.login), language))}>
              {t('signUp.haveAccount')}
            </Button>
          )}
        </Stack>
      </Card>
    </SelfcarePage>
  );
}
