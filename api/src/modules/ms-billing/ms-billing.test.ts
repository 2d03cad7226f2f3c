import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { BusinessInvoiceSearchResponse, InvoiceCartResponse, InvoiceHistoryResponse, InvoiceSearchResponse } from '@atlas/contracts/billing';
import type { GatewayCallback, GatewayRedirect } from '@atlas/contracts/shop';
import type { Profile, SessionTokensResponse } from '@atlas/contracts/selfcare';
import { invoices, orders, payments } from '../../db/schema';
import { DEMO_BILLING_ACCOUNT, DEMO_UNPAID, INVOICE_MONTHS } from '../../db/seed/invoices';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, invoicePaymentProof, profileOf, signIn } from '../../test/session';
import { addToCart, createCart, gatewayPath, pay, submitCard, VISITOR_BROWSER } from '../../test/shop';
import { SIGNATURE_HEADER, signCallback } from '../payment-gateway/signature';
import { unpaidInvoicesOf } from './invoices';

const app = appPerTestFile();

const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;
const BASE = '/api/v1/ms-billing/invoices';
const search = (mdn: string, headers: Record<string, string> = {}) => app().inject({ url: `${BASE}/b2c/search/${encodeURIComponent(mdn)}`, headers });
const invoiceRow = async (billNo: string) => (await app().db.select().from(invoices).where(eq(invoices.billNo, billNo)))[0]!;

/** A visitor proves they hold the line: a code sent to it, typed back. */
/** Home lines receive no SMS: their codes go to the holder's contact mobile. */
const CONTACT_MOBILES: Record<string, string> = { '0524000666': '0670000777', '0539000888': '0671000999' };
const proofs = new Map<string, string>();
async function proofFor(mdn: string): Promise<string> {
  // A proof serves its 15 minutes; a second code so soon would wait for the resend delay.
  if (proofs.has(mdn)) return proofs.get(mdn)!;
  proofs.set(mdn, await invoicePaymentProof(app(), mdn, CONTACT_MOBILES[mdn] ?? mdn));
  return proofs.get(mdn)!;
}

const cartOf = (payload: object, headers: Record<string, string> = {}) => app().inject({ method: 'POST', url: `${BASE}/cart`, payload, headers });

/** The confirmation the gateway would send for the card payment under way of an order. */
async function confirmation(refNumber: string, outcome: GatewayCallback['outcome'] = 'succeeded'): Promise<GatewayCallback> {
  const [payment] = await app().db.select().from(payments).where(eq(payments.refNumber, refNumber));
  return {
    eventId: randomUUID(),
    sessionId: payment!.gatewaySessionId!,
    refNumber,
    channel: 'card',
    amount: payment!.amountCentimes,
    currency: 'MAD',
    outcome,
    timestamp: Math.floor(Date.now() / 1000),
  };
}
const confirm = (event: GatewayCallback) =>
  app().inject({
    method: 'POST',
    url: '/api/v1/ms-ecom/payment/callback',
    payload: event,
    headers: { [SIGNATURE_HEADER]: signCallback(app().paymentGatewaySecret, event) },
  });

describe('the seeded invoices', () => {
  it('gives every billed demo line 24 monthly invoices, the latest ones unpaid, one past its due date', async () => {
    for (const [mdn, unpaid] of Object.entries(DEMO_UNPAID)) {
      const rows = await app().db.select().from(invoices).where(eq(invoices.mdn, mdn));
      expect(rows).toHaveLength(INVOICE_MONTHS);
      expect(rows.filter((row) => row.status === 'unpaid')).toHaveLength(unpaid);
      for (const row of rows) {
        const total = row.details.filter((detail) => detail.kind !== 'tax').reduce((sum, detail) => sum + detail.amountCentimes, 0);
        expect(total).toBe(row.amountCentimes);
        expect(row.details.map((detail) => detail.kind)).toEqual(expect.arrayContaining(['plan', 'tax']));
      }
    }
    const prepaid = await app().db.select().from(invoices).where(eq(invoices.mdn, DEMO_ACCOUNTS.prepaid.username));
    expect(prepaid).toHaveLength(0);
    const overdue = (await unpaidInvoicesOf(app().db, DEMO_ACCOUNTS.postpaidWithFibre.username)).filter((row) => row.dueAt < new Date());
    expect(overdue).toHaveLength(1);
  });
});

