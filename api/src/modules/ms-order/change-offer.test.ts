import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { ChangeOfferResponse, OfferEligibilityResponse, SetupFeesResponse } from '@atlas/contracts/line-services';
import type { GatewayCallback, GatewayRedirect } from '@atlas/contracts/shop';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { gatewaySessions, lines, lineServiceRequests, lineServiceStates, orders, otpChallenges, payments, smsOutbox } from '../../db/schema';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, lastCodeSentTo, profileOf, signedInCustomer, type SignedInCustomer } from '../../test/session';
import { SIGNATURE_HEADER, signCallback } from '../payment-gateway/signature';
import { cartOfOrder, payForAnotherNumber } from '../../test/shop';

const app = appPerTestFile();
jest.setTimeout(30_000);
const codeOf = (response: { statusCode: number; json: <T>() => T }) => [response.statusCode, response.json<ApiErrorBody>().code];

type Customer = SignedInCustomer;
const customer = (username: string, mdn?: string): Promise<Customer> => signedInCustomer(app(), username, mdn);

/** A free seeded line signed up for the test (postpaid, every invoice paid). */
async function signedUp(mdn: string): Promise<Customer> {
  await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/send', payload: { mdn, purpose: 'signup' } });
  const code = await lastCodeSentTo(app(), mdn);
  const { otpToken } = (await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn, purpose: 'signup', code } })).json<{
    otpToken: string;
  }>();
  const created = await app().inject({
    method: 'POST',
    url: '/api/ms-iam/v1/signup',
    payload: { kind: 'mobile', mdn, otpToken, email: `line${mdn}@example.ma`, password: 'Atlas2026', firstName: 'Test', lastName: 'Line', termsAccepted: true },
  });
  expect(created.statusCode).toBe(201);
  return customer(mdn);
}

async function proofFor(who: Customer, purpose = 'change-offer'): Promise<string> {
  await app()
    .db.delete(otpChallenges)
    .where(and(eq(otpChallenges.mdn, who.line.mdn), eq(otpChallenges.purpose, purpose)));
  const sent = await app().inject({
    method: 'POST',
    url: '/api/ms-iam/v1/otp/send',
    headers: bearer(who.tokens, who.line),
    payload: { mdn: who.line.mdn, purpose },
  });
  expect(sent.statusCode).toBe(200);
  const code = await lastCodeSentTo(app(), who.line.mdn);
  return (await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn: who.line.mdn, purpose, code } })).json<{ otpToken: string }>()
    .otpToken;
}

const eligibility = (who: Customer, query = `?mdn=${who.line.mdn}`, language = 'fr') =>
  app().inject({ url: `/api/ms-order/v2/check-offer-eligibility${query}`, headers: { ...bearer(who.tokens, who.line), 'accept-language': language } });
const fees = (who: Customer, offerId: string) =>
  app().inject({ url: `/api/ms-order/v2/display-setup-fees?offerId=${offerId}&mdn=${who.line.mdn}`, headers: bearer(who.tokens, who.line) });
const change = (who: Customer, offerId: string, body: object, key = randomUUID(), mdn: string | null = who.line.mdn) =>
  app().inject({
    method: 'PUT',
    url: `/api/ms-order/v2/change-offer?idOffer=${offerId}${mdn ? `&mdn=${mdn}` : ''}`,
    headers: { ...bearer(who.tokens, who.line), 'idempotency-key': key },
    payload: body,
  });
const PAY = '/api/v1/ms-ecom/payment/change-offer/cb';
const planOf = async (mdn: string) => (await app().db.select().from(lines).where(eq(lines.mdn, mdn)))[0]!;

const confirm = async (refNumber: string, outcome: GatewayCallback['outcome']) => {
  const [payment] = await app()
    .db.select()
    .from(payments)
    .where(and(eq(payments.refNumber, refNumber), inArray(payments.status, ['initiated', 'succeeded'])));
  const [order] = await app().db.select().from(orders).where(eq(orders.refNumber, refNumber));
  const event: GatewayCallback = {
    eventId: randomUUID(),
    sessionId: payment!.gatewaySessionId!,
    refNumber,
    channel: 'card',
    amount: order!.totalCentimes,
    currency: 'MAD',
    outcome,
    timestamp: Math.floor(Date.now() / 1000),
  };
  return app().inject({
    method: 'POST',
    url: '/api/v1/ms-ecom/payment/callback',
    payload: event,
    headers: { [SIGNATURE_HEADER]: signCallback(app().paymentGatewaySecret, event) },
  });
};

