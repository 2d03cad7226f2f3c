import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CART_LIMITS, SHOP_ERROR_CODES, type PaymentMethodId } from '@atlas/contracts/shop';
import { stripSeparators } from '@atlas/contracts/patterns';
import { canonicalJson } from '../../canonical-json';
import { initiatedPayments, insertPayment, paymentByKey, supersedePayments } from './payments.repository';
import { insertOrder, updateOrder } from './orders.repository';
import { pendingBankBillOf } from './checkout-orders.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../errors';
import { requestBrowserId, requestLanguage } from '../../language';
import type { CartItemRow, MethodStep, OrderLine, PaymentOf, SiteOrigins } from '../../checkout/registries';
import { cancelGatewaySession } from '../payment-gateway/public';
import { bankBillPayer, cartClosed, cartKind, findCart, itemsOf, totalsOf, lineProvenByCode, methodUnavailability, repriceItem } from '../ms-payment/public';
import { newRefNumber, openOrderOfCart, type OrderRow } from './orders';
import type { UnitOfWork } from '../../db/unit-of-work';

export type { CheckoutBody, CheckoutContext, MethodOutcome, MethodStep, PaymentOf, SiteOrigins } from '../../checkout/registries';

const invalid = (field: string, rule: string, message: string) => new ApiError(400, 'request-invalid', message, [{ field, rule }]);

/** Methods a visitor could use to flood the shop with orders nobody pays: a captcha guards them. */
const CAPTCHA_METHODS: readonly PaymentMethodId[] = ['especes', 'fatourati'];

/**
 * Where the gateway sends the browser back: a path of this site, or a URL of the configured
 * public origin or of an allowed CORS origin (a remote's dev server). Anything else would be an
 * open redirect: a genuine payment link ending on another site.
 */
export function returnUrlOf(raw: string | undefined, origin: string | null, allowedOrigins: string[]): string {
  const value = (raw ?? '/achat/paiement').replace(/\/+$/, '');
  const safePath = /^(\/[A-Za-z0-9_-]+)+$/;
  if (safePath.test(value)) return value;
  try {
    const url = new URL(value);
    if ((url.origin === origin || allowedOrigins.includes(url.origin)) && safePath.test(url.pathname) && !url.search && !url.hash)
      return `${url.origin}${url.pathname}`;
  } catch {
    // Not a URL: refused below.
  }
  throw invalid('returnUrl', 'origin', 'returnUrl must be a path or a URL of this site');
}

/** The cart's items priced again from their sources: a product gone or out of stock stops the checkout. */
async function repriced(app: FastifyInstance, work: UnitOfWork, items: CartItemRow[]): Promise<CartItemRow[]> {
  const fresh: CartItemRow[] = [];
  for (const item of items) {
    const product = await app.cartProductSources.get(item.productType)?.(work, item.productId, item.options);
    if (!product || !product.inStock) {
      const { status, code } = app.cartProductSources.unavailable(item.productType);
      throw new ApiError(status, code, `${item.productId} can no longer be sold`, [{ field: `items.${item.id}`, rule: 'sellable' }]);
    }
    if (product.unitPriceCentimes !== item.unitPriceCentimes) {
      await repriceItem(work, item.id, product.unitPriceCentimes);
    }
    fresh.push({ ...item, unitPriceCentimes: product.unitPriceCentimes });
  }
  return fresh;
}

const linesOf = (items: CartItemRow[]): OrderLine[] =>
  items.map((item) => ({
    productType: item.productType,
    productId: item.productId,
    name: item.name,
    unitPriceCentimes: item.unitPriceCentimes,
    period: item.period,
    quantity: item.quantity,
    options: item.options,
  }));

/** The stored answer of an earlier request with this key; ecom-002 when the key came with other content. */
async function replayOf(work: UnitOfWork, key: string, cartId: string, method: PaymentMethodId, hash: string): Promise<Record<string, unknown> | null> {
  const previous = await paymentByKey(work, key);
  if (!previous) return null;
  if (previous.cartId !== cartId || previous.method !== method || previous.requestHash !== hash) {
    throw new ApiError(409, SHOP_ERROR_CODES.idempotencyConflict, 'This idempotency key was used for another payment');
  }
  return previous.answer;
}

