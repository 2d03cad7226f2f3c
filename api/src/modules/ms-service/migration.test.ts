import { mdnInText } from '@atlas/contracts/format-mdn';
import type { NotificationsResponse } from '@atlas/contracts/histories';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { MigrationOffersResponse } from '@atlas/contracts/line-services';
import type { BankBillCancelResponse, BankBillPayment, GatewayCallback, GatewayRedirect } from '@atlas/contracts/shop';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { invoices, lines, orders, otpChallenges, payments, termsAcceptances } from '../../db/schema';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, lastCodeSentTo, profileOf, signedInCustomer, signedUpCustomer, type SignedInCustomer } from '../../test/session';
import { cartOfOrder, payForAnotherNumber } from '../../test/shop';
import { SIGNATURE_HEADER, signCallback } from '../payment-gateway/signature';

const app = appPerTestFile();
jest.setTimeout(30_000);
const codeOf = (response: { statusCode: number; json: <T>() => T }) => [response.statusCode, response.json<ApiErrorBody>().code];

type Customer = SignedInCustomer;
const customer = (username: string, mdn?: string): Promise<Customer> => signedInCustomer(app(), username, mdn);

async function proofFor(who: Customer): Promise<string> {
  await app()
    .db.delete(otpChallenges)
    .where(and(eq(otpChallenges.mdn, who.line.mdn), eq(otpChallenges.purpose, 'migration')));
  const sent = await app().inject({
    method: 'POST',
    url: '/api/ms-iam/v1/otp/send',
    headers: bearer(who.tokens, who.line),
    payload: { mdn: who.line.mdn, purpose: 'migration' },
  });
  expect(sent.statusCode).toBe(200);
  const code = await lastCodeSentTo(app(), who.line.mdn);
  const verified = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn: who.line.mdn, purpose: 'migration', code } });
  return verified.json<{ otpToken: string }>().otpToken;
}

const offersOf = (who: Customer) =>
  app().inject({ url: `/api/ms-balance/v1/display-offer-migration?mdn=${who.line.mdn}`, headers: bearer(who.tokens, who.line) });

async function body(who: Customer, overrides: object = {}) {
  const { eligibilityToken, offers } = (await offersOf(who)).json<MigrationOffersResponse>();
  return {
    mdn: who.line.mdn,
    offerId: offers[0]!.id,
    email: 'salma.idrissi@example.ma',
    termsAccepted: true,
    eligibilityToken,
    otpToken: await proofFor(who),
    returnUrl: '/achat/paiement',
    ...overrides,
  };
}

