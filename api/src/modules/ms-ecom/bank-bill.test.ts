import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { BankBillCancelResponse, BankBillPayment, Cart, GatewayRedirect, Order } from '@atlas/contracts/shop';
import { bankBills, gatewayBillReferences, numberReservations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/session';
import { browserHeaders, cartWith, checkout, CLIENT, pay, postForm, PRODUCTS, solvedCaptcha, VISITOR_BROWSER } from '../../test/shop';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;
const consult = (mdn: string) => app().inject({ url: `/api/v1/ms-ecom/payment/eb/consultation?mdn=${mdn}`, headers: VISITOR_BROWSER });
const cancel = (mdn: string, refNumber: string) =>
  app().inject({ method: 'POST', url: '/api/v1/ms-ecom/payment/eb/cancel', payload: { mdn, refNumber }, headers: VISITOR_BROWSER });
const order = async (refNumber: string) =>
  (await app().inject({ url: `/api/v1/ms-ecom/order?refNumber=${refNumber}`, headers: VISITOR_BROWSER })).json<Order>();

/** A bank-bill reference for a router (899 Dh) bought by the buyer of this number. */
async function bankBill(phoneNumber: string) {
  const cart = await cartWith(app(), [PRODUCTS.router]);
  const response = await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber }, captcha: await solvedCaptcha(app()) }));
  return { cart, response, bill: response.json<BankBillPayment>() };
}

describe('POST /api/v1/ms-ecom/cart/{cartId}/payment/eb', () => {
  it('gives a pending reference: order number and date, partner banks, a payment code valid 72 hours', async () => {
    const { cart, response, bill } = await bankBill('0612300001');
    expect(response.statusCode).toBe(201);
    expect(bill).toMatchObject({ status: 'pending', mdn: '0612300001', amount: 899 });
    expect(bill.refNumber).toMatch(/^[A-Z0-9]{18}$/);
    expect(bill.paymentCode).toMatch(/^\d{12}$/);
    expect(bill.partnerBanks.length).toBeGreaterThanOrEqual(3);
    const hours = (new Date(bill.expiresAt).getTime() - new Date(bill.orderDate).getTime()) / 3600_000;
    expect(Math.round(hours)).toBe(72);
    expect(await order(bill.refNumber)).toMatchObject({
      status: 'registered',
      paymentOutcome: 'enregistre',
      paymentMethod: 'fatourati',
      bankBill: { paymentCode: bill.paymentCode, status: 'pending' },
    });
    expect((await app().inject({ url: `/api/v1/ms-payment/cart/pull?cartId=${cart.cartId}` })).json<Cart>().status).toBe('ordered');
  });

  it('refuses a second pending reference for the same number (ecom-067) until the first is cancelled', async () => {
    const first = await bankBill('0612300002');
    const second = await bankBill('0612300002');
    expect(second.response.statusCode).toBe(409);
    expect(codeOf(second.response)).toBe('ecom-067');
    // The refused cart keeps its products and can pay another way.
    expect((await app().inject({ url: `/api/v1/ms-payment/cart/pull?cartId=${second.cart.cartId}` })).json<Cart>()).toMatchObject({
      status: 'open',
      itemCount: 1,
    });
    expect((await cancel('0612300002', first.bill.refNumber)).statusCode).toBe(200);
    expect((await bankBill('0612300002')).response.statusCode).toBe(201);
  });

  it('gives one reference when two carts of the same number ask at once', async () => {
    const answers = await Promise.all([bankBill('0612300011'), bankBill('0612300011'), bankBill('0612300011')]);
    expect(answers.map(({ response }) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await app().db.select().from(bankBills).where(eq(bankBills.mdn, '0612300011'))).toHaveLength(1);
  });

  it('needs a captcha from a visitor (payment-059)', async () => {
    const cart = await cartWith(app(), [PRODUCTS.router]);
    expect(codeOf(await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber: '0612300003' } })))).toBe('payment-059');
  });
});

describe('GET /api/v1/ms-ecom/payment/eb/consultation', () => {
  it('finds the pending reference by number, and says not-found when there is none', async () => {
    const { bill } = await bankBill('0612300004');
    const response = await consult('0612300004');
    expect(response.statusCode).toBe(200);
    expect(response.json<BankBillPayment>()).toEqual(bill);
    const none = await consult('0612300099');
    expect(none.statusCode).toBe(404);
    expect(codeOf(none)).toBe('not-found');
    expect((await consult('12345')).statusCode).toBe(400);
  });

  it('expires a reference past its 72 hours when someone looks, and lets the number have a new one', async () => {
    const { cart, bill } = await bankBill('0612300005');
    await app()
      .db.update(bankBills)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bankBills.refNumber, bill.refNumber));
    expect((await consult('0612300005')).statusCode).toBe(404);
    const [expired] = await app().db.select().from(bankBills).where(eq(bankBills.refNumber, bill.refNumber));
    expect(expired!.status).toBe('expired');
    expect((await order(bill.refNumber)).status).toBe('cancelled');
    expect((await app().inject({ url: `/api/v1/ms-payment/cart/pull?cartId=${cart.cartId}` })).json<Cart>().status).toBe('open');
    // The bank can no longer take that code.
    const [reference] = await app().db.select().from(gatewayBillReferences).where(eq(gatewayBillReferences.paymentCode, bill.paymentCode));
    expect(reference!.status).toBe('expired');
    expect((await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } })).statusCode).toBe(
      404,
    );
    expect((await bankBill('0612300005')).response.statusCode).toBe(201);
  });
});

