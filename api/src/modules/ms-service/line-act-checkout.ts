import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import type { CheckoutRule } from '../../checkout/registries';
import { ApiError } from '../../errors';
import { refuseWhileUnpaid } from '../ms-billing/public';

/** The option of a self-care act's cart item that names the line the act was checked and authorised for. */
export const LINE_ACT_OPTION = 'line';

/**
 * The checkout rule of a self-care act's cart (migration, number change, plan-change fees): it is
 * paid only through the act's own route (which checks the act's proofs), only by the account that
 * made it, for the line the act was made for (its item's `options.line`); a cancelled act is over,
 * its cart closes (starting the act again makes a new one). `subscribes`: the act buys a plan (the
 * migration), refused like the shop's while the customer's invoices are overdue (the unpaid
 * situation, ms-billing's one rule); a number change or a plan change (its own reason 2) does not.
 */
export const lineActRule = (route: string, { subscribes = false } = {}): CheckoutRule => ({
  routes: [route],
  payer: 'maker',
  lineOf: ({ items }) => (items.length === 1 ? (items[0]!.options[LINE_ACT_OPTION] ?? null) : null),
  check: async (work, { cart, items }) => {
    if (items.length !== 1 || !items[0]!.options[LINE_ACT_OPTION])
      throw new ApiError(409, SHOP_ERROR_CODES.cartClosed, 'This act’s cart names no line: start the act again');
    if (subscribes)
      await refuseWhileUnpaid(
        work,
        { accountId: cart.accountId, mdn: items[0]!.options[LINE_ACT_OPTION] },
        items.map((item) => item.productType),
      );
  },
  whenCancelled: 'close',
  paymentNotice: 'line',
});
