import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@atlas/runtime';
import { BankBillReference, Card, formatPrice, isolateLtr, Stack } from '@atlas/ui-kit';
import type { PendingBankBill } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../i18n/invoices';
import { unbroken } from './invoice-list';
import { cancelPendingBankBill, usePendingBankBillsQuery, type LineHolder } from './invoices-api';

const Bills = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const kindOf = (bill: PendingBankBill): 'invoice' | 'recharge' | 'shop' | 'act' =>
  bill.kind === 'invoice' || bill.kind === 'recharge' || bill.kind === 'shop' ? bill.kind : 'act';

/**
 * Every bank bill (fatourati) pending on the holder's number — theirs, and any a stranger asked
 * for with it — each the UI kit's bank-bill reference, with its cancel (issue 29, property 5).
 * Shown to the line's holder only: a visitor with the line's proof, or the signed-in customer;
 * nothing while there is none. `except`: a reference the page already shows on its own.
 */
export function PendingBankBills({ holder, except }: { holder: LineHolder; except?: string }) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const read = usePendingBankBillsQuery(holder, { refetchOnMountOrArgChange: true });
  const [cancelled, setCancelled] = useState<string | null>(null);
  const bills = (read.currentData?.bills ?? []).filter((bill) => bill.refNumber !== except);

  const cancel = async (bill: PendingBankBill) => {
    await cancelPendingBankBill(holder, bill.refNumber);
    setCancelled(t('pending.cancelled', { amount: formatPrice(bill.amount, language) }));
    await read.refetch();
  };

  if (bills.length === 0) return cancelled ? <p role="status">{cancelled}</p> : null;
  return (
    <Card aria-labelledby="pending-bank-bills" data-pending-bank-bills={bills.length}>
      <Stack $gap="md">
        <h2 id="pending-bank-bills">{t('pending.title')}</h2>
        <p>{t('pending.intro', { number: isolateLtr(unbroken(holder.mdn)) })}</p>
        {cancelled && <p role="status">{cancelled}</p>}
        <Bills>
          {bills.map((bill) => (
            <li key={bill.refNumber} data-pending-bank-bill={bill.refNumber}>
              <Stack $gap="sm">
                <p>
                  <strong>{t(`pending.kind.${kindOf(bill)}`)}</strong> · {bill.placedByCaller ? t('pending.yours') : t('pending.other')}
                </p>
                <BankBillReference payment={bill} headingLevel={3} onCancel={() => cancel(bill)} />
              </Stack>
            </li>
          ))}
        </Bills>
      </Stack>
    </Card>
  );
}
