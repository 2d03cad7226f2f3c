import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, useSiteNavigate } from '@atlas/runtime';
import { BankBillReference, Banner, Button, EmptyState, ErrorState, Loading, Skeleton } from '@atlas/ui-kit';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { SHOP_NS } from '../../i18n/shop';
import { SHOP_PATHS } from '../../platform-remote';
import { useCartChanges } from '../../components/use-cart-changes';
import { cancelBankBill, usePendingBankBillQuery } from '../../components/payment-api';

function PendingReference({ payment, mdn, onChanged }: { payment: BankBillPayment; mdn: string; onChanged: (next: BankBillPayment) => void }) {
  const { t } = useTranslation(SHOP_NS);
  const navigate = useSiteNavigate();
  const cart = useCartChanges();
  const cancel = async (intent: 'cancel' | 'cancelAndContinue') => {
    const cancelled = await cancelBankBill({ mdn, refNumber: payment.refNumber });
    // The order is cancelled and its cart reopens: it is the one to go on with, unless the
    // customer came here from another purchase (ecom-067), which they go on with instead. (A
    // holder cancelling someone else's bill on their number is not given that cart.)
    if (!cart.current() && cancelled.cartId) await cart.adopt(cancelled.cartId);
    if (intent === 'cancelAndContinue') navigate(SHOP_PATHS.payment);
    else onChanged(cancelled.status ? cancelled : { ...payment, status: 'cancelled' });
  };
  return <BankBillReference payment={payment} onCancel={cancel} canContinue keptNote={t('bankBill.cartKept')} />;
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
