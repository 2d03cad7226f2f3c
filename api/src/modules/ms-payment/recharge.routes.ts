import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_PATTERN } from '@atlas/forms/patterns';
import { RECHARGE_ERROR_CODES, RECHARGE_LIMITS, type RechargeFavorite, type RechargePaymentRequest } from '@atlas/contracts/recharge';
import { SHOP_ERROR_CODES, type PaymentMethodId } from '@atlas/contracts/shop';
import type { Database } from '../../db/database';
import { accountLines, carts, etoile9Advances, lineBalances, orders, scratchCards } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, errorResponses } from '../../errors';
import { idempotencyHeaderSchema } from '../../plugins/idempotency';
import { cartIdSchema } from './cart.schema';
import { holdsLine } from './payment-methods';
import { initiatePayment, type CheckoutBody, type CheckoutContext, type MethodStep, type SiteOrigins, reached } from '../ms-ecom/public';
import { creditRecharge } from './recharge-credit';
import { rechargeProductSource } from './recharge-products';
import { rechargeableLine } from './recharge-lines';


/** The spec's text fields arrive as any string: their format is checked here so the answer is the spec's code. */
const mdnParam = { type: 'object', required: ['mdn'], properties: { mdn: { type: 'string', maxLength: 32 } } } as const;

const paymentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cartId'],
  properties: {
    cartId: cartIdSchema,
    code: { type: 'string', maxLength: 64 },
    contact: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: { type: 'string', maxLength: 254 } } },
  },
} as const;

const paidReplySchema = {
  type: 'object',
  required: ['refNumber', 'status', 'method', 'credited'],
  properties: { refNumber: { type: 'string' }, status: { type: 'string' }, method: { type: 'string' }, credited: { type: 'number' } },
} as const;

const unavailable = (rule: string, message: string) => new ApiError(422, SHOP_ERROR_CODES.paymentMethodUnavailable, message, [{ field: 'method', rule }]);

/**
 * Balance, invoice and *9 move the line's own money or credit: only its holder, signed in, may
 * use them (a visitor could otherwise spend or owe on anyone's line). ecom-001, rule `own-line`.
 */
async function requireOwnLine(tx: Database, context: CheckoutContext): Promise<void> {
  const { accountId, phoneNumber } = context.order;
  if (!phoneNumber || !(await holdsLine(tx, accountId ?? undefined, phoneNumber))) throw unavailable('own-line', 'Only the holder of the line, signed in, may use this method');
}

/** The order is settled (paid now, or deferred onto the next invoice): its cart closes and its line is credited. */
async function settle(app: Tellers, tx: Database, { order, cart }: CheckoutContext, method: PaymentMethodId, { deferred = false, extraDirhamsCentimes = 0 } = {}) {
  const now = new Date();
  const status = deferred ? 'registered' : 'paid';
  const [updated] = await tx
    .update(orders)
    .set({ status, paymentOutcome: 'ok', errorCode: null, timeline: reached(order.timeline, status, now), updatedAt: now })
    .where(eq(orders.refNumber, order.refNumber))
    .returning();
  await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cart.id));
  await creditRecharge(app, tx, updated!, { extraDirhamsCentimes });
  return {
    answer: { refNumber: order.refNumber, status: 'paid', method, credited: (order.totalCentimes + extraDirhamsCentimes) / 100 },
    status: deferred ? ('registered' as const) : ('succeeded' as const),
  };
}


/**
 * scratchcard: the 14-digit code of a card worth at least the cart (payment-050); a card that does
 * not exist (020), is blocked (021), used (022) or expired (041). The card row is locked: two carts
 * racing for one card, one wins. What the card is worth beyond the cart goes to the Dh balance.
 */
const scratchCard = (app: Tellers): MethodStep => async (tx, context) => {
  const code = (context.body as RechargePaymentRequest).code ?? '';
  if (!new RegExp(`^\\d{${RECHARGE_LIMITS.scratchCodeLength}}$`).test(code)) throw new ApiError(400, RECHARGE_ERROR_CODES.invalidPin, 'The code is 14 digits', [{ field: 'code', rule: 'pattern' }]);
  const [card] = await tx.select().from(scratchCards).where(eq(scratchCards.code, code)).for('update');
  if (!card) throw new ApiError(404, RECHARGE_ERROR_CODES.scratchUnknown, 'No scratch card has this code');
  if (card.status === 'blocked') throw new ApiError(409, RECHARGE_ERROR_CODES.scratchBlocked, 'This card is blocked');
  if (card.status === 'used') throw new ApiError(409, RECHARGE_ERROR_CODES.scratchUsed, 'This card was already used');
  if (card.status !== 'valid') throw new ApiError(422, RECHARGE_ERROR_CODES.scratchInvalid, 'This card is no longer valid');
  if (card.valueCentimes < context.order.totalCentimes) {
    throw new ApiError(422, RECHARGE_ERROR_CODES.scratchInsufficient, 'The card is worth less than the cart', undefined, { cardValue: card.valueCentimes / 100 });
  }
  await tx.update(scratchCards).set({ status: 'used', usedBy: context.order.refNumber, usedAt: new Date() }).where(eq(scratchCards.code, code));
  return settle(app, tx, context, 'scratchcard', { extraDirhamsCentimes: card.valueCentimes - context.order.totalCentimes });
};

