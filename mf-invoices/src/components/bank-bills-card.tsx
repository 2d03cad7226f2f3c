import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@atlas/runtime';
import { BankBillReference, Card, formatPrice, Stack } from '@atlas/ui-kit';
import type { BankBillPayment } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../i18n/invoices';

const Bills = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface BankBillsCardProps<Bill extends BankBillPayment> {
  /** The heading's id and the data attributes: `data-<id>` on the card (how many), `data-<id minus s>` on each bill. */
  id: 'account-bank-bills' | 'pending-bank-bills';
  title: string;
  intro: ReactNode;
  bills: Bill[];
  /** What the bill is, above its reference. */
  describe: (bill: Bill) => ReactNode;
  cancel: (bill: Bill) => Promise<unknown>;
  /** Reads the bills again after a cancel. */
  refetch: () => Promise<unknown>;
}

/**
 * Pending bank bills (fatourati), each the UI kit's bank-bill reference with its cancel, and the
 * cancel's confirmation; nothing while there is none.
 */
export function BankBillsCard<Bill extends BankBillPayment>({ id, title, intro, bills, describe, cancel, refetch }: BankBillsCardProps<Bill>) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const [cancelled, setCancelled] = useState<string | null>(null);

  const cancelBill = async (bill: Bill) => {
    await cancel(bill);
    setCancelled(t('pending.cancelled', { amount: formatPrice(bill.amount, language) }));
    await refetch();
  };

  // One status element, kept while the list empties after the cancel: the message is not drawn anew.
  return (
    <>
      {cancelled && <p role="status">{cancelled}</p>}
      {bills.length > 0 && (
        <Card aria-labelledby={id} {...{ [`data-${id}`]: bills.length }}>
          <Stack $gap="md">
            <h2 id={id}>{title}</h2>
            <p>{intro}</p>
            <Bills>
              {bills.map((bill) => (
                <li key={bill.refNumber} {...{ [`data-${id.slice(0, -1)}`]: bill.refNumber }}>
                  <Stack $gap="sm">
                    <p>{describe(bill)}</p>
                    <BankBillReference payment={bill} headingLevel={3} onCancel={() => cancelBill(bill)} />
                  </Stack>
                </li>
              ))}
            </Bills>
          </Stack>
        </Card>
      )}
    </>
  );
}