const confirm = async (refNumber: string, outcome: GatewayCallback['outcome'], channel: GatewayCallback['channel'] = 'card') => {
  // The attempt under way (an earlier declined attempt of the same order stays as it was).
  const [payment] = await app()
    .db.select()
    .from(payments)
    .where(and(eq(payments.refNumber, refNumber), inArray(payments.status, ['initiated', 'registered', 'succeeded'])));
  const [order] = await app().db.select().from(orders).where(eq(orders.refNumber, refNumber));
  const event: GatewayCallback = {
    eventId: randomUUID(),
    sessionId: payment!.gatewaySessionId!,
    refNumber,
    channel,
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

const segmentOf = async (mdn: string) => (await app().db.select().from(lines).where(eq(lines.mdn, mdn)))[0]!;

describe('migration prepaid → postpaid', () => {
  it('is refused to a line that is not prepaid: not eligible, log in with a prepaid number', async () => {
    const youssef = await customer(DEMO_ACCOUNTS.postpaidWithFibre.username);
    expect(codeOf(await offersOf(youssef))).toEqual([409, 'service-013']);
    const khadija = await customer(DEMO_ACCOUNTS.cameleon.username);
    expect(codeOf(await offersOf(khadija))).toEqual([409, 'service-013']);
  });

  it('refuses another customer’s line, a spent eligibility token, unaccepted terms, a bad email and bad input', async () => {
    const signedUp = await customer(DEMO_ACCOUNTS.business.username);
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    // A spent eligibility token is refused (service-014), before any code is spent.
    const spent = await body(salma);
    const eligibility = { ...spent, otpToken: 'not-a-proof' };
    await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/migration/cb',
      headers: { ...bearer(salma.tokens, salma.line), 'idempotency-key': randomUUID() },
      payload: eligibility,
    });
    const reused = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/migration/cb',
      headers: { ...bearer(salma.tokens, salma.line), 'idempotency-key': randomUUID() },
      payload: spent,
    });
    expect(codeOf(reused)).toEqual([400, 'service-014']);
    const url = '/api/v1/ms-ecom/payment/migration/cb';
    const post = (headers: Record<string, string>, payload: object) =>
      app().inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': randomUUID() }, payload });
    const foreign = await post(bearer(signedUp.tokens, signedUp.line), {
      mdn: salma.line.mdn,
      offerId: 'forfait-99',
      email: 'a@b.ma',
      termsAccepted: true,
      eligibilityToken: 'x',
      otpToken: 'y',
    });
    expect(codeOf(foreign)).toEqual([403, 'client-segmentation-invalid']);
    const base = { mdn: signedUp.line.mdn, offerId: 'forfait-99', email: 'a@b.ma', termsAccepted: true, eligibilityToken: 'x', otpToken: 'y' };
    expect(codeOf(await post(bearer(signedUp.tokens, signedUp.line), { ...base, termsAccepted: false }))).toEqual([400, 'request-invalid']);
    expect(codeOf(await post(bearer(signedUp.tokens, signedUp.line), { ...base, email: 'not-an-email' }))).toEqual([400, 'request-invalid']);
    expect(codeOf(await post(bearer(signedUp.tokens, signedUp.line), { ...base, offerId: 'forfait\u0000' }))).toEqual([400, 'request-invalid']);
    expect(codeOf(await post(bearer(signedUp.tokens, signedUp.line), { ...base, email: 'a\ud800@b.ma' }))).toEqual([400, 'request-invalid']);
    // A postpaid line is not eligible, whatever it sends.
    expect(codeOf(await post(bearer(signedUp.tokens, signedUp.line), base))).toEqual([409, 'service-013']);
  });

  it('a declined card leaves the line prepaid; a paid one makes it postpaid on the plan, once', async () => {
    const salma = await customer(DEMO_ACCOUNTS.prepaid.username);
    const offers = (await offersOf(salma)).json<MigrationOffersResponse>();
    expect(offers.offers.length).toBeGreaterThan(0);
    expect(offers.offers.map((offer) => offer.id)).not.toContain('forfait-pro-99');

    const declined = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/migration/cb',
      headers: { ...bearer(salma.tokens, salma.line), 'idempotency-key': randomUUID() },
      payload: await body(salma),
    });
    expect(declined.statusCode).toBe(201);
    // The migration_cgu terms it accepted are kept with the account, with their process.
    const terms = await app()
      .db.select()
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.mdn, salma.line.mdn), eq(termsAcceptances.type, 'migration_cgu')));
    expect(terms).toEqual([expect.objectContaining({ process: 'MIGRATION_PROCESS' })]);
    expect((await confirm(declined.json<GatewayRedirect>().refNumber, 'declined')).statusCode).toBe(200);
    expect((await segmentOf(salma.line.mdn)).segment).toBe('prepaid');

    const key = randomUUID();
    const payload = await body(salma, { offerId: 'forfait-99' });
    // Ordered in Arabic: the notices are written in it.
    const headers = { ...bearer(salma.tokens, salma.line), 'idempotency-key': key, 'accept-language': 'ar' };
    const first = await app().inject({ method: 'POST', url: '/api/v1/ms-ecom/payment/migration/cb', headers, payload });
    expect(first.statusCode).toBe(201);
    const { refNumber } = first.json<GatewayRedirect>();
    const again = await app().inject({ method: 'POST', url: '/api/v1/ms-ecom/payment/migration/cb', headers, payload });
    expect(again.statusCode).toBe(200);
    expect(again.json<GatewayRedirect>().refNumber).toBe(refNumber);
    const [order] = await app().db.select().from(orders).where(eq(orders.refNumber, refNumber));
    expect(order).toMatchObject({
      kind: 'migration',
      phoneNumber: salma.line.mdn,
      paymentMethod: 'cartebancaire',
      contactEmail: 'salma.idrissi@example.ma',
      totalCentimes: 9900,
    });

    expect((await confirm(refNumber, 'succeeded')).statusCode).toBe(200);
    expect(await segmentOf(salma.line.mdn)).toMatchObject({ segment: 'postpaid', offerId: 'forfait-99', offerNameFr: 'Forfait 99 Dh — 50 Go' });
    expect((await confirm(refNumber, 'succeeded')).statusCode).toBe(200);
    // Told once that the line moved to the plan, in the reader's language.
    const told = (
      await app().inject({ url: '/api/ms-client/v1/notifications', headers: { ...bearer(salma.tokens), 'accept-language': 'en' } })
    ).json<NotificationsResponse>().list;
    expect(told.filter((item) => item.kind === 'plan-changed').map((item) => item.title)).toEqual(['Plan changed']);
    expect(told.find((item) => item.kind === 'plan-changed')?.text).toContain('99 Dh plan — 50 GB');
    // An SMS to the line and an email to the order's contact, once (neither the declined attempt nor the second
    // confirmation sends one), in Arabic.
    const sms = (await app().inject({ url: `/api/dev/sms-outbox?to=${salma.line.mdn}` }))
      .json<Array<{ text: string }>>()
      .filter((item) => item.text.includes(refNumber));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`أصبح خطك ${mdnInText(salma.line.mdn)} الآن بنظام الأداء البعدي`);
    const mails = (await app().inject({ url: '/api/dev/email-outbox?to=salma.idrissi@example.ma' })).json<
      Array<{ subject: string; text: string; language: string }>
    >();
    const notice = mails.filter((mail) => mail.subject === 'انتقالك إلى الاشتراك');
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({ language: 'ar', text: sms[0]!.text });
    // The declined attempt before it told nothing.
    expect(mails.filter((mail) => mail.subject === 'انتقالك إلى الاشتراك')).toHaveLength(1);
    const profile = await profileOf(app(), salma.tokens);
    expect(profile.lines.find((line) => line.mdn === salma.line.mdn)?.segment).toBe('postpaid');
    // Postpaid now: no second migration.
    expect(codeOf(await offersOf(salma))).toEqual([409, 'service-013']);
  });

  it('pays by bank bill (fatourati): a reference is registered and the line migrates when the bank pays', async () => {
    // A second prepaid line of the operator, attached to no one in the seed: the free line 0673000235.
    const signUp = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/send', payload: { mdn: '0673000235', purpose: 'signup' } });
    expect(signUp.statusCode).toBe(200);
    const code = await lastCodeSentTo(app(), '0673000235');
    const { otpToken } = (
      await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn: '0673000235', purpose: 'signup', code } })
    ).json<{ otpToken: string }>();
    const created = await app().inject({
      method: 'POST',
      url: '/api/ms-iam/v1/signup',
      payload: {
        kind: 'mobile',
        mdn: '0673000235',
        otpToken,
        email: 'houda.zniber@example.ma',
        password: 'Atlas2026',
        firstName: 'Houda',
        lastName: 'Zniber',
        termsAccepted: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const houda = await customer('0673000235');
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/migration/eb',
      headers: { ...bearer(houda.tokens, houda.line), 'idempotency-key': randomUUID() },
      payload: await body(houda, { email: 'houda.zniber@example.ma' }),
    });
    expect(response.statusCode).toBe(201);
    const bill = response.json<BankBillPayment & { refNumber: string }>();
    expect(bill.paymentCode).toBeTruthy();
    expect((await segmentOf('0673000235')).segment).toBe('prepaid');
    expect((await confirm(bill.refNumber, 'succeeded', 'fatourati')).statusCode).toBe(200);
    expect((await segmentOf('0673000235')).segment).toBe('postpaid');
    // Ordered in French (no language asked): the line and the contact email are told in French.
    const sms = (await app().inject({ url: '/api/dev/sms-outbox?to=0673000235' })).json<Array<{ text: string }>>();
    expect(sms.filter((item) => item.text.includes(bill.refNumber)).map((item) => item.text)).toEqual([
      expect.stringContaining(
        'Atlas Telecom : votre ligne \u206606\u00a073\u00a000\u00a002\u00a035\u2069 est maintenant en postpayé, avec votre forfait : Forfait',
      ),
    ]);
    const mails = (await app().inject({ url: '/api/dev/email-outbox?to=houda.zniber@example.ma' })).json<Array<{ subject: string; text: string }>>();
    expect(mails.filter((mail) => mail.subject === 'Votre passage au forfait' && mail.text.includes(bill.refNumber))).toHaveLength(1);
  });
});

