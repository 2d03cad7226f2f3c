import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { Cart, GatewayRedirect, Order, RegisteredOrder } from '@atlas/contracts/shop';
import { carts, catalogProducts, gatewaySessions, numberPool, orders, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/session';
import {
  cartWith,
  checkout,
  CLIENT,
  gatewayPath,
  newKey,
  pay,
  postForm,
  PRODUCTS,
  solvedCaptcha,
  stockRechargeProducts,
  submitCard,
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
const paymentsOf = (refNumber: string) => app().db.select().from(payments).where(eq(payments.refNumber, refNumber));
const orderRow = async (refNumber: string) => (await app().db.select().from(orders).where(eq(orders.refNumber, refNumber)))[0]!;
const cartRow = async (cartId: string) => (await app().db.select().from(carts).where(eq(carts.id, cartId)))[0]!;

describe('POST /api/v1/ms-ecom/cart/{cartId}/payment/cb', () => {
  it('creates the order (payment state echoue) and a session on the gateway’s hosted page', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const response = await pay(app(), cart.cartId, 'cb', checkout({ returnUrl: '/ar/achat/paiement' }));
    expect(response.statusCode).toBe(201);
    const redirect = response.json<GatewayRedirect>();
    expect(redirect.refNumber).toMatch(/^AT\d{6}[A-Z2-9]{10}$/);
    // No PUBLIC_ORIGIN configured: a path of this site, never an origin read from the request.
    expect(redirect.redirectUrl).toMatch(/^\/api\/v1\/payment-gateway\/pay\/[A-Za-z0-9_-]{24}$/);
    const order = await orderRow(redirect.refNumber);
    expect(order).toMatchObject({
      status: 'awaiting-payment',
      paymentOutcome: 'echoue',
      paymentMethod: 'cartebancaire',
      totalCentimes: 429900,
      identityNumber: 'BK123987',
      phoneNumber: '0612001122',
    });
    const [session] = await app().db.select().from(gatewaySessions).where(eq(gatewaySessions.merchantRef, redirect.refNumber));
    expect(session).toMatchObject({ channel: 'card', amountCentimes: 429900, returnUrl: '/ar/achat/paiement', status: 'open' });
    expect((await cartRow(cart.cartId)).status).toBe('open');
  });

  it('answers the same session to the same Idempotency-Key, and refuses the key with other content (ecom-002)', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const key = newKey();
    const first = await pay(app(), cart.cartId, 'cb', checkout(), key);
    const again = await pay(app(), cart.cartId, 'cb', checkout(), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(first.json<GatewayRedirect>().refNumber)).toHaveLength(1);
    const other = await pay(app(), cart.cartId, 'cb', checkout({ client: { ...CLIENT, firstName: 'Samira' } }), key);
    expect(other.statusCode).toBe(409);
    expect(codeOf(other)).toBe('ecom-002');
    expect((await pay(app(), cart.cartId, 'cb', checkout(), null)).statusCode).toBe(400);
  });

  it('makes one payment of a doubled click: the same key sent five times at once', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(app(), cart.cartId, 'cb', checkout(), key)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    expect(await paymentsOf(answers[0]!.json<GatewayRedirect>().refNumber)).toHaveLength(1);
  });

  it('keeps one order per cart and one payable session when initiations with other keys run at once', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(app(), cart.cartId, 'cb', checkout())));
    expect(answers.every((response) => response.statusCode === 201)).toBe(true);
    const refNumbers = new Set(answers.map((response) => response.json<GatewayRedirect>().refNumber));
    expect(refNumbers.size).toBe(1);
    const [refNumber] = [...refNumbers];
    expect(await app().db.select().from(orders).where(eq(orders.cartId, cart.cartId))).toHaveLength(1);
    const sessions = await app().db.select().from(gatewaySessions).where(eq(gatewaySessions.merchantRef, refNumber!));
    expect(sessions.filter((session) => session.status === 'open')).toHaveLength(1);

    // Paying every page: only the open one is charged; the others say the payment is over.
    const outcomes = await Promise.all(
      answers.map((response) => submitCard(app(), gatewayPath(response.json<GatewayRedirect>()), { number: '4111111111111111' })),
    );
    const locations = outcomes.map((response) => response.headers.location as string);
    expect(locations.filter((location) => location.includes('/ok?'))).toHaveLength(1);
    expect((await paymentsOf(refNumber!)).filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
    expect((await orderRow(refNumber!)).status).toBe('paid');
  });

  it('refuses an empty cart (cart-007), a shop order without the client form, and a return address of another site', async () => {
    const empty = await cartWith(app(), []);
    expect(codeOf(await pay(app(), empty.cartId, 'cb', checkout()))).toBe('cart-007');
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const noClient = await pay(app(), cart.cartId, 'cb', { delivery: checkout().delivery });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json<ApiErrorBody>().details).toEqual([{ field: 'client', rule: 'required' }]);
    for (const returnUrl of ['https://evil.example/achat/paiement', '//evil.example/x', 'javascript:alert(1)']) {
      const response = await pay(app(), cart.cartId, 'cb', checkout({ returnUrl }));
      expect(response.json<ApiErrorBody>().details).toEqual([{ field: 'returnUrl', rule: 'origin' }]);
    }
  });

  it('believes no Host or X-Forwarded-Host a client writes: a payment link cannot be made to end on another site', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const forged: Array<Record<string, string>> = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
    for (const headers of forged) {
      const response = await pay(app(), cart.cartId, 'cb', checkout({ returnUrl: 'https://evil.example/achat/paiement' }), undefined, headers);
      expect([response.statusCode, response.json<ApiErrorBody>().details]).toEqual([400, [{ field: 'returnUrl', rule: 'origin' }]]);
      const accepted = await pay(app(), cart.cartId, 'cb', checkout({ returnUrl: '/achat/paiement' }), undefined, headers);
      expect(accepted.json<GatewayRedirect>().redirectUrl).not.toContain('evil');
    }
  });

  it('checks the client form with the spec’s rules: an adult, a CIN or passport number of the right format', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    const cases: Array<[Partial<typeof CLIENT>, string]> = [
      [{ birthDate: young.toISOString().slice(0, 10) }, 'client.birthDate'],
      [{ birthDate: '1990-02-31' }, 'client.birthDate'],
      [{ identityNumber: '12345678' }, 'client.identityNumber'],
      [{ identityType: 'passport', identityNumber: 'AB12' }, 'client.identityNumber'],
      [{ phoneNumber: '0812345678' }, 'client.phoneNumber'],
      [{ postalCode: '2025' }, 'client.postalCode'],
    ];
    for (const [change, field] of cases) {
      const response = await pay(app(), cart.cartId, 'cb', checkout({ client: { ...CLIENT, ...change } }));
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(response.json<ApiErrorBody>().details?.[0]?.field).toBe(field);
    }
  });

  it('needs a number for each mobile plan (cart-009): a chosen one, or one kept with portability (ecom-054 when it cannot move)', async () => {
    const planAlone = await cartWith(app(), [PRODUCTS.plan]);
    expect(codeOf(await pay(app(), planAlone.cartId, 'cb', checkout()))).toBe('cart-009');
    const portability = { mdn: '0661234501', currentOperator: 'sahara-mobile' as const, rio: 'SM1A2B3C4D5E', codeIcc: '899212345678901234' };
    expect(codeOf(await pay(app(), planAlone.cartId, 'cb', checkout({ portability })))).toBe('ecom-054');
    expect((await pay(app(), planAlone.cartId, 'cb', checkout({ portability: { ...portability, mdn: '0612345678' } }))).statusCode).toBe(201);

    const numbers = (await app().inject({ method: 'POST', url: '/api/ms-service/v2/list-available-number', payload: { category: 'standard' } })).json<{
      numbers: string[];
    }>().numbers;
    const withNumber = await cartWith(app(), [PRODUCTS.plan, { productType: 'choix-de-numeros', productId: 'standard', options: { mdn: numbers[0]! } }]);
    expect((await pay(app(), withNumber.cartId, 'cb', checkout())).statusCode).toBe(201);
  });

  it('takes a recharge cart by card only above 5 Dh (payment-062), without the client form', async () => {
    const small = await cartWith(app(), [{ productType: 'recharge', productId: 'recharge-5' }]);
    const refused = await pay(app(), small.cartId, 'cb', {});
    expect(refused.statusCode).toBe(422);
    expect(codeOf(refused)).toBe('payment-062');
    const enough = await cartWith(app(), [
      { productType: 'recharge', productId: 'recharge-5' },
      { productType: 'recharge', productId: 'recharge-10' },
    ]);
    const accepted = await pay(app(), enough.cartId, 'cb', { contact: { email: 'sara@example.ma' } });
    expect(accepted.statusCode).toBe(201);
    expect(await orderRow(accepted.json<GatewayRedirect>().refNumber)).toMatchObject({
      kind: 'recharge',
      totalCentimes: 1500,
      contactEmail: 'sara@example.ma',
      delivery: null,
    });
  });

  it('prices the order from the catalogue at checkout, and stops when a product went out of stock (cart-004)', async () => {
    const cart = await cartWith(app(), [PRODUCTS.otherPhone]);
    const stock = (stockState: 'in-stock' | 'out-of-stock') =>
      app().db.update(catalogProducts).set({ stockState }).where(eq(catalogProducts.id, 'xiaomi-redmi-14c'));
    await stock('out-of-stock');
    try {
      expect(codeOf(await pay(app(), cart.cartId, 'cb', checkout()))).toBe('cart-004');
    } finally {
      await stock('in-stock');
    }
  });
});

