import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import { VISITOR_HOLD_LIMITS, type Cart, type CartConfig, type PaymentMethodsResponse } from '@atlas/contracts/shop';
import { carts, numberPool, numberReservations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/session';
import {
  addToCart,
  browserHeaders,
  cartWith,
  checkout,
  createCart,
  pay,
  PRODUCTS,
  solvedCaptcha,
  stockRechargeProducts,
  VISITOR_BROWSER,
} from '../../test/shop';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  stockRechargeProducts(testApp.app);
}, 60_000);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;
const pull = (cartId: string, headers: Record<string, string> = {}) => app().inject({ url: `/api/v1/ms-payment/cart/pull?cartId=${cartId}`, headers });
const methods = (cartId: string, query = '', headers: Record<string, string> = {}) =>
  app().inject({ url: `/api/v1/ms-payment/cart/${cartId}/payment-methods${query}`, headers });

describe('POST /cart/create, GET /cart/pull', () => {
  it('creates an empty shop cart a reload finds again', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v1/ms-payment/cart/create', payload: {} });
    expect(response.statusCode).toBe(201);
    const cart = response.json<Cart>();
    expect(cart).toMatchObject({ kind: 'shop', status: 'open', items: [], itemCount: 0, total: 0, monthlyTotal: 0, currency: 'MAD' });
    // A reload sends the cartId kept locally: the same cart comes back.
    const again = await createCart(app(), { cartId: cart.cartId });
    expect(again.cartId).toBe(cart.cartId);
    expect((await pull(cart.cartId)).json<Cart>().cartId).toBe(cart.cartId);
  });

  it('answers cart-001 for an unknown cart', async () => {
    const response = await pull('7b1f0c1e-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(codeOf(response)).toBe('cart-001');
  });
});