describe('a migration pays for its own line only (issue 29)', () => {
  // Another customer’s prepaid line, which the hijack would move onto a plan.
  const stranger = '0667000333';

  it('its bank bill cancelled, its cart is closed: the shop’s card route with another number in the form is refused (cart-006)', async () => {
    const rim = await signedUpCustomer(app(), '0669000555');
    const started = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/migration/eb',
      headers: { ...bearer(rim.tokens, rim.line), 'idempotency-key': randomUUID() },
      payload: await body(rim),
    });
    expect(started.statusCode).toBe(201);
    const bill = started.json<BankBillPayment & { refNumber: string }>();
    const cancelled = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/eb/cancel',
      headers: bearer(rim.tokens),
      payload: { mdn: rim.line.mdn, refNumber: bill.refNumber },
    });
    expect(cancelled.statusCode).toBe(200);
    // The one who placed the bill is given its cart (a holder cancelling someone else's is not).
    const cartId = cancelled.json<BankBillCancelResponse>().cartId!;
    expect(cartId).toEqual(expect.any(String));
    expect(codeOf(await payForAnotherNumber(app(), cartId, stranger, bearer(rim.tokens)))).toEqual([409, 'cart-006']);
    expect((await segmentOf(stranger)).segment).toBe('prepaid');
    // The act itself may be started again (a new cart): it is for the customer’s own line.
    const again = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/migration/cb',
      headers: { ...bearer(rim.tokens, rim.line), 'idempotency-key': randomUUID() },
      payload: await body(rim),
    });
    expect(again.statusCode).toBe(201);
    expect(await cartOfOrder(app(), again.json<GatewayRedirect>().refNumber)).not.toBe(cartId);
  });

  it('its open cart is paid only through the migration route: the shop’s card route is refused (cart-005), the act stays the line’s own', async () => {
    const imane = await signedUpCustomer(app(), '0665000111');
    const started = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/migration/cb',
      headers: { ...bearer(imane.tokens, imane.line), 'idempotency-key': randomUUID() },
      payload: await body(imane),
    });
    expect(started.statusCode).toBe(201);
    const { refNumber } = started.json<GatewayRedirect>();
    const cartId = await cartOfOrder(app(), refNumber);
    expect(codeOf(await payForAnotherNumber(app(), cartId, stranger, bearer(imane.tokens)))).toEqual([422, 'cart-005']);
    expect((await confirm(refNumber, 'succeeded')).statusCode).toBe(200);
    expect((await segmentOf(imane.line.mdn)).segment).toBe('postpaid');
    expect((await segmentOf(stranger)).segment).toBe('prepaid');
  });
});

