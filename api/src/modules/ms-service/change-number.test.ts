import type { NotificationsResponse } from '@atlas/contracts/histories';
import { mdnInText } from '@atlas/contracts/format-mdn';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import { NUMBER_CHANGE_FEE_DIRHAMS, NUMBER_QUARANTINE_DAYS, type ChangeNumberQuote } from '@atlas/contracts/line-services';
import type { GatewayCallback, GatewayRedirect } from '@atlas/contracts/shop';
import type { UserLine } from '@atlas/contracts/selfcare';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import {
  accountLines,
  invoices,
  lineBalances,
  lines,
  lineServiceRequests,
  lineServiceStates,
  numberPool,
  orders,
  otpChallenges,
  payments,
} from '../../db/schema';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, lastCodeSentTo, profileOf, signedInCustomer, type SignedInCustomer } from '../../test/session';
import { SIGNATURE_HEADER, signCallback } from '../payment-gateway/signature';
import { cartOfOrder, payForAnotherNumber } from '../../test/shop';

const app = appPerTestFile();
jest.setTimeout(30_000);
const PAY = '/api/v1/ms-ecom/payment/change-number/cb';
const codeOf = (response: { statusCode: number; json: <T>() => T }) => [response.statusCode, response.json<ApiErrorBody>().code];

type Customer = SignedInCustomer;
const customer = (username: string, mdn?: string): Promise<Customer> => signedInCustomer(app(), username, mdn);
const lineOf = (who: Customer, mdn: string) => who.lines.find((line) => line.mdn === mdn)!;

async function proofFor(who: Customer, line: UserLine): Promise<string> {
  await app()
    .db.delete(otpChallenges)
    .where(and(eq(otpChallenges.mdn, line.mdn), eq(otpChallenges.purpose, 'change-number')));
  const sent = await app().inject({
    method: 'POST',
    url: '/api/ms-iam/v1/otp/send',
    headers: bearer(who.tokens, line),
    payload: { mdn: line.mdn, purpose: 'change-number' },
  });
  expect(sent.statusCode).toBe(200);
  const code = await lastCodeSentTo(app(), line.mdn);
  const verified = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn: line.mdn, purpose: 'change-number', code } });
  return verified.json<{ otpToken: string }>().otpToken;
}