describe('POST /api/v1/ms-ecom/cart/{cartId}/payment/cash', () => {
  it('asks a visitor for the captcha (payment-059), then registers the order and closes the cart', async () => {
    const numbers = (await app().inject({ method: 'POST', url: '/api/ms-service/v2/list-available-number', payload: { category: 'silver' } })).json<{
      numbers: string[];
    }>().numbers;
    const cart = await cartWith(app(), [
      PRODUCTS.phone,
      PRODUCTS.plan,
      { productType: 'choix-de-numeros', productId: 'silver', options: { mdn: numbers[0]! } },
    ]);
    expect(codeOf(await pay(app(), cart.cartId, 'cash', checkout()))).toBe('payment-059');
    expect(
      codeOf(await pay(app(), cart.cartId, 'cash', checkout({ captcha: { captchaId: (await solvedCaptcha(app())).captchaId, captchaText: 'WRONG' } }))),
    ).toBe('payment-059');

    const key = newKey();
    const body = checkout({ captcha: await solvedCaptcha(app()), delivery: { mode: 'agency', agencyId: 'casa-maarif' } });
    const response = await pay(app(), cart.cartId, 'cash', body, key);
    expect(response.statusCode).toBe(201);
    const registered = response.json<RegisteredOrder>();
    expect(registered.status).toBe('registered');
    // A retry of the same request (same key, same captcha) answers the same order.
    expect((await pay(app(), cart.cartId, 'cash', body, key)).json()).toEqual(registered);

    const order = (await app().inject({ url: `/api/v1/ms-ecom/order?refNumber=${registered.refNumber}`, headers: VISITOR_BROWSER })).json<Order>();
    expect(order).toMatchObject({
      status: 'registered',
      paymentOutcome: 'enregistre',
      paymentMethod: 'especes',
      totalAmount: 4299 + 149 + 49,
      monthlyAmount: 149,
      delivery: 'agency',
    });
    expect((await cartRow(cart.cartId)).status).toBe('ordered');
    const [sold] = await app().db.select().from(numberPool).where(eq(numberPool.mdn, numbers[0]!));
    expect(sold!.soldTo).toBe(registered.refNumber);
    // An ordered cart takes no other payment.
    expect(codeOf(await pay(app(), cart.cartId, 'cb', checkout()))).toBe('cart-006');
  });

  it('refuses cash above 5 000 Dh (ecom-005), and needs no captcha from a signed-in customer', async () => {
    const headers = bearer(await signIn(app(), '0661234501'));
    const expensive = await cartWith(app(), [{ productType: 'handset', productId: 'samsung-galaxy-s25-ultra' }], headers);
    expect(codeOf(await pay(app(), expensive.cartId, 'cash', checkout(), undefined, headers))).toBe('ecom-005');
    // The customer's one open cart: the phone leaves it, a router comes in.
    await app().inject({
      method: 'POST',
      url: '/api/v1/ms-payment/cart/remove',
      payload: { cartId: expensive.cartId, itemId: expensive.items[0]!.itemId },
      headers,
    });
    const cart = await cartWith(app(), [PRODUCTS.router], headers);
    expect(cart.cartId).toBe(expensive.cartId);
    const response = await pay(app(), cart.cartId, 'cash', checkout(), undefined, headers);
    expect(response.statusCode).toBe(201);
    // The order is the customer's: nobody else reads it.
    const { refNumber } = response.json<RegisteredOrder>();
    expect((await app().inject({ url: `/api/v1/ms-ecom/order?refNumber=${refNumber}`, headers: VISITOR_BROWSER })).statusCode).toBe(404);
    expect((await app().inject({ url: `/api/v1/ms-ecom/order?refNumber=${refNumber}`, headers })).statusCode).toBe(200);
  });
});

