import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { GatewayRedirect, Order, OrderTracking } from '@atlas/contracts/shop';
import { DEMO_ORDERS } from '../../db/seed/orders';
import { appPerTestFile } from '../../test/build-test-app';
import { cartWith, checkout, gatewayPath, pay, PRODUCTS, solvedCaptcha, submitCard, VISITOR_BROWSER_ID } from '../../test/shop';
import { TRACKING_LIMITS } from './order-tracking';
import { trackingTimeline } from './orders';

const app = appPerTestFile();

const [delivered, shipped, inAgency] = DEMO_ORDERS;

describe('order pull by refNumber', () => {
  it('answers the same order on the payment, ecom and billing routes, in the customer’s language', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone, PRODUCTS.router]);
    const redirect = (await pay(app(), cart.cartId, 'cb', checkout())).json<GatewayRedirect>();
    await submitCard(app(), gatewayPath(redirect), { number: '4111 1111 1111 1111' });
    const sdata = Buffer.from(JSON.stringify({ language: 'ar', area: 'public', uuid: VISITOR_BROWSER_ID })).toString('base64');
    const answers = await Promise.all(
      ['/api/v1/ms-payment/order/pull', '/api/v1/ms-ecom/order', '/api/v1/ms-billing/invoices/order'].map((path) =>
        app().inject({ url: `${path}?refNumber=${redirect.refNumber}`, headers: { sdata } }),
      ),
    );
    for (const response of answers) expect(response.statusCode).toBe(200);
    const [first, ...others] = answers.map((response) => response.json<Order>());
    for (const other of others) expect(other).toEqual(first);
    expect(first).toMatchObject({
      refNumber: redirect.refNumber,
      totalAmount: 4299 + 899,
      paymentMethod: 'cartebancaire',
      paymentOutcome: 'ok',
      status: 'paid',
      card: { brand: 'visa', last4: '1111' },
      delivery: 'home',
    });
    expect(first!.orderItems).toEqual([
      { productId: 'samsung-galaxy-a56', productName: 'Samsung Galaxy A56 5G 256 Go', productType: 'handset', basePrice: 4299, qty: 1, custom_options: [] },
      {
        productId: 'routeur-wifi-6',
        productName: 'موجّه واي فاي \u20666 AX3000\u2069',
        productType: 'box-et-routeur',
        basePrice: 899,
        qty: 1,
        custom_options: [],
      },
    ]);
  });

  it('answers not-found for an unknown reference and refuses a malformed one', async () => {
    expect((await app().inject({ url: '/api/v1/ms-ecom/order?refNumber=ATXXXXXXXXXXXXXXXX' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/api/v1/ms-ecom/order?refNumber=short' })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/ms-ecom/order/tracking', () => {
  const track = async (body: Record<string, string>, ip = '203.0.113.10') =>
    app().inject({ method: 'POST', url: '/api/v1/ms-ecom/order/tracking', payload: { ...body, captcha: await solvedCaptcha(app()) }, remoteAddress: ip });

  it('shows the order’s path as a timeline when the id, identity number and phone number match', async () => {
    const response = await track({ orderId: shipped.refNumber.toLowerCase(), identityNumber: 'a 987654', phoneNumber: '+212698765432' });
    expect(response.statusCode).toBe(200);
    const tracking = response.json<OrderTracking>();
    expect(tracking).toMatchObject({ refNumber: shipped.refNumber, status: 'shipped', delivery: 'home' });
    expect(tracking.timeline).toEqual([
      { status: 'awaiting-payment', at: '2026-11-18T17:40:00Z' },
      { status: 'paid', at: '2026-11-18T17:43:00Z' },
      { status: 'preparing', at: '2026-11-19T09:00:00Z' },
      { status: 'shipped', at: '2026-11-20T10:15:00Z' },
      { status: 'delivered' },
    ]);
    expect(tracking.orderItems.map((item) => item.qty)).toEqual([1, 1]);
    const agency = (
      await track({ orderId: inAgency.refNumber, identityNumber: inAgency.identityNumber, phoneNumber: inAgency.phoneNumber })
    ).json<OrderTracking>();
    expect(agency.timeline.map((step) => [step.status, Boolean(step.at)])).toEqual([
      ['awaiting-payment', true],
      ['registered', true],
      ['preparing', true],
      ['ready-in-agency', true],
      ['delivered', false],
    ]);
  });

  it('answers the same "no result returned" (ecom-004) for any value that does not match, and nothing of the order', async () => {
    const right = { orderId: delivered.refNumber, identityNumber: delivered.identityNumber, phoneNumber: delivered.phoneNumber };
    const wrongs = [
      { ...right, orderId: 'AT261105DEMO000009' },
      { ...right, identityNumber: 'BK123457' },
      { ...right, phoneNumber: '0612345671' },
      { ...right, identityNumber: shipped.identityNumber, phoneNumber: shipped.phoneNumber },
    ];
    const bodies = new Set<string>();
    for (const [index, wrong] of wrongs.entries()) {
      const response = await track(wrong, `203.0.113.${20 + index}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().code).toBe('ecom-004');
      expect(response.body).not.toContain('Samsung');
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
  });

  it('needs the captcha (payment-059), an 18-character order id, and stops an address after repeated misses (429)', async () => {
    const right = { orderId: delivered.refNumber, identityNumber: delivered.identityNumber, phoneNumber: delivered.phoneNumber };
    const noCaptcha = await app().inject({ method: 'POST', url: '/api/v1/ms-ecom/order/tracking', payload: right });
    expect(noCaptcha.statusCode).toBe(400);
    const wrongCaptcha = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/order/tracking',
      payload: { ...right, captcha: { captchaId: (await solvedCaptcha(app())).captchaId, captchaText: 'nope' } },
    });
    expect(wrongCaptcha.json<ApiErrorBody>().code).toBe('payment-059');
    expect((await track({ ...right, orderId: 'AT261105DEMO' })).statusCode).toBe(400);

    const ip = '198.51.100.7';
    for (let miss = 0; miss < TRACKING_LIMITS.perAddress; miss += 1) expect((await track({ ...right, phoneNumber: '0600000000' }, ip)).statusCode).toBe(404);
    const locked = await track(right, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>()).toMatchObject({ code: 'rate-limited', meta: { retryAfter: expect.any(Number) } });
    // Another address is not held back.
    expect((await track(right, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('trackingTimeline', () => {
  it('leads a bank-bill order through registered then paid, and shows a cancelled one as it stopped', () => {
    const timeline = [
      { status: 'awaiting-payment' as const, at: '2026-11-20T10:00:00Z' },
      { status: 'registered' as const, at: '2026-11-20T10:01:00Z' },
    ];
    expect(
      trackingTimeline({ status: 'registered', paymentMethod: 'fatourati', delivery: { mode: 'agency', agencyId: 'casa-maarif' }, timeline }).map(
        (step) => step.status,
      ),
    ).toEqual(['awaiting-payment', 'registered', 'paid', 'preparing', 'ready-in-agency', 'delivered']);
    const cancelled = trackingTimeline({
      status: 'cancelled',
      paymentMethod: 'fatourati',
      delivery: null,
      timeline: [...timeline, { status: 'cancelled', at: '2026-11-23T10:01:00Z' }],
    });
    expect(cancelled).toEqual([...timeline, { status: 'cancelled', at: '2026-11-23T10:01:00Z' }]);
  });
});