/**
 * A payment initiation, whatever the method, once per Idempotency-Key: the same key answers the
 * first answer (`Idempotent-Replayed: true`), with other content ecom-002. Inside one transaction
 * that locks the cart row: the cart is checked and priced again, its order created (one open
 * order per cart, a unique index) or brought up to date, earlier unpaid attempts closed at the
 * gateway, then the method's step runs and the attempt is stored with its answer. Two
 * initiations of one cart run one after the other; at most one payment of an order succeeds.
 */
export async function initiatePayment(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { cartId, body = {}, route }: PaymentOf,
  method: PaymentMethodId,
  step: MethodStep,
  { publicOrigin, allowedOrigins }: SiteOrigins,
): Promise<Record<string, unknown>> {
  const key = request.idempotencyKey;
  const customer = await app.optionalCustomer(request);
  const { captcha: _captcha, ...content } = body;
  const hash = createHash('sha256').update(canonicalJson({ cartId, method, content })).digest('hex');
  // The site's origin comes from configuration: Host and X-Forwarded-Host are the client's words.
  const origin = publicOrigin ?? '';
  const returnUrl = returnUrlOf(body.returnUrl, publicOrigin, allowedOrigins);

  const replay = async () => {
    const answer = await replayOf(app.db, key, cartId, method, hash);
    if (answer) reply.code(200).header('idempotent-replayed', 'true');
    return answer;
  };
  const first = await replay();
  if (first) return first;
  // A cart made for a caller who proved the line (a code sent to it) or the account needs no captcha.
  const kind = await cartKind(app.db, cartId);
  const provenCaller = kind !== undefined && app.checkout.ruleOf(kind).madeForProvenCaller === true;
  if (!customer && !provenCaller && CAPTCHA_METHODS.includes(method)) await app.captcha.spend(body.captcha, key);
  // A line proved by a code sent to it (read before the transaction: one connection on PGlite).
  const provenMdn = await lineProvenByCode(app, request.headers);
  const browserId = requestBrowserId(request.headers);

  try {
    const result = await app.db.transaction(async (tx): Promise<{ answer: Record<string, unknown>; replayed: boolean }> => {
      const cart = await findCart(tx, cartId, customer?.accountId ?? null, { forUpdate: true });
      // The same key may have gone through while this request waited for the cart's lock.
      const stored = await replayOf(tx, key, cartId, method, hash);
      if (stored) return { answer: stored, replayed: true };
      if (cart.status !== 'open') throw cartClosed();
      // The cart kind's owner says through which route, by whom and for which line it is paid.
      const rule = app.checkout.ruleOf(cart.kind);
      if (!rule.routes.includes(route))
        throw new ApiError(422, SHOP_ERROR_CODES.cartKindMismatch, `A ${cart.kind} cart is not paid through this route`, [{ field: 'cartId', rule: 'route' }]);
      if (rule.payer === 'maker' && (cart.accountId === null || cart.accountId !== customer?.accountId))
        throw new ApiError(404, SHOP_ERROR_CODES.cartUnknown, 'No cart has this id');
      const items = await repriced(app, tx, await itemsOf(tx, cart.id));
      await rule.check?.(tx, { cart, items, body });
      const { total, monthly } = totalsOf(items);
      // The line the order is for, from the cart as it was made (never from the payment form).
      const phoneNumber = rule.lineOf({ cart, items, body });
      // Who places a bank bill: one pending per number and payer, so a stranger's never blocks the holder.
      const payer = phoneNumber
        ? await bankBillPayer(tx, phoneNumber, {
            accountId: customer?.accountId ?? null,
            browserId,
            provenMdn,
            cartMadeForHolder: rule.madeForProvenCaller === true,
          })
        : null;
      const unavailable = methodUnavailability(method, {
        kind: cart.kind,
        itemCount: items.length,
        totalCentimes: total,
        bankBillPending: method === 'fatourati' && (await pendingBankBillOf(tx, phoneNumber ?? undefined, payer)),
        ...(await rule.methodFacts?.(tx, { cart, items, body, line: phoneNumber, accountId: customer?.accountId ?? null })),
      });
      const reason = unavailable?.code;
      if (reason === SHOP_ERROR_CODES.cartEmpty) throw new ApiError(422, reason, 'The cart is empty');
      if (reason)
        throw new ApiError(
          reason === SHOP_ERROR_CODES.bankBillPending ? 409 : 422,
          reason,
          `${method} cannot pay this cart (${unavailable?.rule ?? reason})`,
          unavailable?.rule ? [{ field: 'method', rule: unavailable.rule }] : undefined,
        );
      await rule.limits?.(tx, { line: phoneNumber, totalCentimes: total, cartId: cart.id, products: items, moment: 'initiation' });

      // What the products' owners keep in stock (chosen numbers) is held while the payment is open.
      const holdUntil = new Date(Date.now() + CART_LIMITS.numberReservationMinutes * 60_000);
      const gone = await app.cartProductSources.hold(tx, cart.id, items, holdUntil);
      if (gone) {
        const { status, code } = app.cartProductSources.unavailable(gone);
        throw new ApiError(status, code, `A ${gone} item went to another buyer`);
      }

      const now = new Date();
      const client = body.client;
      const values = {
        accountId: cart.accountId ?? customer?.accountId ?? null,
        kind: cart.kind,
        paymentMethod: method,
        totalCentimes: total,
        monthlyCentimes: monthly,
        lines: linesOf(items),
        client: client ?? null,
        delivery: body.delivery ?? null,
        portability: body.portability ?? null,
        contactEmail: client?.email ?? body.contact?.email ?? null,
        language: requestLanguage(request.headers),
        identityNumber: client ? stripSeparators(client.identityNumber).toUpperCase() : null,
        phoneNumber,
        browserId,
        errorCode: null,
        updatedAt: now,
      };
      const existing = await openOrderOfCart(tx, cart.id);
      let order: OrderRow;
      if (existing) {
        if (existing.status !== 'awaiting-payment' && existing.status !== 'payment-failed')
          throw new ApiError(409, SHOP_ERROR_CODES.orderAlreadyPaid, 'This cart’s order is already paid or registered');
        order = await updateOrder(tx, existing.refNumber, { ...values, status: 'awaiting-payment' });
        const unpaid = await initiatedPayments(tx, existing.refNumber);
        for (const attempt of unpaid) {
          if (attempt.gatewaySessionId && !(await cancelGatewaySession(tx, attempt.gatewaySessionId))) {
            throw new ApiError(409, SHOP_ERROR_CODES.orderAlreadyPaid, 'A payment of this order is going through');
          }
        }
        await supersedePayments(
          tx,
          unpaid.map((attempt) => attempt.id),
          now,
        );
      } else {
        order = await insertOrder(tx, {
          ...values,
          refNumber: newRefNumber(now),
          cartId: cart.id,
          status: 'awaiting-payment',
          paymentOutcome: 'echoue',
          timeline: [{ status: 'awaiting-payment', at: now.toISOString() }],
          createdAt: now,
        });
      }

      const outcome = await step(tx, {
        cart,
        items,
        order,
        body,
        language: requestLanguage(request.headers),
        origin,
        returnUrl,
        checkout: app.checkout,
        payer,
      });
      await insertPayment(tx, {
        id: randomUUID(),
        refNumber: order.refNumber,
        cartId: cart.id,
        method,
        idempotencyKey: key,
        requestHash: hash,
        amountCentimes: order.totalCentimes,
        status: outcome.status,
        gatewaySessionId: outcome.gatewaySessionId ?? null,
        answer: outcome.answer,
      });
      return { answer: outcome.answer, replayed: false };
    });
    if (result.replayed) reply.code(200).header('idempotent-replayed', 'true');
    else reply.code(201);
    return result.answer;
  } catch (error) {
    // The same key sent twice at once: the other request stored it first.
    if (isUniqueViolation(error, 'payments_idempotency_key_unique')) {
      const answer = await replay();
      if (answer) return answer;
    }
    if (isUniqueViolation(error, 'bank_bills_pending_payer_idx'))
      throw new ApiError(409, SHOP_ERROR_CODES.bankBillPending, 'A bank-bill payment is already pending for this number');
    throw error;
  }
}