describe('POST /cart/add and /cart/remove', () => {
  it('prices the cart in MAD TTC: one-off prices plus the first month of plans', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone, PRODUCTS.fibre]);
    expect(cart.items.map((item) => [item.productId, item.unitPrice, item.period])).toEqual([
      ['samsung-galaxy-a56', 4299, 'once'],
      ['fibre-200', 349, 'month'],
    ]);
    expect(cart.total).toBe(4648);
    expect(cart.monthlyTotal).toBe(349);
    expect(cart.items[0]).toMatchObject({ offer_name_fr: 'Samsung Galaxy A56 5G 256 Go', offerName: 'Samsung Galaxy A56 5G 256 Go', quantity: 1 });
  });

  it('adds to the quantity of the same product with the same options', async () => {
    const cart = await cartWith(app(), [
      { ...PRODUCTS.phone, options: { colour: 'Vert' } },
      { ...PRODUCTS.phone, options: { colour: 'Vert' } },
      { ...PRODUCTS.phone, options: { colour: 'Noir' } },
    ]);
    expect(cart.items.map((item) => item.quantity)).toEqual([2, 1]);
    expect(cart.itemCount).toBe(3);
  });

  it('names a handset with its colour in each language, and refuses a colour it does not come in (cart-004)', async () => {
    const cart = await cartWith(app(), [{ ...PRODUCTS.phone, options: { colour: 'Vert' } }]);
    expect(cart.items[0]).toMatchObject({
      offer_name_fr: expect.stringMatching(/ · Vert$/),
      offer_name_ar: expect.stringMatching(/ · أخضر$/),
      offerName: expect.stringMatching(/ · Green$/),
    });
    const refused = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-payment/cart/add',
      payload: { cartId: cart.cartId, ...PRODUCTS.phone, options: { colour: 'Rose fluo' } },
    });
    expect([refused.statusCode, refused.json<ApiErrorBody>().code]).toEqual([422, 'cart-004']);
  });

  it('refuses a sixth product (cart-002) and leaves the cart as it was', async () => {
    const cart = await cartWith(app(), [{ ...PRODUCTS.phone, quantity: 5 }]);
    const response = await addToCart(app(), { cartId: cart.cartId, ...PRODUCTS.otherPhone });
    expect(response.statusCode).toBe(422);
    expect(codeOf(response)).toBe('cart-002');
    expect((await pull(cart.cartId)).json<Cart>().itemCount).toBe(5);
  });

  it('refuses a plan, a number or an accessory beside two smartphones, and a second smartphone beside them (cart-003)', async () => {
    const twoPhones = await cartWith(app(), [PRODUCTS.phone, PRODUCTS.otherPhone]);
    for (const item of [PRODUCTS.plan, PRODUCTS.router, PRODUCTS.fibre]) {
      const response = await addToCart(app(), { cartId: twoPhones.cartId, ...item });
      expect({ item: item.productId, code: codeOf(response) }).toEqual({ item: item.productId, code: 'cart-003' });
    }
    const onePhoneAndPlan = await cartWith(app(), [PRODUCTS.phone, PRODUCTS.plan, PRODUCTS.router]);
    expect(onePhoneAndPlan.itemCount).toBe(3);
    const second = await addToCart(app(), { cartId: onePhoneAndPlan.cartId, ...PRODUCTS.otherPhone });
    expect(codeOf(second)).toBe('cart-003');
    const more = await addToCart(app(), { cartId: onePhoneAndPlan.cartId, ...PRODUCTS.phone });
    expect(codeOf(more)).toBe('cart-003');
  });

  it('refuses a product that does not exist or is out of stock (cart-004)', async () => {
    const cart = await createCart(app());
    for (const item of [
      PRODUCTS.outOfStockPhone,
      { productType: 'handset' as const, productId: 'nokia-3310' },
      { productType: 'offre-mobile' as const, productId: 'samsung-galaxy-a56' },
    ]) {
      const response = await addToCart(app(), { cartId: cart.cartId, ...item });
      expect(response.statusCode).toBe(422);
      expect(codeOf(response)).toBe('cart-004');
    }
  });

  it('keeps recharges out of a shop cart and shop products out of a recharge cart (cart-005)', async () => {
    const shop = await cartWith(app(), [PRODUCTS.phone]);
    expect(codeOf(await addToCart(app(), { cartId: shop.cartId, productType: 'recharge', productId: 'recharge-20' }))).toBe('cart-005');
    const recharge = await cartWith(app(), [{ productType: 'recharge', productId: 'recharge-20' }]);
    expect(recharge.kind).toBe('recharge');
    expect(codeOf(await addToCart(app(), { cartId: recharge.cartId, ...PRODUCTS.plan }))).toBe('cart-005');
  });

  it('removes an item, and refuses changes once the cart is ordered (cart-006)', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone, PRODUCTS.router]);
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-payment/cart/remove',
      payload: { cartId: cart.cartId, itemId: cart.items[1]!.itemId },
    });
    expect(response.json<Cart>().items.map((item) => item.productId)).toEqual(['samsung-galaxy-a56']);
    await app().db.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cart.cartId));
    const closed = await addToCart(app(), { cartId: cart.cartId, ...PRODUCTS.router });
    expect(closed.statusCode).toBe(409);
    expect(codeOf(closed)).toBe('cart-006');
  });

  it('refuses an item of another cart', async () => {
    const mine = await cartWith(app(), [PRODUCTS.phone]);
    const other = await cartWith(app(), [PRODUCTS.router]);
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-payment/cart/remove',
      payload: { cartId: mine.cartId, itemId: other.items[0]!.itemId },
    });
    expect(response.statusCode).toBe(404);
    expect((await pull(other.cartId)).json<Cart>().itemCount).toBe(1);
  });
});

