import { useTranslation } from 'react-i18next';
import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { useErrorText } from '@atlas/runtime';
import { Button, FormAlert } from '@atlas/ui-kit';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SERVICES_NS } from '../../i18n/selfcare-services';

/** mf-invoices' signed-in invoices, where overdue invoices are paid first. */
const INVOICES_PATH = 'mes-factures';

/**
 * Why a line act (migration, number change) was refused, in the catalogue's words; refused for the
 * unpaid situation (unpaid_subscription_forbidden), it leads to paying the invoices first.
 */
export function ActFailure({ code }: { code: string }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const path = useSelfcarePath();
  return (
    <FormAlert as="div" role="alert">
      <p>{errorText(code)}</p>
      {code === SHOP_ERROR_CODES.unpaidSituation && (
        <Button variant="link" to={path(INVOICES_PATH)} data-pay-invoices-first>
          {t('changeOffer.payInvoices')}
        </Button>
      )}
    </FormAlert>
  );
}
