import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CART_LIMITS, type PaymentMethodId } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { bankBills, carts, orders } from '../../db/schema';
import { ApiError, errorResponses } from '../../errors';
import { holdCartNumbers, sellNumbers } from '../ms-service/public';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { openGatewaySession, registerBillReference } from '../payment-gateway/public';
import { cartIdSchema } from '../ms-payment/public';
import { bankBillView, expireOverdueBankBills } from './bank-bills';
import { initiatePayment, type CheckoutBody, type CheckoutContext, type MethodStep, type SiteOrigins } from './checkout';
import { bankBillSchema, checkoutBodySchema, gatewayRedirectSchema, registeredOrderSchema } from './checkout.schema';
import { reached } from './orders';

/** The order is registered, to be paid later (cash) or at a bank (fatourati): its cart is closed. */
async function register(tx: Database, { order, cart }: CheckoutContext): Promise<void> {
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: 'registered', paymentOutcome: 'enregistre', timeline: reached(order.timeline, 'registered', now), updatedAt: now })
    .where(eq(orders.refNumber, order.refNumber));
  await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cart.id));
}

/** Card and bank app: a session on the gateway's hosted page, where the customer pays. */
export const toGateway =
  (channel: 'card' | 'bank-app'): MethodStep =>
  async (tx, { order, origin, returnUrl, language }) => {
    const session = await openGatewaySession(tx, { channel, merchantRef: order.refNumber, amountCentimes: order.totalCentimes, returnUrl, language });
    return { answer: { refNumber: order.refNumber, redirectUrl: `${origin}${session.path}` }, status: 'initiated', gatewaySessionId: session.id };
  };

const cash: MethodStep = async (tx, context) => {
  await register(tx, context);
  await sellNumbers(tx, context.cart.id, context.numbers, context.order.refNumber);
  return { answer: { refNumber: context.order.refNumber, status: 'registered' }, status: 'registered' };
};

/** A fatourati reference for the buyer's number, valid CART_LIMITS.bankBillValidityHours; its numbers are held as long. */
export const bankBill: MethodStep = async (tx, context) => {
  // A shop buyer's phone, or the line the order is for (a recharge, an invoice, a self-care act).
  const mdn = context.body.client?.phoneNumber ?? context.order.phoneNumber ?? undefined;
  if (!mdn) throw new ApiError(400, 'request-invalid', 'A bank-bill reference needs the buyer’s phone number', [{ field: 'client.phoneNumber', rule: 'required' }]);
  await expireOverdueBankBills(tx, { mdn });
  const expiresAt = new Date(Date.now() + CART_LIMITS.bankBillValidityHours * 3600_000);
  const reference = await registerBillReference(tx, { merchantRef: context.order.refNumber, amountCentimes: context.order.totalCentimes, expiresAt });
  const [bill] = await tx
    .insert(bankBills)
    .values({ refNumber: context.order.refNumber, mdn, paymentCode: reference.paymentCode, gatewayReferenceId: reference.id, amountCentimes: context.order.totalCentimes, status: 'pending', expiresAt })
    .returning();
  await register(tx, context);
  await holdCartNumbers(tx, context.cart.id, context.numbers, expiresAt);
  return { answer: { ...bankBillView(bill!, context.order.createdAt) }, status: 'registered', gatewaySessionId: reference.id };
};

const ROUTES: Array<{ path: string; method: PaymentMethodId; step: MethodStep; reply: object }> = [
  { path: 'cb', method: 'cartebancaire', step: toGateway('card'), reply: gatewayRedirectSchema },
  { path: 'app', method: 'applicationbancaire', step: toGateway('bank-app'), reply: gatewayRedirectSchema },
  { path: 'cash', method: 'especes', step: cash, reply: registeredOrderSchema },
  { path: 'eb', method: 'fatourati', step: bankBill, reply: bankBillSchema },
];

/**
 * ms-ecom's payment initiation, mounted at /api/v1/ms-ecom: POST cart/{cartId}/payment/cb (card),
 * /app (bank app), /cash (especes), /eb (bank-bill reference), each with an Idempotency-Key.
 */
export const paymentRoutes: FastifyPluginAsync<SiteOrigins> = async (app, { publicOrigin, allowedOrigins }) => {
  for (const route of ROUTES) {
    app.post<{ Params: { cartId: string }; Body: CheckoutBody }>(
      `/cart/:cartId/payment/${route.path}`,
      {
        schema: {
          headers: idempotencyHeaderSchema,
          params: { type: 'object', required: ['cartId'], properties: { cartId: cartIdSchema } },
          body: checkoutBodySchema,
          response: { 200: route.reply, 201: route.reply, ...errorResponses },
        },
      },
      (request, reply) => initiatePayment(app, request, reply, route.method, route.step, { publicOrigin, allowedOrigins }),
    );
  }
};