async function freeNumber(who: Customer, line: UserLine, category: string): Promise<string> {
  const response = await app().inject({
    method: 'POST',
    url: '/api/ms-service/v2/list-available-number',
    headers: bearer(who.tokens, line),
    payload: { mdn: line.mdn, category },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ numbers: string[] }>().numbers[0]!;
}

const confirm = async (refNumber: string, outcome: GatewayCallback['outcome'] = 'succeeded') => {
  const [payment] = await app().db.select().from(payments).where(eq(payments.refNumber, refNumber));
  const [order] = await app().db.select().from(orders).where(eq(orders.refNumber, refNumber));
  const event: GatewayCallback = {
    eventId: randomUUID(),
    sessionId: payment!.gatewaySessionId!,
    refNumber,
    channel: 'card',
    amount: order!.totalCentimes,
    currency: 'MAD',
    outcome,
    card: { brand: 'visa', last4: '1111' },
    timestamp: Math.floor(Date.now() / 1000),
  };
  return app().inject({
    method: 'POST',
    url: '/api/v1/ms-ecom/payment/callback',
    payload: event,
    headers: { [SIGNATURE_HEADER]: signCallback(app().paymentGatewaySecret, event) },
  });
};

describe('number change', () => {
  it('quotes the number’s price and the fees, pays by card, and changes the line’s number once on the confirmation', async () => {
    const karim = await customer(DEMO_ACCOUNTS.business.username);
    const line = lineOf(karim, '0700112202');
    const newMdn = await freeNumber(karim, line, 'silver');
    const quote = await app().inject({
      url: `/api/ms-service/v1/change-number-quote?mdn=${line.mdn}&newMdn=${newMdn}&category=silver`,
      headers: bearer(karim.tokens, line),
    });
    expect(quote.json<ChangeNumberQuote>()).toEqual({
      mdn: line.mdn,
      newMdn,
      category: 'silver',
      numberPrice: 49,
      fees: NUMBER_CHANGE_FEE_DIRHAMS,
      total: 49 + NUMBER_CHANGE_FEE_DIRHAMS,
    });

    const key = randomUUID();
    const body = { mdn: line.mdn, newMdn, category: 'silver', otpToken: await proofFor(karim, line), returnUrl: '/paiement/ok' };
    // Ordered in English: the notices are written in it.
    const first = await app().inject({
      method: 'POST',
      url: PAY,
      headers: { ...bearer(karim.tokens, line), 'idempotency-key': key, 'accept-language': 'en' },
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    const { refNumber, redirectUrl } = first.json<GatewayRedirect>();
    expect(redirectUrl).toContain('/api/v1/payment-gateway/');
    // A doubled click with the same key answers the same payment, no second one.
    const again = await app().inject({ method: 'POST', url: PAY, headers: { ...bearer(karim.tokens, line), 'idempotency-key': key }, payload: body });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<GatewayRedirect>().refNumber).toBe(refNumber);
    expect(await app().db.select().from(payments).where(eq(payments.refNumber, refNumber))).toHaveLength(1);

    const [order] = await app().db.select().from(orders).where(eq(orders.refNumber, refNumber));
    expect(order).toMatchObject({
      kind: 'change-number',
      phoneNumber: line.mdn,
      paymentMethod: 'cartebancaire',
      status: 'awaiting-payment',
      totalCentimes: (49 + NUMBER_CHANGE_FEE_DIRHAMS) * 100,
    });
    // Before the confirmation the line keeps its number.
    expect(await app().db.select().from(lines).where(eq(lines.mdn, line.mdn))).toHaveLength(1);

    expect((await confirm(refNumber)).statusCode).toBe(200);
    expect(await app().db.select().from(lines).where(eq(lines.mdn, line.mdn))).toHaveLength(0);
    const [moved] = await app().db.select().from(accountLines).where(eq(accountLines.mdn, newMdn));
    expect(moved?.accountId).toBeDefined();
    expect(await app().db.select().from(lineServiceStates).where(eq(lineServiceStates.mdn, newMdn))).toHaveLength(1);
    // The whole line follows its number: balances, invoices, and its money movements.
    expect(await app().db.select().from(lineBalances).where(eq(lineBalances.mdn, newMdn))).not.toHaveLength(0);
    expect(await app().db.select().from(invoices).where(eq(invoices.mdn, newMdn))).toHaveLength(24);
    expect(await app().db.select().from(invoices).where(eq(invoices.mdn, line.mdn))).toHaveLength(0);
    expect((await app().db.select().from(orders).where(eq(orders.phoneNumber, newMdn))).map((order) => order.refNumber)).toContain(refNumber);
    const [sold] = await app().db.select().from(numberPool).where(eq(numberPool.mdn, newMdn));
    expect(sold?.soldTo).toBe(refNumber);
    // The old number is back in the pool, offered again only after the quarantine.
    const [released] = await app().db.select().from(numberPool).where(eq(numberPool.mdn, line.mdn));
    expect(released?.soldTo).toBeNull();
    const days = (released!.availableFrom!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(NUMBER_QUARANTINE_DAYS - 1);
    const listed = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v2/list-available-number',
      payload: { category: 'standard', contains: line.mdn.slice(2) },
    });
    expect(listed.statusCode).toBe(404);

    // A second confirmation (a replayed event) changes nothing more.
    expect((await confirm(refNumber)).statusCode).toBe(200);
    // The customer is told once, in the notification centre: the new number, and the fees paid.
    const told = (await app().inject({ url: '/api/ms-client/v1/notifications', headers: bearer(karim.tokens) })).json<NotificationsResponse>().list;
    expect(told.filter((item) => item.kind === 'number-changed').map((item) => [item.mdn, item.text])).toEqual([
      [newMdn, `Votre nouveau numéro est ${mdnInText(newMdn)}.`],
    ]);
    expect(told.filter((item) => item.kind === 'payment-received' && item.text.includes(refNumber))).toHaveLength(1);
    // An SMS to the new number (the old one is no longer the line's) and an email to the account, once, in English.
    const text = `Atlas Telecom: your line ${line.mdn} now has the number ${newMdn}. Your plan, balance and SIM stay the same. Order ${refNumber}.`;
    const sms = (await app().inject({ url: `/api/dev/sms-outbox?to=${newMdn}` })).json<Array<{ text: string }>>();
    expect(sms.map((item) => item.text)).toEqual([text]);
    expect(
      (await app().inject({ url: `/api/dev/sms-outbox?to=${line.mdn}` })).json<Array<{ text: string }>>().filter((item) => item.text.includes(refNumber)),
    ).toEqual([]);
    const mails = (await app().inject({ url: `/api/dev/email-outbox?to=${DEMO_ACCOUNTS.business.email}` })).json<
      Array<{ subject: string; text: string; language: string }>
    >();
    expect(mails.filter((mail) => mail.text.includes(refNumber) && mail.subject === 'Your number change')).toEqual([
      expect.objectContaining({ text, language: 'en' }),
    ]);
    const profile = await profileOf(app(), karim.tokens);
    expect(profile.lines.map((entry) => entry.mdn)).toContain(newMdn);
    expect(profile.lines.map((entry) => entry.mdn)).not.toContain(line.mdn);
    // The old line's tokens act on nothing any more.
    const stale = await app().inject({ method: 'POST', url: PAY, headers: { ...bearer(karim.tokens, line), 'idempotency-key': randomUUID() }, payload: body });
    expect(stale.statusCode).toBeGreaterThanOrEqual(400);
    expect(stale.statusCode).toBeLessThan(500);
  });

  it('opens one payment for a doubled submit sent at once with one key', async () => {
    const youssef = await customer(DEMO_ACCOUNTS.postpaidWithFibre.username);
    const line = lineOf(youssef, DEMO_ACCOUNTS.postpaidWithFibre.username);
    const newMdn = await freeNumber(youssef, line, 'standard');
    const key = randomUUID();
    const payload = { mdn: line.mdn, newMdn, category: 'standard', otpToken: await proofFor(youssef, line) };
    const send = () => app().inject({ method: 'POST', url: PAY, headers: { ...bearer(youssef.tokens, line), 'idempotency-key': key }, payload });
    const answers = await Promise.all([send(), send()]);
    // Both answer the same payment: the twin that found the code spent answers the first one's.
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(300);
    expect(new Set(answers.map((answer) => answer.json<GatewayRedirect>().refNumber)).size).toBe(1);
    expect(await app().db.select().from(payments).where(eq(payments.idempotencyKey, key))).toHaveLength(1);
    expect(await app().db.select().from(orders).where(eq(orders.phoneNumber, line.mdn))).toHaveLength(1);
  });

  it('leaves the line as it was when the payment is declined', async () => {
    const karim = await customer(DEMO_ACCOUNTS.business.username);
    const line = lineOf(karim, DEMO_ACCOUNTS.business.username);
    const newMdn = await freeNumber(karim, line, 'standard');
    const response = await app().inject({
      method: 'POST',
      url: PAY,
      headers: { ...bearer(karim.tokens, line), 'idempotency-key': randomUUID() },
      payload: { mdn: line.mdn, newMdn, category: 'standard', otpToken: await proofFor(karim, line) },
    });
    expect(response.statusCode).toBe(201);
    const { refNumber } = response.json<GatewayRedirect>();
    expect((await confirm(refNumber, 'declined')).statusCode).toBe(200);
    expect(await app().db.select().from(lines).where(eq(lines.mdn, line.mdn))).toHaveLength(1);
    expect(await app().db.select().from(lines).where(eq(lines.mdn, newMdn))).toHaveLength(0);
    const [order] = await app().db.select().from(orders).where(eq(orders.refNumber, refNumber));
    expect(order?.status).toBe('payment-failed');
    // Nothing changed, so nothing is told.
    expect((await app().inject({ url: `/api/dev/sms-outbox?to=${newMdn}` })).json<unknown[]>()).toEqual([]);
  });

  it('refuses another customer’s line, a spent or missing code, a number taken and bad input', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const karim = await customer(DEMO_ACCOUNTS.business.username);
    const line = salma.lines[0]!;
    const newMdn = await freeNumber(salma, line, 'standard');
    const otpToken = await proofFor(salma, line);
    const post = (headers: Record<string, string>, payload: object) =>
      app().inject({ method: 'POST', url: PAY, headers: { ...headers, 'idempotency-key': randomUUID() }, payload });
    const karimLine = karim.lines[0]!;
    expect(codeOf(await post(bearer(karim.tokens, karimLine), { mdn: line.mdn, newMdn, category: 'standard', otpToken }))).toEqual([
      403,
      'client-segmentation-invalid',
    ]);
    expect(codeOf(await post(bearer(karim.tokens, line), { mdn: line.mdn, newMdn, category: 'standard', otpToken }))).toEqual([
      403,
      'client-segmentation-invalid',
    ]);
    expect(codeOf(await post(bearer(salma.tokens, line), { mdn: line.mdn, newMdn, category: 'standard', otpToken: 'not-a-proof' }))).toEqual([
      400,
      'iam-otp-token-invalid',
    ]);
    expect(codeOf(await post(bearer(salma.tokens, line), { mdn: line.mdn, newMdn: '0700112201', category: 'standard', otpToken }))).toEqual([409, 'cart-008']);
    expect(codeOf(await post(bearer(salma.tokens, line), { mdn: line.mdn, newMdn, category: 'gold', otpToken }))).toEqual([409, 'cart-008']);
    for (const category of ['std\u0000', 'std\ud800']) {
      expect(codeOf(await post(bearer(salma.tokens, line), { mdn: line.mdn, newMdn, category, otpToken }))).toEqual([400, 'request-invalid']);
    }
    const noKey = await app().inject({
      method: 'POST',
      url: PAY,
      headers: bearer(salma.tokens, line),
      payload: { mdn: line.mdn, newMdn, category: 'standard', otpToken },
    });
    expect(codeOf(noKey)).toEqual([400, 'request-invalid']);
    expect(await app().db.select().from(orders).where(eq(orders.phoneNumber, line.mdn))).toHaveLength(0);
    // The audit keeps the line's refused attempts (not another customer's, refused before any check).
    const refused = await app()
      .db.select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.mdn, line.mdn), eq(lineServiceRequests.kind, 'number-change'), eq(lineServiceRequests.outcome, 'refused')));
    expect(refused.map((attempt) => attempt.reason).sort()).toEqual(['cart-008', 'cart-008', 'iam-otp-token-invalid']);
  });

  it('answers an empty list, not an error, when the line asks a category with no number left', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const line = salma.lines[0]!;
    const response = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v2/list-available-number',
      headers: bearer(salma.tokens, line),
      payload: { mdn: line.mdn, category: 'gold', contains: '99999999' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ numbers: [] });
  });
});

