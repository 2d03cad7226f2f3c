import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@atlas/runtime';
import { BankBillReference, Card, formatPrice, isolateLtr, Stack } from '@atlas/ui-kit';
import type { InvoiceBankBill } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../i18n/invoices';
import { cancelInvoiceBankBill, useInvoiceBankBillsQuery, type InvoiceProof } from './invoices-api';

const Bills = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The bank bills (fatourati) pending on a business account's invoices, each with the invoices it
 * holds and its cancel: a business has no line to prove, so its payment code is what shows and
 * cancels them (issue 36). Nothing while there is none.
 */
export function AccountBankBills({ proof }: { proof: InvoiceProof }) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  // The page reads them for its list's flags: this shares that read (and its refetch after a cancel).
  const read = useInvoiceBankBillsQuery(proof);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const bills = read.currentData ?? [];

  const cancel = async (bill: InvoiceBankBill) => {
    await cancelInvoiceBankBill(proof, bill.refNumber);
    setCancelled(t('pending.cancelled', { amount: formatPrice(bill.amount, language) }));
    await read.refetch();
  };

  if (bills.length === 0) return cancelled ? <p role="status">{cancelled}</p> : null;
  return (
    <Card aria-labelledby="account-bank-bills" data-account-bank-bills={bills.length}>
      <Stack $gap="md">
        <h2 id="account-bank-bills">{t('accountBills.title')}</h2>
        <p>{t('accountBills.intro')}</p>
        {cancelled && <p role="status">{cancelled}</p>}
        <Bills>
          {bills.map((bill) => (
            <li key={bill.refNumber} data-account-bank-bill={bill.refNumber}>
              <Stack $gap="sm">
                <p>{t('accountBills.holds', { billNos: bill.billNos.map(isolateLtr).join(', ') })}</p>
                <BankBillReference payment={bill} headingLevel={3} onCancel={() => cancel(bill)} />
              </Stack>
            </li>
          ))}
        </Bills>
      </Stack>
    </Card>
  );
}
