/**
 * The authorisation matrix: every signed-in route of the running app (read from its route
 * catalogue: a route is signed-in by its guard, `preHandler: app.requireCustomer` or
 * `app.requireLine`, see plugins/route-catalogue.ts) is called with no session, a forged token, a
 * signed-out session, and, for a line's routes, another customer's line token and another
 * customer's session with this customer's line token. Every one is refused, whatever the body.
 */
import { randomUUID } from 'node:crypto';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { SessionTokensResponse, UserLine } from '@atlas/contracts/selfcare';
import { DEMO_BILLING_ACCOUNT } from '../db/seed/invoices';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { lastCodeSentTo, profileOf, signIn } from '../test/session';
import { browserHeaders } from '../test/shop';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());
const app = () => testApp.app;

interface Caller {
  name: string;
  headers: Record<string, string>;
  refused: number[];
}

const auth = (tokens: SessionTokensResponse) => `${tokens.tokenType} ${tokens.accessToken}`;
const lineToken = (line: UserLine) => `${line.tokenType} ${line.mdnSegmentationToken}`;

it('refuses every signed-in route to a caller without a valid session of the line’s own customer', async () => {
  const routes = app()
    .routeCatalogue()
    .filter((route) => route.access !== 'open');
  // Sanity: the catalogue finds the self-care routes and the line-bound ones.
  expect(routes.filter((route) => route.access === 'line').length).toBeGreaterThan(1);
  expect(routes.length).toBeGreaterThan(15);

  const salma = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
  const [salmaLine] = (await profileOf(app(), salma)).lines as UserLine[];
  const karim = await signIn(app(), DEMO_ACCOUNTS.business.username);
  const [karimLine] = (await profileOf(app(), karim)).lines as UserLine[];
  const ended = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
  const [endedLine] = (await profileOf(app(), ended)).lines as UserLine[];
  expect((await app().inject({ method: 'POST', url: '/api/ms-iam/v1/signout', headers: { authorization: auth(ended) } })).statusCode).toBe(204);
  const [head, , signature] = salma.accessToken.split('.');
  const forged = `${head}.${Buffer.from(JSON.stringify({ typ: 'access', sid: 'x', sub: 'someone', iss: 'atlas-iam', exp: 9999999999 })).toString('base64url')}.${signature}`;

  const callers = (line: boolean, operator: boolean): Caller[] => [
    { name: 'no session', headers: line ? { 'mdn-segmentation-token': lineToken(salmaLine!) } : {}, refused: [401] },
    {
      name: 'a forged token',
      headers: { authorization: `Bearer ${forged}`, ...(line ? { 'mdn-segmentation-token': lineToken(salmaLine!) } : {}) },
      refused: [401],
    },
    { name: 'a garbage token', headers: { authorization: 'Bearer garbage' }, refused: [401] },
    {
      name: 'a signed-out session',
      headers: { authorization: auth(ended), ...(line ? { 'mdn-segmentation-token': lineToken(endedLine!) } : {}) },
      // An operator route answers a customer's token 403 whatever its session (not an operator's).
      refused: operator ? [403] : [401],
    },
    ...(line
      ? [
          { name: 'another customer’s line token', headers: { authorization: auth(salma), 'mdn-segmentation-token': lineToken(karimLine!) }, refused: [403] },
          {
            name: 'another customer’s session with this line token',
            headers: { authorization: auth(karim), 'mdn-segmentation-token': lineToken(salmaLine!) },
            refused: [403],
          },
          { name: 'no line token', headers: { authorization: auth(salma) }, refused: [403] },
        ]
      : []),
  ];

  const failures: string[] = [];
  let cases = 0;
  await Promise.all(
    routes.flatMap((route) =>
      callers(route.access === 'line', route.access === 'operator').map(async (caller) => {
        cases += 1;
        const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000001');
        const response = await app().inject({
          method: route.method as 'GET',
          url,
          headers: caller.headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const code = response.headers['content-type']?.toString().includes('json') ? response.json<ApiErrorBody>().code : undefined;
        if (!caller.refused.includes(response.statusCode) || !code) {
          failures.push(`${route.method} ${route.url} with ${caller.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }),
    ),
  );
  console.info(`authorisation matrix: ${routes.length} signed-in routes, ${cases} refusals`);
  expect(failures).toEqual([]);
}, 300_000);

/**
 * The open routes that show or cancel a bank bill (fatourati) prove who asks with something else
 * than a session: the browser that placed it, a code sent to the line (`x-otp-token`), a business
 * account's payment code, the line's session. Whoever may pay what a bill pays sees and cancels it
 * (docs/security.md property 5), nobody else: each such route is called for two bills with every
 * stranger's proof, and none shows a bill's payment code or cancels it. The routes are found in the
 * catalogue: a new bank-bill route fails here until it has its request below.
 */
it('shows and cancels a bank bill only to whoever may pay what it pays, on every open bank-bill route', async () => {
  const BANK_BILL_ROUTE = /\/payment\/eb\/(consultation|reference|pending|cancel)$|\/invoices\/bank-bills/;
  const routes = app()
    .routeCatalogue()
    .filter((route) => route.access === 'open' && BANK_BILL_ROUTE.test(route.url))
    .map((route) => `${route.method} ${route.url}`)
    .sort();

  type Stranger = { name: string; headers: Record<string, string>; proof: Record<string, string> };
  type Bill = { refNumber: string; mdn: string; paymentCode: string };
  const requests: Record<string, (bill: Bill, stranger: Stranger) => { url: string; payload?: object }> = {
    'GET /api/v1/ms-ecom/payment/eb/consultation': (bill) => ({ url: `/api/v1/ms-ecom/payment/eb/consultation?mdn=${bill.mdn}` }),
    'GET /api/v1/ms-ecom/payment/eb/reference': (bill) => ({ url: `/api/v1/ms-ecom/payment/eb/reference?refNumber=${bill.refNumber}` }),
    'GET /api/v1/ms-ecom/payment/eb/pending': (bill) => ({ url: `/api/v1/ms-ecom/payment/eb/pending?mdn=${bill.mdn}` }),
    'POST /api/v1/ms-ecom/payment/eb/cancel': (bill) => ({ url: '/api/v1/ms-ecom/payment/eb/cancel', payload: { mdn: bill.mdn, refNumber: bill.refNumber } }),
    'POST /api/v1/ms-billing/invoices/bank-bills': (_bill, stranger) => ({ url: '/api/v1/ms-billing/invoices/bank-bills', payload: stranger.proof }),
    'POST /api/v1/ms-billing/invoices/bank-bills/cancel': (bill, stranger) => ({
      url: '/api/v1/ms-billing/invoices/bank-bills/cancel',
      payload: { ...stranger.proof, refNumber: bill.refNumber },
    }),
  };
  expect(routes).toEqual(Object.keys(requests).sort());

  const browser = () => browserHeaders();
  const proofOf = async (mdn: string) => {
    expect((await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/send', payload: { mdn, purpose: 'invoice-payment' } })).statusCode).toBe(200);
    const code = await lastCodeSentTo(app(), mdn);
    const verified = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/otp/verify', payload: { mdn, purpose: 'invoice-payment', code } });
    return verified.json<{ otpToken: string }>().otpToken;
  };
  const billFor = async (cartRequest: object, headers: Record<string, string>): Promise<Bill> => {
    const cart = await app().inject({ method: 'POST', url: '/api/v1/ms-billing/invoices/cart', payload: cartRequest, headers });
    expect(cart.statusCode).toBe(201);
    const bill = await app().inject({
      method: 'POST',
      url: `/api/v1/ms-ecom/cart/${cart.json<{ cartId: string }>().cartId}/payment/eb`,
      payload: {},
      headers: { ...headers, 'idempotency-key': randomUUID() },
    });
    expect(bill.statusCode).toBe(201);
    return bill.json<Bill>();
  };
  const unpaidOf = async (proof: object) =>
    (await app().inject({ method: 'POST', url: '/api/v1/ms-billing/invoices/b2b/search', payload: proof })).json<{ invoices: Array<{ billNo: string }> }>()
      .invoices;

  // A business account's bill on two of its lines, and a visitor's on their own line (proved by its code).
  const business = { billingAccount: DEMO_BILLING_ACCOUNT.accountNumber, paymentCode: DEMO_BILLING_ACCOUNT.paymentCode };
  const businessBill = await billFor({ ...business, billNos: (await unpaidOf(business)).map((invoice) => invoice.billNo) }, browser());
  const visitorLine = '0668000444';
  const visitorProof = await proofOf(visitorLine);
  const [visitorInvoice] = (
    await app().inject({ url: `/api/v1/ms-billing/invoices/b2c/search/${visitorLine}`, headers: { 'x-otp-token': visitorProof } })
  ).json<{
    invoices: Array<{ billNo: string }>;
  }>().invoices;
  const visitorBill = await billFor({ mdn: visitorLine, otpToken: visitorProof, billNos: [visitorInvoice!.billNo] }, browser());

  const otherLine = '0666000222';
  const otherProof = await proofOf(otherLine);
  const salma = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
  const [salmaLine] = (await profileOf(app(), salma)).lines as UserLine[];
  const strangers: Stranger[] = [
    { name: 'no proof', headers: {}, proof: {} },
    { name: 'another browser', headers: browser(), proof: {} },
    { name: 'another line’s code', headers: { ...browser(), 'x-otp-token': otherProof }, proof: { mdn: otherLine, otpToken: otherProof } },
    {
      name: 'a forged code',
      headers: { ...browser(), 'x-otp-token': `${otherProof.slice(0, -4)}AAAA` },
      proof: { mdn: visitorLine, otpToken: `${otherProof.slice(0, -4)}AAAA` },
    },
    { name: 'a wrong payment code', headers: browser(), proof: { ...business, paymentCode: '0000' } },
    { name: 'another customer’s session', headers: { authorization: auth(salma), 'mdn-segmentation-token': lineToken(salmaLine!) }, proof: {} },
  ];

  const failures: string[] = [];
  for (const bill of [businessBill, visitorBill]) {
    for (const [route, requestOf] of Object.entries(requests)) {
      for (const stranger of strangers) {
        const { url, payload } = requestOf(bill, stranger);
        const response = await app().inject({ method: route.split(' ')[0] as 'GET', url, headers: stranger.headers, ...(payload ? { payload } : {}) });
        const refused = response.statusCode >= 400 && response.statusCode < 500 && typeof response.json<ApiErrorBody>().code === 'string';
        if (!(refused || (response.statusCode === 200 && !response.body.includes(bill.paymentCode)))) {
          failures.push(`${route} for ${bill.refNumber} by ${stranger.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  // Both still pending: nobody cancelled them. The ones who may pay them still see them.
  for (const [bill, proof] of [
    [businessBill, business],
    [visitorBill, { mdn: visitorLine, otpToken: visitorProof }],
  ] as const) {
    const seen = await app().inject({ method: 'POST', url: '/api/v1/ms-billing/invoices/bank-bills', payload: proof });
    expect(seen.json<{ bills: Bill[] }>().bills.map((held) => [held.refNumber, held.paymentCode])).toEqual([[bill.refNumber, bill.paymentCode]]);
  }
}, 300_000);
