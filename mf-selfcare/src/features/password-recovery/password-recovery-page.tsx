import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Language } from '@atlas/contracts';
import { errorCodeOf, localizePath, useErrorText } from '@atlas/runtime';
import { Button, showToast, Stack, Stepper } from '@atlas/ui-kit';
import { FormField, newPasswordSchema, validateWith } from '@atlas/forms';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { OtpStep } from '../../components/otp-step';
import { NumberStep } from '../../components/number-step';
import { useResetPasswordMutation } from './reset-password';

type Step = { kind: 'number' } | { kind: 'otp'; mdn: string } | { kind: 'password'; mdn: string; otpToken: string };

/** recuperation-mdp: the number, its code, a new password and its confirmation, then sign-in. */
export function PasswordRecoveryPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const [step, setStep] = useState<Step>({ kind: 'number' });
  const errorText = useErrorText();
  const path = useSelfcarePath();
  const navigate = useNavigate();
  const [resetPassword, resetting] = useResetPasswordMutation();
  const current = step.kind === 'number' ? 0 : step.kind === 'otp' ? 1 : 2;

  const submit = async (values: { password: string }) => {
    if (step.kind !== 'password') return;
    const answer = await resetPassword({ mdn: step.mdn, otpToken: step.otpToken, password: values.password });
    if ('error' in answer) {
      // A code whose token expired is asked again (the form, and its error, leave the screen);
      // any other refusal is shown in the form.
      if (errorCodeOf(answer.error) === 'iam-otp-token-invalid') {
        resetting.reset();
        setStep({ kind: 'otp', mdn: step.mdn });
      }
      return;
    }
    showToast({ kind: 'success', text: t('recovery.done') });
    void navigate(localizePath(path(SELFCARE_PATHS.login), language), { replace: true });
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
              render={({ handleSubmit }) => (
                <form onSubmit={handleSubmit} noValidate aria-label={t('recovery.title')}>
                  <Stack>
                    {resetting.error !== undefined && <p role="alert">{errorText(errorCodeOf(resetting.error))}</p>}
                    <FormField
                      name="password"
                      type="password"
                      label={t('fields.newPassword')}
                      hint={t('fields.passwordHint')}
                      autoComplete="new-password"
                      required
                    />
                    <FormField name="passwordConfirmation" type="password" label={t('fields.passwordConfirmation')} autoComplete="new-password" required />
                    <Button type="submit" loading={resetting.isLoading}>
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
