import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddCartItemRequest,
  CART_LIMITS,
  Cart,
  CartConfig,
  CartParams,
  CartQuery,
  CreateCartRequest,
  PaymentMethodsQuery,
  PaymentMethodsResponse,
  RemoveCartItemRequest,
  type CartKind,
} from '@atlas/contracts/shop';
import { ApiError, errorResponses } from '../../errors';
import { requestBrowserId } from '../../language';
import { releaseNumbers } from '../ms-service/public';
import { visitorOf } from '../../visitor';
import { addItem } from './add-item';
import { mergeInto } from './cart-merge';
import { SINGLE_SMARTPHONE_COMPANIONS } from './cart-rules';
import { cartClosed, cartView, findCart, openCartForUpdate, totalsOf, unknownCart } from './carts';
import { itemsOf, newCart, openCartOf, touchCart } from './carts.repository';
import { bankBillPayer, lineProvenByCode } from './bank-bill-payer';
import { paymentMethodsFor, rechargeFacts } from './payment-methods';

const cartReply = { 200: Cart, ...errorResponses };

/** ms-payment's cart, mounted at /api/v1/ms-payment: create, pull, add, remove, config, payment methods. */
export const cartRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/cart/create', { schema: { body: CreateCartRequest, response: { ...cartReply, 201: Cart } } }, async (request, reply) => {
    const customer = await app.optionalCustomer(request);
    const accountId = customer?.accountId ?? null;
    const body = request.body ?? {};
    return app.db.transaction(async (tx) => {
      const repository = app.cartsRepository.within(tx);
      const known = body.cartId ? await repository.lockById(body.cartId) : undefined;
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
      return cartView(tx, (await repository.byId(own.id))!, dropped.length ? { droppedItems: dropped } : {});
    });
  });

  app.get('/cart/pull', { schema: { querystring: CartQuery, response: cartReply } }, async (request, reply) => {
    const customer = await app.optionalCustomer(request);
    const cart = await findCart(app.db, request.query.cartId, customer?.accountId ?? null);
    reply.header('cache-control', 'no-store');
    return cartView(app.db, cart);
  });

  app.post('/cart/add', { schema: { body: AddCartItemRequest, response: cartReply } }, async (request) => {
    const customer = await app.optionalCustomer(request);
    return app.db.transaction(async (tx) => {
      const cart = await openCartForUpdate(tx, request.body.cartId, customer?.accountId ?? null, app.checkout.orders);
      await addItem(app, tx, cart, request.body, visitorOf(request));
      return cartView(tx, (await app.cartsRepository.within(tx).byId(cart.id))!);
    });
  });

  app.post('/cart/remove', { schema: { body: RemoveCartItemRequest, response: cartReply } }, async (request) => {
    const customer = await app.optionalCustomer(request);
    return app.db.transaction(async (tx) => {
      const repository = app.cartsRepository.within(tx);
      const cart = await openCartForUpdate(tx, request.body.cartId, customer?.accountId ?? null, app.checkout.orders);
      const removed = await repository.removeItem(request.body.itemId);
      if (removed && removed.cartId !== cart.id) throw unknownCart();
      if (!removed) throw new ApiError(404, 'not-found', 'This cart has no such item');
      if (removed.productType === 'choix-de-numeros' && removed.options.mdn) await releaseNumbers(tx, cart.id, [removed.options.mdn]);
      await touchCart(tx, cart.id);
      return cartView(tx, (await repository.byId(cart.id))!);
    });
  });

  app.get('/cart/config', { schema: { response: { 200: CartConfig, ...errorResponses } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { ...CART_LIMITS, singleSmartphoneCompanions: [...SINGLE_SMARTPHONE_COMPANIONS], currency: 'MAD' as const };
  });

  app.get(
    '/cart/:cartId/payment-methods',
    { schema: { params: CartParams, querystring: PaymentMethodsQuery, response: { 200: PaymentMethodsResponse, ...errorResponses } } },
    async (request, reply) => {
      const customer = await app.optionalCustomer(request);
      const cart = await findCart(app.db, request.params.cartId, customer?.accountId ?? null);
      if (cart.status !== 'open') throw cartClosed();
      const items = await itemsOf(app.db, cart.id);
      // A recharge cart is for the number its items name: that line's pending reference and holder count.
      const rechargeMdn = cart.kind === 'recharge' ? items[0]?.options.mdn : undefined;
      // Only this payer's own pending reference refuses fatourati (someone else's never blocks).
      const billMdn = rechargeMdn ?? request.query.mdn;
      const payer = billMdn
        ? await bankBillPayer(app.db, billMdn, {
            accountId: customer?.accountId ?? null,
            browserId: requestBrowserId(request.headers),
            provenMdn: await lineProvenByCode(app, request.headers),
            cartMadeForHolder: app.checkout.ruleOf(cart.kind).madeForProvenCaller === true,
          })
        : null;
      const methods = paymentMethodsFor({
        kind: cart.kind,
        itemCount: items.length,
        totalCentimes: totalsOf(items).total,
        bankBillPending: await app.checkout.orders.pendingBankBillOf(app.db, billMdn, payer),
        ...(rechargeMdn ? await rechargeFacts(app.db, customer?.accountId, rechargeMdn, items) : {}),
      });
      reply.header('cache-control', 'no-store');
      return { methods };
    },
  );
};
