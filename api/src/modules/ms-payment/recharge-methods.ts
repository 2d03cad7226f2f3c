import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_PATTERN } from '@atlas/contracts/patterns';
import { RECHARGE_ERROR_CODES, RECHARGE_LIMITS, SCRATCH_CARD_EXPIRED_ERROR_CODE, type RechargePaymentRequest } from '@atlas/contracts/recharge';
import { SHOP_ERROR_CODES, type PaymentMethodId } from '@atlas/contracts/shop';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../errors';
import { methodUnavailability, rechargeFacts } from './payment-methods';
import type { CheckoutContext, MethodStep, SiteOrigins } from '../../checkout/registries';
import { creditRecharge } from './recharge-credit';
import { rechargeableLine } from './recharge-lines';
import { RechargeRepository } from './recharge.repository';
import { closeCart } from './carts.repository';
import { lockLineBalances, saveLineBalances } from '../ms-balance/public';
import type { UnitOfWork } from '../../db/unit-of-work';

const unavailable = (rule: string, message: string) => new ApiError(422, SHOP_ERROR_CODES.paymentMethodUnavailable, message, [{ field: 'method', rule }]);

/** What a settled recharge tells through (the customer's notifications and the mail), and the checkout that settles its order. */
type Tellers = Pick<FastifyInstance, 'notifications' | 'mail' | 'smsOutbox' | 'checkout'>;

/**
 * The methods list's own rules (payment-methods.ts), applied again as the payment starts: balance,
 * invoice and *9 move the line's own money or credit, so only its holder, signed in, may use them
 * (ecom-001 `own-line`); the balance buys passes; the invoice is for lines that receive one
 * (recharge-003); *9 advances Dh recharges of prepaid and cameleon lines, up to its maximum.
 */
async function requireAvailable(work: UnitOfWork, context: CheckoutContext, method: PaymentMethodId): Promise<void> {
  const { accountId, phoneNumber } = context.order;
  if (!phoneNumber) throw unavailable('own-line', 'Only the holder of the line, signed in, may use this method');
  const facts = await rechargeFacts(work, accountId ?? undefined, phoneNumber, context.items);
  const reason = methodUnavailability(method, {
    kind: 'recharge',
    itemCount: context.items.length,
    totalCentimes: context.order.totalCentimes,
    bankBillPending: false,
    ...facts,
  });
  if (!reason) return;
  if (reason.code === RECHARGE_ERROR_CODES.noInvoice) throw new ApiError(422, reason.code, 'A prepaid line has no invoice to defer onto');
  throw unavailable(reason.rule ?? 'method', `${method} cannot pay this cart (${reason.rule ?? reason.code})`);
}

/** The order is settled (paid now, or deferred onto the next invoice): its cart closes and its line is credited. */
async function settle(
  app: Tellers,
  work: UnitOfWork,
  { order, cart }: CheckoutContext,
  method: PaymentMethodId,
  { deferred = false, extraDirhamsCentimes = 0 } = {},
) {
  const now = new Date();
  const status = deferred ? 'registered' : 'paid';
  const updated = await app.checkout.orders.settleOrder(work, order, status, now);
  await closeCart(work, cart.id, now);
  await creditRecharge(app, work, updated, { extraDirhamsCentimes });
  return {
    answer: { refNumber: order.refNumber, status: 'paid', method, credited: (order.totalCentimes + extraDirhamsCentimes) / 100 },
    status: deferred ? ('registered' as const) : ('succeeded' as const),
  };
}

/**
 * scratchcard: the 14-digit code of a card worth at least the cart (payment-050); a card that does
 * not exist (020), is blocked (021), used (022), expired (recharge-005) or otherwise unusable (041). The card row is locked: two carts
 * racing for one card, one wins. What the card is worth beyond the cart goes to the Dh balance.
 */
const scratchCard =
  (app: Tellers): MethodStep =>
  async (work, context) => {
    const code = (context.body as RechargePaymentRequest).code ?? '';
    if (!new RegExp(`^\\d{${RECHARGE_LIMITS.scratchCodeLength}}$`).test(code))
      throw new ApiError(400, RECHARGE_ERROR_CODES.invalidPin, 'The code is 14 digits', [{ field: 'code', rule: 'pattern' }]);
    const repository = new RechargeRepository(work);
    const card = await repository.lockScratchCard(code);
    if (!card) throw new ApiError(404, RECHARGE_ERROR_CODES.scratchUnknown, 'No scratch card has this code');
    if (card.status === 'blocked') throw new ApiError(409, RECHARGE_ERROR_CODES.scratchBlocked, 'This card is blocked');
    if (card.status === 'used') throw new ApiError(409, RECHARGE_ERROR_CODES.scratchUsed, 'This card was already used');
    if (card.status === 'expired') throw new ApiError(422, SCRATCH_CARD_EXPIRED_ERROR_CODE, 'This card has expired');
    if (card.status !== 'valid') throw new ApiError(422, RECHARGE_ERROR_CODES.scratchInvalid, 'This card is no longer valid');
    if (card.valueCentimes < context.order.totalCentimes) {
      throw new ApiError(422, RECHARGE_ERROR_CODES.scratchInsufficient, 'The card is worth less than the cart', undefined, {
        cardValue: card.valueCentimes / 100,
      });
    }
    await repository.useScratchCard(code, context.order.refNumber);
    return settle(app, work, context, 'scratchcard', { extraDirhamsCentimes: card.valueCentimes - context.order.totalCentimes });
  };