describe('plan change: eligibility', () => {
  it('answers each refusal with the spec’s reason code and text, and an eligible line', async () => {
    const youssef = await customer(DEMO_ACCOUNTS.postpaidWithFibre.username);
    const unpaid = (await eligibility(youssef)).json<OfferEligibilityResponse>();
    expect(unpaid).toMatchObject({ isEligible: false, reasonCode: 2, reason: expect.stringContaining('impayée'), unpaidInvoices: { count: 2 } });
    expect((await eligibility(youssef, `?mdn=${youssef.line.mdn}`, 'ar')).json<OfferEligibilityResponse>().reason).toContain('فاتورة');
    expect((await eligibility(youssef, `?mdn=${youssef.line.mdn}`, 'en')).json<OfferEligibilityResponse>().reason).toContain('unpaid');

    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    expect((await eligibility(salma)).json<OfferEligibilityResponse>()).toMatchObject({
      isEligible: false,
      reasonCode: 1,
      reason: expect.stringContaining('220'),
    });

    const free = await signedUp('0675000346');
    expect((await eligibility(free)).json<OfferEligibilityResponse>()).toEqual({
      mdn: free.line.mdn,
      isEligible: true,
      reasonCode: null,
      reason: null,
      currentOfferId: 'forfait-illimite-199',
    });
    // The mdn may be omitted (a cameleon line): the selected line answers.
    expect((await eligibility(free, '')).json<OfferEligibilityResponse>().isEligible).toBe(true);

    // A suspended line: 12, call 220.
    await app().db.update(lineServiceStates).set({ suspendedAt: new Date(), suspendedReason: 'lost' }).where(eq(lineServiceStates.mdn, free.line.mdn));
    expect((await eligibility(free)).json<OfferEligibilityResponse>()).toMatchObject({
      isEligible: false,
      reasonCode: 12,
      reason: expect.stringContaining('220'),
    });
    expect(codeOf(await fees(free, 'forfait-249'))).toEqual([409, 'service-015']);
    expect((await fees(free, 'forfait-249')).json<ApiErrorBody>().meta).toEqual({ reasonCode: 12 });
    await app().db.update(lineServiceStates).set({ suspendedAt: null, suspendedReason: null }).where(eq(lineServiceStates.mdn, free.line.mdn));
  });

  it('refuses another customer’s line and bad input', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const youssef = await customer(DEMO_ACCOUNTS.postpaidWithFibre.username);
    expect(codeOf(await eligibility(salma, `?mdn=${youssef.line.mdn}`))).toEqual([403, 'client-segmentation-invalid']);
    expect(codeOf(await eligibility(salma, '?mdn=12345'))).toEqual([400, 'request-invalid']);
    expect(codeOf(await app().inject({ url: `/api/ms-order/v2/display-setup-fees?mdn=${salma.line.mdn}`, headers: bearer(salma.tokens, salma.line) }))).toEqual(
      [400, 'request-invalid'],
    );
    expect(codeOf(await fees(salma, 'FORFAIT%00'))).toEqual([400, 'request-invalid']);
    expect(codeOf(await change(salma, 'forfait-99', { otpToken: 'x' }))).toEqual([400, 'request-invalid']);
    expect(
      codeOf(
        await app().inject({
          method: 'PUT',
          url: `/api/ms-order/v2/change-offer?idOffer=forfait-99`,
          headers: bearer(salma.tokens, salma.line),
          payload: { otpToken: 'x', feesToken: 'y' },
        }),
      ),
    ).toEqual([400, 'request-invalid']);
  });
});

