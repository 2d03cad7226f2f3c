import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorCodeOf, useErrorText, useLanguage, useSiteNavigate } from '@atlas/runtime';
import {
  Banner,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Facts,
  FormAlert,
  formatCountdown,
  formatMoment,
  Inline,
  Loading,
  media,
  Modal,
  Price,
  showToast,
  Skeleton,
  Stack,
  useCountdown,
} from '@atlas/ui-kit';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { SHOP_NS } from '../../i18n/shop-namespace';
import { SHOP_PATHS } from '../../platform-remote';
import { useCartChanges } from '../../components/use-cart-changes';
import { cancelBankBill, usePendingBankBillQuery } from '../../components/payment-api';

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

/** "0533 9855 3980": groups of four, as a cashier reads it out. */
const grouped = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation(SHOP_NS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast({ kind: 'success', text: t('bankBill.copied') });
    } catch {
      showToast({ kind: 'error', text: t('bankBill.copyFailed') });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      {t('bankBill.copy')}
    </Button>
  );
}

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

const secondsUntil = (iso: string) => Math.max(0, Math.floor((new Date(iso).getTime() - Date.now()) / 1000));

/** "2 jours 3 heures 15 minutes" left, ticking; the end turns the reference into an expired one. */
function Expiry({ expiresAt, onEnd }: { expiresAt: string; onEnd: () => void }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const { remaining } = useCountdown(secondsUntil(expiresAt), { onEnd });
  return (
    <p data-countdown>
      {t('bankBill.expiresIn')} <time dateTime={expiresAt}>{formatCountdown(remaining, language)}</time>
    </p>
  );
}

type Intent = 'cancel' | 'cancelAndContinue';

function CancelDialog({
  intent,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  intent: Intent | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(SHOP_NS);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={intent !== null}
      onClose={onClose}
      alert
      dismissible={!busy}
      size="sm"
      initialFocusRef={keep}
      title={t(intent === 'cancelAndContinue' ? 'bankBill.confirmContinueTitle' : 'bankBill.confirmCancelTitle')}
      footer={
        <>
          <Button ref={keep} variant="secondary" onClick={onClose} disabled={busy}>
            {t('bankBill.keep')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-confirm-cancel>
            {t(intent === 'cancelAndContinue' ? 'bankBill.confirmContinue' : 'bankBill.confirmCancel')}
          </Button>
        </>
      }
    >
      <Stack $gap="sm">
        <p>{t('bankBill.irreversible')}</p>
        {error && <FormAlert role="alert">{error}</FormAlert>}
      </Stack>
    </Modal>
  );
}

function PendingReference({ payment, mdn, onChanged }: { payment: BankBillPayment; mdn: string; onChanged: (next: BankBillPayment) => void }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useSiteNavigate();
  const cart = useCartChanges();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(() => payment.status === 'expired' || secondsUntil(payment.expiresAt) === 0);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelBankBill({ mdn, refNumber: payment.refNumber });
      // The order is cancelled and its cart reopens: it is the one to go on with, unless the
      // customer came here from another purchase (ecom-067), which they go on with instead. (A
      // holder cancelling someone else's bill on their number is not given that cart.)
      if (!cart.current() && cancelled.cartId) await cart.adopt(cancelled.cartId);
      setBusy(false);
      setIntent(null);
      if (intent === 'cancelAndContinue') navigate(SHOP_PATHS.payment);
      else onChanged(cancelled.status ? cancelled : { ...payment, status: 'cancelled' });
    } catch (failure) {
      setBusy(false);
      setError(errorText(errorCodeOf(failure)));
    }
  };

  return (
    <Stack $gap="lg" data-bank-bill={payment.status}>
      <Card aria-labelledby="reference-title">
        <h2 id="reference-title">{t('bankBill.codeTitle')}</h2>
        <CodeRow>
          <Code dir="ltr" data-payment-code={payment.paymentCode}>
            {grouped(payment.paymentCode)}
          </Code>
          <CopyCode code={payment.paymentCode} />
        </CodeRow>
        {expired ? <Banner $tone="danger">{t('bankBill.expired')}</Banner> : <Expiry expiresAt={payment.expiresAt} onEnd={() => setExpired(true)} />}
        <Facts>
          <div>
            <dt>{t('order.number')}</dt>
            <dd dir="ltr">{payment.refNumber}</dd>
          </div>
          <div>
            <dt>{t('order.date')}</dt>
            <dd>{formatMoment(payment.orderDate, language)}</dd>
          </div>
          <div>
            <dt>{t('bankBill.amount')}</dt>
            <dd>
              <Price amount={payment.amount} size="sm" />
            </dd>
          </div>
        </Facts>
      </Card>
      <Card aria-labelledby="banks-title">
        <h2 id="banks-title">{t('bankBill.banksTitle')}</h2>
        <p>{t('bankBill.howTo')}</p>
        <Banks>
          {payment.partnerBanks.map((bank) => (
            <li key={bank.id}>
              {bank.logo && <img src={bank.logo} alt="" />}
              <span>{bank.name}</span>
            </li>
          ))}
        </Banks>
      </Card>
      {!expired && (
        <Inline $gap="sm">
          <Button variant="secondary" onClick={() => setIntent('cancelAndContinue')}>
            {t('bankBill.cancelAndContinue')}
          </Button>
          <Button variant="ghost" onClick={() => setIntent('cancel')}>
            {t('bankBill.cancel')}
          </Button>
        </Inline>
      )}
      <CancelDialog intent={intent} busy={busy} error={error} onConfirm={() => void confirm()} onClose={() => !busy && setIntent(null)} />
    </Stack>
  );
}

/**
 * The pending bank-bill payment of a number: order, date, partner banks, the payment code and
 * the time left; cancelled for good after a confirmation, or cancelled to pay another way.
 */
export function BankBillPending({ mdn, known }: { mdn: string; known?: BankBillPayment }) {
  const { t } = useTranslation(SHOP_NS);
  const read = usePendingBankBillQuery(mdn, { refetchOnMountOrArgChange: true });
  // The reference as this page last changed it (cancelled): it stands until the page is left.
  const [changed, setChanged] = useState<BankBillPayment | null>(null);
  const failure = read.isError && !read.isFetching ? errorCodeOf(read.error) : null;
  let state: { status: 'loading' } | { status: 'ready'; payment: BankBillPayment } | { status: 'none' } | { status: 'error'; code: string };
  const current = changed ?? read.currentData;
  if (current) state = { status: 'ready', payment: current };
  // None pending (any more): a reference this page already knows as settled stays on screen.
  else if (failure === 'not-found') state = known && known.status !== 'pending' ? { status: 'ready', payment: known } : { status: 'none' };
  else if (failure) state = { status: 'error', code: failure };
  else state = known ? { status: 'ready', payment: known } : { status: 'loading' };

  if (state.status === 'loading')
    return (
      <Loading>
        <Skeleton variant="rect" height={220} />
      </Loading>
    );
  if (state.status === 'error') return <ErrorState code={state.code} onRetry={() => void read.refetch()} />;
  if (state.status === 'none' || state.payment.status === 'cancelled')
    return (
      <EmptyState
        title={t(state.status === 'none' ? 'bankBill.none' : 'bankBill.cancelled')}
        description={t('bankBill.cartKept')}
        action={<Button to={SHOP_PATHS.cart}>{t('result.backToCart')}</Button>}
      />
    );
  if (state.payment.status === 'paid') return <Banner $tone="success">{t('bankBill.paid')}</Banner>;
  return <PendingReference payment={state.payment} mdn={mdn} onChanged={setChanged} />;
}
