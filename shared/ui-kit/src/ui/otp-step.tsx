import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toApiError, useAppConfig, useSharedTranslation, useErrorText } from '@atlas/runtime';
import { OTP_ERROR_CODES, type OtpSendResponse, type OtpVerifyResponse } from '@atlas/contracts';
import { formatCountdown } from '../format/format-countdown';
import { formatMdn, mdnInText } from '../format/format-mdn';
import type { Language } from '@atlas/contracts';
import { useCountdown } from '../hooks/use-countdown';
import { Button } from './button';
import { Stack } from './layout';
import { OtpInput } from './otp-input';
import { ResendCountdown } from './resend-countdown';
import { OTP_STEP_NS } from './i18n/otp-step';

const Notice = styled.p<{ $tone: 'info' | 'danger' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.text.primary : theme.colors[$tone].main)};
`;

type Phase =
  | { kind: 'sending' }
  /**
   * A code is waiting to be typed: just sent (`resumed` false), or sent moments ago by an earlier
   * visit of this step (`resumed`: the server refused a new one, the code received is still valid).
   */
  | { kind: 'sent'; sent: OtpSendResponse; at: number; resumed: boolean }
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
  /**
   * Where the code goes when it is not the number proved (a lost line is confirmed through the
   * account's email or another line): shown until the server's answer says it, and when the
   * step comes back to a code sent moments ago.
   */
  destination?: { channel: 'sms' | 'email'; to: string };
}

/**
 * Proves a number with a code sent by SMS, the one step every flow of the site uses: the code is
 * sent when the step shows, then its validity, the resend countdown, wrong codes with the attempts
 * left, an expired code, the maximum of sends and the blocked state with its retry time — the
 * numbers come from the server, else from the configured OTP durations.
 */
export function OtpStep({ mdn, language, sendCode, verifyCode, onVerified, destination }: OtpStepProps) {
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
  /** The phase shown, for the sender (a resend refused keeps the boxes and says why). */
  const shown = useRef<Phase['kind']>(phase.kind);
  shown.current = phase.kind;
  /**
   * What was checked for the code now valid: the codes the server refused (with their message), the
   * one being checked, and whether the boxes already submitted by themselves. A code is checked
   * once per deliberate submission: the boxes submit by themselves the first time they are full,
   * then only the button does, never while a check is running, and never a code already refused.
   */
  const checks = useRef({ refused: new Map<string, string>(), inFlight: false, autoSubmitted: false });

  const resetChecks = () => {
    checks.current = { refused: new Map(), inFlight: false, autoSubmitted: false };
  };

  const send = useCallback(async () => {
    setCodeError(null);
    try {
      const sent = await sendCode();
      setExpired(false);
      setCode('');
      resetChecks();
      validity.restart(sent.expiresIn);
      setPhase({ kind: 'sent', sent, at: Date.now(), resumed: false });
    } catch (error) {
      const failure = toApiError(error);
      const meta = metaOf(error);
      if (failure.code === OTP_ERROR_CODES.blocked || failure.code === OTP_ERROR_CODES.maxSends) {
        const retryAfter = meta.retryAfter ?? durations?.blockedRetrySeconds ?? 900;
        blockedFor.restart(retryAfter);
        setPhase({ kind: 'blocked', code: failure.code, retryAfter });
      } else if (failure.code === OTP_ERROR_CODES.resendTooEarly) {
        const resendIn = meta.resendIn ?? durations?.resendDelaySeconds ?? 60;
        if (shown.current === 'sent') {
          // A resend asked too early keeps the code field as it is, and says why.
          setCodeError(errorText(failure.code));
        } else {
          // The step shows again (the customer came back): the code sent moments ago is still
          // valid, so the boxes are offered with its remaining validity, and the resend countdown.
          const expiresIn = meta.expiresIn ?? durations?.otpValiditySeconds ?? 300;
          setExpired(expiresIn <= 0);
          validity.restart(Math.max(0, expiresIn));
          resetChecks();
          setPhase({
            kind: 'sent',
            resumed: true,
            at: Date.now(),
            sent: {
              sentTo: destination?.to ?? formatMdn(mdn),
              expiresIn,
              resendIn,
              sendsLeft: meta.sendsLeft ?? 1,
            },
          });
        }
      } else {
        setPhase({ kind: 'failed', code: failure.code });
      }
    }
    // The countdown objects are stable enough; sending depends on the sender only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendCode, durations, errorText, mdn, destination?.to, destination?.channel]);

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
    const state = checks.current;
    if (state.inFlight) return;
    const refusal = state.refused.get(value);
    if (refusal) {
      // The same code again would only spend an attempt: its refusal is shown again.
      setCodeError(refusal);
      return;
    }
    state.inFlight = true;
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
        const message = left !== undefined ? `${errorText(failure.code)} ${t('otpAttemptsLeft', { count: left })}` : errorText(failure.code);
        // A wrong code, or one a resend replaced: checking it again could only spend an attempt.
        if (failure.status === 400) state.refused.set(value, message);
        setCodeError(message);
      }
    } finally {
      state.inFlight = false;
      setVerifying(false);
    }
  };

  /** The boxes are full: checked by itself the first time only; a corrected code waits for the button. */
  const onComplete = (value: string) => {
    if (checks.current.autoSubmitted) return;
    checks.current.autoSubmitted = true;
    void verify(value);
  };

  const onCodeChange = (value: string) => {
    setCode(value);
    // The message of a refused code goes as soon as the code is being corrected.
    if (codeError && value !== code) setCodeError(null);
  };

  if (phase.kind === 'sending') return <p role="status">{t('otpSending')}</p>;
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
  const shownTo = mdnInText(sent.sentTo || destination?.to || formatMdn(mdn));
  const byEmail = destination?.channel === 'email';
  return (
    <Stack as="form" onSubmit={(event: FormEvent) => (event.preventDefault(), void verify(code))} aria-label={t('otpTitle')}>
      <Notice $tone="info" role="status" data-otp-state={phase.resumed ? 'resumed' : 'sent'}>
        {byEmail
          ? t(phase.resumed ? 'alreadySentByEmail' : 'sentByEmail', { ns: OTP_STEP_NS, email: shownTo })
          : phase.resumed
            ? t('alreadySent', { ns: OTP_STEP_NS, number: shownTo })
            : t('otpSentTo', { number: shownTo })}
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
        onChange={onCodeChange}
        onComplete={onComplete}
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
