import { eq, sql } from 'drizzle-orm';
import type { GatewayRedirect } from '@atlas/contracts/shop';
import { carts, gatewaySessions, orders, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { cartWith, checkout, gatewayPath, pay, postForm, PRODUCTS, submitCard } from '../../test/shop';
import { checkCard } from './card-check';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const orderRow = async (refNumber: string) => (await app().db.select().from(orders).where(eq(orders.refNumber, refNumber)))[0]!;

/** A cart with a phone (4 299 Dh) and its card payment session. */
async function cardSession(body = checkout(), method: 'cb' | 'app' = 'cb') {
  const cart = await cartWith(app(), [PRODUCTS.phone]);
  const redirect = (await pay(app(), cart.cartId, method, body)).json<GatewayRedirect>();
  return { cart, redirect, path: gatewayPath(redirect) };
}

describe('checkCard', () => {
  const good = { holder: 'Nadia Berrada', number: '4111 1111 1111 1111', expiry: '12/34', cvv: '123' };
  const now = new Date('2026-11-23T10:00:00Z');

  it('accepts a published test card with a future expiry and a 3-digit CVV', () => {
    expect(checkCard(good, now)).toEqual({ errors: {}, digits: '4111111111111111', brand: 'visa' });
    expect(checkCard({ ...good, number: '5555-5555-5555-4444', expiry: '11/2026' }, now).brand).toBe('mastercard');
  });

  it('refuses a number failing the Luhn check, a card the sandbox does not know, a bad or past expiry, a bad CVV', () => {
    expect(checkCard({ ...good, number: '4111 1111 1111 1112' }, now).errors).toEqual({ number: 'numberInvalid' });
    expect(checkCard({ ...good, number: '4012 8888 8888 1881' }, now).errors).toEqual({ number: 'unknownCard' });
    expect(checkCard({ ...good, expiry: '10/26' }, now).errors).toEqual({ expiry: 'expired' });
    expect(checkCard({ ...good, expiry: '13/30' }, now).errors).toEqual({ expiry: 'expiryInvalid' });
    expect(checkCard({ ...good, expiry: '1230' }, now).errors).toEqual({ expiry: 'expiryInvalid' });
    expect(checkCard({ ...good, cvv: '12' }, now).errors).toEqual({ cvv: 'cvvInvalid' });
    expect(checkCard({ ...good, cvv: '1234' }, now).errors).toEqual({ cvv: 'cvvInvalid' });
    expect(checkCard({}, now).errors).toEqual({ holder: 'holderRequired', number: 'numberRequired', expiry: 'expiryRequired', cvv: 'cvvInvalid' });
  });
});

describe('the hosted payment page', () => {
  it('is a self-contained page in the shop’s language, with the order, the amount and the test cards', async () => {
    const { redirect, path } = await cardSession();
    const page = await app().inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="fr" dir="ltr">');
    expect(page.body).toContain(redirect.refNumber);
    expect(page.body).toContain('4\u202f299,00 Dh');
    expect(page.body).toContain('4111 1111 1111 1111');
    expect(page.body).toContain('autocomplete="cc-number"');
    expect(page.body).not.toMatch(/<script|src="http/);
    const arabic = await app().inject({ url: `${path}?lang=ar` });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('الأداء بالبطاقة البنكية');
  });

  it('opens in the language the shop’s customer uses', async () => {
    const cart = await cartWith(app(), [PRODUCTS.phone]);
    const sdata = Buffer.from(JSON.stringify({ language: 'en', area: 'public' })).toString('base64');
    const redirect = (await pay(app(), cart.cartId, 'cb', checkout(), undefined, { sdata })).json<GatewayRedirect>();
    expect((await app().inject({ url: gatewayPath(redirect) })).body).toContain('<html lang="en" dir="ltr">');
  });

  it('says what is wrong with the card in the page, keeps the name and number, never the CVV, and charges nothing', async () => {
    const { redirect, path } = await cardSession();
    const response = await submitCard(app(), path, { number: '4111 1111 1111 1112', cvv: '987' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('Ce numéro de carte est invalide');
    expect(response.body).toMatch(/id="number"[^>]*aria-invalid="true"/);
    expect(response.body).toContain('value="Nadia Berrada"');
    expect(response.body).not.toContain('987');
    expect((await orderRow(redirect.refNumber)).status).toBe('awaiting-payment');
    const expired = await submitCard(app(), path, { number: '4111 1111 1111 1111', expiry: '01/20' });
    expect(expired.body).toContain('Cette carte est expirée.');
  });

  it('marks the order paid before the browser goes back to achat/paiement/ok, and keeps only the last 4 digits', async () => {
    const { cart, redirect, path } = await cardSession(checkout({ returnUrl: '/en/achat/paiement' }));
    const response = await submitCard(app(), path, { number: '4111 1111 1111 1111' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/en/achat/paiement/ok?refNumber=${redirect.refNumber}`);
    expect(await orderRow(redirect.refNumber)).toMatchObject({ status: 'paid', paymentOutcome: 'ok' });
    expect((await app().db.select().from(carts).where(eq(carts.id, cart.cartId)))[0]!.status).toBe('ordered');
    const [payment] = await app().db.select().from(payments).where(eq(payments.refNumber, redirect.refNumber));
    expect(payment).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '1111' });
    // No table holds the card number.
    const dump = await app().db.execute(
      sql`SELECT row_to_json(s)::text AS row FROM gateway_sessions s UNION ALL SELECT row_to_json(p)::text FROM payments p UNION ALL SELECT row_to_json(o)::text FROM orders o`,
    );
    expect(JSON.stringify(dump)).not.toContain('4111111111111111');
    // A second submit of the page (a doubled click) leads to the same result, charging nothing more.
    const again = await submitCard(app(), path, { number: '4111 1111 1111 1111' });
    expect(again.headers.location).toBe(response.headers.location);
    expect((await app().db.select().from(payments).where(eq(payments.refNumber, redirect.refNumber))).filter((row) => row.status === 'succeeded')).toHaveLength(
      1,
    );
  });

  it('asks for the 3-D Secure code shown as a sandbox hint: the right code pays, a wrong one fails (gateway-002)', async () => {
    const right = await cardSession();
    // Post, then redirect: the 3-D Secure step is the page's GET (back never re-posts a form).
    const posted = await submitCard(app(), right.path, { number: '4000 0000 0000 3220' });
    expect([posted.statusCode, posted.headers.location]).toEqual([303, right.path]);
    const challenge = await app().inject({ url: right.path });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Vérification 3\u2011D Secure');
    const code = /Le code est (\d{6})/.exec(challenge.body)![1]!;
    const paid = await postForm(app(), `${right.path}/3ds`, { code });
    expect(paid.headers.location).toBe(`/achat/paiement/ok?refNumber=${right.redirect.refNumber}`);
    expect((await orderRow(right.redirect.refNumber)).status).toBe('paid');
    // Back to the gateway's page of a paid order: the page sends the browser to the order's result.
    const back = await app().inject({ url: right.path });
    expect([back.statusCode, back.headers.location]).toEqual([303, `/achat/paiement/ok?refNumber=${right.redirect.refNumber}`]);

    const wrong = await cardSession();
    await submitCard(app(), wrong.path, { number: '4000 0000 0000 3220' });
    const other = await app().inject({ url: wrong.path });
    const shown = /Le code est (\d{6})/.exec(other.body)![1]!;
    const failed = await postForm(app(), `${wrong.path}/3ds`, { code: shown === '000000' ? '111111' : '000000' });
    expect(failed.headers.location).toBe(`/achat/paiement/echoue?refNumber=${wrong.redirect.refNumber}&code=gateway-002`);
    expect(await orderRow(wrong.redirect.refNumber)).toMatchObject({ status: 'payment-failed', paymentOutcome: 'echoue', errorCode: 'gateway-002' });
  });

  it('declines the insufficient-funds card (gateway-001), leaving the cart open', async () => {
    const { cart, redirect, path } = await cardSession();
    const response = await submitCard(app(), path, { number: '4000000000000002' });
    expect(response.headers.location).toBe(`/achat/paiement/echoue?refNumber=${redirect.refNumber}&code=gateway-001`);
    expect((await app().db.select().from(carts).where(eq(carts.id, cart.cartId)))[0]!.status).toBe('open');
  });

  it('lets the customer cancel and go back: nothing is charged, the cart stays, the order is payable again', async () => {
    const { cart, redirect, path } = await cardSession();
    const response = await postForm(app(), `${path}/cancel`, { lang: 'fr' });
    expect(response.headers.location).toBe(`/achat/paiement/echoue?refNumber=${redirect.refNumber}&code=payment_not_made`);
    expect(await orderRow(redirect.refNumber)).toMatchObject({ status: 'awaiting-payment', paymentOutcome: 'echoue', errorCode: 'payment_not_made' });
    expect((await app().db.select().from(carts).where(eq(carts.id, cart.cartId)))[0]!.status).toBe('open');
    // The page is over; a new initiation pays the same order.
    expect((await app().inject({ url: path })).headers.location).toContain('/echoue?');
    const again = (await pay(app(), cart.cartId, 'cb', checkout())).json<GatewayRedirect>();
    expect(again.refNumber).toBe(redirect.refNumber);
  });

  it('voids a capture the shop does not confirm (gateway-007): no money for an order left unpaid', async () => {
    const { redirect, path } = await cardSession();
    // The order changed under the payment: the amounts no longer match, the shop refuses it.
    await app().db.update(orders).set({ totalCentimes: 100 }).where(eq(orders.refNumber, redirect.refNumber));
    const response = await submitCard(app(), path, { number: '4111 1111 1111 1111' });
    expect(response.headers.location).toBe(`/achat/paiement/echoue?refNumber=${redirect.refNumber}&code=gateway-007`);
    const [session] = await app().db.select().from(gatewaySessions).where(eq(gatewaySessions.merchantRef, redirect.refNumber));
    expect(session!.status).toBe('voided');
    expect((await orderRow(redirect.refNumber)).status).toBe('awaiting-payment');
  });

  it('says an expired page has expired, and an unknown one does not exist', async () => {
    const { path, redirect } = await cardSession();
    await app()
      .db.update(gatewaySessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gatewaySessions.merchantRef, redirect.refNumber));
    const expired = await app().inject({ url: path });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Cette page de paiement a expiré');
    expect(expired.body).toContain(`/achat/paiement/echoue?refNumber=${redirect.refNumber}&amp;code=payment_not_made`);
    expect((await submitCard(app(), path, { number: '4111 1111 1111 1111' })).statusCode).toBe(410);
    expect((await app().inject({ url: '/api/v1/payment-gateway/pay/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });
});

describe('the bank-app page', () => {
  it('pays when the customer approves in the app, and fails when they refuse', async () => {
    const approved = await cardSession(checkout(), 'app');
    const page = await app().inject({ url: approved.path });
    expect(page.body).toContain('Payer avec l’application de votre banque');
    const ok = await postForm(app(), `${approved.path}/app`, { decision: 'approve' });
    expect(ok.headers.location).toBe(`/achat/paiement/ok?refNumber=${approved.redirect.refNumber}`);
    expect(await orderRow(approved.redirect.refNumber)).toMatchObject({ status: 'paid', paymentMethod: 'applicationbancaire' });

    const refused = await cardSession(checkout(), 'app');
    const ko = await postForm(app(), `${refused.path}/app`, { decision: 'refuse' });
    expect(ko.headers.location).toBe(`/achat/paiement/echoue?refNumber=${refused.redirect.refNumber}&code=gateway-001`);
  });
});
