import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { Button, useSelfCarePrefix, useSession } from '@atlas/ui-kit';
import { SHOP_NS } from '../i18n/shop';

/** The submission error's flag that a step was refused for the unpaid situation (unpaid_subscription_forbidden). */
export const UNPAID_REFUSAL = 'unpaidInvoices';

/**
 * A step's refusal for its form: the code's text, and for "not authorised to subscribe while the
 * unpaid situation lasts" the flag that shows the way to pay first (PayInvoicesFirst).
 */
export const stepRefusal = (code: string, errorText: (code: string) => string) => ({
  [FORM_ERROR]: errorText(code),
  ...(code === SHOP_ERROR_CODES.unpaidSituation ? { [UNPAID_REFUSAL]: true } : {}),
});

/** Where overdue invoices are paid first: the customer's mes-factures signed in, else the visitor's paiement-facture. */
export function PayInvoicesFirst() {
  const { t } = useTranslation(SHOP_NS);
  const { isSignedIn } = useSession();
  const prefix = useSelfCarePrefix();
  return (
    <Button variant="link" to={isSignedIn ? `${prefix}/mes-factures` : '/paiement-facture'} data-pay-invoices-first>
      {t('payment.payInvoicesFirst')}
    </Button>
  );
}