/** solderecharge: passes bought from the line's main Dh balance (payment-056 when it is short). */
const fromBalance =
  (app: Tellers): MethodStep =>
  async (work, context) => {
    await requireAvailable(work, context, 'solderecharge');
    const mdn = context.order.phoneNumber!;
    const balances = structuredClone((await lockLineBalances(work, mdn)) ?? []);
    const main = balances.find((entry) => entry.category === 'dirhams')?.subCategories.find((item) => item.unit === 'Dh');
    const available = Math.round((main?.value ?? 0) * 100);
    if (!main || available < context.order.totalCentimes) {
      throw new ApiError(422, RECHARGE_ERROR_CODES.balanceInsufficient, 'The balance is lower than the cart', undefined, { balance: available / 100 });
    }
    main.value = (available - context.order.totalCentimes) / 100;
    await saveLineBalances(work, mdn, balances);
    return settle(app, work, context, 'solderecharge');
  };

/** facture: deferred onto the next invoice, for lines that receive one (postpaid, cameleon): recharge-003 otherwise. */
const ontoInvoice =
  (app: Tellers): MethodStep =>
  async (work, context) => {
    await requireAvailable(work, context, 'facture');
    await rechargeableLine(work, context.order.phoneNumber!);
    return settle(app, work, context, 'facture', { deferred: true });
  };

/**
 * etoile9 (*9, the star promo): a Dh recharge of at most RECHARGE_LIMITS.etoile9Max given now
 * to a prepaid or cameleon line, repaid from its next paid recharge. One outstanding a line
 * (recharge-002, a unique index).
 */
const etoile9 =
  (app: Tellers): MethodStep =>
  async (work, context) => {
    await requireAvailable(work, context, 'etoile9');
    const line = await rechargeableLine(work, context.order.phoneNumber!);
    const repository = new RechargeRepository(work);
    if (await repository.hasOutstandingAdvance(line.mdn)) throw new ApiError(409, RECHARGE_ERROR_CODES.etoile9Outstanding, 'A *9 advance is not repaid yet');
    await repository.recordAdvance(context.order.refNumber, line.mdn, context.order.totalCentimes);
    return settle(app, work, context, 'etoile9');
  };

/** The recharge payment methods paid at once, by their route's path. */
export const RECHARGE_METHODS: Array<{ path: string; method: PaymentMethodId; step: (app: Tellers) => MethodStep }> = [
  { path: 'scratchcard', method: 'scratchcard', step: scratchCard },
  { path: 'solderecharge', method: 'solderecharge', step: fromBalance },
  { path: 'invoice', method: 'facture', step: ontoInvoice },
  { path: 'etoile9', method: 'etoile9', step: etoile9 },
];

/** One recharge payment, through ms-ecom's payment initiation (cart locked, one order per cart, one success per order). */
export async function payRecharge(
  app: FastifyInstance,
  request: FastifyRequest,
  body: RechargePaymentRequest,
  reply: FastifyReply,
  method: PaymentMethodId,
  step: MethodStep,
  origins: SiteOrigins,
) {
  const email = body.contact?.email;
  if (email !== undefined && !EMAIL_PATTERN.test(email))
    throw new ApiError(400, RECHARGE_ERROR_CODES.invalidEmail, 'The email is not valid', [{ field: 'contact.email', rule: 'pattern' }]);
  try {
    // The whole body, cartId included, as the payment's hash has always covered it.
    const answer = await app.checkout.initiate(app, request, reply, { cartId: body.cartId, body, route: 'recharge' }, method, step, origins);
    // The receipt mail was queued with the payment: it leaves once that committed.
    void app.mail.deliverQueued().catch((error: unknown) => app.log.error({ err: error }, 'receipt delivery failed'));
    return answer;
  } catch (error) {
    if (isUniqueViolation(error, 'etoile9_outstanding_mdn_idx'))
      throw new ApiError(409, RECHARGE_ERROR_CODES.etoile9Outstanding, 'A *9 advance is not repaid yet');
    throw error;
  }
}