describe('plan change: free', () => {
  it('quotes the fees, moves the line at once with a code, once per key, and tells the customer', async () => {
    const who = await customer('0675000346');
    expect(codeOf(await fees(who, 'forfait-illimite-199'))).toEqual([409, 'service-018']);
    expect(codeOf(await fees(who, 'forfait-pro-399'))).toEqual([404, 'not-found']);
    expect(codeOf(await fees(who, 'no-such-plan'))).toEqual([404, 'not-found']);
    const downgrade = (await fees(who, 'forfait-149')).json<SetupFeesResponse>();
    expect(downgrade).toMatchObject({ offerId: 'forfait-149', monthlyPrice: 149, currentMonthlyPrice: 199, totalFees: 50, effective: 'on-payment' });
    expect(downgrade.fees).toEqual([expect.objectContaining({ id: 'downgrade', amount: 50 })]);
    expect(downgrade.customerbill.invoices).toHaveLength(3);
    expect(downgrade.customerbill.invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
    // Fees to pay: not through change-offer.
    expect(codeOf(await change(who, 'forfait-149', { otpToken: await proofFor(who), feesToken: downgrade.feesToken }))).toEqual([409, 'service-017']);

    const upgrade = (await fees(who, 'forfait-249')).json<SetupFeesResponse>();
    expect(upgrade).toMatchObject({ totalFees: 0, fees: [], effective: 'immediately' });
    // The fees token of another plan proves nothing for this one.
    expect(codeOf(await change(who, 'forfait-349', { otpToken: 'x', feesToken: upgrade.feesToken }))).toEqual([400, 'service-016']);
    const fresh = (await fees(who, 'forfait-249')).json<SetupFeesResponse>();
    expect(codeOf(await change(who, 'forfait-249', { otpToken: 'forged', feesToken: fresh.feesToken }))).toEqual([400, 'iam-otp-token-invalid']);
    expect((await planOf(who.line.mdn)).offerId).toBe('forfait-illimite-199');

    const again = (await fees(who, 'forfait-249')).json<SetupFeesResponse>();
    const key = randomUUID();
    const body = { otpToken: await proofFor(who), feesToken: again.feesToken };
    const done = await change(who, 'forfait-249', body, key);
    expect(done.statusCode).toBe(200);
    expect(done.json<ChangeOfferResponse>()).toMatchObject({ mdn: who.line.mdn, offerId: 'forfait-249', offerName: { fr: expect.stringContaining('249') } });
    expect(await planOf(who.line.mdn)).toMatchObject({ offerId: 'forfait-249', offerNameFr: expect.stringContaining('249') });
    const profile = await profileOf(app(), who.tokens);
    expect(profile.lines.find((line) => line.mdn === who.line.mdn)?.offerName).toContain('249');

    // A doubled submit answers the first outcome; the key for another plan is refused.
    const replay = await change(who, 'forfait-249', body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<ChangeOfferResponse>().reference).toBe(done.json<ChangeOfferResponse>().reference);
    expect(codeOf(await change(who, 'forfait-349', body, key))).toEqual([409, 'service-010']);
    const done2 = await app()
      .db.select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.mdn, who.line.mdn), eq(lineServiceRequests.kind, 'offer-change'), eq(lineServiceRequests.outcome, 'done')));
    expect(done2).toHaveLength(1);
    // Already on it now.
    expect(codeOf(await fees(who, 'forfait-249'))).toEqual([409, 'service-018']);
    // The SMS tells the line.
    expect((await app().inject({ url: `/api/dev/sms-outbox?to=${who.line.mdn}` })).body).toContain('249');
  });
});