describe('POST /api/v1/ms-ecom/payment/eb/cancel', () => {
  it('cancels for good: the order is cancelled, the cart reopens with its number held, another method can pay it', async () => {
    const numbers = (await app().inject({ method: 'POST', url: '/api/ms-service/v2/list-available-number', payload: { category: 'standard' } })).json<{
      numbers: string[];
    }>().numbers;
    const cart = await cartWith(app(), [PRODUCTS.plan, { productType: 'choix-de-numeros', productId: 'standard', options: { mdn: numbers[0]! } }]);
    const bill = (
      await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber: '0612300006' }, captcha: await solvedCaptcha(app()) }))
    ).json<BankBillPayment>();

    expect((await cancel('0612300007', bill.refNumber)).statusCode).toBe(404);
    const response = await cancel('0612300006', bill.refNumber.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json<BankBillCancelResponse>()).toMatchObject({ refNumber: bill.refNumber, status: 'cancelled', cartId: cart.cartId });
    expect((await cancel('0612300006', bill.refNumber)).statusCode).toBe(404);
    expect((await consult('0612300006')).statusCode).toBe(404);
    expect((await order(bill.refNumber)).status).toBe('cancelled');
    const [held] = await app().db.select().from(numberReservations).where(eq(numberReservations.mdn, numbers[0]!));
    expect(held!.cartId).toBe(cart.cartId);

    const card = await pay(app(), cart.cartId, 'cb', checkout());
    expect(card.statusCode).toBe(201);
    expect(card.json<GatewayRedirect>().refNumber).not.toBe(bill.refNumber);
  });
});

describe('a signed-in customer’s reference', () => {
  it('is consulted and cancelled only with the customer’s bearer', async () => {
    const headers = bearer(await signIn(app(), '0661234501'));
    const cart = await cartWith(app(), [PRODUCTS.router], headers);
    const bill = (
      await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber: '0612300012' } }), undefined, headers)
    ).json<BankBillPayment>();
    expect((await consult('0612300012')).statusCode).toBe(404);
    expect((await cancel('0612300012', bill.refNumber)).statusCode).toBe(404);
    expect((await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300012', headers })).json<BankBillPayment>().refNumber).toBe(
      bill.refNumber,
    );
    const cancelled = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/eb/cancel',
      payload: { mdn: '0612300012', refNumber: bill.refNumber },
      headers,
    });
    expect(cancelled.json<BankBillCancelResponse>().status).toBe('cancelled');
  });
});

describe('the bank pays the reference (sandbox)', () => {
  it('confirms to the shop, signed: the order is paid and the reference leaves the pending list', async () => {
    const { bill } = await bankBill('0612300008');
    const response = await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } });
    expect(response.json()).toEqual({ status: 'paid', refNumber: bill.refNumber });
    expect(await order(bill.refNumber)).toMatchObject({ status: 'paid', paymentOutcome: 'ok', bankBill: { status: 'paid' } });
    expect((await consult('0612300008')).statusCode).toBe(404);
    // Paid once: the same code again is refused.
    expect((await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } })).statusCode).toBe(
      404,
    );
  });

  it('has a bank counter page for demonstrations', async () => {
    const { bill } = await bankBill('0612300009');
    expect((await app().inject({ url: '/api/v1/payment-gateway/fatourati?lang=ar' })).body).toContain('شباك بنكي');
    const wrong = await postForm(app(), '/api/v1/payment-gateway/fatourati', { paymentCode: '123' });
    expect(wrong.statusCode).toBe(422);
    const paid = await postForm(app(), '/api/v1/payment-gateway/fatourati', { paymentCode: bill.paymentCode });
    expect(paid.body).toContain(`La commande ${bill.refNumber} est payée`);
  });

  it('refuses a reference cancelled by the customer', async () => {
    const { bill } = await bankBill('0612300010');
    await cancel('0612300010', bill.refNumber);
    expect((await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } })).statusCode).toBe(
      404,
    );
    expect((await order(bill.refNumber)).status).toBe('cancelled');
  });
});

describe('a visitor’s reference and order', () => {
  it('are read and cancelled only from the browser that placed the order: a number or a reference alone proves nothing', async () => {
    const { bill } = await bankBill('0612300031');
    const stranger = browserHeaders();
    for (const headers of [{}, stranger]) {
      expect((await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300031', headers })).statusCode).toBe(404);
      expect((await app().inject({ url: `/api/v1/ms-ecom/order?refNumber=${bill.refNumber}`, headers })).statusCode).toBe(404);
      const cancelled = await app().inject({
        method: 'POST',
        url: '/api/v1/ms-ecom/payment/eb/cancel',
        payload: { mdn: '0612300031', refNumber: bill.refNumber },
        headers,
      });
      expect(cancelled.statusCode).toBe(404);
    }
    expect((await consult('0612300031')).json<BankBillPayment>().paymentCode).toBe(bill.paymentCode);
    expect((await order(bill.refNumber)).refNumber).toBe(bill.refNumber);
  });

  it('slows look-ups without result from one address (429 rate-limited, with retryAfter)', async () => {
    const stranger = browserHeaders();
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      answers.push(
        (await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300099', headers: stranger, remoteAddress: '203.0.113.7' })).statusCode,
      );
    }
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    const limited = await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300099', headers: stranger, remoteAddress: '203.0.113.7' });
    expect([limited.statusCode, codeOf(limited)]).toEqual([429, 'rate-limited']);
    expect(limited.json<ApiErrorBody>().meta?.retryAfter).toBeGreaterThan(0);
    // Another address is not slowed.
    expect(
      (await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300099', headers: stranger, remoteAddress: '203.0.113.8' })).statusCode,
    ).toBe(404);
  });
});