describe('no move to a plan while invoices are overdue (issue 36 §3)', () => {
  it('refuses the migration with the unpaid situation’s code while an invoice of the customer is past due, and takes it once paid', async () => {
    // A prepaid line of its own (the demo prepaid line has moved to a plan above, 0665000111 and
    // 0669000555 are signed up above; 0667000333, the stranger above, is still prepaid when this runs).
    const who = await signedUpCustomer(app(), '0667000333');
    const overdue = {
      billNo: 'TEST-OVERDUE-1',
      mdn: who.line.mdn,
      period: '2026-01',
      issuedAt: new Date('2026-01-01T00:00:00Z'),
      dueAt: new Date('2026-02-01T00:00:00Z'),
      amountCentimes: 9900,
      status: 'unpaid' as const,
      details: [],
    };
    await app().db.insert(invoices).values(overdue);
    try {
      const headers = { ...bearer(who.tokens, who.line), 'idempotency-key': randomUUID() };
      const refused = await app().inject({ method: 'POST', url: '/api/v1/ms-ecom/payment/migration/cb', headers, payload: await body(who) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'unpaid_subscription_forbidden', details: [{ field: 'invoices', rule: 'overdue' }] });
      expect((await segmentOf(who.line.mdn)).segment).toBe('prepaid');
    } finally {
      await app().db.delete(invoices).where(eq(invoices.billNo, overdue.billNo));
    }
    // Paid (here: gone), the same customer may move to a plan.
    const headers = { ...bearer(who.tokens, who.line), 'idempotency-key': randomUUID() };
    const taken = await app().inject({ method: 'POST', url: '/api/v1/ms-ecom/payment/migration/cb', headers, payload: await body(who) });
    expect(taken.statusCode).toBe(201);
  });
});