describe('a number change pays for its own line only (issue 29)', () => {
  it('its cart is paid only through the number-change route: the shop’s card route with another number in the form is refused (cart-005)', async () => {
    const karim = await customer(DEMO_ACCOUNTS.business.username);
    const line = lineOf(karim, DEMO_ACCOUNTS.business.username);
    const stranger = DEMO_ACCOUNTS.prepaid.username;
    const newMdn = await freeNumber(karim, line, 'standard');
    const started = await app().inject({
      method: 'POST',
      url: PAY,
      headers: { ...bearer(karim.tokens, line), 'idempotency-key': randomUUID() },
      payload: { mdn: line.mdn, newMdn, category: 'standard', otpToken: await proofFor(karim, line), returnUrl: '/paiement/ok' },
    });
    expect(started.statusCode).toBe(201);
    const { refNumber } = started.json<GatewayRedirect>();
    const cartId = await cartOfOrder(app(), refNumber);
    expect(codeOf(await payForAnotherNumber(app(), cartId, stranger, bearer(karim.tokens)))).toEqual([422, 'cart-005']);
    // Paid through its own route, the change is the line's: the stranger keeps their number.
    expect((await confirm(refNumber)).statusCode).toBe(200);
    expect(await app().db.select().from(lines).where(eq(lines.mdn, newMdn))).toHaveLength(1);
    expect(await app().db.select().from(lines).where(eq(lines.mdn, line.mdn))).toHaveLength(0);
    expect(await app().db.select().from(lines).where(eq(lines.mdn, stranger))).toHaveLength(1);
  });
});