/** solderecharge: passes bought from the line's main Dh balance (payment-056 when it is short). */
const fromBalance = (app: Tellers): MethodStep => async (tx, context) => {
  await requireOwnLine(tx, context);
  if (context.items.some((item) => item.productType !== 'pass')) throw unavailable('passes-only', 'The balance buys passes only');
  const mdn = context.order.phoneNumber!;
  const [row] = await tx.select().from(lineBalances).where(eq(lineBalances.mdn, mdn)).for('update');
  const balances = structuredClone(row?.balances ?? []);
  const main = balances.find((entry) => entry.category === 'dirhams')?.subCategories.find((item) => item.unit === 'Dh');
  const available = Math.round((main?.value ?? 0) * 100);
  if (!main || available < context.order.totalCentimes) {
    throw new ApiError(422, RECHARGE_ERROR_CODES.balanceInsufficient, 'The balance is lower than the cart', undefined, { balance: available / 100 });
  }
  main.value = (available - context.order.totalCentimes) / 100;
  await tx.update(lineBalances).set({ balances, updatedAt: new Date() }).where(eq(lineBalances.mdn, mdn));
  return settle(app, tx, context, 'solderecharge');
};

/** facture: deferred onto the next invoice, for lines that receive one (postpaid, cameleon): recharge-003 otherwise. */
const ontoInvoice = (app: Tellers): MethodStep => async (tx, context) => {
  await requireOwnLine(tx, context);
  const line = await rechargeableLine(tx, context.order.phoneNumber!);
  if (line.segment === 'prepaid') throw new ApiError(422, RECHARGE_ERROR_CODES.noInvoice, 'A prepaid line has no invoice to defer onto');
  return settle(app, tx, context, 'facture', { deferred: true });
};

/**
 * etoile9 (*9, the star promo): a Dh recharge of at most RECHARGE_LIMITS.etoile9Max given now
 * to a prepaid or cameleon line, repaid from its next paid recharge. One outstanding a line
 * (recharge-002, a unique index).
 */
const etoile9 = (app: Tellers): MethodStep => async (tx, context) => {
  await requireOwnLine(tx, context);
  const line = await rechargeableLine(tx, context.order.phoneNumber!);
  if (line.segment === 'postpaid') throw unavailable('prepaid-only', '*9 is for prepaid and cameleon lines');
  if (context.items.some((item) => item.productType !== 'recharge')) throw unavailable('recharges-only', '*9 advances Dh recharges only');
  if (context.order.totalCentimes > RECHARGE_LIMITS.etoile9Max * 100) throw unavailable('etoile9-max', `*9 advances up to ${RECHARGE_LIMITS.etoile9Max} Dh`);
  const [outstanding] = await tx.select().from(etoile9Advances).where(and(eq(etoile9Advances.mdn, line.mdn), eq(etoile9Advances.status, 'outstanding')));
  if (outstanding) throw new ApiError(409, RECHARGE_ERROR_CODES.etoile9Outstanding, 'A *9 advance is not repaid yet');
  await tx.insert(etoile9Advances).values({ refNumber: context.order.refNumber, mdn: line.mdn, amountCentimes: context.order.totalCentimes, status: 'outstanding' });
  return settle(app, tx, context, 'etoile9');
};

/** What a settled recharge tells through: the customer's notifications and the mail. */
type Tellers = Pick<FastifyInstance, 'notifications' | 'mail'>;

const METHODS: Array<{ path: string; method: PaymentMethodId; step: (app: Tellers) => MethodStep }> = [
  { path: 'scratchcard', method: 'scratchcard', step: scratchCard },
  { path: 'solderecharge', method: 'solderecharge', step: fromBalance },
  { path: 'invoice', method: 'facture', step: ontoInvoice },
  { path: 'etoile9', method: 'etoile9', step: etoile9 },
];