describe('GET /invoices/b2c/search/{mdn} (anonymous)', () => {
  it('reveals nothing of a typed number without a code sent to it: no invoice, no name', async () => {
    const response = await search('0666000222');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mdn: '0666000222', otpRequired: true, invoices: [] });
    expect(response.body).not.toMatch(/Mehdi|Alaoui/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers payment-014 for a malformed number, and never a 500 for odd characters', async () => {
    for (const typed of ['12345', '0812345678', '06123456789', '06%F0%9F%98%8012']) {
      const response = await app().inject({ url: `${BASE}/b2c/search/${typed}` });
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('payment-014');
    }
    // A NUL is hostile text, refused before any route reads it (the API's one guard).
    expect(codeOf(await app().inject({ url: `${BASE}/b2c/search/06%0012345` }))).toBe('request-invalid');
    // A lone surrogate is not even a URL: refused before the route.
    expect((await app().inject({ url: `${BASE}/b2c/search/%ED%A0%80` })).statusCode).toBe(400);
  });

  it('lists the unpaid invoices to whoever typed the code sent to the line, without detail of use', async () => {
    const token = await proofFor('0666000222');
    const response = await search('+212666000222', { 'x-otp-token': token });
    expect(response.statusCode).toBe(200);
    const body = response.json<InvoiceSearchResponse>();
    expect(body.otpRequired).toBe(false);
    expect(body.invoices).toHaveLength(DEMO_UNPAID['0666000222']!);
    expect(body.invoices.every((invoice) => invoice.status === 'unpaid' && invoice.details === undefined)).toBe(true);
    expect(response.body).not.toMatch(/Mehdi|Alaoui|Consommations/);
  });

  it('refuses a proof of another line, a forged one or one for another purpose (billing-004)', async () => {
    const other = await proofFor('0668000444');
    for (const token of [other, 'not-a-token']) {
      const response = await search('0666000222', { 'x-otp-token': token });
      expect(response.statusCode).toBe(401);
      expect(codeOf(response)).toBe('billing-004');
    }
  });
});