describe('a failed payment leaves the cart', () => {
  it('keeps the cart open and the order payable again under the same reference', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const first = (await pay(app(), cart.cartId, 'cb', checkout())).json<GatewayRedirect>();
    const declined = await submitCard(app(), gatewayPath(first), { number: '4000 0000 0000 0002' });
    expect(declined.headers.location).toBe(`/achat/paiement/echoue?refNumber=${first.refNumber}&code=gateway-001`);
    expect(await orderRow(first.refNumber)).toMatchObject({ status: 'payment-failed', paymentOutcome: 'echoue', errorCode: 'gateway-001' });
    const open = (await app().inject({ url: `/api/v1/ms-payment/cart/pull?cartId=${cart.cartId}` })).json<Cart>();
    expect(open).toMatchObject({ status: 'open', itemCount: 1 });

    const second = (await pay(app(), cart.cartId, 'cb', checkout())).json<GatewayRedirect>();
    expect(second.refNumber).toBe(first.refNumber);
    const paid = await submitCard(app(), gatewayPath(second), { number: '5555 5555 5555 4444' });
    expect(paid.headers.location).toBe(`/achat/paiement/ok?refNumber=${first.refNumber}`);
    expect(await orderRow(first.refNumber)).toMatchObject({ status: 'paid', paymentOutcome: 'ok', errorCode: null });
  });
});

