import { RECHARGE_ERROR_CODES } from '@atlas/contracts/recharge';
import type { CheckoutRegistry, CheckoutRule } from '../../checkout/registries';
import { lockLine } from '../ms-iam/public';
import { rechargeProduct } from './recharge.repository';
import { ApiError } from '../../errors';
import { rechargeFacts } from './payment-methods';
import { cartMdn, checkMonthlyMax, rechargeableLine, type RechargeSegment } from './recharge-lines';
import type { UnitOfWork } from '../../db/unit-of-work';

/**
 * The line's limits when money moves: each product is sold to the line's segment, and the month's
 * maximum (payment-031) holds. At initiation the line must take recharges (payment-014, 019) and
 * the recharges of other carts being paid count too; at confirmation the line's row is locked
 * first, so two confirmations for one line are counted one after the other (a line closed
 * meanwhile is the credit's refusal, payment-018).
 */
async function rechargeLimits(
  work: UnitOfWork,
  checkout: Pick<CheckoutRegistry, 'orders'>,
  mdn: string,
  totalCentimes: number,
  products: ReadonlyArray<{ productId: string }>,
  inProgressExceptCart?: string,
): Promise<void> {
  const line = inProgressExceptCart ? await rechargeableLine(work, mdn) : await lockLine(work, mdn);
  for (const { productId } of line ? products : []) {
    const product = await rechargeProduct(work, productId);
    if (product && !product.segments.includes(line!.segment as RechargeSegment))
      throw new ApiError(422, RECHARGE_ERROR_CODES.lineNotEligible, 'This line cannot buy this product', [{ field: 'productId', rule: 'segment' }]);
  }
  await checkMonthlyMax(work, checkout.orders, mdn, totalCentimes, { inProgressExceptCart });
}

/**
 * A recharge cart (Dh recharges and passes for one number): paid through the shop's card and
 * bank-bill routes or the recharge methods, by whoever holds the cart (a visitor may recharge any
 * line); the order is for the number its items were priced for (`options.mdn`), never the form's.
 * Its limits count the line's orders through the checkout (`checkout.orders`).
 */
export const rechargeCheckoutRule = (checkout: Pick<CheckoutRegistry, 'orders'>): CheckoutRule => ({
  routes: ['shop', 'recharge'],
  payer: 'cart-holder',
  lineOf: ({ items }) => cartMdn(items),
  methodFacts: async (work, { items, line, accountId }) => (line ? rechargeFacts(work, accountId ?? undefined, line, items) : {}),
  limits: async (work, { line, totalCentimes, cartId, products, moment }) => {
    // The recharge source prices no item without its line (options.mdn): a cart without one has no line to limit.
    if (!line) return;
    await rechargeLimits(work, checkout, line, totalCentimes, products, moment === 'initiation' ? cartId : undefined);
  },
  whenCancelled: 'reopen',
  // The credit tells the line's holder itself (recharge-credited).
  paymentNotice: 'none',
});
