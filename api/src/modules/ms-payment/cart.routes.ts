import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { CART_LIMITS, type AddCartItemRequest, type Cart, type CartConfig, type CartKind, type CreateCartRequest, type DroppedCartItem, type PaymentMethodsResponse, type RemoveCartItemRequest } from '@atlas/contracts/shop';
import { MDN_PATTERN } from '@atlas/forms/patterns';
import { cartItems, carts, numberReservations } from '../../db/schema';
import type { Database } from '../../db/database';
import { ApiError, errorResponses } from '../../errors';
import { releaseNumbers } from '../ms-service/public';
import { visitorOf } from '../../visitor';
import { addItem } from './add-item';
import { SINGLE_SMARTPHONE_COMPANIONS } from './cart-rules';
import { addCartItemSchema, cartIdSchema, cartSchema, paymentMethodSchema } from './cart.schema';
import { cartClosed, cartView, findCart, itemsOf, newCart, openCartForUpdate, openCartOf, totalsOf, touchCart, unknownCart, type CartRow } from './carts';
import { hasPendingBankBill, holdsLine, paymentMethodsFor } from './payment-methods';

const cartReply = { 200: cartSchema, ...errorResponses } as const;

/**
 * Moves a visitor's cart into the customer's own: each item goes through the rules again (what
 * breaks one is dropped and reported), chosen numbers stay held; the visitor's cart is deleted.
 */
async function mergeInto(app: FastifyInstance, db: Database, own: CartRow, visitor: CartRow): Promise<DroppedCartItem[]> {
  const dropped: DroppedCartItem[] = [];
  const items = await itemsOf(db, visitor.id);
  // The numbers move with their items: the hold passes to the customer's cart.
  await db.update(numberReservations).set({ cartId: own.id }).where(eq(numberReservations.cartId, visitor.id));
  for (const item of items) {
    const target = (await db.select().from(carts).where(eq(carts.id, own.id)))[0]!;
    try {
      await addItem(app, db, target, { productType: item.productType, productId: item.productId, quantity: item.quantity, options: item.options });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      dropped.push({ productType: item.productType, productId: item.productId, code: error.code });
      if (item.productType === 'choix-de-numeros' && item.options.mdn) await releaseNumbers(db, own.id, [item.options.mdn]);
    }
  }
  await db.delete(carts).where(eq(carts.id, visitor.id));
  return dropped;
}