describe('POST /invoices/b2b/search', () => {
  const b2b = (payload: object, ip = '10.0.0.1') => app().inject({ method: 'POST', url: `${BASE}/b2b/search`, payload, remoteAddress: ip });

  it('lists the unpaid invoices of every line of the account for its billing account and payment code', async () => {
    const response = await b2b({ billingAccount: DEMO_BILLING_ACCOUNT.accountNumber, paymentCode: DEMO_BILLING_ACCOUNT.paymentCode });
    expect(response.statusCode).toBe(200);
    const body = response.json<BusinessInvoiceSearchResponse>();
    expect(new Set(body.invoices.map((invoice) => invoice.mdn))).toEqual(new Set(['0700112201', '0700112202', '0700112203']));
    expect(body.invoices).toHaveLength(DEMO_UNPAID['0700112201']! + DEMO_UNPAID['0700112202']! + DEMO_UNPAID['0700112203']!);
  });

  it('answers one billing-003 for a wrong pair, request-invalid for a malformed one, and locks an address after 10 misses', async () => {
    const wrong = await b2b({ billingAccount: DEMO_BILLING_ACCOUNT.accountNumber, paymentCode: '9999' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(404);
    expect(codeOf(wrong)).toBe('billing-003');
    expect(codeOf(await b2b({ billingAccount: '999999999', paymentCode: DEMO_BILLING_ACCOUNT.paymentCode }, '10.0.0.2'))).toBe('billing-003');
    for (const payload of [
      { billingAccount: '12a', paymentCode: '4821' },
      { billingAccount: '1002003004', paymentCode: '48\u00002' },
      { billingAccount: '1002003004' },
    ]) {
      const response = await b2b(payload, '10.0.0.3');
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('request-invalid');
    }
    for (let miss = 0; miss < 8; miss += 1) await b2b({ billingAccount: '1002003004', paymentCode: '1111' }, '10.0.0.2');
    const locked = await b2b({ billingAccount: DEMO_BILLING_ACCOUNT.accountNumber, paymentCode: DEMO_BILLING_ACCOUNT.paymentCode }, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('billing-006');
  });
});

describe('GET /invoices/b2c/history/{mdn} (signed in)', () => {
  let tokens: SessionTokensResponse;
  let profile: Profile;
  beforeAll(async () => {
    tokens = await signIn(app(), DEMO_ACCOUNTS.postpaidWithFibre.username);
    profile = await profileOf(app(), tokens);
  });
  const lineOf = (mdn: string) => profile.lines.find((line) => line.mdn === mdn)!;
  const mobile = DEMO_ACCOUNTS.postpaidWithFibre.username;

  it('lists every invoice of the line with its detail, newest first or oldest first', async () => {
    const desc = await app().inject({ url: `${BASE}/b2c/history/${mobile}`, headers: bearer(tokens, lineOf(mobile)) });
    expect(desc.statusCode).toBe(200);
    const body = desc.json<InvoiceHistoryResponse>();
    expect(body.invoices).toHaveLength(INVOICE_MONTHS);
    expect(body.invoices[0]!.period > body.invoices[1]!.period).toBe(true);
    expect(body.invoices[0]!.details?.length).toBeGreaterThan(1);
    const asc = (await app().inject({ url: `${BASE}/b2c/history/${mobile}?sort=asc`, headers: bearer(tokens, lineOf(mobile)) })).json<InvoiceHistoryResponse>();
    expect(asc.invoices.map((invoice) => invoice.billNo)).toEqual([...body.invoices.map((invoice) => invoice.billNo)].reverse());
  });

  it('is refused without the line’s segmentation token, with another line’s, and for another customer’s line', async () => {
    const without = await app().inject({ url: `${BASE}/b2c/history/${mobile}`, headers: bearer(tokens) });
    expect(without.statusCode).toBe(403);
    expect(codeOf(without)).toBe('client-segmentation-required');
    const fibreToken = await app().inject({ url: `${BASE}/b2c/history/${mobile}`, headers: bearer(tokens, lineOf('0522345603')) });
    expect(fibreToken.statusCode).toBe(403);
    expect(codeOf(fibreToken)).toBe('billing-002');
    const stranger = await app().inject({ url: `${BASE}/b2c/history/${DEMO_ACCOUNTS.cameleon.username}`, headers: bearer(tokens, lineOf(mobile)) });
    expect(stranger.statusCode).toBe(403);
    expect(codeOf(stranger)).toBe('billing-002');
    expect((await app().inject({ url: `${BASE}/b2c/history/${mobile}` })).statusCode).toBe(401);
  });

  it('gives an invoice as a PDF in the customer’s language, only the line’s own', async () => {
    const [latest] = (await app().inject({ url: `${BASE}/b2c/history/${mobile}`, headers: bearer(tokens, lineOf(mobile)) })).json<InvoiceHistoryResponse>()
      .invoices;
    for (const language of ['fr', 'ar'] as const) {
      const pdf = await app().inject({
        url: `${BASE}/b2c/history/${mobile}/${latest!.billNo}/pdf`,
        headers: { ...bearer(tokens, lineOf(mobile)), 'accept-language': language },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(`facture-${latest!.billNo}-${language}.pdf`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBeGreaterThan(3000);
    }
    const [khadija] = await unpaidInvoicesOf(app().db, DEMO_ACCOUNTS.cameleon.username);
    const other = await app().inject({ url: `${BASE}/b2c/history/${mobile}/${khadija!.billNo}/pdf`, headers: bearer(tokens, lineOf(mobile)) });
    expect(other.statusCode).toBe(404);
    expect(codeOf(other)).toBe('billing-002');
  });
});

describe('paying several invoices in one order', () => {
  it('pays two invoices by card: one order of kind invoice for the line, each invoice paid once with its reference', async () => {
    const mdn = '0524000666';
    const otpToken = await proofFor(mdn);
    const [first, second, third] = await unpaidInvoicesOf(app().db, mdn);
    const created = await cartOf({ mdn, otpToken, billNos: [second!.billNo, first!.billNo] });
    expect(created.statusCode).toBe(201);
    const cart = created.json<InvoiceCartResponse>();
    expect(cart.total).toBe((first!.amountCentimes + second!.amountCentimes) / 100);

    const redirect = (await pay(app(), cart.cartId, 'cb', { returnUrl: '/paiement-facture/paiement' })).json<GatewayRedirect>();
    const paid = await submitCard(app(), gatewayPath(redirect), { number: '4111 1111 1111 1111' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/paiement-facture/paiement/ok?refNumber=${redirect.refNumber}`);

    const [order] = await app().db.select().from(orders).where(eq(orders.refNumber, redirect.refNumber));
    expect(order).toMatchObject({
      kind: 'invoice',
      status: 'paid',
      paymentMethod: 'cartebancaire',
      phoneNumber: mdn,
      totalCentimes: first!.amountCentimes + second!.amountCentimes,
    });
    expect(order!.lines.map((line) => line.options.invoiceId)).toEqual([first!.billNo, second!.billNo]);
    for (const billNo of [first!.billNo, second!.billNo]) expect(await invoiceRow(billNo)).toMatchObject({ status: 'paid', paidBy: redirect.refNumber });
    expect((await invoiceRow(third!.billNo)).status).toBe('unpaid');

    // The order answers the browser that paid it (the visitor's proof).
    const lookup = await app().inject({ url: `/api/v1/ms-billing/invoices/order?refNumber=${redirect.refNumber}`, headers: VISITOR_BROWSER });
    expect(lookup.json<{ orderItems: Array<{ custom_options: Array<{ label: string; value: string }> }> }>().orderItems[0]!.custom_options).toContainEqual({
      label: 'invoiceId',
      value: first!.billNo,
    });
    const after = (await search(mdn, { 'x-otp-token': otpToken })).json<InvoiceSearchResponse>();
    expect(after.invoices.map((invoice) => invoice.billNo)).toEqual([third!.billNo]);

    const again = await cartOf({ mdn, otpToken, billNos: [first!.billNo] });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('billing-001');
  });

  it('refuses another line’s invoice (billing-002), a missing proof (billing-004) and a bad bill number', async () => {
    const otpToken = await proofFor('0539000888');
    const [theirs] = await unpaidInvoicesOf(app().db, '0668000444');
    const stranger = await cartOf({ mdn: '0539000888', otpToken, billNos: [theirs!.billNo] });
    expect(stranger.statusCode).toBe(403);
    expect(codeOf(stranger)).toBe('billing-002');
    expect(codeOf(await cartOf({ mdn: '0668000444', otpToken, billNos: [theirs!.billNo] }))).toBe('billing-004');
    expect(codeOf(await cartOf({ mdn: '0539000888', billNos: [theirs!.billNo] }))).toBe('billing-004');
    const malformed = await cartOf({ mdn: '0539000888', otpToken, billNos: ['F26/01'] });
    expect(malformed.statusCode).toBe(400);
    expect(codeOf(malformed)).toBe('request-invalid');
    expect((await cartOf({ mdn: '0539000888', otpToken, billNos: [] })).statusCode).toBe(400);
  });

  it('leaves every invoice unpaid when the card is declined, and payable again', async () => {
    const mdn = '0539000888';
    const otpToken = await proofFor(mdn);
    const billNos = (await unpaidInvoicesOf(app().db, mdn)).map((row) => row.billNo);
    const cart = (await cartOf({ mdn, otpToken, billNos })).json<InvoiceCartResponse>();
    const redirect = (await pay(app(), cart.cartId, 'cb', { returnUrl: '/paiement-facture/paiement' })).json<GatewayRedirect>();
    const declined = await submitCard(app(), gatewayPath(redirect), { number: '4000 0000 0000 0002' });
    expect(declined.headers.location).toMatch(/^\/paiement-facture\/paiement\/echoue\?refNumber=/);
    const rows = await app().db.select().from(invoices).where(inArray(invoices.billNo, billNos));
    expect(rows.every((row) => row.status === 'unpaid' && row.paidBy === null)).toBe(true);
    expect((await cartOf({ mdn, otpToken, billNos })).statusCode).toBe(201);
  });

  it('leaves the invoices unpaid when the customer leaves the bank app’s page (abandoned)', async () => {
    const mdn = '0539000888';
    const otpToken = await proofFor(mdn);
    const [first] = await unpaidInvoicesOf(app().db, mdn);
    const cart = (await cartOf({ mdn, otpToken, billNos: [first!.billNo] })).json<InvoiceCartResponse>();
    const started = await pay(app(), cart.cartId, 'app', { returnUrl: '/paiement-facture/paiement' });
    expect(started.statusCode).toBe(201);
    const { refNumber } = started.json<GatewayRedirect>();
    expect((await confirm({ ...(await confirmation(refNumber, 'cancelled')), channel: 'bank-app' })).statusCode).toBe(200);
    expect(await invoiceRow(first!.billNo)).toMatchObject({ status: 'unpaid', paidBy: null });
    const [order] = await app().db.select().from(orders).where(eq(orders.refNumber, refNumber));
    expect(order).toMatchObject({ kind: 'invoice', paymentMethod: 'applicationbancaire', phoneNumber: mdn });
    expect(order!.status).not.toBe('paid');
  });

  it('pays an invoice once when two payments of it are confirmed at the same time: the other is refused', async () => {
    const mdn = '0668000444';
    const otpToken = await proofFor(mdn);
    const [invoice] = await unpaidInvoicesOf(app().db, mdn);
    const refs: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const cart = (await cartOf({ mdn, otpToken, billNos: [invoice!.billNo] })).json<InvoiceCartResponse>();
      refs.push((await pay(app(), cart.cartId, 'cb', {})).json<GatewayRedirect>().refNumber);
    }
    const events = await Promise.all(refs.map((ref) => confirmation(ref)));
    const answers = await Promise.all(events.map(confirm));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = refs[answers.findIndex((response) => response.statusCode === 200)];
    expect(await invoiceRow(invoice!.billNo)).toMatchObject({ status: 'paid', paidBy: winner });
    const paidOrders = await app()
      .db.select()
      .from(orders)
      .where(and(inArray(orders.refNumber, refs), eq(orders.status, 'paid')));
    expect(paidOrders.map((order) => order.refNumber)).toEqual([winner]);
  });

  it('pays a business account’s invoices with its billing account and payment code, and a bank-bill reference without captcha', async () => {
    const credentials = { billingAccount: DEMO_BILLING_ACCOUNT.accountNumber, paymentCode: DEMO_BILLING_ACCOUNT.paymentCode };
    const listed = (
      await app().inject({ method: 'POST', url: `${BASE}/b2b/search`, payload: credentials, remoteAddress: '10.0.0.9' })
    ).json<BusinessInvoiceSearchResponse>();
    const billNos = listed.invoices.filter((invoice) => invoice.mdn === '0700112203').map((invoice) => invoice.billNo);
    const cart = await cartOf({ ...credentials, billNos });
    expect(cart.statusCode).toBe(201);
    const bill = await pay(app(), cart.json<InvoiceCartResponse>().cartId, 'eb', {});
    expect(bill.statusCode).toBe(201);
    expect(bill.json()).toMatchObject({ mdn: '0700112203', status: 'pending' });
    // While the reference waits, those invoices cannot go into another payment.
    const again = await cartOf({ ...credentials, billNos });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('billing-005');
    const personal = await cartOf({ ...credentials, billNos: [(await unpaidInvoicesOf(app().db, '0666000222'))[0]!.billNo] });
    expect(codeOf(personal)).toBe('billing-002');
  });

  it('lets the signed-in customer pay their line’s invoices, never another line’s', async () => {
    const tokens = await signIn(app(), DEMO_ACCOUNTS.homeInternet.username);
    const profile = await profileOf(app(), tokens);
    const adsl = profile.lines.find((line) => line.mdn === DEMO_ACCOUNTS.homeInternet.username)!;
    const [own] = await unpaidInvoicesOf(app().db, adsl.mdn);
    const [idar] = await unpaidInvoicesOf(app().db, '0538112206');
    expect((await cartOf({ billNos: [own!.billNo] }, bearer(tokens, adsl))).statusCode).toBe(201);
    expect(codeOf(await cartOf({ billNos: [idar!.billNo] }, bearer(tokens, adsl)))).toBe('billing-002');
    expect(codeOf(await cartOf({ billNos: [own!.billNo] }, bearer(tokens)))).toBe('client-segmentation-required');
  });

  it('keeps invoices out of the shop’s carts', async () => {
    const cart = await createCart(app());
    const [invoice] = await unpaidInvoicesOf(app().db, '0663456704');
    const added = await addToCart(app(), {
      cartId: cart.cartId,
      productType: 'facture',
      productId: invoice!.billNo.toLowerCase(),
      options: { mdn: '0663456704' },
    });
    expect(added.statusCode).toBe(422);
    expect(codeOf(added)).toBe('cart-004');
  });
});
