import { useCallback, useEffect, useId, useState } from 'react';
import { api, atlasApi, errorCodeOf, localStore, useSharedTranslation } from '@atlas/runtime';
import type { BankBillCancelResponse, BankBillPayment } from '@atlas/contracts/shop';
import { mdnInText } from '../format';
import { BankBillReference } from './bank-bill-reference';
import { Stack } from './layout';
import { Card } from './page';
import { BANK_BILL_NS } from './i18n/bank-bill';

/**
 * The bank-bill (Fatourati) references this browser made — for invoices, a recharge or a shop
 * order — kept in localStorage so that a visitor finds them again later without proving the line
 * again. Each is read back by its own reference (`GET …/payment/eb/reference`), which the server
 * answers only to the browser that placed it (its sdata id) or the line's holder; one that is
 * paid, cancelled, expired or unknown is forgotten.
 */
const KEY = 'bankBills';
/** Where mf-invoices kept its references before every part shared this list: read once, then moved. */
const INVOICES_KEY = 'invoiceBankBills';
const KEPT = 10;

export type BankBillMadeFor = 'invoice' | 'recharge' | 'shop';

export interface RememberedBankBill {
  refNumber: string;
  mdn: string;
  madeFor: BankBillMadeFor;
}

const MADE_FOR: readonly BankBillMadeFor[] = ['invoice', 'recharge', 'shop'];

const isRemembered = (value: unknown): value is RememberedBankBill => {
  const kept = value as Partial<RememberedBankBill> | null;
  return typeof kept?.refNumber === 'string' && typeof kept.mdn === 'string' && MADE_FOR.includes(kept.madeFor as BankBillMadeFor);
};

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** This browser's references, newest first (a list written by an older page, or tampered with, is read as far as it is sound). */
export function rememberedBankBills(): RememberedBankBill[] {
  const kept = listOf(localStore.getJson<unknown>(KEY)).filter(isRemembered);
  const older = listOf(localStore.getJson<unknown>(INVOICES_KEY));
  if (older.length === 0) return kept;
  localStore.remove(INVOICES_KEY);
  const moved = older.map((bill) => ({ ...(bill as object), madeFor: 'invoice' })).filter(isRemembered);
  const merged = [...kept, ...moved.filter((bill) => !kept.some((own) => own.refNumber === bill.refNumber))].slice(0, KEPT);
  localStore.setJson(KEY, merged);
  return merged;
}

/** Keeps a reference this browser just made, first in the list. */
export function rememberBankBill(bill: RememberedBankBill): void {
  const { refNumber, mdn, madeFor } = bill;
  localStore.setJson(KEY, [{ refNumber, mdn, madeFor }, ...rememberedBankBills().filter((kept) => kept.refNumber !== refNumber)].slice(0, KEPT));
}

export function forgetBankBill(refNumber: string): void {
  localStore.setJson(
    KEY,
    rememberedBankBills().filter((kept) => kept.refNumber !== refNumber),
  );
}

const ECOM = '/api/v1/ms-ecom';

const browserBankBillsApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    bankBillReference: build.query<BankBillPayment, string>({
      query: (refNumber) => ({ url: `${ECOM}/payment/eb/reference`, params: { refNumber } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** One remembered reference as the server says it is now: drawn while it can still be paid. */
function RememberedReference({ kept, onGone }: { kept: RememberedBankBill; onGone: (refNumber: string) => void }) {
  const { t } = useSharedTranslation(BANK_BILL_NS);
  const read = browserBankBillsApi.useBankBillReferenceQuery(kept.refNumber, { refetchOnMountOrArgChange: true });
  const [cancelled, setCancelled] = useState(false);
  const bill = read.currentData;
  // A failure other than "unknown" keeps it for the next visit.
  const gone = bill ? bill.status !== 'pending' : read.isError && errorCodeOf(read.error) === 'not-found';
  useEffect(() => {
    if (gone && !cancelled) onGone(kept.refNumber);
  }, [gone, cancelled, onGone, kept.refNumber]);
  if (cancelled)
    return (
      <p role="status" data-browser-bank-bill-cancelled>
        {t(`browser.cancelled.${kept.madeFor}`)}
      </p>
    );
  if (!bill || gone) return null;
  return (
    <Stack $gap="sm" data-browser-bank-bill={kept.madeFor}>
      <p>
        <strong>{t(`browser.madeFor.${kept.madeFor}`)}</strong> · {mdnInText(bill.mdn)}
      </p>
      <BankBillReference
        payment={bill}
        headingLevel={3}
        keptNote={t(`browser.kept.${kept.madeFor}`)}
        onCancel={async () => {
          await api.post<BankBillCancelResponse>(`${ECOM}/payment/eb/cancel`, { mdn: bill.mdn, refNumber: bill.refNumber });
          forgetBankBill(bill.refNumber);
          setCancelled(true);
        }}
      />
    </Stack>
  );
}

/**
 * "Your pending bank payments": the references this browser made and that can still be paid,
 * each the one bank-bill reference with its cancel. Nothing while there is none. Placed where a
 * visitor comes back to pay (paiement-facture, the recharge's first step, the shop's cart).
 */
export function BrowserBankBills() {
  const { t } = useSharedTranslation(BANK_BILL_NS);
  const id = useId();
  const [kept, setKept] = useState(rememberedBankBills);
  const onGone = useCallback((refNumber: string) => {
    forgetBankBill(refNumber);
    setKept(rememberedBankBills());
  }, []);
  if (kept.length === 0) return null;
  return (
    <Card aria-labelledby={id} data-browser-bank-bills>
      <Stack $gap="md">
        <h2 id={id}>{t('browser.title')}</h2>
        <p>{t('browser.intro')}</p>
        {kept.map((bill) => (
          <RememberedReference key={bill.refNumber} kept={bill} onGone={onGone} />
        ))}
      </Stack>
    </Card>
  );
}