/** ms-payment's cart, mounted at /api/v1/ms-payment: create, pull, add, remove, config, payment methods. */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: CreateCartRequest; Reply: Cart }>(
    '/cart/create',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { kind: { type: 'string', enum: ['shop', 'recharge'] }, cartId: cartIdSchema },
        },
        response: { 200: cartSchema, 201: cartSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const customer = await app.optionalCustomer(request);
      const accountId = customer?.accountId ?? null;
      const body = request.body ?? {};
      return app.db.transaction(async (tx) => {
        const [known] = body.cartId ? await tx.select().from(carts).where(eq(carts.id, body.cartId)).for('update') : [];
        const kept = known && known.status === 'open' && (known.accountId === null || known.accountId === accountId) ? known : undefined;
        if (!accountId) {
          // A reload: the cart kept locally is still open, so it is the one.
          if (kept) return cartView(tx, kept);
          reply.code(201);
          return cartView(tx, await newCart(tx, body.kind ?? 'shop', null));
        }
        if (kept?.accountId === accountId) return cartView(tx, kept);
        const kind: CartKind = body.kind ?? kept?.kind ?? 'shop';
        const own = await openCartOf(tx, accountId, kind);
        if (!own && kept) {
          await touchCart(tx, kept.id, { accountId });
          return cartView(tx, { ...kept, accountId });
        }
        if (!own) {
          reply.code(201);
          return cartView(tx, await newCart(tx, kind, accountId));
        }
        if (!kept) return cartView(tx, own);
        const dropped = await mergeInto(app, tx, own, kept);
        const [merged] = await tx.select().from(carts).where(eq(carts.id, own.id));
        return cartView(tx, merged!, dropped.length ? { droppedItems: dropped } : {});
      });
    },
  );

  app.get<{ Querystring: { cartId: string }; Reply: Cart }>(
    '/cart/pull',
    { schema: { querystring: { type: 'object', required: ['cartId'], properties: { cartId: cartIdSchema } }, response: cartReply } },
    async (request, reply) => {
      const customer = await app.optionalCustomer(request);
      const cart = await findCart(app.db, request.query.cartId, customer?.accountId ?? null);
      reply.header('cache-control', 'no-store');
      return cartView(app.db, cart);
    },
  );

  app.post<{ Body: AddCartItemRequest; Reply: Cart }>('/cart/add', { schema: { body: addCartItemSchema, response: cartReply } }, async (request) => {
    const customer = await app.optionalCustomer(request);
    return app.db.transaction(async (tx) => {
      const cart = await openCartForUpdate(tx, request.body.cartId, customer?.accountId ?? null);
      await addItem(app, tx, cart, request.body, visitorOf(request));
      return cartView(tx, (await tx.select().from(carts).where(eq(carts.id, cart.id)))[0]!);
    });
  });

  app.post<{ Body: RemoveCartItemRequest; Reply: Cart }>(
    '/cart/remove',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['cartId', 'itemId'], properties: { cartId: cartIdSchema, itemId: { type: 'string', format: 'uuid' } } },
        response: cartReply,
      },
    },
    async (request) => {
      const customer = await app.optionalCustomer(request);
      return app.db.transaction(async (tx) => {
        const cart = await openCartForUpdate(tx, request.body.cartId, customer?.accountId ?? null);
        const [removed] = await tx.delete(cartItems).where(eq(cartItems.id, request.body.itemId)).returning();
        if (removed && removed.cartId !== cart.id) throw unknownCart();
        if (!removed) throw new ApiError(404, 'not-found', 'This cart has no such item');
        if (removed.productType === 'choix-de-numeros' && removed.options.mdn) await releaseNumbers(tx, cart.id, [removed.options.mdn]);
        await touchCart(tx, cart.id);
        return cartView(tx, (await tx.select().from(carts).where(eq(carts.id, cart.id)))[0]!);
      });
    },
  );

  app.get<{ Reply: CartConfig }>(
    '/cart/config',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['maxProducts', 'rechargeMinTotal', 'singleSmartphoneCompanions', 'numberReservationMinutes', 'cashMaxTotal', 'bankBillValidityHours', 'currency'],
            properties: {
              maxProducts: { type: 'integer' },
              rechargeMinTotal: { type: 'number' },
              singleSmartphoneCompanions: { type: 'array', items: { type: 'string' } },
              numberReservationMinutes: { type: 'integer' },
              cashMaxTotal: { type: 'number' },
              bankBillValidityHours: { type: 'integer' },
              currency: { type: 'string' },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { ...CART_LIMITS, singleSmartphoneCompanions: [...SINGLE_SMARTPHONE_COMPANIONS], currency: 'MAD' as const };
    },
  );

  app.get<{ Params: { cartId: string }; Querystring: { mdn?: string }; Reply: PaymentMethodsResponse }>(
    '/cart/:cartId/payment-methods',
    {
      schema: {
        params: { type: 'object', required: ['cartId'], properties: { cartId: cartIdSchema } },
        querystring: { type: 'object', additionalProperties: false, properties: { mdn: { type: 'string', pattern: MDN_PATTERN.source } } },
        response: { 200: { type: 'object', required: ['methods'], properties: { methods: { type: 'array', items: paymentMethodSchema } } }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const customer = await app.optionalCustomer(request);
      const cart = await findCart(app.db, request.params.cartId, customer?.accountId ?? null);
      if (cart.status !== 'open') throw cartClosed();
      const items = await itemsOf(app.db, cart.id);
      // A recharge cart is for the number its items name: that line's pending reference and holder count.
      const rechargeMdn = cart.kind === 'recharge' ? items[0]?.options.mdn : undefined;
      const methods = paymentMethodsFor({
        kind: cart.kind,
        itemCount: items.length,
        totalCentimes: totalsOf(items).total,
        bankBillPending: await hasPendingBankBill(app.db, rechargeMdn ?? request.query.mdn),
        ...(rechargeMdn ? { holderOfLine: await holdsLine(app.db, customer?.accountId, rechargeMdn) } : {}),
      });
      reply.header('cache-control', 'no-store');
      return { methods };
    },
  );
};
