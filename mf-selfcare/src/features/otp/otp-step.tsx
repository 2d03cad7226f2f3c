import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  LINE_OTP_PURPOSES,
  OTP_ERROR_CODES,
  type Language,
  type OtpPurpose,
  type OtpSendResponse,
  type OtpVerifyResponse,
} from '@atlas/contracts';
import { api, toApiError, useAppConfig, useErrorText } from '@atlas/runtime';
import {
  Button,
  formatCountdown,
  formatMdn,
  isolateLtr,
  OtpInput,
  ResendCountdown,
  Stack,
  useCountdown,
} from '@atlas/ui-kit';
import { SELFCARE_NS } from '../../i18n/selfcare-translations';

/** A line service's code is asked with the customer's bearer and the line's segmentation token; the others anonymously. */
export const sendOtp = (mdn: string, purpose: OtpPurpose) =>
  api.post<OtpSendResponse>('/api/ms-iam/v1/otp/send', { mdn, purpose }, (LINE_OTP_PURPOSES as readonly string[]).includes(purpose) ? { authorized: true } : { anonymous: true });
export const verifyOtp = (mdn: string, purpose: OtpPurpose, code: string) =>
  api.post<OtpVerifyResponse>('/api/ms-iam/v1/otp/verify', { mdn, purpose, code }, { anonymous: true });

const Notice = styled.p<{ $tone: 'info' | 'danger' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.text.primary : theme.colors[$tone].main)};
`;

type Phase =
  | { kind: 'sending' }
  /** A code of this purpose went out moments ago (an earlier act): the next one can be asked in `resendIn` seconds. */
  | { kind: 'waiting'; resendIn: number; at: number }
  | { kind: 'sent'; sent: OtpSendResponse; at: number }
  | { kind: 'blocked'; code: string; retryAfter: number }
  | { kind: 'failed'; code: string };

const metaOf = (error: unknown) => ((toApiError(error).data as { meta?: Record<string, number> } | null)?.meta ?? {}) as Record<string, number>;

export interface OtpStepProps {
  mdn: string;
  purpose: OtpPurpose;
  language: Language;
  onVerified: (otpToken: string) => void;
  /** Another route sending and checking the code (a signed-in line's: the call history). */
  sendCode?: () => Promise<OtpSendResponse>;
  verifyCode?: (code: string) => Promise<OtpVerifyResponse>;
}

/**
 * Proves a number with a code sent by SMS: the code's validity, the resend countdown, wrong codes
 * with the attempts left, an expired code, the maximum of sends and the blocked state with its
 * retry time — the numbers come from the server, else from the configured OTP durations.
 */
export function OtpStep({ mdn, purpose, language, onVerified, sendCode, verifyCode }: OtpStepProps) {
  const { t } = useTranslation(SELFCARE_NS);
  const errorText = useErrorText();
  const durations = useAppConfig()?.otpDurationDTO;
  const [phase, setPhase] = useState<Phase>({ kind: 'sending' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const validity = useCountdown(0, { autoStart: false, onEnd: () => setExpired(true) });
  const blockedFor = useCountdown(0, { autoStart: false, onEnd: () => setPhase({ kind: 'sending' }) });
  const started = useRef(false);

  const send = useCallback(async () => {
    setCodeError(null);
    try {
      const sent = await (sendCode ? sendCode() : sendOtp(mdn, purpose));
      setExpired(false);
      setCode('');
      validity.restart(sent.expiresIn);
      setPhase({ kind: 'sent', sent, at: Date.now() });
    } catch (error) {
      const failure = toApiError(error);
      const meta = metaOf(error);
      if (failure.code === OTP_ERROR_CODES.blocked || failure.code === OTP_ERROR_CODES.maxSends) {
        const retryAfter = meta.retryAfter ?? durations?.blockedRetrySeconds ?? 900;
        blockedFor.restart(retryAfter);
        setPhase({ kind: 'blocked', code: failure.code, retryAfter });
      } else if (failure.code === OTP_ERROR_CODES.resendTooEarly) {
        // A resend asked too early keeps the code field; a first send asked too early waits, then sends.
        setPhase((current) => (current.kind === 'sent' ? current : { kind: 'waiting', resendIn: meta.resendIn ?? durations?.resendDelaySeconds ?? 60, at: Date.now() }));
        setCodeError(errorText(failure.code));
      } else {
        setPhase({ kind: 'failed', code: failure.code });
      }
    }
    // The countdown objects are stable enough; sending depends on the number and purpose only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mdn, purpose, durations, errorText]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
  }, [send]);

  const verify = async (value: string) => {
    if (!/^\d{6}$/.test(value)) {
      setCodeError(t('otp.sixDigits'));
      return;
    }
    setVerifying(true);
    setCodeError(null);
    try {
      onVerified((await (verifyCode ? verifyCode(value) : verifyOtp(mdn, purpose, value))).otpToken);
    } catch (error) {
      const failure = toApiError(error);
      const meta = metaOf(error);
      if (failure.code === OTP_ERROR_CODES.blocked) {
        const retryAfter = meta.retryAfter ?? durations?.blockedRetrySeconds ?? 900;
        blockedFor.restart(retryAfter);
        setPhase({ kind: 'blocked', code: failure.code, retryAfter });
      } else if (failure.code === OTP_ERROR_CODES.expired) {
        setExpired(true);
      } else {
        const left = meta.attemptsLeft;
        setCodeError(left !== undefined ? `${errorText(failure.code)} ${t('otp.attemptsLeft', { count: left })}` : errorText(failure.code));
      }
    } finally {
      setVerifying(false);
    }
  };

  if (phase.kind === 'sending') return <p role="status">{t('otp.sending')}</p>;
  if (phase.kind === 'waiting') {
    return (
      <Stack data-otp-state="waiting">
        <Notice $tone="warning" role="status">
          {errorText(OTP_ERROR_CODES.resendTooEarly)}
        </Notice>
        <ResendCountdown key={phase.at} seconds={phase.resendIn} onResend={send} />
      </Stack>
    );
  }
  if (phase.kind === 'blocked') {
    return (
      <Notice $tone="danger" role="alert" data-otp-state="blocked">
        {errorText(phase.code)} {t('otp.retryIn', { time: formatCountdown(blockedFor.remaining, language) })}
      </Notice>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <Stack>
        <Notice $tone="danger" role="alert">
          {errorText(phase.code)}
        </Notice>
        <Button variant="secondary" onClick={() => void send()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }

  const { sent } = phase;
  return (
    <Stack as="form" onSubmit={(event: React.FormEvent) => (event.preventDefault(), void verify(code))} aria-label={t('otp.title')}>
      <Notice $tone="info" role="status" data-otp-state="sent">
        {t('otp.sentTo', { number: isolateLtr(sent.sentTo || formatMdn(mdn)) })}
      </Notice>
      {expired ? (
        <Notice $tone="warning" role="alert" data-otp-state="expired">
          {errorText(OTP_ERROR_CODES.expired)}
        </Notice>
      ) : (
        <p>{t('otp.validFor', { time: formatCountdown(validity.remaining, language) })}</p>
      )}
      <OtpInput label={t('otp.code')} value={code} onChange={setCode} onComplete={(value) => void verify(value)} error={codeError ?? undefined} disabled={expired} autoFocus name="otp" />
      <Button type="submit" loading={verifying} disabled={expired}>
        {t('otp.verify')}
      </Button>
      {sent.sendsLeft === 0 && <p data-otp-state="last-send">{t('otp.lastSend')}</p>}
      <ResendCountdown key={phase.at} seconds={sent.resendIn} onResend={send} />
    </Stack>
  );
}
