import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorCodeOf, useErrorText, useLanguage, useSharedTranslation } from '@atlas/runtime';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { formatCountdown } from '../format/format-countdown';
import { formatMoment } from '../format/format-day';
import { useCountdown } from '../hooks/use-countdown';
import { media } from '../theme/breakpoints';
import { Button } from './button';
import { FormAlert } from './form-feedback';
import { Inline, Stack } from './layout';
import { Modal } from './modal';
import { Banner, Card, Facts } from './page';
import { Price } from './price';
import { showToast } from './toast-store';
import { BANK_BILL_NS } from './i18n/bank-bill';

export { BANK_BILL_NS };

const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.secondary.main};
  word-spacing: 0.2em;
  ${media.up('sm')} {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
`;

const Banks = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 48px;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  img {
    width: 32px;
    height: 32px;
    object-fit: contain;
  }
`;

/** "0533 9855 3980": groups of four, as a cashier reads it out. */
const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

const secondsUntil = (iso: string) => Math.max(0, Math.floor((new Date(iso).getTime() - Date.now()) / 1000));

function CopyCode({ code }: { code: string }) {
  const { t } = useSharedTranslation(BANK_BILL_NS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast({ kind: 'success', text: t('copied') });
    } catch {
      showToast({ kind: 'error', text: t('copyFailed') });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      {t('copy')}
    </Button>
  );
}

/** "2 jours 3 heures 15 minutes" left, ticking; the end turns the reference into an expired one. */
function Expiry({ expiresAt, onEnd }: { expiresAt: string; onEnd: () => void }) {
  const { t } = useSharedTranslation(BANK_BILL_NS);
  const language = useLanguage();
  const { remaining } = useCountdown(secondsUntil(expiresAt), { onEnd });
  return (
    <p data-countdown>
      {t('expiresIn')} <time dateTime={expiresAt}>{formatCountdown(remaining, language)}</time>
    </p>
  );
}

type Intent = 'cancel' | 'cancelAndContinue';

export interface BankBillReferenceProps {
  payment: BankBillPayment;
  /**
   * Cancels the reference for good (after the customer confirmed it); rejects with the refusal,
   * whose code is shown in the dialog. Absent: no cancellation is offered.
   */
  onCancel?: (intent: Intent) => Promise<void>;
  /** Offers "cancel and pay another way" beside "cancel" (the same onCancel, with its intent). */
  canContinue?: boolean;
  /** What the cancellation keeps, told with its irreversibility ("Your cart is kept."). */
  keptNote?: string;
  /** The level of its headings: 2 on a page of its own, 3 inside a titled list. */
  headingLevel?: 2 | 3;
}

/**
 * A pending bank-bill (Fatourati) reference, the same wherever one is made (shop, recharge,
 * invoices, line acts): the payment code to copy, the time left in days, hours and minutes, the
 * order's number, date and amount, the partner banks; cancelled for good after a confirmation,
 * or cancelled to pay another way. What cancelling does is the caller's (its own api).
 */
export function BankBillReference({ payment, onCancel, canContinue = false, keptNote, headingLevel = 2 }: BankBillReferenceProps) {
  const { t } = useSharedTranslation(BANK_BILL_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const [intent, setIntent] = useState<Intent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(() => payment.status === 'expired' || secondsUntil(payment.expiresAt) === 0);
  const Heading = `h${headingLevel}` as const;
  const pending = payment.status === 'pending' && !expired;

  const confirm = async () => {
    if (!intent || !onCancel) return;
    setBusy(true);
    setError(null);
    try {
      await onCancel(intent);
      setBusy(false);
      setIntent(null);
    } catch (failure) {
      setBusy(false);
      setError(errorText(errorCodeOf(failure)));
    }
  };
  const close = () => {
    if (busy) return;
    setIntent(null);
    setError(null);
  };

  return (
    <Stack $gap="lg" data-bank-bill={payment.status} data-bank-bill-ref={payment.refNumber}>
      <Card aria-labelledby={`${id}-code`}>
        <Heading id={`${id}-code`}>{t('codeTitle')}</Heading>
        <CodeRow>
          <Code dir="ltr" data-payment-code={payment.paymentCode}>
            {grouped(payment.paymentCode)}
          </Code>
          <CopyCode code={payment.paymentCode} />
        </CodeRow>
        {expired ? (
          <Banner $tone="danger">{t('expired')}</Banner>
        ) : (
          payment.status === 'pending' && <Expiry expiresAt={payment.expiresAt} onEnd={() => setExpired(true)} />
        )}
        <Facts>
          <div>
            <dt>{t('orderNumber')}</dt>
            <dd dir="ltr">{payment.refNumber}</dd>
          </div>
          <div>
            <dt>{t('orderDate')}</dt>
            <dd>{formatMoment(payment.orderDate, language)}</dd>
          </div>
          <div>
            <dt>{t('amount')}</dt>
            <dd>
              <Price amount={payment.amount} size="sm" />
            </dd>
          </div>
        </Facts>
      </Card>
      <Card aria-labelledby={`${id}-banks`}>
        <Heading id={`${id}-banks`}>{t('banksTitle')}</Heading>
        <p>{t('howTo')}</p>
        <Banks>
          {payment.partnerBanks.map((bank) => (
            <li key={bank.id}>
              {bank.logo && <img src={bank.logo} alt="" />}
              <span>{bank.name}</span>
            </li>
          ))}
        </Banks>
      </Card>
      {pending && onCancel && (
        <Inline $gap="sm">
          {canContinue && (
            <Button variant="secondary" onClick={() => setIntent('cancelAndContinue')}>
              {t('cancelAndContinue')}
            </Button>
          )}
          <Button variant={canContinue ? 'ghost' : 'secondary'} onClick={() => setIntent('cancel')}>
            {t('cancel')}
          </Button>
        </Inline>
      )}
      <Modal
        open={intent !== null}
        onClose={close}
        alert
        dismissible={!busy}
        size="sm"
        initialFocusRef={keep}
        title={t(intent === 'cancelAndContinue' ? 'confirmContinueTitle' : 'confirmCancelTitle')}
        footer={
          <>
            <Button ref={keep} variant="secondary" onClick={close} disabled={busy}>
              {t('keep')}
            </Button>
            <Button onClick={() => void confirm()} loading={busy} data-confirm-cancel>
              {t(intent === 'cancelAndContinue' ? 'confirmContinue' : 'confirmCancel')}
            </Button>
          </>
        }
      >
        <Stack $gap="sm">
          <p>
            {t('irreversible')}
            {keptNote && ` ${keptNote}`}
          </p>
          {error && <FormAlert role="alert">{error}</FormAlert>}
        </Stack>
      </Modal>
    </Stack>
  );
}
