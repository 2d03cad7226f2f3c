import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CartProductType } from '@atlas/contracts/catalog';
import type { LineOtpPurpose } from '@atlas/contracts/line-services';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { SHOP_ERROR_CODES, type CartKind, type PaymentMethodId } from '@atlas/contracts/shop';
import { paymentByKey } from './payments.repository';
import { ApiError } from '../../errors';
import { lockCart, openCartOf, newCart, replaceCartItems } from '../ms-payment/public';
import { LINE_ACT_OPTION, recordRefusal, spendLineProof } from '../ms-service/public';
import { initiatePayment, type CheckoutBody, type MethodStep, type SiteOrigins } from './checkout';

/**
 * The cart of an earlier request with this Idempotency-Key. `waitMs`: a twin sent at the same moment
 * may still be making its payment after it spent the code this request then found spent.
 */
export async function cartOfKey(app: FastifyInstance, key: string, waitMs = 0): Promise<string | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const earlier = await paymentByKey(app.db, key);
    if (earlier) return earlier.cartId;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How long a request whose code a twin spent waits for the twin's payment (then the code error stands). */
export const TWIN_WAIT_MS = 3000;

/** The one item of a self-care act's cart, priced by its source. */
export interface LineActItem {
  productType: CartProductType;
  productId: string;
  options: Record<string, string>;
}

/**
 * The customer's open cart of a self-care act, holding this one item only (priced by its source),
 * locked while it changes; `unavailable` is the code when the item can no longer be sold. The
 * item carries the line the act was checked and authorised for (`options.line`): the order's
 * line is taken from it, never from the payment's body.
 */
export async function lineActCart(
  app: FastifyInstance,
  accountId: string,
  mdn: string,
  kind: CartKind,
  item: LineActItem,
  unavailable: string,
): Promise<string> {
  return app.db.transaction(async (tx) => {
    const cart = (await openCartOf(tx, accountId, kind)) ?? (await newCart(tx, kind, accountId));
    const locked = await lockCart(tx, cart.id);
    if (locked?.status !== 'open') throw new ApiError(409, SHOP_ERROR_CODES.cartClosed, 'This act is already paid');
    const product = await app.cartProductSources.get(item.productType)?.(tx, item.productId, item.options);
    if (!product?.inStock) throw new ApiError(409, unavailable, `${item.productId} is no longer available`);
    await replaceCartItems(tx, cart.id, [
      {
        ...item,
        options: { ...item.options, [LINE_ACT_OPTION]: mdn },
        name: product.name,
        image: null,
        unitPriceCentimes: product.unitPriceCentimes,
        period: product.period,
        quantity: 1,
      },
    ]);
    return cart.id;
  });
}

/** What a paid line act brings to its payment: its checks, its proofs, its refusal and its cart. */
export interface LineActPayment<Checked> {
  mdn: string;
  method: PaymentMethodId;
  step: MethodStep;
  /** Before the same key's replay is looked up; a refusal here is not recorded. */
  beforeReplay?: () => Promise<void>;
  /** The act's checks, before any proof is spent; what they answer goes to `spendOnce`. */
  check: () => Promise<Checked>;
  /** Spends the request's single-use proof, throwing an ApiError when it is spent (maybe by a twin with the same key). */
  spendOnce: (checked: Checked) => Promise<void>;
  /** The line's code, when it is not the single-use proof itself: spent after it. */
  lineCode?: { token: string; purpose: LineOtpPurpose };
  /** The refused attempt's record: its kind and payload. */
  refusal: { kind: string; payload: Record<string, unknown> };
  cart: { kind: CartKind; item: LineActItem; unavailable: string };
  /** The request's body, as the payment stores its hash. */
  body: CheckoutBody;
}

/**
 * The payment of a paid line act (plan change with fees, migration, number change), once per
 * Idempotency-Key: the same key answers the first payment, to the line's owner only; otherwise the
 * act's checks, its single-use proof (a twin with the same key that spent it a moment ago answers
 * its payment), the line's code, and a refusal recorded for any ApiError among them; then the
 * act's cart and its payment.
 */
export async function payLineAct<Checked>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  origins: SiteOrigins,
  act: LineActPayment<Checked>,
): Promise<Record<string, unknown>> {
  const { mdn } = act;
  const key = request.idempotencyKey;
  // The act's own route: its cart kind's rule accepts no other (the shop's routes refuse it).
  const pay = (cartId: string) => initiatePayment(app, request, reply, { cartId, body: act.body, route: act.cart.kind }, act.method, act.step, origins);
  await act.beforeReplay?.();
  // The same key again (a doubled click, a retry, a reload, even after the act): the first payment answers.
  const earlier = await cartOfKey(app, key);
  if (earlier) {
    if (mdn !== request.line.mdn) throw new ApiError(403, SELFCARE_ERROR_CODES.segmentationInvalid, 'The mdn is not the selected line');
    return pay(earlier);
  }
  try {
    const checked = await act.check();
    try {
      await act.spendOnce(checked);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A twin with the same key spent it a moment ago: answer its payment.
      const twin = await cartOfKey(app, key, TWIN_WAIT_MS);
      if (twin) return await pay(twin);
      throw error;
    }
    if (act.lineCode) await spendLineProof(app, act.lineCode.token, mdn, act.lineCode.purpose);
  } catch (error) {
    if (error instanceof ApiError) await recordRefusal(app, request, act.refusal.kind, mdn, act.refusal.payload, error.code);
    throw error;
  }
  const cartId = await lineActCart(app, request.customer.accountId, mdn, act.cart.kind, act.cart.item, act.cart.unavailable);
  return pay(cartId);
}
