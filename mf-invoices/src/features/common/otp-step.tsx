import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OTP_ERROR_CODES, type Language } from '@atlas/contracts';
import { toApiError, useAppConfig, useErrorText } from '@atlas/runtime';
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
import { INVOICES_NS } from '../../i18n/invoices-translations';
import { sendOtp, verifyOtp } from './invoices-api';

const Notice = styled.p<{ $tone: 'info' | 'danger' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.text.primary : theme.colors[$tone].main)};
`;

type Phase = { kind: 'sending' } | { kind: 'sent'; sentTo: string; resendIn: number; sendsLeft: number; at: number } | { kind: 'blocked'; code: string } | { kind: 'failed'; code: string };

const metaOf = (error: unknown) => ((toApiError(error).data as { meta?: Record<string, number> } | null)?.meta ?? {}) as Record<string, number>;

/**
 * The code sent to the line (the shared one-time-password rules of ms-iam, purpose
 * `invoice-payment`): validity, resend countdown, attempts left, expiry, maximum of sends and the
 * blocked state with its retry time, the numbers from the server or the configured durations.
 */
export function InvoiceOtpStep({ mdn, language, onVerified }: { mdn: string; language: Language; onVerified: (otpToken: string) => void }) {
  const { t } = useTranslation(INVOICES_NS);
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

  const block = (code: string, retryAfter: number | undefined) => {
    blockedFor.restart(retryAfter ?? durations?.blockedRetrySeconds ?? 900);
    setPhase({ kind: 'blocked', code });
  };

  const send = useCallback(async () => {
    setCodeError(null);
    try {
      const sent = await sendOtp(mdn);
      setExpired(false);
      setCode('');
      validity.restart(sent.expiresIn);
      setPhase({ kind: 'sent', sentTo: sent.sentTo, resendIn: sent.resendIn, sendsLeft: sent.sendsLeft, at: Date.now() });
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === OTP_ERROR_CODES.blocked || failure.code === OTP_ERROR_CODES.maxSends) block(failure.code, metaOf(error).retryAfter);
      else if (failure.code === OTP_ERROR_CODES.resendTooEarly) setCodeError(errorText(failure.code));
      else setPhase({ kind: 'failed', code: failure.code });
    }
    // The countdowns are stable enough; sending depends on the number only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mdn, durations, errorText]);

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
      onVerified((await verifyOtp(mdn, value)).otpToken);
    } catch (error) {
      const failure = toApiError(error);
      const left = metaOf(error).attemptsLeft;
      if (failure.code === OTP_ERROR_CODES.blocked) block(failure.code, metaOf(error).retryAfter);
      else if (failure.code === OTP_ERROR_CODES.expired) setExpired(true);
      else setCodeError(left !== undefined ? `${errorText(failure.code)} ${t('otp.attemptsLeft', { count: left })}` : errorText(failure.code));
    } finally {
      setVerifying(false);
    }
  };

  if (phase.kind === 'sending') return <p role="status">{t('otp.sending')}</p>;
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
          {t('otp.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack as="form" onSubmit={(event: React.FormEvent) => (event.preventDefault(), void verify(code))} aria-label={t('otp.title')}>
      <Notice $tone="info" role="status" data-otp-state="sent">
        {t('otp.sentTo', { number: isolateLtr(phase.sentTo || formatMdn(mdn)) })}
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
      {phase.sendsLeft === 0 && <p data-otp-state="last-send">{t('otp.lastSend')}</p>}
      <ResendCountdown key={phase.at} seconds={phase.resendIn} onResend={send} />
    </Stack>
  );
}
