import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Language, type ResetPasswordRequest } from '@atlas/contracts';
import { api, localizePath, toApiError, useErrorText } from '@atlas/runtime';
import { Button, showToast, Stack, Stepper } from '@atlas/ui-kit';
import { FormField, newPasswordSchema, validateWith } from '@atlas/forms';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { OtpStep } from '../../components/otp-step';
import { NumberStep } from '../../components/number-step';

type Step = { kind: 'number' } | { kind: 'otp'; mdn: string } | { kind: 'password'; mdn: string; otpToken: string };

/** recuperation-mdp: the number, its code, a new password and its confirmation, then sign-in. */
export function PasswordRecoveryPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const [step, setStep] = useState<Step>({ kind: 'number' });
  const errorText = useErrorText();
  const path = useSelfcarePath();
  const navigate = useNavigate();
  const current = step.kind === 'number' ? 0 : step.kind === 'otp' ? 1 : 2;

  const submit = async (values: { password: string }) => {
    if (step.kind !== 'password') return undefined;
    try {
      const body: ResetPasswordRequest = { mdn: step.mdn, otpToken: step.otpToken, password: values.password };
      await api.post('/api/ms-iam/v1/reset-password', body, { anonymous: true, skipAuthRefresh: true });
      showToast({ kind: 'success', text: t('recovery.done') });
      void navigate(localizePath(path(SELFCARE_PATHS.login), language), { replace: true });
      return undefined;
    } catch (error) {
      const code = toApiError(error).code;
      if (code === 'iam-otp-token-invalid') setStep({ kind: 'otp', mdn: step.mdn });
      return { [FORM_ERROR]: errorText(code) };
    }
  };

  return (
    <SelfcarePage title={t('recovery.title')} intro={t('recovery.intro')} back={SELFCARE_PATHS.login} narrow>
      <Card>
        <Stack>
          <Stepper steps={[t('signUp.stepNumber'), t('signUp.stepCode'), t('recovery.stepPassword')]} current={current} label={t('signUp.steps')} />
          {step.kind === 'number' && <NumberStep kind="mobile" onSubmit={(mdn) => setStep({ kind: 'otp', mdn })} />}
          {step.kind === 'otp' && (
            <OtpStep
              mdn={step.mdn}
              purpose="password-recovery"
              language={language}
              onVerified={(otpToken) => setStep({ kind: 'password', mdn: step.mdn, otpToken })}
            />
          )}
          {step.kind === 'password' && (
            <Form
              validate={validateWith(newPasswordSchema)}
              onSubmit={submit}
              render={({ handleSubmit, submitting, submitError }) => (
                <form onSubmit={handleSubmit} noValidate aria-label={t('recovery.title')}>
                  <Stack>
                    {submitError && <p role="alert">{submitError}</p>}
                    <FormField
                      name="password"
                      type="password"
                      label={t('fields.newPassword')}
                      hint={t('fields.passwordHint')}
                      autoComplete="new-password"
                      required
                    />
                    <FormField name="passwordConfirmation" type="password" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
                    <Button type="submit" loading={submitting}>
                      {t('recovery.submit')}
                    </Button>
                  </Stack>
                </form>
              )}
            />
          )}
        </Stack>
      </Card>
    </SelfcarePage>
  );
}
