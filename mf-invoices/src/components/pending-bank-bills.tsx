import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, useErrorText, useLanguage } from '@atlas/runtime';
import { Button, Card, FormAlert, formatDay, formatPrice, Inline, isolateLtr, Stack } from '@atlas/ui-kit';
import type { PendingBankBill } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../i18n/invoices-translations';
import { unbroken } from './invoice-list';
import { cancelPendingBankBill, usePendingBankBillsQuery, type LineHolder } from './invoices-api';

const kindOf = (bill: PendingBankBill): 'invoice' | 'recharge' | 'shop' | 'act' =>
  bill.kind === 'invoice' || bill.kind === 'recharge' || bill.kind === 'shop' ? bill.kind : 'act';

/**
 * Every bank bill (fatourati) pending on the holder's number — theirs, and any a stranger asked
 * for with it — each with a cancel (issue 29, property 5). Shown to the line's holder only: a
 * visitor with the line's proof, or the signed-in customer; nothing while there is none.
 */
export function PendingBankBills({ holder }: { holder: LineHolder }) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const read = usePendingBankBillsQuery(holder, { refetchOnMountOrArgChange: true });
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const bills = read.currentData?.bills ?? [];
  const amountOf = (bill: PendingBankBill) => formatPrice(bill.amount, language);

  const cancel = async (bill: PendingBankBill) => {
    setBusy(true);
    setError(null);
    try {
      await cancelPendingBankBill(holder, bill.refNumber);
      setCancelled(t('pending.cancelled', { amount: amountOf(bill) }));
      setAsking(null);
      await read.refetch();
    } catch (failure) {
      setError(errorText(errorCodeOf(failure)));
    } finally {
      setBusy(false);
    }
  };

  if (bills.length === 0) return cancelled ? <p role="status">{cancelled}</p> : null;
  return (
    <Card aria-labelledby="pending-bank-bills" data-pending-bank-bills={bills.length}>
      <Stack $gap="sm">
        <h2 id="pending-bank-bills">{t('pending.title')}</h2>
        <p>{t('pending.intro', { number: isolateLtr(unbroken(holder.mdn)) })}</p>
        {cancelled && <p role="status">{cancelled}</p>}
        {error && <FormAlert role="alert">{error}</FormAlert>}
        <ul>
          {bills.map((bill) => (
            <li key={bill.refNumber} data-pending-bank-bill={bill.refNumber}>
              <p>
                <strong>{t(`pending.kind.${kindOf(bill)}`)}</strong> · {bill.placedByCaller ? t('pending.yours') : t('pending.other')}
              </p>
              <p>
                {t('pending.summary', {
                  amount: amountOf(bill),
                  date: formatDay(bill.expiresAt.slice(0, 10), language, { day: 'numeric', month: 'long', year: 'numeric' }),
                })}
              </p>
              {asking === bill.refNumber ? (
                <Stack $gap="xs">
                  <p>{t('pending.confirmText')}</p>
                  <Inline $gap="sm">
                    <Button loading={busy} onClick={() => void cancel(bill)}>
                      {t('pending.confirm')}
                    </Button>
                    <Button variant="ghost" disabled={busy} onClick={() => setAsking(null)}>
                      {t('pending.keep')}
                    </Button>
                  </Inline>
                </Stack>
              ) : (
                <Button variant="secondary" aria-label={t('pending.cancelOf', { amount: amountOf(bill) })} onClick={() => setAsking(bill.refNumber)}>
                  {t('pending.cancel')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
