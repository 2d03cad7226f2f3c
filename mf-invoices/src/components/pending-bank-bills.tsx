import { useTranslation } from 'react-i18next';
import { mdnInText } from '@atlas/ui-kit';
import type { PendingBankBill } from '@atlas/contracts/shop';
import { INVOICES_NS } from '../i18n/invoices';
import { BankBillsCard } from './bank-bills-card';
import { cancelPendingBankBill, usePendingBankBillsQuery, type LineHolder } from './invoices-api';

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
  const read = usePendingBankBillsQuery(holder, { refetchOnMountOrArgChange: true });
  return (
    <BankBillsCard
      id="pending-bank-bills"
      title={t('pending.title')}
      intro={t('pending.intro', { number: mdnInText(holder.mdn) })}
      bills={(read.currentData?.bills ?? []).filter((bill) => bill.refNumber !== except)}
      describe={(bill) => (
        <>
          <strong>{t(`pending.kind.${kindOf(bill)}`)}</strong> · {bill.placedByCaller ? t('pending.yours') : t('pending.other')}
        </>
      )}
      cancel={(bill) => cancelPendingBankBill(holder, bill.refNumber)}
      refetch={() => read.refetch()}
    />
  );
}
