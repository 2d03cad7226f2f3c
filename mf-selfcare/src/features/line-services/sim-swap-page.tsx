import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { object, string } from 'yup';
import {
  LINE_SERVICE_ERROR_CODES,
  type CheckIdentitySimSwapRequest,
  type CheckIdentitySimSwapResponse,
  type Language,
  type SimLockResponse,
  type SimSwapRequest,
  type SimSwapResponse,
  type SimType,
  type UserLine,
} from '@atlas/contracts';
import type { DocumentReadReturn } from '@atlas/contracts/identification';
import { api, localeFromPath, toApiError, useErrorText } from '@atlas/runtime';
import { Button, FormAlert, isolateLtr, mdnInText, Skeleton, Stack, Stepper, SuccessPanel } from '@atlas/ui-kit';
import { FormField, FormRadioGroup, iccRule, validateWith } from '@atlas/forms';
import { Card } from '../../components/selfcare-page';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { OtpStep } from '../../components/otp-step';
import { actConfig, Notice, QueryFallback, ServicePage, useIdempotencyKey, useLineQuery } from './service-page';
import { IDENTIFICATION_PATH, IdentifiedLine } from './identified-line';

/** mf-identification's pictures step; `purpose=sim-swap` reads the signed-in holder's document and comes back with its token. */
export const DOCUMENT_READING_PATH = `${IDENTIFICATION_PATH}/ocr`;
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
  | { kind: 'checking'; tokenOcr: string }
  | { kind: 'sim'; tokenOcr: string }
  | { kind: 'code'; tokenOcr: string; icc: string; typeSim: SimType }
  | { kind: 'done'; result: SimSwapResponse };

/** The reading mf-identification's document step came back with, if it is this line's for a SIM swap. */
function documentReadOf(state: unknown, mdn: string): string | null {
  const read = (state as Partial<DocumentReadReturn> | null)?.documentRead;
  return read?.purpose === 'sim-swap' && read.mdn === mdn && typeof read.tokenOcr === 'string' ? read.tokenOcr : null;
}

function SimSwap({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  // Back from the document reading: its token, taken from the history entry once (a reload or a back does not resend it).
  const [step, setStep] = useState<Step>(() => {
    const tokenOcr = documentReadOf(location.state, line.mdn);
    return tokenOcr ? { kind: 'checking', tokenOcr } : { kind: 'identity' };
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [key, renewKey] = useIdempotencyKey();
  const heading = useRef<HTMLDivElement>(null);
  const steps = [t('simSwap.stepIdentity'), t('simSwap.stepSim'), t('simSwap.stepCode')];
  const current = { identity: 0, checking: 0, sim: 1, code: 2, done: 3 }[step.kind];
  const back = localeFromPath(location.pathname).rest;
  const checking = step.kind === 'checking' ? step.tokenOcr : null;

  useEffect(() => {
    if (!checking) return;
    if (location.state) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    let live = true;
    const body: CheckIdentitySimSwapRequest = { mdn: line.mdn, tokenOcr: checking };
    api.post<CheckIdentitySimSwapResponse>('/api/ms-client/v1/check-identity-sim-swap', body, { authorized: true }).then(
      () => live && setStep({ kind: 'sim', tokenOcr: checking }),
      (error: unknown) => {
        if (!live) return;
        setFailure(toApiError(error).code);
        setStep({ kind: 'identity' });
      },
    );
    return () => {
      live = false;
    };
    // The check runs once per reading; the history entry is cleared as it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checking, line.mdn]);

  const swap = async (otpToken: string) => {
    if (step.kind !== 'code') return;
    setFailure(null);
    try {
      const body: SimSwapRequest = {
        mdn: line.mdn,
        mdnNewIcc: line.mdn,
        icc: step.icc,
        otpToken,
        tokenOcr: step.tokenOcr,
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
      // A reading spent, expired or not the holder's needs a new one; any other refusal goes back to the card's number.
      const readAgain = [
        LINE_SERVICE_ERROR_CODES.identityTokenInvalid,
        LINE_SERVICE_ERROR_CODES.identityMismatch,
        LINE_SERVICE_ERROR_CODES.identityDocumentUnconfirmed,
      ] as string[];
      setStep(readAgain.includes(code) ? { kind: 'identity' } : { kind: 'sim', tokenOcr: step.tokenOcr });
    }
  };

  if (step.kind === 'done') {
    return (
      <SuccessPanel ref={heading} tabIndex={-1} role="status" data-sim-swap-done>
        <h2>{t('simSwap.done', { end: step.result.iccEnd })}</h2>
        <p>{t('simSwap.notified', { sms: mdnInText(step.result.notified.sms), email: isolateLtr(step.result.notified.email) })}</p>
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
          <Stack aria-label={t('simSwap.stepIdentity')} role="group" data-sim-swap-identity>
            <p>{t('simSwap.documentIntro')}</p>
            <Button to={`${DOCUMENT_READING_PATH}?purpose=sim-swap&returnUrl=${encodeURIComponent(back)}`}>{t('simSwap.readDocument')}</Button>
          </Stack>
        )}
        {step.kind === 'checking' && (
          <Stack role="status" aria-live="polite">
            <p>{t('simSwap.checkingDocument')}</p>
            <Skeleton variant="rect" height={48} />
          </Stack>
        )}
        {step.kind === 'sim' && (
          <Form
            validate={validateWith(simSchema)}
            initialValues={{ icc: '', typeSim: 'sameLine' }}
            onSubmit={(values: { icc: string; typeSim: SimType }) => (
              setFailure(null),
              setStep({ kind: 'code', tokenOcr: step.tokenOcr, icc: values.icc.replace(/\s/g, ''), typeSim: values.typeSim })
            )}
            render={({ handleSubmit }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t('simSwap.stepSim')}>
                <Stack>
                  <p data-sim-swap-document-matched>{t('simSwap.documentMatched')}</p>
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

/**
 * assistance/swap-sim and services/changement-sim: the holder's identity document read by
 * mf-identification's OCR (and matched to the holder), the new SIM's ICC, a code; the SIM lock beside.
 */
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
