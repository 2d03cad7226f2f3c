import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AddCartItemRequest, Cart, CheckoutRequest, ClientInfo, GatewayRedirect } from '@atlas/contracts/shop';
import { orders } from '../db/schema';

/** Helpers of the shop's API tests: every step goes through the real routes. */

export const CLIENT: ClientInfo = {
  civility: 'mme',
  firstName: 'Nadia',
  lastName: 'Berrada',
  birthDate: '1990-04-12',
  nationality: 'Marocaine',
  identityType: 'cin',
  identityNumber: 'BK123987',
  address: '14, rue Ibn Batouta',
  city: 'Casablanca',
  postalCode: '20250',
  email: 'nadia.berrada@example.ma',
  phoneNumber: '0612001122',
  terms: true,
};

export const HOME_DELIVERY: CheckoutRequest['delivery'] = { mode: 'home', address: '14, rue Ibn Batouta', city: 'Casablanca', postalCode: '20250' };

export const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({ client: CLIENT, delivery: HOME_DELIVERY, ...overrides });

export const newKey = () => randomUUID();

/** The sdata header of a visitor's browser (its id is the proof of what it placed), as the api client sends it. */
export const browserHeaders = (uuid: string = randomUUID()) => ({
  sdata: Buffer.from(JSON.stringify({ channel: 'web', origin: 'public', uuid, language: 'fr', appVersion: 'test' })).toString('base64'),
});
/** The browser the shop tests' visitor uses, unless a test says otherwise. */
export const VISITOR_BROWSER_ID = '6f0c2a4e-1d3b-4c5a-8e7f-0a1b2c3d4e5f';
export const VISITOR_BROWSER = browserHeaders(VISITOR_BROWSER_ID);

export async function createCart(app: FastifyInstance, body: object = {}, headers: Record<string, string> = {}): Promise<Cart> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/ms-payment/cart/create', payload: body, headers });
  if (response.statusCode >= 300) throw new Error(`cart/create answered ${response.statusCode}: ${response.body}`);
  return response.json<Cart>();
}

export const addToCart = (app: FastifyInstance, item: AddCartItemRequest, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/ms-payment/cart/add', payload: item, headers });

/** A new visitor cart holding these products (each add must succeed). */
export async function cartWith(app: FastifyInstance, items: Array<Omit<AddCartItemRequest, 'cartId'>>, headers: Record<string, string> = {}): Promise<Cart> {
  let cart = await createCart(app, {}, headers);
  for (const item of items) {
    const response = await addToCart(app, { cartId: cart.cartId, ...item }, headers);
    if (response.statusCode !== 200) throw new Error(`cart/add ${item.productId} answered ${response.statusCode}: ${response.body}`);
    cart = response.json<Cart>();
  }
  return cart;
}

export const pay = (
  app: FastifyInstance,
  cartId: string,
  method: 'cb' | 'app' | 'cash' | 'eb',
  body: object,
  key: string | null = newKey(),
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/ms-ecom/cart/${cartId}/payment/${method}`,
    payload: body,
    headers: { ...VISITOR_BROWSER, ...(key ? { 'idempotency-key': key } : {}), ...headers },
  });

/** The cart an order pays (its id is in the bank-bill cancel answer, or the order's page). */
export const cartOfOrder = async (app: FastifyInstance, refNumber: string): Promise<string> =>
  (await app.db.select({ cartId: orders.cartId }).from(orders).where(eq(orders.refNumber, refNumber)))[0]!.cartId;

/**
 * Issue 29's hijack: a cart (a self-care act's, a recharge's) paid through the shop's card route
 * with another number in the client form, by the caller of these headers.
 */
export const payForAnotherNumber = (app: FastifyInstance, cartId: string, otherMdn: string, headers: Record<string, string> = {}) =>
  pay(app, cartId, 'cb', checkout({ client: { ...CLIENT, phoneNumber: otherMdn } }), newKey(), headers);

/** A captcha whose answer the test knows, stored as the generate route stores one. */
export async function solvedCaptcha(app: FastifyInstance): Promise<{ captchaId: string; captchaText: string }> {
  const captchaText = 'K7P3X';
  return { captchaId: await app.captcha.store(captchaText), captchaText };
}

/** The gateway's hosted page path of a card or bank-app initiation. */
export const gatewayPath = (redirect: GatewayRedirect) => new URL(redirect.redirectUrl, 'http://localhost').pathname;

/** Submits the card form of the hosted page, as a browser would (form-encoded). */
export const submitCard = (app: FastifyInstance, path: string, card: Record<string, string>): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ holder: 'Nadia Berrada', expiry: '12/34', cvv: '123', ...card }).toString(),
  });

export const postForm = (app: FastifyInstance, path: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

/** A smartphone in stock, a plan, an accessory in stock, an out-of-stock phone (seeded catalogue). */
export const PRODUCTS = {
  phone: { productType: 'handset', productId: 'samsung-galaxy-a56' },
  otherPhone: { productType: 'handset', productId: 'xiaomi-redmi-14c' },
  outOfStockPhone: { productType: 'handset', productId: 'oppo-a40' },
  plan: { productType: 'offre-mobile', productId: 'forfait-149' },
  router: { productType: 'box-et-routeur', productId: 'routeur-wifi-6' },
  fibre: { productType: 'home', productId: 'fibre-200' },
} as const satisfies Record<string, Omit<AddCartItemRequest, 'cartId'>>;

/**
 * The recharge catalogue belongs to another service, not built yet: a product source stands in
 * for it, as that service will register its own (`recharge-20` is a 20 Dh top-up).
 */
export function stockRechargeProducts(app: FastifyInstance): void {
  app.cartProductSources.set('recharge', async (_db, productId) => {
    const amount = Number(/^recharge-(\d+)$/.exec(productId)?.[1]);
    return amount
      ? {
          name: { fr: `Recharge ${amount}`, ar: `تعبئة ${amount}`, en: `Top-up ${amount}` },
          image: null,
          unitPriceCentimes: amount * 100,
          period: 'once',
          inStock: true,
        }
      : null;
  });
}
