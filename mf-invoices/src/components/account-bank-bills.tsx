import { useTranslation } from 'react-i18next';
import { isolateLtr } from '@atlas/ui-kit';
import { INVOICES_NS } from '../i18n/invoices';
import { BankBillsCard } from './bank-bills-card';
import { cancelInvoiceBankBill, useInvoiceBankBillsQuery, type InvoiceProof } from './invoices-api';

/**
 * The bank bills (fatourati) pending on a business account's invoices, each with the invoices it
 * holds and its cancel: a business has no line to prove, so its payment code is what shows and
 * cancels them (issue 36). Nothing while there is none.
 */
export function AccountBankBills({ proof }: { proof: InvoiceProof }) {
  const { t } = useTranslation(INVOICES_NS);
  // The page reads them for its list's flags: this shares that read (and its refetch after a cancel).
  const read = useInvoiceBankBillsQuery(proof);
  return (
    <BankBillsCard
      id="account-bank-bills"
      title={t('accountBills.title')}
      intro={t('accountBills.intro')}
      bills={read.currentData ?? []}
      describe={(bill) => t('accountBills.holds', { billNos: bill.billNos.map(isolateLtr).join(', ') })}
      cancel={(bill) => cancelInvoiceBankBill(proof, bill.refNumber)}
      refetch={() => read.refetch()}
    />
  );
}