async function pay(app: FastifyInstance, request: FastifyRequest<{ Body: RechargePaymentRequest }>, reply: FastifyReply, method: PaymentMethodId, step: MethodStep, origins: SiteOrigins) {
  const email = request.body.contact?.email;
  if (email !== undefined && !EMAIL_PATTERN.test(email)) throw new ApiError(400, RECHARGE_ERROR_CODES.invalidEmail, 'The email is not valid', [{ field: 'contact.email', rule: 'pattern' }]);
  const shaped = request as unknown as FastifyRequest<{ Params: { cartId: string }; Body: CheckoutBody }>;
  shaped.params = { cartId: request.body.cartId };
  try {
    const answer = await initiatePayment(app, shaped, reply, method, step, origins);
    // The receipt mail was queued with the payment: it leaves once that committed.
    void app.mail.deliverQueued().catch((error: unknown) => app.log.error({ err: error }, 'receipt delivery failed'));
    return answer;
  } catch (error) {
    if (isUniqueViolation(error, 'etoile9_outstanding_mdn_idx')) throw new ApiError(409, RECHARGE_ERROR_CODES.etoile9Outstanding, 'A *9 advance is not repaid yet');
    throw error;
  }
}

/**
 * ms-payment's recharge routes, mounted at /api/v1/ms-payment: POST recharge/scratchcard,
 * /solderecharge, /invoice (facture), /etoile9 — each `{ cartId, contact?: { email } }` with an
 * Idempotency-Key, through ms-ecom's one payment initiation (cart locked, one order per cart, one
 * success per order) — and GET recharge/favorite/{mdn}. Card and fatourati go through ms-ecom's
 * cart/{cartId}/payment/cb and /eb like the shop's.
 */
export const rechargePaymentRoutes: FastifyPluginAsync<SiteOrigins> = async (app, origins) => {
  // The recharges and passes the catalogue lists are sold through the cart like any product.
  app.cartProductSources.set('recharge', rechargeProductSource('recharge'));
  app.cartProductSources.set('pass', rechargeProductSource('pass'));

  for (const route of METHODS) {
    app.post<{ Body: RechargePaymentRequest }>(
      `/recharge/${route.path}`,
      { schema: { headers: idempotencyHeaderSchema, body: paymentBodySchema, response: { 200: paidReplySchema, 201: paidReplySchema, ...errorResponses } } },
      (request, reply) => pay(app, request, reply, route.method, route.step(app), origins),
    );
  }

  app.get<{ Params: { mdn: string }; Reply: RechargeFavorite[] }>(
    '/recharge/favorite/:mdn',
    {
      schema: {
        params: mdnParam,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['mdn', 'count', 'ownLine', 'lastRechargeAt', 'lastProduct'],
              properties: {
                mdn: { type: 'string' },
                count: { type: 'integer' },
                ownLine: { type: 'boolean' },
                lastRechargeAt: { type: ['string', 'null'] },
                lastProduct: { type: ['object', 'null'], properties: { productType: { type: 'string' }, productId: { type: 'string' } } },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      await app.requireCustomer(request, reply);
      const { accountId } = request.customer;
      const own = await app.db.select({ mdn: accountLines.mdn }).from(accountLines).where(eq(accountLines.accountId, accountId));
      if (!own.some((line) => line.mdn === request.params.mdn)) throw new ApiError(404, 'client-line-not-found', 'This line is not one of yours');
      const rows = await app.db
        .select({ mdn: orders.phoneNumber, at: orders.updatedAt, lines: orders.lines })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), eq(orders.kind, 'recharge'), inArray(orders.status, ['paid', 'registered'])))
        .orderBy(desc(orders.updatedAt))
        .limit(200);
      const favorites = new Map<string, RechargeFavorite>();
      for (const row of rows) {
        if (!row.mdn) continue;
        const entry = favorites.get(row.mdn);
        if (entry) entry.count += 1;
        else {
          const first = row.lines[0];
          favorites.set(row.mdn, {
            mdn: row.mdn,
            count: 1,
            ownLine: own.some((line) => line.mdn === row.mdn),
            lastRechargeAt: row.at.toISOString(),
            lastProduct: first && (first.productType === 'recharge' || first.productType === 'pass') ? { productType: first.productType, productId: first.productId } : null,
          });
        }
      }
      for (const line of own) if (!favorites.has(line.mdn)) favorites.set(line.mdn, { mdn: line.mdn, count: 0, ownLine: true, lastRechargeAt: null, lastProduct: null });
      reply.header('cache-control', 'private, no-store');
      return [...favorites.values()].sort((a, b) => b.count - a.count || (b.lastRechargeAt ?? '').localeCompare(a.lastRechargeAt ?? '') || Number(b.mdn === request.params.mdn) - Number(a.mdn === request.params.mdn));
    },
  );
};
