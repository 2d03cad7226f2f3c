import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useErrorText, useLanguage, useSharedTranslation } from '@atlas/runtime';
import type { BankBillPayment, Order } from '@atlas/contracts/shop';
import {
  BANK_BILL_NS,
  BankBillReference,
  Banner,
  ReceiptDownload,
  Button,
  Card,
  Facts,
  formatPrice,
  Inline,
  mdnInText,
  Page,
  Skeleton,
  Stack,
  useSelfCarePrefix,
  useSession,
} from '@atlas/ui-kit';
import { RECHARGE_NS } from '../i18n/recharge';
import { RECHARGE_PATHS } from '../platform-remote';
import { paymentActions } from './payment-slice';
import { clearPaidCart, readPaymentData, type RechargePaymentData } from './recharge-storage';
import { CreditFacts } from './recap-page';
import { cancelRechargeBankBill } from './recharge-api';
import { useRechargeOutcome } from './recharge-order';

/** A reference kept whole (older pages kept only its code and expiry). */
const isWhole = (bankBill: Partial<BankBillPayment>): bankBill is BankBillPayment => Array.isArray(bankBill.partnerBanks) && Boolean(bankBill.refNumber);

type BillState = 'pending' | 'paid' | 'closed';

/**
 * Where a bank-bill recharge stands: paid once the server says so; closed when its reference was
 * cancelled or has expired; otherwise still waiting to be paid at a bank — nothing credited yet.
 */
function billState(order: Order | null, stored: RechargePaymentData['bankBill']): BillState {
  if (order?.paymentOutcome === 'ok' || order?.bankBill?.status === 'paid') return 'paid';
  const status = order?.status === 'cancelled' ? 'cancelled' : (order?.bankBill?.status ?? (stored && 'status' in stored ? stored.status : 'pending'));
  return status === 'pending' ? 'pending' : status === 'paid' ? 'paid' : 'closed';
}

/** The recharge's bank-bill reference: the UI kit's one page, cancelled for good by whoever placed it. */
function RechargeBankBill({ bankBill }: { bankBill: BankBillPayment }) {
  // The UI kit's own texts (its namespace, not the recharge's).
  const { t: bankBillText } = useSharedTranslation(BANK_BILL_NS);
  const [cancelled, setCancelled] = useState(false);
  if (cancelled)
    return (
      <Banner $tone="info" role="status">
        {bankBillText('cancelled')}
      </Banner>
    );
  return (
    <BankBillReference
      payment={bankBill}
      onCancel={async () => {
        await cancelRechargeBankBill(bankBill.mdn, bankBill.refNumber);
        setCancelled(true);
      }}
    />
  );
}

/**
 * `recharges/paiement/ok` and `/echoue` (also under the self-care prefix): the order's outcome
 * with its refNumber. The outcome is the order's real state read from the server (an older gateway
 * page of an order paid since sends the browser to `…/echoue`); the address's only when the order
 * cannot be read. Success clears the cart from local storage (spec §4); a failure says the
 * server's code and keeps the cart for another try.
 */
export function ResultPage({ outcome: fromAddress }: { outcome: 'ok' | 'echoue' }) {
  const { t } = useTranslation(RECHARGE_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const { isSignedIn } = useSession();
  const prefix = useSelfCarePrefix();
  const [params] = useSearchParams();
  const refNumber = params.get('refNumber');
  const real = useRechargeOutcome(refNumber, fromAddress, params.get('code') ?? params.get('errorCode'));
  const outcome = real.status === 'ready' ? (real.outcome === 'echoue' ? 'echoue' : 'ok') : null;
  const code = real.status === 'ready' ? real.errorCode : null;
  const data = readPaymentData();
  const matches = data && (!refNumber || data.refNumber === refNumber) ? data : null;
  const bill = matches?.bankBill ? billState(real.status === 'ready' ? real.order : null, matches.bankBill) : null;

  useEffect(() => {
    if (outcome === null) return;
    if (outcome === 'ok') {
      clearPaidCart(matches?.cartId);
      dispatch(paymentActions.settled({ status: matches?.bankBill ? 'enregistre' : 'ok', refNumber }));
    } else {
      dispatch(paymentActions.settled({ status: 'echoue', refNumber, error: code }));
    }
  }, [outcome, matches?.cartId, matches?.bankBill, refNumber, code, dispatch]);

  if (outcome === null) {
    return (
      <Page title={t('result.checking')} narrow>
        <Skeleton lines={3} />
      </Page>
    );
  }

  if (outcome === 'echoue') {
    return (
      <Page title={t('result.failedTitle')} narrow>
        <Stack $gap="lg">
          <Banner $tone="danger" role="alert">
            {code ? `${errorText(code)} ` : ''}
            {t('result.failedIntro')}
          </Banner>
          <Inline $gap="sm">
            <Button to={RECHARGE_PATHS.recap}>{t('result.retry')}</Button>
            <Button variant="secondary" to={RECHARGE_PATHS.number}>
              {t('result.again')}
            </Button>
          </Inline>
        </Stack>
      </Page>
    );
  }

  // A bank bill not paid yet credits nothing: the page says the reference is made, not the recharge.
  const title = bill === 'pending' ? t('result.billTitle') : bill === 'closed' ? t('result.billClosedTitle') : t('result.okTitle');
  const intro =
    bill === 'pending' && matches
      ? t('result.billIntro', { mdn: mdnInText(matches.mdn) })
      : bill === 'closed'
        ? t('result.billClosedIntro')
        : matches
          ? t('result.okIntro', { mdn: mdnInText(matches.mdn) })
          : t('result.okTitle');
  return (
    <Page title={title} narrow>
      <Stack $gap="lg">
        <Banner $tone={bill === 'pending' || bill === 'closed' ? 'info' : 'success'} role="status">
          {intro}
        </Banner>
        {matches?.method === 'facture' && <p>{t('result.deferred')}</p>}
        {matches?.method === 'etoile9' && <p>{t('result.advance', { amount: formatPrice(matches.total, language) })}</p>}
        <Card>
          <Facts>
            <div>
              <dt>{t('result.reference')}</dt>
              <dd data-ref dir="ltr">
                {refNumber}
              </dd>
            </div>
            {matches && (
              <div>
                <dt>{t('result.total')}</dt>
                <dd>{formatPrice(matches.total, language)}</dd>
              </div>
            )}
            {matches?.bankBill && !isWhole(matches.bankBill) && (
              <div>
                <dt>Fatourati</dt>
                <dd dir="ltr" data-payment-code>
                  {matches.bankBill.paymentCode}
                </dd>
              </div>
            )}
          </Facts>
          {matches && matches.products.length > 0 && (
            <div>
              <strong>{bill === 'pending' ? t('result.toCredit') : t('result.credited')}</strong>
              <CreditFacts products={matches.products} />
            </div>
          )}
        </Card>
        {bill === 'pending' && matches?.bankBill && isWhole(matches.bankBill) && <RechargeBankBill bankBill={matches.bankBill} />}
        {/* A receipt once the order is paid (not a pending bank bill, not a recharge deferred to the invoice). */}
        {refNumber && real.status === 'ready' && real.order?.paymentOutcome === 'ok' && <ReceiptDownload refNumber={refNumber} language={language} />}
        <Inline $gap="sm">
          <Button to={RECHARGE_PATHS.number}>{t('result.again')}</Button>
          {isSignedIn && (
            <Button variant="secondary" to={`${prefix}/dashboard`}>
              {t('result.dashboard')}
            </Button>
          )}
        </Inline>
      </Stack>
    </Page>
  );
}
