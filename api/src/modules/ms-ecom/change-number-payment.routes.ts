import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CartProductType } from '@atlas/contracts/catalog';
import type { ChangeNumberPaymentRequest } from '@atlas/contracts/line-services';
import { SHOP_ERROR_CODES, type CartKind } from '@atlas/contracts/shop';
import { MDN_PATTERN } from '@atlas/forms/patterns';
import { cartItems, carts, payments } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../ms-forms/form-requests';
import { openCartOf, newCart } from '../ms-payment/carts';
import { changeNumberItem, quoteNumberChange } from '../ms-service/change-number';
import { recordRefusal, selectedMobileLine, spendLineProof } from '../ms-service/line-service-acts';
import { openGatewaySession } from '../payment-gateway/gateway';
import { initiatePayment, type CheckoutBody, type MethodStep, type SiteOrigins } from './checkout';
import { gatewayRedirectSchema } from './checkout.schema';

const mdnField = { type: 'string', pattern: MDN_PATTERN.source } as const;

/** Card: a session on the gateway's hosted page, as for a cart of the shop. */
const card: MethodStep = async (tx, { order, origin, returnUrl, language }) => {
  const session = await openGatewaySession(tx, { channel: 'card', merchantRef: order.refNumber, amountCentimes: order.totalCentimes, returnUrl, language });
  return { answer: { refNumber: order.refNumber, redirectUrl: `${origin}${session.path}` }, status: 'initiated', gatewaySessionId: session.id };
};

/**
 * The cart of an earlier request with this Idempotency-Key. `waitMs`: a twin sent at the same moment
 * may still be making its payment after it spent the code this request then found spent.
 */
export async function cartOfKey(app: FastifyInstance, key: string, waitMs = 0): Promise<string | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [earlier] = await app.db.select({ cartId: payments.cartId }).from(payments).where(eq(payments.idempotencyKey, key));
    if (earlier) return earlier.cartId;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How long a request whose code a twin spent waits for the twin's payment (then the code error stands). */
export const TWIN_WAIT_MS = 3000;

/**
 * The customer's open cart of a self-care act, holding this one item only (priced by its source),
 * locked while it changes; `unavailable` is the code when the item can no longer be sold.
 */
export async function lineActCart(
  app: FastifyInstance,
  accountId: string,
  kind: CartKind,
  item: { productType: CartProductType; productId: string; options: Record<string, string> },
  unavailable: string,
): Promise<string> {
  return app.db.transaction(async (tx) => {
    const cart = (await openCartOf(tx, accountId, kind)) ?? (await newCart(tx, kind, accountId));
    const [locked] = await tx.select().from(carts).where(eq(carts.id, cart.id)).for('update');
    if (locked?.status !== 'open') throw new ApiError(409, SHOP_ERROR_CODES.cartClosed, 'This act is already paid');
    const product = await app.cartProductSources.get(item.productType)?.(tx, item.productId, item.options);
    if (!product?.inStock) throw new ApiError(409, unavailable, `${item.productId} is no longer available`);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    await tx.insert(cartItems).values({ id: randomUUID(), cartId: cart.id, ...item, name: product.name, image: null, unitPriceCentimes: product.unitPriceCentimes, period: product.period, quantity: 1 });
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return cart.id;
  });
}

/**
 * POST /api/v1/ms-ecom/payment/change-number/cb (bearer, the line's segmentation token,
 * Idempotency-Key): the number change of the selected line, confirmed with a code sent to it
 * (`change-number`), paid by card. It is the checkout of a `change-number` cart of the customer:
 * the chosen number is held for it as in the shop, the order names the line, and the line's
 * number changes when the gateway's signed confirmation arrives (once: see applyNumberChange).
 * The same key answers the first answer; a retry never opens a second payment.
 */
export const changeNumberPaymentRoutes: FastifyPluginAsync<SiteOrigins> = async (app, origins) => {
  app.post<{ Params: { cartId: string }; Body: ChangeNumberPaymentRequest & CheckoutBody }>(
    '/payment/change-number/cb',
    {
      preHandler: app.requireLine,
      schema: {
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['mdn', 'newMdn', 'category', 'otpToken'],
          properties: {
            mdn: mdnField,
            newMdn: mdnField,
            category: { type: 'string', pattern: '^[a-z0-9-]{1,32}$' },
            otpToken: { type: 'string', minLength: 1, maxLength: 2048 },
            returnUrl: { type: 'string', maxLength: 300 },
          },
        },
        response: { 200: gatewayRedirectSchema, 201: gatewayRedirectSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { mdn, newMdn, category, otpToken } = request.body;
      const key = String(request.headers['idempotency-key']);
      const accountId = request.customer.accountId;
      await selectedMobileLine(app, request, mdn);
      // The same key again (a doubled click, a retry, a reload): the first attempt's cart answers.
      const replay = (cartId: string) => {
        request.params = { cartId };
        return initiatePayment(app, request, reply, 'cartebancaire', card, { ...origins, lineMdn: mdn });
      };
      const earlier = await cartOfKey(app, key);
      if (earlier) return replay(earlier);
      try {
        if (newMdn === mdn) throw new ApiError(409, SHOP_ERROR_CODES.numberUnavailable, 'This is already the line’s number');
        await quoteNumberChange(app.db, mdn, newMdn, category);
        try {
          await spendLineProof(app, otpToken, mdn, 'change-number');
        } catch (error) {
          // A twin with the same key spent the code a moment ago: answer its payment.
          const twin = await cartOfKey(app, key, TWIN_WAIT_MS);
          if (twin) return await replay(twin);
          throw error;
        }
      } catch (error) {
        if (error instanceof ApiError) await recordRefusal(app, request, 'number-change', mdn, { newMdn, category }, error.code);
        throw error;
      }
      const cartId = await lineActCart(app, accountId, 'change-number', changeNumberItem(category, newMdn), SHOP_ERROR_CODES.numberUnavailable);
      request.params = { cartId };
      return initiatePayment(app, request, reply, 'cartebancaire', card, { ...origins, lineMdn: mdn });
    },
  );
};
