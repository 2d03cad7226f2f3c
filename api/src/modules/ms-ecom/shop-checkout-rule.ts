import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import { CIN_PATTERN, MAX_CUSTOMER_AGE, MIN_CUSTOMER_AGE, PASSPORT_PATTERN, stripSeparators } from '@atlas/contracts/patterns';
import { ageOn, parseDate } from '@atlas/contracts/parse-date';
import type { CheckoutBody, CheckoutRule } from '../../checkout/registries';
import { agencyExists } from '../ms-content/public';
import { ApiError } from '../../errors';
import { refuseWhileUnpaid } from '../ms-billing/public';
import { chosenNumbersOf } from '../ms-payment/public';
import { checkPortability } from './portability';

const invalid = (field: string, rule: string, message: string) => new ApiError(400, 'request-invalid', message, [{ field, rule }]);

/** The buyer of a shop order: a valid CIN or passport number, of age. */
function checkClient(client: NonNullable<CheckoutBody['client']>): void {
  const identity = stripSeparators(client.identityNumber).toUpperCase();
  if (!(client.identityType === 'cin' ? CIN_PATTERN : PASSPORT_PATTERN).test(identity)) {
    throw invalid('client.identityNumber', 'pattern', `Not a valid ${client.identityType === 'cin' ? 'CIN' : 'passport'} number`);
  }
  const born = parseDate(client.birthDate);
  if (!born || born.getTime() > Date.now()) throw invalid('client.birthDate', 'date', 'birthDate is not a real date in the past');
  const age = ageOn(born);
  if (age < MIN_CUSTOMER_AGE || age > MAX_CUSTOMER_AGE)
    throw invalid('client.birthDate', 'age', `The buyer must be ${MIN_CUSTOMER_AGE} to ${MAX_CUSTOMER_AGE} years old`);
}

/**
 * A shop cart (handsets, plans, numbers, boxes): paid through the shop's routes by whoever holds
 * the cart, with the client form and the delivery; its order's number is the buyer's own (the
 * form's: a shop order acts on no existing line). Each mobile plan needs a chosen number or a
 * number kept with portability; no subscription while the buyer's invoices are overdue. If a bank
 * bill of it is cancelled, the cart reopens.
 */
export const shopCheckoutRule: CheckoutRule = {
  routes: ['shop'],
  payer: 'cart-holder',
  lineOf: ({ body }) => body.client?.phoneNumber ?? null,
  async check(work, { cart, items, body }) {
    if (!body.client || !body.delivery) throw invalid(body.client ? 'delivery' : 'client', 'required', 'A shop order needs the client form and the delivery');
    checkClient(body.client);
    // No plan, home-internet offer or number while the buyer's invoices are overdue (the spec's unpaid situation).
    await refuseWhileUnpaid(
      work,
      { accountId: cart.accountId, mdn: body.client.phoneNumber },
      items.map((item) => item.productType),
    );
    const plans = items.filter((item) => item.productType === 'offre-mobile').reduce((sum, item) => sum + item.quantity, 0);
    if (plans > chosenNumbersOf(items).length + (body.portability ? 1 : 0)) {
      throw new ApiError(422, SHOP_ERROR_CODES.numberRequired, 'Each mobile plan needs a chosen number or a number kept with portability');
    }
    if (body.portability) await checkPortability(work, body.portability);
    if (body.delivery.mode === 'agency') {
      if (!(await agencyExists(work, body.delivery.agencyId))) throw invalid('delivery.agencyId', 'exists', 'No agency has this id');
    }
  },
  whenCancelled: 'reopen',
  paymentNotice: 'buyer',
};
