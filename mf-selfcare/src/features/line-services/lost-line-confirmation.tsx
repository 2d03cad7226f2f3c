import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, OtpSendResponse, OtpVerifyResponse, SuspensionCodeRequest, SuspensionConfirmationResponse, UserLine } from '@atlas/contracts';
import { api, toApiError, useErrorText } from '@atlas/runtime';
import { Button, formatMdn, mdnInText, RadioGroup, Stack, TextField } from '@atlas/ui-kit';
import { OtpStep, verifyOtp } from '../../components/otp-step';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { QueryFallback, useLineQuery } from './service-page';

const BASE = '/api/ms-service/v1/line-suspension';

/** A way the customer confirms: the password, the account's email, or one of their other lines (`line:06…`). */
type Way = 'password' | 'email' | `line:${string}`;

function PasswordConfirmation({ line, onConfirmed }: { line: UserLine; onConfirmed: (otpToken: string) => void }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('lostLine.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { otpToken } = await api.post<OtpVerifyResponse>(`${BASE}/password`, { mdn: line.mdn, password }, { authorized: true });
      onConfirmed(otpToken);
    } catch (failure) {
      setError(errorText(toApiError(failure).code));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="form" onSubmit={(event: FormEvent) => void submit(event)} aria-label={t('lostLine.password')} data-lost-line-way="password">
      <TextField
        label={t('lostLine.passwordLabel')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => (setPassword(event.target.value), setError(undefined))}
        error={error}
        required
      />
      <Button type="submit" loading={busy}>
        {t('lostLine.confirm')}
      </Button>
    </Stack>
  );
}

/**
 * How a lost or stolen line's suspension or reactivation is confirmed: with what its holder still
 * has — the password typed again, a code sent to the account's email or to another of their
 * lines — never a code to the lost line. Each way answers the same proof to `onConfirmed`.
 */
export function LostLineConfirmation({ line, language, onConfirmed }: { line: UserLine; language: Language; onConfirmed: (otpToken: string) => void }) {
  const { t } = useTranslation(SERVICES_NS);
  const [query, reload] = useLineQuery<SuspensionConfirmationResponse>(`${BASE}/confirmation?mdn=${line.mdn}`);
  const [way, setWay] = useState<Way>('password');
  // A code is sent on the customer's word, not as the arrow keys move through the ways.
  const [codeAsked, setCodeAsked] = useState(false);
  const sendCode = useCallback(() => {
    const body: SuspensionCodeRequest = way === 'email' ? { mdn: line.mdn, via: 'email' } : { mdn: line.mdn, via: 'other-line', to: way.slice('line:'.length) };
    return api.post<OtpSendResponse>(`${BASE}/code`, body, { authorized: true });
  }, [line.mdn, way]);
  const verifyCode = useCallback((code: string) => verifyOtp(line.mdn, 'line-suspension', code), [line.mdn]);
  if (query.status !== 'ready') return <QueryFallback query={query} retry={reload} />;
  const { email, otherLines } = query.data;
  const options = [
    { value: 'password', label: t('lostLine.password') },
    ...(email ? [{ value: 'email', label: t('lostLine.email', { email }) }] : []),
    ...otherLines.map((mdn) => ({ value: `line:${mdn}`, label: t('lostLine.otherLine', { number: mdnInText(mdn) }) })),
  ];
  return (
    <Stack data-lost-line-confirmation>
      <p>{t('lostLine.intro')}</p>
      <RadioGroup
        name="confirm-way"
        legend={t('lostLine.legend')}
        value={way}
        onChange={(value) => (setWay(value as Way), setCodeAsked(false))}
        options={options}
      />
      {way === 'password' ? (
        <PasswordConfirmation line={line} onConfirmed={onConfirmed} />
      ) : !codeAsked ? (
        <Button variant="secondary" onClick={() => setCodeAsked(true)} data-lost-line-send={way}>
          {t('lostLine.sendCode')}
        </Button>
      ) : (
        <OtpStep
          key={way}
          mdn={line.mdn}
          purpose="line-suspension"
          language={language}
          sendCode={sendCode}
          verifyCode={verifyCode}
          onVerified={onConfirmed}
          destination={way === 'email' ? { channel: 'email', to: email ?? '' } : { channel: 'sms', to: formatMdn(way.slice('line:'.length)) }}
        />
      )}
    </Stack>
  );
}
