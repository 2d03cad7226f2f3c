import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { BankBillPayment, GatewayRedirect } from '@atlas/contracts/shop';
import { gatewayBillReferences, gatewayConfirmations, gatewaySessions, orders, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { cartWith, checkout, CLIENT, gatewayPath, pay, postForm, PRODUCTS, solvedCaptcha, submitCard, VISITOR_BROWSER } from '../../test/shop';
import { SHOP_CALLBACK_PATH } from './gateway';
import { reconcilePayments } from './outbox';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const orderRow = async (refNumber: string) => (await app().db.select().from(orders).where(eq(orders.refNumber, refNumber)))[0]!;
const confirmationOf = async (transactionId: string) =>
  (await app().db.select().from(gatewayConfirmations).where(eq(gatewayConfirmations.transactionId, transactionId)))[0]!;

/**
 * The shop stops answering the gateway's confirmations, as when the process is killed between a
 * capture and its confirmation: every delivery fails (the rest of the API answers as usual).
 */
function shopUnreachable(): () => void {
  const root = app();
  const inject = root.inject.bind(root);
  const spy = jest.spyOn(root, 'inject').mockImplementation(((options: InjectOptions) => {
    if (typeof options === 'object' && options.url === SHOP_CALLBACK_PATH) return Promise.reject(new Error('the process stopped'));
    return inject(options);
  }) as FastifyInstance['inject']);
  return () => spy.mockRestore();
}

/** The time of the next delivery of every confirmation comes (a failed delivery backs off). */
const retryTimeReached = () => app().db.update(gatewayConfirmations).set({ nextAttemptAt: new Date() });

async function cardSession() {
  const cart = await cartWith(app(), [PRODUCTS.router]);
  const redirect = (await pay(app(), cart.cartId, 'cb', checkout())).json<GatewayRedirect>();
  return { cart, redirect, path: gatewayPath(redirect), sessionId: gatewayPath(redirect).split('/').pop()! };
}

describe('a captured card payment the shop has not confirmed', () => {
  it('is never shown as ok, keeps the cart from a second payment, and is confirmed by the reconciliation', async () => {
    const { cart, redirect, path, sessionId } = await cardSession();
    const restore = shopUnreachable();
    let captured;
    try {
      captured = await submitCard(app(), path, { number: '4111 1111 1111 1111' });
    } finally {
      restore();
    }
    // The browser stays on the gateway: a page that says the payment is being confirmed, and looks again by itself.
    expect(captured.statusCode).toBe(303);
    expect(captured.headers.location).toBe(path);
    const waiting = await app().inject({ url: path });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.body).toContain('Paiement en cours de confirmation');
    expect(waiting.body).toContain('<meta http-equiv="refresh" content="3">');
    expect((await app().inject({ url: `${path}?lang=ar` })).body).toContain('الأداء في طور التأكيد');
    expect((await app().inject({ url: `${path}?lang=en` })).body).toContain('Payment being confirmed');
    // The card form again (a retried page) says the same, and takes nothing more.
    const again = await submitCard(app(), path, { number: '4111 1111 1111 1111' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Paiement en cours de confirmation');
    expect((await orderRow(redirect.refNumber)).status).toBe('awaiting-payment');
    expect((await confirmationOf(sessionId)).status).toBe('pending');
    // A second payment of the cart would charge twice: it waits for this one.
    const second = await pay(app(), cart.cartId, 'cb', checkout());
    expect(second.statusCode).toBe(409);

    await retryTimeReached();
    expect(await reconcilePayments(app())).toMatchObject({ delivered: 1, refused: 0, pending: 0 });
    const order = await orderRow(redirect.refNumber);
    expect([order.status, order.paymentOutcome]).toEqual(['paid', 'ok']);
    expect((await confirmationOf(sessionId)).status).toBe('delivered');
    const done = await app().inject({ url: path });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/achat/paiement/ok?refNumber=${redirect.refNumber}`);
    // Delivered once: another pass has nothing to do.
    expect(await reconcilePayments(app())).toEqual({ adopted: 0, delivered: 0, refused: 0, pending: 0 });
    const succeeded = await app().db.select().from(payments).where(eq(payments.refNumber, redirect.refNumber));
    expect(succeeded.filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
  });

  it('captured before the outbox existed (no confirmation written): adopted and confirmed', async () => {
    const { path, redirect, sessionId } = await cardSession();
    const restore = shopUnreachable();
    try {
      await submitCard(app(), path, { number: '4111 1111 1111 1111' });
    } finally {
      restore();
    }
    await app().db.delete(gatewayConfirmations).where(eq(gatewayConfirmations.transactionId, sessionId));
    expect((await app().inject({ url: path })).body).toContain('Paiement en cours de confirmation');
    expect(await reconcilePayments(app())).toMatchObject({ adopted: 1, delivered: 1 });
    expect((await orderRow(redirect.refNumber)).status).toBe('paid');
  });
});

describe('a bank payment of a reference the shop has not confirmed', () => {
  it('is pending at the counter, and refunded when the shop can no longer take it (its bill cancelled meanwhile)', async () => {
    const mdn = '0612399001';
    const cart = await cartWith(app(), [PRODUCTS.router]);
    const bill = (
      await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber: mdn }, captcha: await solvedCaptcha(app()) }))
    ).json<BankBillPayment>();
    const restore = shopUnreachable();
    let counter;
    let page;
    try {
      counter = await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } });
      page = await postForm(app(), '/api/v1/payment-gateway/fatourati', { paymentCode: bill.paymentCode });
    } finally {
      restore();
    }
    expect(counter.statusCode).toBe(202);
    expect(counter.json()).toEqual({ status: 'pending', refNumber: bill.refNumber });
    // Paid once: the second try of the code is refused.
    expect(page.statusCode).toBe(422);
    expect((await orderRow(bill.refNumber)).status).toBe('registered');
    // The customer cancels the bill before the confirmation arrives: the shop refuses it, the bank gives the money back.
    const cancelled = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/eb/cancel',
      payload: { mdn, refNumber: bill.refNumber },
      headers: VISITOR_BROWSER,
    });
    expect(cancelled.statusCode).toBe(200);
    await retryTimeReached();
    expect(await reconcilePayments(app())).toMatchObject({ refused: 1 });
    const [reference] = await app().db.select().from(gatewayBillReferences).where(eq(gatewayBillReferences.paymentCode, bill.paymentCode));
    expect(reference!.status).toBe('refunded');
    expect(await confirmationOf(reference!.id)).toMatchObject({ status: 'refused', shopCode: 'ecom-003' });
    expect((await orderRow(bill.refNumber)).status).toBe('cancelled');
  });

  it('says paid at the counter only once the shop holds the order as paid', async () => {
    const cart = await cartWith(app(), [PRODUCTS.router]);
    const bill = (
      await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber: '0612399002' }, captcha: await solvedCaptcha(app()) }))
    ).json<BankBillPayment>();
    const page = await postForm(app(), '/api/v1/payment-gateway/fatourati', { paymentCode: bill.paymentCode });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Référence payée');
    expect((await orderRow(bill.refNumber)).status).toBe('paid');
  });
});

describe('a capture the shop refuses', () => {
  it('is voided and recorded with the shop’s code; the page shows the failure, and the cart can be paid again', async () => {
    const { cart, path, redirect, sessionId } = await cardSession();
    // The order is cancelled between the page's opening and the capture.
    await app().db.update(orders).set({ status: 'cancelled' }).where(eq(orders.refNumber, redirect.refNumber));
    const response = await submitCard(app(), path, { number: '4111 1111 1111 1111' });
    expect(response.headers.location).toBe(`/achat/paiement/echoue?refNumber=${redirect.refNumber}&code=gateway-007`);
    const [session] = await app().db.select().from(gatewaySessions).where(eq(gatewaySessions.id, sessionId));
    expect(session!.status).toBe('voided');
    expect(await confirmationOf(sessionId)).toMatchObject({ status: 'refused', shopCode: 'ecom-003' });
    expect((await pay(app(), cart.cartId, 'cb', checkout())).json<ApiErrorBody | GatewayRedirect>()).toHaveProperty('redirectUrl');
  });
});
