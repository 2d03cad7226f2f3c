import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toApiError, useAppConfig, useSharedTranslation, useErrorText } from '@atlas/runtime';
import { OTP_ERROR_CODES, type OtpSendResponse, type OtpVerifyResponse } from '@atlas/contracts';
import { formatCountdown } from '../format/format-countdown';
import { formatMdn, isolateLtr } from '../format/format-mdn';
import type { Language } from '@atlas/contracts';
import { useCountdown } from '../hooks/use-countdown';
import { Button } from './button';
import { Stack } from './layout';
import { OtpInput } from './otp-input';
import { ResendCountdown } from './resend-countdown';

const Notice = styled.p<{ $tone: 'info' | 'danger' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.text.primary : theme.colors[$tone].main)};
`;

type Phase =
  | { kind: 'sending' }
  /** A code went out moments ago (an earlier step): the next one can be asked in `resendIn` seconds. */
  | { kind: 'waiting'; resendIn: number; at: number }
  | { kind: 'sent'; sent: OtpSendResponse; at: number }
  | { kind: 'blocked'; code: string; retryAfter: number }
  | { kind: 'failed'; code: string };

const metaOf = (error: unknown) => ((toApiError(error).data as { meta?: Record<string, number> } | null)?.meta ?? {}) as Record<string, number>;

export interface OtpStepProps {
  mdn: string;
  language: Language;
  /** Sends the code (the answer gives its validity, the resend delay and the sends left). */
  sendCode: () => Promise<OtpSendResponse>;
  verifyCode: (code: string) => Promise<OtpVerifyResponse>;
  onVerified: (otpToken: string) => void;
}

/**
 * Proves a number with a code sent by SMS, the one step every flow of the site uses: the code is
 * sent when the step shows, then its validity, the resend countdown, wrong codes with the attempts
 * left, an expired code, the maximum of sends and the blocked state with its retry time — the
 * numbers come from the server, else from the configured OTP durations.
 */
export function OtpStep({ mdn, language, sendCode, verifyCode, onVerified }: OtpStepProps) {
  const { t } = useSharedTranslation();
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
      const sent = await sendCode();
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
        setPhase((current) =>
          current.kind === 'sent' ? current : { kind: 'waiting', resendIn: meta.resendIn ?? durations?.resendDelaySeconds ?? 60, at: Date.now() },
        );
        setCodeError(errorText(failure.code));
      } else {
        setPhase({ kind: 'failed', code: failure.code });
      }
    }
    // The countdown objects are stable enough; sending depends on the sender only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendCode, durations, errorText]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
  }, [send]);

  const verify = async (value: string) => {
    if (!/^\d{6}$/.test(value)) {
      setCodeError(t('otpSixDigits'));
      return;
    }
    setVerifying(true);
    setCodeError(null);
    try {
      onVerified((await verifyCode(value)).otpToken);
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
        setCodeError(left !== undefined ? `${errorText(failure.code)} ${t('otpAttemptsLeft', { count: left })}` : errorText(failure.code));
      }
    } finally {
      setVerifying(false);
    }
  };

  if (phase.kind === 'sending') return <p role="status">{t('otpSending')}</p>;
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
        {errorText(phase.code)} {t('otpRetryIn', { time: formatCountdown(blockedFor.remaining, language) })}
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
          {t('retry')}
        </Button>
      </Stack>
    );
  }

  const { sent } = phase;
  return (
    <Stack as="form" onSubmit={(event: FormEvent) => (event.preventDefault(), void verify(code))} aria-label={t('otpTitle')}>
      <Notice $tone="info" role="status" data-otp-state="sent">
        {t('otpSentTo', { number: isolateLtr(sent.sentTo || formatMdn(mdn)) })}
      </Notice>
      {expired ? (
        <Notice $tone="warning" role="alert" data-otp-state="expired">
          {errorText(OTP_ERROR_CODES.expired)}
        </Notice>
      ) : (
        <p>{t('otpValidFor', { time: formatCountdown(validity.remaining, language) })}</p>
      )}
      <OtpInput
        label={t('otpCode')}
        value={code}
        onChange={setCode}
        onComplete={(value) => void verify(value)}
        error={codeError ?? undefined}
        disabled={expired}
        autoFocus
        name="otp"
      />
      <Button type="submit" loading={verifying} disabled={expired}>
        {t('otpVerify')}
      </Button>
      {sent.sendsLeft === 0 && <p data-otp-state="last-send">{t('otpLastSend')}</p>}
      <ResendCountdown key={phase.at} seconds={sent.resendIn} onResend={send} />
    </Stack>
  );
}