describe('plan change: fees paid by card', () => {
  it('a declined card changes nothing; a paid one moves the line once; meanwhile a change is in progress (3)', async () => {
    const who = await signedUp('0676000457');
    const quote = async () => (await fees(who, 'forfait-99')).json<SetupFeesResponse>();
    const headers = (key = randomUUID()) => ({ ...bearer(who.tokens, who.line), 'idempotency-key': key });
    // Nothing to pay: the card route refuses a free change.
    const free = (await fees(who, 'forfait-249')).json<SetupFeesResponse>();
    expect(
      codeOf(
        await app().inject({
          method: 'POST',
          url: PAY,
          headers: headers(),
          payload: { mdn: who.line.mdn, offerId: 'forfait-249', otpToken: 'x', feesToken: free.feesToken },
        }),
      ),
    ).toEqual([409, 'cart-007']);

    const declined = await app().inject({
      method: 'POST',
      url: PAY,
      headers: headers(),
      payload: { mdn: who.line.mdn, offerId: 'forfait-99', otpToken: await proofFor(who), feesToken: (await quote()).feesToken, returnUrl: '/achat/paiement' },
    });
    expect(declined.statusCode).toBe(201);
    const first = declined.json<GatewayRedirect>();
    // While its payment is awaited, another change is in progress.
    expect((await eligibility(who)).json<OfferEligibilityResponse>()).toMatchObject({ isEligible: false, reasonCode: 3 });
    // The gateway declined the card but the shop has not heard yet (its confirmation retried later): nothing is awaited.
    const [attempt] = await app().db.select().from(payments).where(eq(payments.refNumber, first.refNumber));
    await app().db.update(gatewaySessions).set({ status: 'declined' }).where(eq(gatewaySessions.id, attempt!.gatewaySessionId!));
    expect((await eligibility(who)).json<OfferEligibilityResponse>().isEligible).toBe(true);
    await app().db.update(gatewaySessions).set({ status: 'open' }).where(eq(gatewaySessions.id, attempt!.gatewaySessionId!));
    expect((await eligibility(who)).json<OfferEligibilityResponse>()).toMatchObject({ isEligible: false, reasonCode: 3 });
    expect((await confirm(first.refNumber, 'declined')).statusCode).toBe(200);
    expect((await planOf(who.line.mdn)).offerId).toBe('forfait-illimite-199');
    expect((await eligibility(who)).json<OfferEligibilityResponse>().isEligible).toBe(true);

    const key = randomUUID();
    const payload = {
      mdn: who.line.mdn,
      offerId: 'forfait-99',
      otpToken: await proofFor(who),
      feesToken: (await quote()).feesToken,
      returnUrl: '/achat/paiement',
    };
    const paid = await app().inject({ method: 'POST', url: PAY, headers: headers(key), payload });
    expect(paid.statusCode).toBe(201);
    const { refNumber } = paid.json<GatewayRedirect>();
    const again = await app().inject({ method: 'POST', url: PAY, headers: headers(key), payload });
    expect(again.json<GatewayRedirect>().refNumber).toBe(refNumber);
    expect(await app().db.select().from(payments).where(eq(payments.idempotencyKey, key))).toHaveLength(1);
    const [order] = await app().db.select().from(orders).where(eq(orders.refNumber, refNumber));
    expect(order).toMatchObject({ kind: 'change-offer', phoneNumber: who.line.mdn, totalCentimes: 5000 });

    expect((await confirm(refNumber, 'succeeded')).statusCode).toBe(200);
    expect(await planOf(who.line.mdn)).toMatchObject({ offerId: 'forfait-99', offerNameFr: 'Forfait 99 Dh — 50 Go' });
    expect((await confirm(refNumber, 'succeeded')).statusCode).toBe(200);
    const applied = await app()
      .db.select()
      .from(lineServiceRequests)
      .where(and(eq(lineServiceRequests.mdn, who.line.mdn), eq(lineServiceRequests.kind, 'offer-change'), eq(lineServiceRequests.outcome, 'done')));
    expect(applied).toHaveLength(1);
    // The line is told once, in the order's language, when the payment is confirmed.
    const told = (await app().db.select().from(smsOutbox).where(eq(smsOutbox.to, who.line.mdn))).filter((sms) => sms.text.includes(refNumber));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Forfait 99');
  });

  it('refuses another customer’s line, a spent fees token and a line that may not change', async () => {
    const youssef = await customer(DEMO_ACCOUNTS.postpaidWithFibre.username);
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const post = (who: Customer, payload: object) =>
      app().inject({ method: 'POST', url: PAY, headers: { ...bearer(who.tokens, who.line), 'idempotency-key': randomUUID() }, payload });
    expect(codeOf(await post(salma, { mdn: youssef.line.mdn, offerId: 'forfait-99', otpToken: 'x', feesToken: 'y' }))).toEqual([
      403,
      'client-segmentation-invalid',
    ]);
    expect(codeOf(await post(youssef, { mdn: youssef.line.mdn, offerId: 'forfait-99', otpToken: 'x', feesToken: 'y' }))).toEqual([409, 'service-015']);
    expect(codeOf(await post(salma, { mdn: salma.line.mdn, offerId: 'forfait-99', otpToken: 'x' }))).toEqual([400, 'request-invalid']);
    expect(codeOf(await post(salma, { mdn: salma.line.mdn, offerId: 'Forfait 99', otpToken: 'x', feesToken: 'y' }))).toEqual([400, 'request-invalid']);
    const who = await customer('0676000457');
    expect(codeOf(await post(who, { mdn: who.line.mdn, offerId: 'forfait-49', otpToken: 'x', feesToken: 'forged' }))).toEqual([400, 'service-016']);
  });
});

