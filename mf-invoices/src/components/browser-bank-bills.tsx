import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, localStore } from '@atlas/runtime';
import { BankBillReference, Card, Stack } from '@atlas/ui-kit';
import { INVOICES_NS } from '../i18n/invoices';
import { cancelOwnBankBill, usePendingBankBillQuery } from './invoices-api';

/**
 * The bank-bill references this browser made for invoices, kept (localStorage) so that a visitor
 * finds them again later, without proving the line again: the server shows and cancels a
 * visitor's reference only for the browser that placed it (its sdata id), never for anyone else.
 */
const KEY = 'invoiceBankBills';
const KEPT = 5;

type Remembered = { mdn: string; refNumber: string };

const remembered = (): Remembered[] => localStore.getJson<Remembered[]>(KEY) ?? [];
export const rememberBankBill = (bill: Remembered) =>
  localStore.setJson(KEY, [{ mdn: bill.mdn, refNumber: bill.refNumber }, ...remembered().filter((kept) => kept.refNumber !== bill.refNumber)].slice(0, KEPT));
const forget = (refNumber: string) =>
  localStore.setJson(
    KEY,
    remembered().filter((kept) => kept.refNumber !== refNumber),
  );

/** One remembered reference, as the server says it is now: shown while it is pending. */
function RememberedBill({ kept, onGone }: { kept: Remembered; onGone: (refNumber: string) => void }) {
  const { t } = useTranslation(INVOICES_NS);
  const read = usePendingBankBillQuery(kept.mdn, { refetchOnMountOrArgChange: true });
  const [cancelled, setCancelled] = useState(false);
  const bill = read.currentData;
  // Paid, cancelled, expired (none pending for this browser), or another one now: forgotten. A
  // failure to read keeps it for the next visit.
  const gone = bill ? bill.refNumber !== kept.refNumber || bill.status !== 'pending' : read.isError && errorCodeOf(read.error) === 'not-found';
  useEffect(() => {
    if (gone) onGone(kept.refNumber);
  }, [gone, onGone, kept.refNumber]);
  if (cancelled) return <p role="status">{t('result.referenceCancelled')}</p>;
  if (!bill || gone) return null;
  return (
    <BankBillReference
      payment={bill}
      headingLevel={3}
      keptNote={t('result.invoicesKept')}
      onCancel={async () => {
        await cancelOwnBankBill(kept.mdn, kept.refNumber);
        forget(kept.refNumber);
        setCancelled(true);
      }}
    />
  );
}

/** paiement-facture's "your pending bank payments": the references this browser made, still pending. */
export function BrowserBankBills() {
  const { t } = useTranslation(INVOICES_NS);
  const [kept, setKept] = useState(remembered);
  const onGone = useCallback((refNumber: string) => {
    forget(refNumber);
    setKept(remembered());
  }, []);
  if (kept.length === 0) return null;
  return (
    <Card aria-labelledby="browser-bank-bills" data-browser-bank-bills>
      <Stack $gap="md">
        <h2 id="browser-bank-bills">{t('browserBills.title')}</h2>
        <p>{t('browserBills.intro')}</p>
        {kept.map((bill) => (
          <RememberedBill key={bill.refNumber} kept={bill} onGone={onGone} />
        ))}
      </Stack>
    </Card>
  );
}
