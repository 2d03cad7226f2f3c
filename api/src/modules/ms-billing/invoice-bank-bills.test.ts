/**
 * The bank bills pending on invoices (docs/security.md property 5): whoever may pay an invoice —
 * its line's holder proved by a code, its business account's payment code, the line's signed-in
 * customer — sees and cancels the bill that holds it; nobody else.
 */
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { BusinessInvoiceSearchResponse, InvoiceCartResponse } from '@atlas/contracts/billing';
import type { BankBillPayment, InvoiceBankBillsResponse } from '@atlas/contracts/shop';
import { DEMO_BILLING_ACCOUNT } from '../../db/seed/invoices';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, invoicePaymentProof, profileOf, signIn } from '../../test/session';
import { browserHeaders, pay } from '../../test/shop';
import { unpaidInvoicesOf } from './invoices';

const app = appPerTestFile();

const BASE = '/api/v1/ms-billing/invoices';
const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;
const BUSINESS = { billingAccount: DEMO_BILLING_ACCOUNT.accountNumber, paymentCode: DEMO_BILLING_ACCOUNT.paymentCode };

const post = (url: string, payload: object, headers: Record<string, string> = {}) => app().inject({ method: 'POST', url: `${BASE}${url}`, payload, headers });
const billsOf = async (proof: object, headers: Record<string, string> = {}) => {
  const response = await post('/bank-bills', proof, headers);
  expect(response.statusCode).toBe(200);
  return response.json<InvoiceBankBillsResponse>().bills;
};
const cancel = (proof: object, refNumber: string, headers: Record<string, string> = {}) => post('/bank-bills/cancel', { ...proof, refNumber }, headers);

const proofFor = (mdn: string) => invoicePaymentProof(app(), mdn);

/** A bank bill (fatourati) for these invoices, placed with this proof. */
async function bankBillFor(proof: object, billNos: string[], headers: Record<string, string> = {}): Promise<BankBillPayment> {
  const cart = await post('/cart', { ...proof, billNos }, headers);
  expect(cart.statusCode).toBe(201);
  const bill = await pay(app(), cart.json<InvoiceCartResponse>().cartId, 'eb', {}, undefined, headers);
  expect(bill.statusCode).toBe(201);
  return bill.json<BankBillPayment>();
}

