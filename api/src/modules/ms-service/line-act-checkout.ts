import { SHOP_ERROR_CODES } from '@atlas/contracts/shop';
import type { CheckoutRule } from '../../checkout/registries';
import { ApiError } from '../../errors';

/** The option of a self-care act's cart item that names the line the act was checked and authorised for. */
export const LINE_ACT_OPTION = 'line';

/**
 * The checkout rule of a self-care act's cart (migration, number change, plan-change fees): it is
 * paid only through the act's own route (which checks the act's proofs), only by the account that
 * made it, for the line the act was made for (its item's `options.line`); a cancelled act is over,
 * its cart closes (starting the act again makes a new one).
 */
export const lineActRule = (route: string): CheckoutRule => ({
  routes: [route],
  payer: 'maker',
  lineOf: ({ items }) => (items.length === 1 ? (items[0]!.options[LINE_ACT_OPTION] ?? null) : null),
  check: async (_tx, { items }) => {
    if (items.length !== 1 || !items[0]!.options[LINE_ACT_OPTION])
      throw new ApiError(409, SHOP_ERROR_CODES.cartClosed, 'This act’s cart names no line: start the act again');
  },
  whenCancelled: 'close',
  paymentNotice: 'line',
});
