import { PDFDocument } from '@pdfme/pdf-lib';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { GatewayRedirect } from '@atlas/contracts/shop';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signedInCustomer } from '../../test/session';
import { browserHeaders, cartWith, gatewayPath, pay, submitCard, VISITOR_BROWSER, VISITOR_BROWSER_ID } from '../../test/shop';
import { receiptContent } from './receipt-pdf';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 180_000);
afterAll(() => testApp?.close());
jest.setTimeout(60_000);
const app = () => testApp.app;
const codeOf = (response: { statusCode: number; json: <T>() => T }) => [response.statusCode, response.json<ApiErrorBody>().code];

/** A visitor's card recharge of the line, paid through the gateway: its reference. */
async function visitorCardRecharge(mdn: string): Promise<string> {
  const cart = await cartWith(app(), [{ productType: 'recharge', productId: 'recharge-20', options: { mdn } }], VISITOR_BROWSER);
  const redirect = (await pay(app(), cart.cartId, 'cb', { returnUrl: '/recharges/paiement' })).json<GatewayRedirect>();
  await submitCard(app(), gatewayPath(redirect), { number: '4111 1111 1111 1111' });
  return redirect.refNumber;
}

const receiptUrl = (refNumber: string, language?: string) => `/api/v1/ms-ecom/order/receipt?refNumber=${refNumber}${language ? `&language=${language}` : ''}`;
const historyReceiptUrl = (refNumber: string, language?: string) =>
  `/api/ms-client/v1/transaction-receipt?refNumber=${refNumber}${language ? `&language=${language}` : ''}`;
const titleOf = async (body: Buffer) => (await PDFDocument.load(body)).getTitle();

describe('payment receipts', () => {
  let refNumber: string;
  beforeAll(async () => {
    refNumber = await visitorCardRecharge(DEMO_ACCOUNTS.prepaid.username);
  }, 120_000);

  it('gives the payer a PDF in the asked language, or the request’s', async () => {
    const receipt = await app().inject({ url: receiptUrl(refNumber, 'en'), headers: VISITOR_BROWSER });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="recu-${refNumber}-en.pdf"`);
    expect(await titleOf(receipt.rawPayload)).toBe(`Payment receipt ${refNumber}`);
    // The language of the request when none is asked.
    const arabicSdata = Buffer.from(
      JSON.stringify({ channel: 'web', origin: 'public', uuid: VISITOR_BROWSER_ID, language: 'ar', appVersion: 'test' }),
    ).toString('base64');
    const arabic = await app().inject({ url: receiptUrl(refNumber), headers: { sdata: arabicSdata } });
    expect(await titleOf(arabic.rawPayload)).toBe(`إيصال الأداء ${refNumber}`);
  });

  it('gives the line’s holder the receipt from the line’s history; nobody else has it', async () => {
    const salma = await signedInCustomer(app(), DEMO_ACCOUNTS.prepaid.username);
    const karim = await signedInCustomer(app(), DEMO_ACCOUNTS.business.username);
    // The holder of the recharged line, from the line's history.
    const holder = await app().inject({ url: historyReceiptUrl(refNumber, 'fr'), headers: bearer(salma.tokens, salma.line) });
    expect(holder.statusCode).toBe(200);
    expect(await titleOf(holder.rawPayload)).toBe(`Reçu de paiement ${refNumber}`);

    // Anyone else: another browser, another customer, another customer's line history, nobody.
    const refused = [
      await app().inject({ url: receiptUrl(refNumber), headers: browserHeaders() }),
      await app().inject({ url: receiptUrl(refNumber), headers: bearer(karim.tokens) }),
      await app().inject({ url: receiptUrl(refNumber) }),
      await app().inject({ url: historyReceiptUrl(refNumber), headers: bearer(karim.tokens, karim.line) }),
    ];
    for (const response of refused) expect(codeOf(response)).toEqual([404, 'not-found']);
    expect((await app().inject({ url: historyReceiptUrl(refNumber) })).statusCode).toBe(401);
    expect(codeOf(await app().inject({ url: historyReceiptUrl(refNumber), headers: bearer(salma.tokens, karim.line) }))).toEqual([
      403,
      'client-segmentation-invalid',
    ]);
  });

  it('has no receipt before the payment is made', async () => {
    const cart = await cartWith(app(), [{ productType: 'recharge', productId: 'recharge-20', options: { mdn: '0661234501' } }], VISITOR_BROWSER);
    const redirect = (await pay(app(), cart.cartId, 'cb', { returnUrl: '/recharges/paiement' })).json<GatewayRedirect>();
    expect(codeOf(await app().inject({ url: receiptUrl(redirect.refNumber), headers: VISITOR_BROWSER }))).toEqual([409, 'receipt-001']);
    const declined = await cartWith(app(), [{ productType: 'recharge', productId: 'recharge-20', options: { mdn: '0661234501' } }], VISITOR_BROWSER);
    const refused = (await pay(app(), declined.cartId, 'cb', { returnUrl: '/recharges/paiement' })).json<GatewayRedirect>();
    await submitCard(app(), gatewayPath(refused), { number: '4000 0000 0000 0002' });
    expect(codeOf(await app().inject({ url: receiptUrl(refused.refNumber), headers: VISITOR_BROWSER }))).toEqual([409, 'receipt-001']);
  });

  it('says what was paid, by which card for its payer only, in the three languages', async () => {
    const paid = await visitorCardRecharge(DEMO_ACCOUNTS.cameleon.username);
    const [row] = await app().db.select().from(orders).where(eq(orders.refNumber, paid));
    const card = { brand: 'visa', last4: '1111' };
    const fr = receiptContent(row!, { card, bankBillCode: null }, 'fr');
    expect(fr.summary).toEqual(
      expect.arrayContaining([
        ['Objet', 'Recharge'],
        ['Ligne', '06 63 45 67 04'],
        ['Moyen de paiement', 'Carte bancaire visa •••• 1111'],
        ['Statut', 'Payé'],
      ]),
    );
    expect(fr.summary.find(([label]) => label === 'Payé le')![1]).toMatch(/^\d{1,2} \p{L}+ 2\d{3} à \d{2}:\d{2}$/u);
    expect(fr.detail.at(-1)).toEqual(['Total payé TTC', expect.stringMatching(/^20\s?Dh$/)]);
    // The line's holder who did not pay: no card.
    expect(receiptContent(row!, { card: null, bankBillCode: null }, 'fr').summary).toContainEqual(['Moyen de paiement', 'Carte bancaire']);
    const ar = receiptContent(row!, { card, bankBillCode: null }, 'ar');
    expect(ar.summary).toContainEqual(['الموضوع', 'تعبئة الرصيد']);
    expect(ar.title).toBe(`إيصال الأداء ${paid}`);
    expect(receiptContent(row!, { card, bankBillCode: null }, 'en').summary).toContainEqual(['Payment method', 'Bank card visa •••• 1111']);
  });
});