describe('bank bills pending on invoices', () => {
  it('a business account sees the bill holding its invoices, on any of its lines, cancels it after nobody else could, then pays them by card', async () => {
    const listed = (await post('/b2b/search', BUSINESS)).json<BusinessInvoiceSearchResponse>();
    // Two lines' invoices in one bill: its order carries one number (the oldest invoice's line).
    const billNos = ['0700112202', '0700112203'].map((mdn) => listed.invoices.find((invoice) => invoice.mdn === mdn)!.billNo);
    const bill = await bankBillFor(BUSINESS, billNos);

    const seen = await billsOf(BUSINESS);
    expect(seen).toEqual([expect.objectContaining({ refNumber: bill.refNumber, paymentCode: bill.paymentCode, status: 'pending' })]);
    expect([...seen[0]!.billNos].sort()).toEqual([...billNos].sort());
    // Every invoice it holds is held, whichever line's number its order carries.
    for (const billNo of billNos) {
      const again = await post('/cart', { ...BUSINESS, billNos: [billNo] });
      expect([again.statusCode, codeOf(again)]).toEqual([409, 'billing-005']);
    }

    // Nobody else sees it or cancels it.
    const karim = await signIn(app(), DEMO_ACCOUNTS.business.username);
    const [karimLine] = (await profileOf(app(), karim)).lines;
    const strangers: Array<{ name: string; proof: object; headers?: Record<string, string> }> = [
      // One of the lines proved by its code: the bill also holds another line's invoice.
      { name: 'a line of the account, proved', proof: { mdn: '0700112202', otpToken: await proofFor('0700112202') } },
      { name: 'another line, proved', proof: { mdn: '0666000222', otpToken: await proofFor('0666000222') } },
      { name: 'a signed-in customer of the account’s other line', proof: {}, headers: bearer(karim, karimLine!) },
    ];
    for (const stranger of strangers) {
      expect({ who: stranger.name, bills: await billsOf(stranger.proof, stranger.headers) }).toEqual({ who: stranger.name, bills: [] });
      const refused = await cancel(stranger.proof, bill.refNumber, stranger.headers);
      expect({ who: stranger.name, answer: [refused.statusCode, codeOf(refused)] }).toEqual({ who: stranger.name, answer: [404, 'not-found'] });
    }
    for (const [proof, answer] of [
      [{ ...BUSINESS, paymentCode: '9999' }, [404, 'billing-003']],
      [{ mdn: '0700112202', otpToken: 'forged' }, [401, 'billing-004']],
      [{}, [400, 'payment-014']],
    ] as const) {
      const listedBy = await post('/bank-bills', proof);
      expect([listedBy.statusCode, codeOf(listedBy)]).toEqual(answer);
      const cancelledBy = await cancel(proof, bill.refNumber, browserHeaders());
      expect([cancelledBy.statusCode, codeOf(cancelledBy)]).toEqual(answer);
    }
    expect(await billsOf(BUSINESS)).toHaveLength(1);

    // The account cancels it for good: its invoices can be paid another way at once.
    const cancelled = await cancel(BUSINESS, bill.refNumber);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<BankBillPayment>()).toMatchObject({ refNumber: bill.refNumber, status: 'cancelled' });
    expect(await billsOf(BUSINESS)).toEqual([]);
    const gone = await cancel(BUSINESS, bill.refNumber);
    expect([gone.statusCode, codeOf(gone)]).toEqual([404, 'not-found']);
    expect(
      (await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } })).statusCode,
    ).not.toBe(200);
    const card = await post('/cart', { ...BUSINESS, billNos });
    expect(card.statusCode).toBe(201);
    expect((await pay(app(), card.json<InvoiceCartResponse>().cartId, 'cb', { returnUrl: '/paiement-facture/paiement' })).statusCode).toBe(201);
  });

  it('the line’s holder, by its code or signed in, sees and cancels the bill on their line’s invoices; the business account does not see another account’s', async () => {
    const mdn = '0663456704';
    const otpToken = await proofFor(mdn);
    const [invoice] = await unpaidInvoicesOf(app().db, mdn);
    const bill = await bankBillFor({ mdn, otpToken }, [invoice!.billNo]);
    expect(await billsOf({ mdn, otpToken })).toEqual([expect.objectContaining({ refNumber: bill.refNumber, billNos: [invoice!.billNo] })]);
    expect((await billsOf(BUSINESS)).map((seen) => seen.refNumber)).not.toContain(bill.refNumber);
    const refused = await cancel(BUSINESS, bill.refNumber);
    expect([refused.statusCode, codeOf(refused)]).toEqual([404, 'not-found']);

    const holder = await signIn(app(), DEMO_ACCOUNTS.homeInternet.username);
    const adsl = (await profileOf(app(), holder)).lines.find((line) => line.mdn === DEMO_ACCOUNTS.homeInternet.username)!;
    const [own] = await unpaidInvoicesOf(app().db, adsl.mdn);
    const signedInBill = await bankBillFor({}, [own!.billNo], bearer(holder, adsl));
    expect(await billsOf({}, bearer(holder, adsl))).toEqual([expect.objectContaining({ refNumber: signedInBill.refNumber })]);
    // The visitor's proof of another line neither sees nor cancels the signed-in holder's.
    expect(await billsOf({ mdn, otpToken })).toEqual([expect.objectContaining({ refNumber: bill.refNumber })]);
    expect((await cancel({ mdn, otpToken }, signedInBill.refNumber)).statusCode).toBe(404);

    expect((await cancel({ mdn, otpToken }, bill.refNumber)).json<BankBillPayment>().status).toBe('cancelled');
    expect((await cancel({}, signedInBill.refNumber, bearer(holder, adsl))).json<BankBillPayment>().status).toBe('cancelled');
    expect(await billsOf({}, bearer(holder, adsl))).toEqual([]);
  });
});