describe('chosen numbers in the cart', () => {
  const available = async (category: string) =>
    (await app().inject({ method: 'POST', url: '/api/ms-service/v2/list-available-number', payload: { category } })).json<{ numbers: string[] }>().numbers;

  it('holds a chosen number for the cart, so another buyer can neither see nor take it (cart-008)', async () => {
    const [mdn] = await available('silver');
    const first = await cartWith(app(), [PRODUCTS.plan, { productType: 'choix-de-numeros', productId: 'silver', options: { mdn: mdn! } }]);
    const item = first.items.find((line) => line.productType === 'choix-de-numeros')!;
    expect(item.unitPrice).toBe(49);
    expect(item.options).toEqual({ mdn });
    // The number in pairs joined by no-break spaces, isolated left-to-right so the Arabic name keeps its order.
    const pairs = mdn!.replace(/(\d{2})(?=\d)/g, '$1\u00a0');
    expect(item).toMatchObject({ offer_name_fr: `Numéro \u2066${pairs}\u2069 (Silver)`, offer_name_ar: `الرقم \u2066${pairs}\u2069 (فضي)` });
    expect(new Date(item.reservedUntil!).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

    const second = await createCart(app());
    const taken = await addToCart(app(), { cartId: second.cartId, productType: 'choix-de-numeros', productId: 'silver', options: { mdn: mdn! } });
    expect(taken.statusCode).toBe(409);
    expect(codeOf(taken)).toBe('cart-008');
    for (let round = 0; round < 5; round += 1) expect(await available('silver')).not.toContain(mdn);

    // Removed from the cart: the number is free again.
    await app().inject({ method: 'POST', url: '/api/v1/ms-payment/cart/remove', payload: { cartId: first.cartId, itemId: item.itemId } });
    expect((await addToCart(app(), { cartId: second.cartId, productType: 'choix-de-numeros', productId: 'silver', options: { mdn: mdn! } })).statusCode).toBe(
      200,
    );
  });

  it('lets another buyer take a number whose hold has run out', async () => {
    const [mdn] = await available('standard');
    const first = await cartWith(app(), [{ productType: 'choix-de-numeros', productId: 'standard', options: { mdn: mdn! } }]);
    await app()
      .db.update(numberReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(numberReservations.cartId, first.cartId));
    const second = await createCart(app());
    expect((await addToCart(app(), { cartId: second.cartId, productType: 'choix-de-numeros', productId: 'standard', options: { mdn: mdn! } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a number of another category or an existing line', async () => {
    const [gold] = await available('gold');
    const cart = await createCart(app());
    expect(codeOf(await addToCart(app(), { cartId: cart.cartId, productType: 'choix-de-numeros', productId: 'standard', options: { mdn: gold! } }))).toBe(
      'cart-004',
    );
    expect(
      codeOf(await addToCart(app(), { cartId: cart.cartId, productType: 'choix-de-numeros', productId: 'standard', options: { mdn: '0661234501' } })),
    ).toBe('cart-004');
  });
});

describe('what a visitor may hold (issue 19, finding 5)', () => {
  const addFrom = (cartId: string, mdn: string, address: string, browserId?: string) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/ms-payment/cart/add',
      remoteAddress: address,
      headers: browserId ? browserHeaders(browserId) : {},
      payload: { cartId, productType: 'choix-de-numeros', productId: 'gold', options: { mdn } },
    });
  const heldGold = async () =>
    (await app().db.select().from(numberReservations).innerJoin(numberPool, eq(numberPool.mdn, numberReservations.mdn))).filter(
      (row) => row.number_pool.categoryId === 'gold',
    ).length;
  /** Every gold number not held, in as many lists as carts. */
  const allGold = async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 10; round += 1) for (const mdn of await available('gold')) seen.add(mdn);
    return [...seen];
  };
  const attack = async (address: string, browserOf: (cart: number) => string | undefined) => {
    const gold = await allGold();
    expect(gold.length).toBeGreaterThanOrEqual(12);
    const carts = await Promise.all(
      [0, 1, 2, 3].map(async (cart) =>
        (
          await app().inject({
            method: 'POST',
            url: '/api/v1/ms-payment/cart/create',
            payload: {},
            remoteAddress: address,
            headers: browserOf(cart) ? browserHeaders(browserOf(cart)) : {},
          })
        ).json<Cart>(),
      ),
    );
    // Four carts at once, each reaching for its share of every gold number.
    const answers = await Promise.all(gold.map((mdn, index) => addFrom(carts[index % 4]!.cartId, mdn, address, browserOf(index % 4))));
    return { answers, carts, gold };
  };
  const available = async (category: string) =>
    (await app().inject({ method: 'POST', url: '/api/ms-service/v2/list-available-number', payload: { category } })).json<{ numbers: string[] }>().numbers;

  it('four visitor carts of one browser hold two premium numbers, not the whole pool (cart-011)', async () => {
    await app().db.delete(numberReservations);
    const browser = randomUUID();
    const { answers } = await attack('198.51.100.51', () => browser);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(VISITOR_HOLD_LIMITS.numbersPerBrowser);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(new Set(refused.map((answer) => `${answer.statusCode} ${codeOf(answer)}`))).toEqual(new Set(['409 cart-011']));
    expect(refused[0]!.json<ApiErrorBody>().meta).toEqual({ limit: VISITOR_HOLD_LIMITS.numbersPerBrowser });
    expect(await heldGold()).toBe(VISITOR_HOLD_LIMITS.numbersPerBrowser);
    expect((await available('gold')).length).toBeGreaterThan(0);
  });

  it('fresh browser ids from one address hold six at most; releasing one lets the visitor take another', async () => {
    await app().db.delete(numberReservations);
    const { answers, carts, gold } = await attack('198.51.100.52', () => randomUUID());
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(VISITOR_HOLD_LIMITS.numbersPerAddress);
    expect(await heldGold()).toBe(VISITOR_HOLD_LIMITS.numbersPerAddress);
    // Another address (another customer) still finds gold numbers and takes one.
    const other = await createCart(app());
    const [free] = await available('gold');
    expect((await addFrom(other.cartId, free!, '198.51.100.99', randomUUID())).statusCode).toBe(200);
    // The visitor releases a number (removes it from the cart): the address may hold another.
    const holding = (await Promise.all(carts.map(async (cart) => (await pull(cart.cartId)).json<Cart>()))).find((cart) => cart.items.length > 0)!;
    await app().inject({
      method: 'POST',
      url: '/api/v1/ms-payment/cart/remove',
      remoteAddress: '198.51.100.52',
      payload: { cartId: holding.cartId, itemId: holding.items[0]!.itemId },
    });
    const next = (await available('gold')).find((mdn) => gold.includes(mdn))!;
    expect((await addFrom(holding.cartId, next, '198.51.100.52', randomUUID())).statusCode).toBe(200);
  });

  it('lets a hold expire: the visitor may then hold again', async () => {
    await app().db.delete(numberReservations);
    const browser = randomUUID();
    await attack('198.51.100.53', () => browser);
    await app()
      .db.update(numberReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const cart = (
      await app().inject({
        method: 'POST',
        url: '/api/v1/ms-payment/cart/create',
        payload: {},
        remoteAddress: '198.51.100.53',
        headers: browserHeaders(browser),
      })
    ).json<Cart>();
    const [mdn] = await available('gold');
    expect((await addFrom(cart.cartId, mdn!, '198.51.100.53', browser)).statusCode).toBe(200);
  });
});

describe('a signed-in customer’s cart', () => {
  it('binds the cart to the customer and merges the visitor’s cart into it at sign-in', async () => {
    const tokens = await signIn(app(), '0662345602');
    const headers = bearer(tokens);
    const own = await cartWith(app(), [PRODUCTS.phone], headers);
    const visitor = await cartWith(app(), [PRODUCTS.router, PRODUCTS.otherPhone]);

    const merged = await createCart(app(), { cartId: visitor.cartId }, headers);
    expect(merged.cartId).toBe(own.cartId);
    // The router joins the single smartphone; a second smartphone beside it is refused and reported.
    expect(merged.items.map((item) => item.productId)).toEqual(['samsung-galaxy-a56', 'routeur-wifi-6']);
    expect(merged.droppedItems).toEqual([{ productType: 'handset', productId: 'xiaomi-redmi-14c', code: 'cart-003' }]);
    expect((await pull(visitor.cartId)).statusCode).toBe(404);

    // Nobody else reaches the customer's cart, not even with its id.
    expect(codeOf(await pull(own.cartId))).toBe('cart-001');
    expect(codeOf(await addToCart(app(), { cartId: own.cartId, ...PRODUCTS.router }))).toBe('cart-001');
    expect((await pull(own.cartId, headers)).statusCode).toBe(200);
  });

  it('takes over a visitor’s cart when the customer has none, and answers 401 for a bad bearer', async () => {
    const headers = bearer(await signIn(app(), '0663456704'));
    const visitor = await cartWith(app(), [PRODUCTS.router]);
    const taken = await createCart(app(), { cartId: visitor.cartId }, headers);
    expect(taken.cartId).toBe(visitor.cartId);
    expect(codeOf(await pull(visitor.cartId))).toBe('cart-001');
    const refused = await app().inject({ method: 'POST', url: '/api/v1/ms-payment/cart/create', payload: {}, headers: { authorization: 'Bearer nope' } });
    expect(refused.statusCode).toBe(401);
  });
});

describe('GET /cart/config', () => {
  it('says the limits the cart enforces', async () => {
    const config = (await app().inject({ url: '/api/v1/ms-payment/cart/config' })).json<CartConfig>();
    expect(config).toEqual({
      maxProducts: 5,
      rechargeMinTotal: 5,
      singleSmartphoneCompanions: ['offre-mobile', 'idar', 'adsl', 'home', 'box-et-routeur', 'choix-de-numeros'],
      numberReservationMinutes: 30,
      cashMaxTotal: 5000,
      bankBillValidityHours: 72,
      currency: 'MAD',
    });
  });
});

describe('GET /cart/{cartId}/payment-methods', () => {
  const summary = (response: { json: <T>() => T }) =>
    response.json<PaymentMethodsResponse>().methods.map((method) => [method.id, method.available, method.unavailableReason ?? null]);

  it('lists card, cash, bank-bill reference and bank app for a shop cart, localised with icons', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const response = await methods(cart.cartId);
    expect(summary(response)).toEqual([
      ['cartebancaire', true, null],
      ['especes', true, null],
      ['fatourati', true, null],
      ['applicationbancaire', true, null],
    ]);
    const card = response.json<PaymentMethodsResponse>().methods[0]!;
    expect(card.label).toEqual({ fr: 'Carte bancaire', ar: 'البطاقة البنكية', en: 'Bank card' });
    expect(card.icon).toBe('/api/v1/ms-content/media/payment-card.svg');
    expect((await app().inject({ url: card.icon! })).statusCode).toBe(200);
  });

  it('says why a method cannot pay: cash above 5 000 Dh, a reference pending for the number, an empty cart', async () => {
    const expensive = await cartWith(app(), [{ productType: 'handset', productId: 'samsung-galaxy-s25-ultra' }]);
    expect(summary(await methods(expensive.cartId))[1]).toEqual(['especes', false, 'ecom-005']);

    const cart = await cartWith(app(), [PRODUCTS.router]);
    const client = { ...checkout().client, phoneNumber: '0612009988' };
    const bill = await pay(app(), cart.cartId, 'eb', checkout({ client, captcha: await solvedCaptcha(app()) }));
    expect(bill.statusCode).toBe(201);
    const other = await cartWith(app(), [PRODUCTS.router]);
    // The reference is the payer's own (the browser that placed it): ecom-067 for them only (issue 29, property 5).
    expect(summary(await methods(other.cartId, '?mdn=0612009988', VISITOR_BROWSER))[2]).toEqual(['fatourati', false, 'ecom-067']);
    expect(summary(await methods(other.cartId, '?mdn=0612009988', browserHeaders()))[2]).toEqual(['fatourati', true, null]);
    expect(summary(await methods(other.cartId, '?mdn=0612009989'))[2]).toEqual(['fatourati', true, null]);

    const empty = await createCart(app());
    expect(summary(await methods(empty.cartId)).every(([, available, reason]) => !available && reason === 'cart-007')).toBe(true);
  });

  it('lists the recharge methods for a recharge cart, all refused with payment-062 up to 5 Dh', async () => {
    const small = await cartWith(app(), [{ productType: 'recharge', productId: 'recharge-5' }]);
    expect(summary(await methods(small.cartId))).toEqual(
      ['cartebancaire', 'scratchcard', 'solderecharge', 'facture', 'etoile9', 'fatourati'].map((id) => [id, false, 'payment-062']),
    );
    const enough = await cartWith(app(), [{ productType: 'recharge', productId: 'recharge-10' }]);
    expect(summary(await methods(enough.cartId)).every(([, available]) => available)).toBe(true);
  });

  it('needs a cart the caller may use', async () => {
    expect(codeOf(await methods('7b1f0c1e-0000-4000-8000-000000000000'))).toBe('cart-001');
    expect((await app().inject({ url: '/api/v1/ms-payment/cart/not-a-cart/payment-methods' })).statusCode).toBe(400);
  });
});