describe('a line whose holder is not identified', () => {
  it('is refused the SIM swap and the number change (service-019) until identified', async () => {
    const who = await signedUp('0677000568');
    const status = await app().inject({ method: 'POST', url: '/api/ms-identification/v1/check-identification-status', payload: { mdn: who.line.mdn } });
    expect(status.json<{ isIdentified: boolean }>().isIdentified).toBe(false);
    const identity = await app().inject({
      method: 'POST',
      url: '/api/ms-client/v1/check-identity-sim-swap',
      headers: bearer(who.tokens, who.line),
      payload: { mdn: who.line.mdn, tokenOcr: 'x'.repeat(43) },
    });
    expect(codeOf(identity)).toEqual([409, 'service-019']);
    const swap = await app().inject({
      method: 'POST',
      url: '/api/ms-service/v1/sim-swap',
      headers: { ...bearer(who.tokens, who.line), 'idempotency-key': randomUUID() },
      payload: { mdn: who.line.mdn, mdnNewIcc: who.line.mdn, icc: '892120000000000568', otpToken: 'x', tokenOcr: 'y'.repeat(43), upgrade4G: true },
    });
    expect(codeOf(swap)).toEqual([409, 'service-019']);
    const quote = await app().inject({
      url: `/api/ms-service/v1/change-number-quote?mdn=${who.line.mdn}&newMdn=0650000001&category=standard`,
      headers: bearer(who.tokens, who.line),
    });
    expect(codeOf(quote)).toEqual([409, 'service-019']);
    const pay = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/change-number/cb',
      headers: { ...bearer(who.tokens, who.line), 'idempotency-key': randomUUID() },
      payload: { mdn: who.line.mdn, newMdn: '0650000001', category: 'standard', otpToken: 'x' },
    });
    expect(codeOf(pay)).toEqual([409, 'service-019']);
  });
});

describe('plan-change fees pay for their own line only (issue 29)', () => {
  it('their cart is paid only through the plan-change route: the shop’s card route with another number in the form is refused (cart-005)', async () => {
    const who = await signedUp('0672000124');
    const stranger = '0678000679';
    const started = await app().inject({
      method: 'POST',
      url: PAY,
      headers: { ...bearer(who.tokens, who.line), 'idempotency-key': randomUUID() },
      payload: {
        mdn: who.line.mdn,
        offerId: 'forfait-99',
        otpToken: await proofFor(who),
        feesToken: (await fees(who, 'forfait-99')).json<SetupFeesResponse>().feesToken,
        returnUrl: '/achat/paiement',
      },
    });
    expect(started.statusCode).toBe(201);
    const { refNumber } = started.json<GatewayRedirect>();
    const cartId = await cartOfOrder(app(), refNumber);
    const strangerPlan = (await planOf(stranger)).offerId;
    expect(codeOf(await payForAnotherNumber(app(), cartId, stranger, bearer(who.tokens)))).toEqual([422, 'cart-005']);
    expect((await confirm(refNumber, 'succeeded')).statusCode).toBe(200);
    expect((await planOf(who.line.mdn)).offerId).toBe('forfait-99');
    expect((await planOf(stranger)).offerId).toBe(strangerPlan);
  });
});
