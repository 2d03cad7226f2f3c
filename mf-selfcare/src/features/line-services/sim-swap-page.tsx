import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import {
  LINE_SERVICE_ERROR_CODES,
  type CheckIdentitySimSwapResponse,
  type Language,
  type SimLockResponse,
  type SimSwapRequest,
  type SimSwapResponse,
  type SimType,
  type UserLine,
} from '@atlas/contracts';
import { api, toApiError, useErrorText } from '@atlas/runtime';
import { Button, FormAlert, isolateLtr, Stack, Stepper, SuccessPanel } from '@atlas/ui-kit';
import { cinRule, FormField, FormRadioGroup, iccRule, validateWith } from '@atlas/forms';
import { Card } from '../../components/selfcare-page';
import { SERVICES_NS } from '../../i18n/services-translations';
import { OtpStep } from '../../components/otp-step';
import { actConfig, Notice, QueryFallback, ServicePage, useIdempotencyKey, useLineQuery } from './service-page';
import { IdentifiedLine } from './identified-line';

const identitySchema = object({ identityNumber: cinRule() });
const simSchema = object({ icc: iccRule({ requiredMessage: 'iccRequired' }), typeSim: string().oneOf(['sameLine', 'newSim']) });

/** The customer's own SIM lock: on at once, off with a code (it opens the way to a swap). */
function SimLock({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const [query, reload, replace] = useLineQuery<SimLockResponse>(`/api/ms-service/v1/sim-lock?mdn=${line.mdn}`);
  const [key, renewKey] = useIdempotencyKey();
  const [unlocking, setUnlocking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (query.status !== 'ready') return <QueryFallback query={query} retry={reload} />;
  const { locked } = query.data;

  const put = async (next: boolean, otpToken?: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.put<SimLockResponse>(
        '/api/ms-service/v1/sim-lock',
        { mdn: line.mdn, locked: next, ...(otpToken ? { otpToken } : {}) },
        actConfig(key),
      );
      renewKey();
      replace(answer);
    } catch (error) {
      setFailure(toApiError(error).code);
    } finally {
      setBusy(false);
      setUnlocking(false);
    }
  };

  return (
    <Card aria-labelledby="sim-lock" data-sim-lock={locked ? 'on' : 'off'}>
      <Stack>
        <h2 id="sim-lock">{t('simSwap.lockTitle')}</h2>
        <Notice $tone={locked ? 'success' : 'info'}>{t(locked ? 'simSwap.lockOn' : 'simSwap.lockOff')}</Notice>
        {unlocking ? (
          <>
            <p>{t('simSwap.unlockCode')}</p>
            <OtpStep mdn={line.mdn} purpose="sim-lock" language={language} onVerified={(token) => void put(false, token)} />
          </>
        ) : (
          <Button variant="secondary" loading={busy} onClick={() => (locked ? setUnlocking(true) : void put(true))}>
            {t(locked ? 'simSwap.unlock' : 'simSwap.lock')}
          </Button>
        )}
        {failure && <FormAlert role="alert">{errorText(failure)}</FormAlert>}
      </Stack>
    </Card>
  );
}

type Step =
  | { kind: 'identity' }
  | { kind: 'sim'; identityToken: string }
  | { kind: 'code'; identityToken: string; icc: string; typeSim: SimType }
  | { kind: 'done'; result: SimSwapResponse };

function SimSwap({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ kind: 'identity' });
  const [failure, setFailure] = useState<string | null>(null);
  const [key, renewKey] = useIdempotencyKey();
  const heading = useRef<HTMLDivElement>(null);
  const steps = [t('simSwap.stepIdentity'), t('simSwap.stepSim'), t('simSwap.stepCode')];
  const current = { identity: 0, sim: 1, code: 2, done: 3 }[step.kind];

  const checkIdentity = async ({ identityNumber }: { identityNumber: string }) => {
    setFailure(null);
    try {
      const { identityToken } = await api.post<CheckIdentitySimSwapResponse>(
        '/api/ms-client/v1/check-identity-sim-swap',
        { mdn: line.mdn, identityNumber: identityNumber.trim() },
        { authorized: true },
      );
      setStep({ kind: 'sim', identityToken });
    } catch (error) {
      setFailure(toApiError(error).code);
    }
  };

  const swap = async (otpToken: string) => {
    if (step.kind !== 'code') return;
    setFailure(null);
    try {
      const body: SimSwapRequest = {
        mdn: line.mdn,
        mdnNewIcc: line.mdn,
        icc: step.icc,
        otpToken,
        identityToken: step.identityToken,
        upgrade4G: true,
        typeSim: step.typeSim,
      };
      const result = await api.post<SimSwapResponse>('/api/ms-service/v1/sim-swap', body, actConfig(key));
      renewKey();
      setStep({ kind: 'done', result });
      requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      const code = toApiError(error).code;
      setFailure(code);
      // A spent identity check needs a new one; any other refusal goes back to the card's number.
      setStep(code === LINE_SERVICE_ERROR_CODES.identityTokenInvalid ? { kind: 'identity' } : { kind: 'sim', identityToken: step.identityToken });
    }
  };

  if (step.kind === 'done') {
    return (
      <SuccessPanel ref={heading} tabIndex={-1} role="status" data-sim-swap-done>
        <h2>{t('simSwap.done', { end: step.result.iccEnd })}</h2>
        <p>{t('simSwap.notified', { sms: isolateLtr(step.result.notified.sms), email: isolateLtr(step.result.notified.email) })}</p>
        <p>{t('simSwap.restartNeeded')}</p>
        <p>{t('common.reference', { reference: step.result.reference })}</p>
      </SuccessPanel>
    );
  }

  return (
    <Card>
      <Stack>
        <Stepper steps={steps} current={current} label={t('simSwap.steps')} />
        {step.kind === 'identity' && (
          <Form
            validate={validateWith(identitySchema)}
            onSubmit={checkIdentity}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t('simSwap.stepIdentity')}>
                <Stack>
                  <FormField name="identityNumber" label={t('simSwap.identityNumber')} hint={t('simSwap.identityHint')} autoComplete="off" required />
                  <Button type="submit" loading={submitting}>
                    {t('simSwap.checkIdentity')}
                  </Button>
                </Stack>
              </form>
            )}
          />
        )}
        {step.kind === 'sim' && (
          <Form
            validate={validateWith(simSchema)}
            initialValues={{ icc: '', typeSim: 'sameLine' }}
            onSubmit={(values: { icc: string; typeSim: SimType }) => (
              setFailure(null),
              setStep({ kind: 'code', identityToken: step.identityToken, icc: values.icc.replace(/\s/g, ''), typeSim: values.typeSim })
            )}
            render={({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t('simSwap.stepSim')}>
                <Stack>
                  <FormRadioGroup
                    name="typeSim"
                    legend={t('simSwap.typeLegend')}
                    options={[
                      { value: 'sameLine', label: t('simSwap.sameLine') },
                      { value: 'newSim', label: t('simSwap.newSim') },
                    ]}
                  />
                  <FormField name="icc" label={t('simSwap.icc')} hint={t('simSwap.iccHint')} inputMode="numeric" autoComplete="off" dir="ltr" required />
                  <p>{t('simSwap.upgrade4G')}</p>
                  <Button type="submit">{t('simSwap.continue')}</Button>
                </Stack>
              </form>
            )}
          />
        )}
        {step.kind === 'code' && (
          <>
            <p>{t('common.confirmCode')}</p>
            <OtpStep mdn={line.mdn} purpose="sim-swap" language={language} onVerified={(token) => void swap(token)} />
          </>
        )}
        {failure && <FormAlert role="alert">{errorText(failure)}</FormAlert>}
      </Stack>
    </Card>
  );
}

/** assistance/swap-sim and services/changement-sim: identity, the new SIM's ICC, a code; the SIM lock beside. */
export function SimSwapPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  return (
    <ServicePage title={t('simSwap.title')} intro={t('simSwap.intro')} language={language}>
      {(line) => (
        <IdentifiedLine line={line}>
          <Stack $gap="lg">
            <SimLock line={line} language={language} />
            <SimSwap line={line} language={language} />
          </Stack>
        </IdentifiedLine>
      )}
    </ServicePage>
  );
}
