import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { GatewayCallback, GatewayRedirect } from '@atlas/contracts/shop';
import { orders, payments } from '../../db/schema';
import { appPerTestFile } from '../../test/build-test-app';
import { cartWith, checkout, pay, PRODUCTS } from '../../test/shop';
import { SIGNATURE_HEADER, signCallback } from '../payment-gateway/signature';

const app = appPerTestFile();

const send = (payload: GatewayCallback, signature = signCallback(app().paymentGatewaySecret, payload)) =>
  app().inject({ method: 'POST', url: '/api/v1/ms-ecom/payment/callback', payload, headers: { [SIGNATURE_HEADER]: signature } });
const orderRow = async (refNumber: string) => (await app().db.select().from(orders).where(eq(orders.refNumber, refNumber)))[0]!;
const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;

/** A card payment under way (4 299 Dh) and the confirmation the gateway would send for it. */
async function pendingPayment(): Promise<GatewayCallback> {
  const cart = await cartWith(app(), [PRODUCTS.phone]);
  const { refNumber } = (await pay(app(), cart.cartId, 'cb', checkout())).json<GatewayRedirect>();
  const [payment] = await app().db.select().from(payments).where(eq(payments.refNumber, refNumber));
  return {
    eventId: randomUUID(),
    sessionId: payment!.gatewaySessionId!,
    refNumber,
    channel: 'card',
    amount: 429900,
    currency: 'MAD',
    outcome: 'succeeded',
    card: { brand: 'visa', last4: '1111' },
    timestamp: Math.floor(Date.now() / 1000),
  };
}

describe('POST /api/v1/ms-ecom/payment/callback', () => {
  it('marks the order paid with its refNumber on a signed, fresh confirmation', async () => {
    const event = await pendingPayment();
    const response = await send(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, status: 'paid' });
    expect(await orderRow(event.refNumber)).toMatchObject({ status: 'paid', paymentOutcome: 'ok' });
  });

  it('refuses a forged signature (gateway-004) and changes nothing', async () => {
    const event = await pendingPayment();
    const forged = signCallback(new TextEncoder().encode('not-the-gateway-secret-not-the-gateway'), event);
    for (const signature of [forged, 'sha256=00', '']) {
      const response = await send(event, signature);
      expect(response.statusCode).toBe(signature ? 401 : 400);
      if (signature) expect(codeOf(response)).toBe('gateway-004');
    }
    expect(await orderRow(event.refNumber)).toMatchObject({ status: 'awaiting-payment', paymentOutcome: 'echoue' });
  });

  it('refuses a payload changed after signing: amount, outcome or reference (gateway-004)', async () => {
    const event = await pendingPayment();
    const signature = signCallback(app().paymentGatewaySecret, { ...event, outcome: 'declined' });
    expect(codeOf(await send(event, signature))).toBe('gateway-004');
    const signed = signCallback(app().paymentGatewaySecret, event);
    expect(codeOf(await send({ ...event, amount: 100 }, signed))).toBe('gateway-004');
    expect((await orderRow(event.refNumber)).status).toBe('awaiting-payment');
  });

  it('refuses a signed confirmation for another amount than the attempt’s (gateway-006)', async () => {
    const event = await pendingPayment();
    const response = await send({ ...event, amount: 100 });
    expect(response.statusCode).toBe(422);
    expect(codeOf(response)).toBe('gateway-006');
    expect((await orderRow(event.refNumber)).status).toBe('awaiting-payment');
    // Refused, so not recorded: the gateway may still send the right confirmation under that id.
    expect((await send(event)).statusCode).toBe(200);
  });

  it('refuses a replayed confirmation (gateway-005) and a stale one (gateway-004)', async () => {
    const event = await pendingPayment();
    expect((await send(event)).statusCode).toBe(200);
    const replay = await send(event);
    expect(replay.statusCode).toBe(409);
    expect(codeOf(replay)).toBe('gateway-005');

    const old = await pendingPayment();
    const stale = await send({ ...old, timestamp: old.timestamp - 600 });
    expect(stale.statusCode).toBe(401);
    expect(codeOf(stale)).toBe('gateway-004');
    expect(codeOf(await send({ ...old, timestamp: old.timestamp + 600 }))).toBe('gateway-004');
    expect((await orderRow(old.refNumber)).status).toBe('awaiting-payment');
  });

  it('refuses a confirmation for a session the order never had', async () => {
    const event = await pendingPayment();
    expect((await send({ ...event, sessionId: 'someone-elses-session' })).statusCode).toBe(404);
  });

  it('counts one success when confirmations of the same payment arrive together', async () => {
    const event = await pendingPayment();
    const answers = await Promise.all(Array.from({ length: 4 }, () => send({ ...event, eventId: randomUUID() })));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const succeeded = await app()
      .db.select()
      .from(payments)
      .where(and(eq(payments.refNumber, event.refNumber), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(1);
    const order = await orderRow(event.refNumber);
    expect(order.timeline.filter((entry) => entry.status === 'paid')).toHaveLength(1);
  });

  it('never takes a second payment for a paid order (ecom-003), and a late failure does not undo it', async () => {
    const first = await pendingPayment();
    expect((await send(first)).statusCode).toBe(200);
    // Another attempt of the same order, stored before the order was paid.
    await app()
      .db.insert(payments)
      .values({
        id: randomUUID(),
        refNumber: first.refNumber,
        cartId: (await orderRow(first.refNumber)).cartId,
        method: 'cartebancaire',
        idempotencyKey: randomUUID(),
        requestHash: 'x',
        amountCentimes: 429900,
        status: 'initiated',
        gatewaySessionId: 'second-session-id',
        answer: {},
      });
    const second = await send({ ...first, eventId: randomUUID(), sessionId: 'second-session-id' });
    expect(second.statusCode).toBe(409);
    expect(codeOf(second)).toBe('ecom-003');
    expect((await send({ ...first, eventId: randomUUID(), outcome: 'declined', errorCode: 'gateway-001' })).json()).toEqual({ received: true, status: 'paid' });
    expect(await orderRow(first.refNumber)).toMatchObject({ status: 'paid', paymentOutcome: 'ok' });
  });
});