describe('a card payment freezes what it charges', () => {
  it('refuses to change the cart while its payment page can be paid (cart-010); the number paid for is the order’s', async () => {
    const numbers = (await app().inject({ method: 'POST', url: '/api/ms-service/v2/list-available-number', payload: { category: 'gold' } })).json<{
      numbers: string[];
    }>().numbers;
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const started = await pay(app(), cart.cartId, 'cb', checkout());
    expect(started.statusCode).toBe(201);
    const redirect = started.json<GatewayRedirect>();

    const add = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-payment/cart/add',
      payload: { cartId: cart.cartId, productType: 'choix-de-numeros', productId: 'gold', options: { mdn: numbers[0]! } },
    });
    expect([add.statusCode, codeOf(add)]).toEqual([409, 'cart-010']);
    const remove = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-payment/cart/remove',
      payload: { cartId: cart.cartId, itemId: cart.items[0]!.itemId },
    });
    expect([remove.statusCode, codeOf(remove)]).toEqual([409, 'cart-010']);

    // Paid: the order's total is what was charged, and no number left the pool.
    const paid = await submitCard(app(), gatewayPath(redirect), { number: '4111111111111111' });
    expect(paid.statusCode).toBeLessThan(400);
    const order = await orderRow(redirect.refNumber);
    const [session] = await app().db.select().from(gatewaySessions).where(eq(gatewaySessions.merchantRef, redirect.refNumber));
    expect(session!.amountCentimes).toBe(order!.totalCentimes);
    const [number] = await app().db.select().from(numberPool).where(eq(numberPool.mdn, numbers[0]!));
    expect(number!.soldTo).toBeNull();
  });

  it('frees the cart when the payment page is cancelled', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const redirect = (await pay(app(), cart.cartId, 'cb', checkout())).json<GatewayRedirect>();
    expect((await postForm(app(), `${gatewayPath(redirect)}/cancel`, {})).statusCode).toBeLessThan(400);
    const add = await app().inject({ method: 'POST', url: '/api/v1/ms-payment/cart/add', payload: { cartId: cart.cartId, ...PRODUCTS.router } });
    expect(add.statusCode).toBe(200);
  });
});
