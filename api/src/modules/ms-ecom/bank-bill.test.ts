import { and, eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { InvoiceCartResponse } from '@atlas/contracts/billing';
import type {
  BankBillCancelResponse,
  BankBillPayment,
  Cart,
  GatewayRedirect,
  Order,
  PaymentMethodsResponse,
  PendingBankBillsResponse,
} from '@atlas/contracts/shop';
import { bankBills, gatewayBillReferences, invoices, numberReservations, orders } from '../../db/schema';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, invoicePaymentProof, signedInCustomer, signIn } from '../../test/session';
import {
  addToCart,
  browserHeaders,
  cartWith,
  checkout,
  CLIENT,
  createCart,
  gatewayPath,
  pay,
  postForm,
  PRODUCTS,
  solvedCaptcha,
  submitCard,
  VISITOR_BROWSER,
} from '../../test/shop';

const app = appPerTestFile();

const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;
const consult = (mdn: string) => app().inject({ url: `/api/v1/ms-ecom/payment/eb/consultation?mdn=${mdn}`, headers: VISITOR_BROWSER });
const cancel = (mdn: string, refNumber: string) =>
  app().inject({ method: 'POST', url: '/api/v1/ms-ecom/payment/eb/cancel', payload: { mdn, refNumber }, headers: VISITOR_BROWSER });
const order = async (refNumber: string) =>
  (await app().inject({ url: `/api/v1/ms-ecom/order?refNumber=${refNumber}`, headers: VISITOR_BROWSER })).json<Order>();

/** A bank-bill reference for a router (899 Dh) bought by the buyer of this number. */
async function bankBill(phoneNumber: string) {
  const cart = await cartWith(app(), [PRODUCTS.router]);
  const response = await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber }, captcha: await solvedCaptcha(app()) }));
  return { cart, response, bill: response.json<BankBillPayment>() };
}

describe('POST /api/v1/ms-ecom/cart/{cartId}/payment/eb', () => {
  it('gives a pending reference: order number and date, partner banks, a payment code valid 72 hours', async () => {
    const { cart, response, bill } = await bankBill('0612300001');
    expect(response.statusCode).toBe(201);
    expect(bill).toMatchObject({ status: 'pending', mdn: '0612300001', amount: 899 });
    expect(bill.refNumber).toMatch(/^[A-Z0-9]{18}$/);
    expect(bill.paymentCode).toMatch(/^\d{12}$/);
    expect(bill.partnerBanks.length).toBeGreaterThanOrEqual(3);
    const hours = (new Date(bill.expiresAt).getTime() - new Date(bill.orderDate).getTime()) / 3600_000;
    expect(Math.round(hours)).toBe(72);
    expect(await order(bill.refNumber)).toMatchObject({
      status: 'registered',
      paymentOutcome: 'enregistre',
      paymentMethod: 'fatourati',
      bankBill: { paymentCode: bill.paymentCode, status: 'pending' },
    });
    expect((await app().inject({ url: `/api/v1/ms-payment/cart/pull?cartId=${cart.cartId}` })).json<Cart>().status).toBe('ordered');
  });

  it('refuses a second pending reference for the same number (ecom-067) until the first is cancelled', async () => {
    const first = await bankBill('0612300002');
    const second = await bankBill('0612300002');
    expect(second.response.statusCode).toBe(409);
    expect(codeOf(second.response)).toBe('ecom-067');
    // The refused cart keeps its products and can pay another way.
    expect((await app().inject({ url: `/api/v1/ms-payment/cart/pull?cartId=${second.cart.cartId}` })).json<Cart>()).toMatchObject({
      status: 'open',
      itemCount: 1,
    });
    expect((await cancel('0612300002', first.bill.refNumber)).statusCode).toBe(200);
    expect((await bankBill('0612300002')).response.statusCode).toBe(201);
  });

  it('gives one reference when two carts of the same number ask at once', async () => {
    const answers = await Promise.all([bankBill('0612300011'), bankBill('0612300011'), bankBill('0612300011')]);
    expect(answers.map(({ response }) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await app().db.select().from(bankBills).where(eq(bankBills.mdn, '0612300011'))).toHaveLength(1);
  });

  it('needs a captcha from a visitor (payment-059)', async () => {
    const cart = await cartWith(app(), [PRODUCTS.router]);
    expect(codeOf(await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber: '0612300003' } })))).toBe('payment-059');
  });
});

describe('GET /api/v1/ms-ecom/payment/eb/consultation', () => {
  it('finds the pending reference by number, and says not-found when there is none', async () => {
    const { bill } = await bankBill('0612300004');
    const response = await consult('0612300004');
    expect(response.statusCode).toBe(200);
    expect(response.json<BankBillPayment>()).toEqual(bill);
    const none = await consult('0612300099');
    expect(none.statusCode).toBe(404);
    expect(codeOf(none)).toBe('not-found');
    expect((await consult('12345')).statusCode).toBe(400);
  });

  it('expires a reference past its 72 hours when someone looks, and lets the number have a new one', async () => {
    const { cart, bill } = await bankBill('0612300005');
    await app()
      .db.update(bankBills)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bankBills.refNumber, bill.refNumber));
    expect((await consult('0612300005')).statusCode).toBe(404);
    const [expired] = await app().db.select().from(bankBills).where(eq(bankBills.refNumber, bill.refNumber));
    expect(expired!.status).toBe('expired');
    expect((await order(bill.refNumber)).status).toBe('cancelled');
    expect((await app().inject({ url: `/api/v1/ms-payment/cart/pull?cartId=${cart.cartId}` })).json<Cart>().status).toBe('open');
    // The bank can no longer take that code.
    const [reference] = await app().db.select().from(gatewayBillReferences).where(eq(gatewayBillReferences.paymentCode, bill.paymentCode));
    expect(reference!.status).toBe('expired');
    expect((await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } })).statusCode).toBe(
      404,
    );
    expect((await bankBill('0612300005')).response.statusCode).toBe(201);
  });
});

describe('POST /api/v1/ms-ecom/payment/eb/cancel', () => {
  it('cancels for good: the order is cancelled, the cart reopens with its number held, another method can pay it', async () => {
    const numbers = (await app().inject({ method: 'POST', url: '/api/ms-service/v2/list-available-number', payload: { category: 'standard' } })).json<{
      numbers: string[];
    }>().numbers;
    const cart = await cartWith(app(), [PRODUCTS.plan, { productType: 'choix-de-numeros', productId: 'standard', options: { mdn: numbers[0]! } }]);
    const bill = (
      await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber: '0612300006' }, captcha: await solvedCaptcha(app()) }))
    ).json<BankBillPayment>();

    expect((await cancel('0612300007', bill.refNumber)).statusCode).toBe(404);
    const response = await cancel('0612300006', bill.refNumber.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json<BankBillCancelResponse>()).toMatchObject({ refNumber: bill.refNumber, status: 'cancelled', cartId: cart.cartId });
    expect((await cancel('0612300006', bill.refNumber)).statusCode).toBe(404);
    expect((await consult('0612300006')).statusCode).toBe(404);
    expect((await order(bill.refNumber)).status).toBe('cancelled');
    const [held] = await app().db.select().from(numberReservations).where(eq(numberReservations.mdn, numbers[0]!));
    expect(held!.cartId).toBe(cart.cartId);

    const card = await pay(app(), cart.cartId, 'cb', checkout());
    expect(card.statusCode).toBe(201);
    expect(card.json<GatewayRedirect>().refNumber).not.toBe(bill.refNumber);
  });
});

describe('a signed-in customer’s reference', () => {
  it('is consulted and cancelled only with the customer’s bearer', async () => {
    const headers = bearer(await signIn(app(), '0661234501'));
    const cart = await cartWith(app(), [PRODUCTS.router], headers);
    const bill = (
      await pay(app(), cart.cartId, 'eb', checkout({ client: { ...CLIENT, phoneNumber: '0612300012' } }), undefined, headers)
    ).json<BankBillPayment>();
    expect((await consult('0612300012')).statusCode).toBe(404);
    expect((await cancel('0612300012', bill.refNumber)).statusCode).toBe(404);
    expect((await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300012', headers })).json<BankBillPayment>().refNumber).toBe(
      bill.refNumber,
    );
    const cancelled = await app().inject({
      method: 'POST',
      url: '/api/v1/ms-ecom/payment/eb/cancel',
      payload: { mdn: '0612300012', refNumber: bill.refNumber },
      headers,
    });
    expect(cancelled.json<BankBillCancelResponse>().status).toBe('cancelled');
  });
});

describe('the bank pays the reference (sandbox)', () => {
  it('confirms to the shop, signed: the order is paid and the reference leaves the pending list', async () => {
    const { bill } = await bankBill('0612300008');
    const response = await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } });
    expect(response.json()).toEqual({ status: 'paid', refNumber: bill.refNumber });
    expect(await order(bill.refNumber)).toMatchObject({ status: 'paid', paymentOutcome: 'ok', bankBill: { status: 'paid' } });
    expect((await consult('0612300008')).statusCode).toBe(404);
    // Paid once: the same code again is refused.
    expect((await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } })).statusCode).toBe(
      404,
    );
  });

  it('has a bank counter page for demonstrations', async () => {
    const { bill } = await bankBill('0612300009');
    expect((await app().inject({ url: '/api/v1/payment-gateway/fatourati?lang=ar' })).body).toContain('شباك بنكي');
    const wrong = await postForm(app(), '/api/v1/payment-gateway/fatourati', { paymentCode: '123' });
    expect(wrong.statusCode).toBe(422);
    const paid = await postForm(app(), '/api/v1/payment-gateway/fatourati', { paymentCode: bill.paymentCode });
    expect(paid.body).toContain(`La commande ${bill.refNumber} est payée`);
  });

  it('refuses a reference cancelled by the customer', async () => {
    const { bill } = await bankBill('0612300010');
    await cancel('0612300010', bill.refNumber);
    expect((await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } })).statusCode).toBe(
      404,
    );
    expect((await order(bill.refNumber)).status).toBe('cancelled');
  });
});

describe('a visitor’s reference and order', () => {
  it('are read and cancelled only from the browser that placed the order: a number or a reference alone proves nothing', async () => {
    const { bill } = await bankBill('0612300031');
    const stranger = browserHeaders();
    for (const headers of [{}, stranger]) {
      expect((await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300031', headers })).statusCode).toBe(404);
      expect((await app().inject({ url: `/api/v1/ms-ecom/order?refNumber=${bill.refNumber}`, headers })).statusCode).toBe(404);
      const cancelled = await app().inject({
        method: 'POST',
        url: '/api/v1/ms-ecom/payment/eb/cancel',
        payload: { mdn: '0612300031', refNumber: bill.refNumber },
        headers,
      });
      expect(cancelled.statusCode).toBe(404);
    }
    expect((await consult('0612300031')).json<BankBillPayment>().paymentCode).toBe(bill.paymentCode);
    expect((await order(bill.refNumber)).refNumber).toBe(bill.refNumber);
  });

  it('slows look-ups without result from one address (429 rate-limited, with retryAfter)', async () => {
    const stranger = browserHeaders();
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      answers.push(
        (await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300099', headers: stranger, remoteAddress: '203.0.113.7' })).statusCode,
      );
    }
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    const limited = await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300099', headers: stranger, remoteAddress: '203.0.113.7' });
    expect([limited.statusCode, codeOf(limited)]).toEqual([429, 'rate-limited']);
    expect(limited.json<ApiErrorBody>().meta?.retryAfter).toBeGreaterThan(0);
    // Another address is not slowed.
    expect(
      (await app().inject({ url: '/api/v1/ms-ecom/payment/eb/consultation?mdn=0612300099', headers: stranger, remoteAddress: '203.0.113.8' })).statusCode,
    ).toBe(404);
  });
});

describe('nobody can block someone else’s payments (issue 29, property 5)', () => {
  /** A recharge cart for the number (a signed-in customer's own recharge cart: their shop cart may be open). */
  async function rechargeCart(mdn: string, headers: Record<string, string>): Promise<Cart> {
    const cart = await createCart(app(), { kind: 'recharge' }, headers);
    const added = await addToCart(app(), { cartId: cart.cartId, productType: 'pass', productId: 'pass-internet-1go', options: { mdn } }, headers);
    expect(added.statusCode).toBe(200);
    return added.json<Cart>();
  }
  /** A stranger's bank bill on a number: a recharge of it, from their own browser, for one captcha. */
  async function strangersRecharge(mdn: string, headers: Record<string, string> = browserHeaders()) {
    const cart = await rechargeCart(mdn, headers);
    const response = await pay(app(), cart.cartId, 'eb', { captcha: await solvedCaptcha(app()) }, undefined, headers);
    expect(response.statusCode).toBe(201);
    return { cart, headers, bill: response.json<BankBillPayment>() };
  }
  /** A stranger's shop order by bank bill with the number typed as the buyer's phone. */
  async function strangersShopBill(mdn: string, headers: Record<string, string> = browserHeaders()) {
    const cart = await cartWith(app(), [PRODUCTS.router], headers);
    const response = await pay(
      app(),
      cart.cartId,
      'eb',
      checkout({ client: { ...CLIENT, phoneNumber: mdn }, captcha: await solvedCaptcha(app()) }),
      undefined,
      headers,
    );
    expect(response.statusCode).toBe(201);
    return { cart, headers, bill: response.json<BankBillPayment>() };
  }
  /** The signed-in holder's headers (bearer and the line's segmentation token). */
  const holderOf = async (mdn: string) => {
    const customer = await signedInCustomer(app(), mdn);
    return bearer(customer.tokens, customer.line);
  };
  /** A visitor proves the line: the code sent to it, typed back (the invoice payment's private tab). */
  const proofFor = (mdn: string) => invoicePaymentProof(app(), mdn);
  const unpaidBillNos = async (mdn: string) =>
    (
      await app()
        .db.select({ billNo: invoices.billNo })
        .from(invoices)
        .where(and(eq(invoices.mdn, mdn), eq(invoices.status, 'unpaid')))
    ).map((row) => row.billNo);
  const invoiceCart = async (payload: object, headers: Record<string, string> = {}) => {
    const response = await app().inject({ method: 'POST', url: '/api/v1/ms-billing/invoices/cart', payload, headers });
    expect(response.statusCode).toBe(201);
    return response.json<InvoiceCartResponse>();
  };
  const fatouratiOf = async (cartId: string, headers: Record<string, string>, query = '') =>
    (await app().inject({ url: `/api/v1/ms-payment/cart/${cartId}/payment-methods${query}`, headers }))
      .json<PaymentMethodsResponse>()
      .methods.find((method) => method.id === 'fatourati');
  const pendingOn = (mdn: string, headers: Record<string, string> = {}) => app().inject({ url: `/api/v1/ms-ecom/payment/eb/pending?mdn=${mdn}`, headers });
  const cancelAs = (mdn: string, refNumber: string, headers: Record<string, string>) =>
    app().inject({ method: 'POST', url: '/api/v1/ms-ecom/payment/eb/cancel', payload: { mdn, refNumber }, headers });
  const cartStatus = async (cartId: string, headers: Record<string, string>) =>
    (await app().inject({ url: `/api/v1/ms-payment/cart/pull?cartId=${cartId}`, headers })).json<Cart>().status;

  it('a stranger’s pending bill on a number does not block its holder’s invoice payment by bank bill', async () => {
    const mdn = '0663456704';
    await strangersRecharge(mdn);
    await strangersShopBill(mdn);
    const headers = await holderOf(mdn);
    const cart = await invoiceCart({ billNos: await unpaidBillNos(mdn) }, headers);
    expect(await fatouratiOf(cart.cartId, headers, `?mdn=${mdn}`)).toMatchObject({ available: true });
    const response = await pay(app(), cart.cartId, 'eb', {}, undefined, headers);
    expect([response.statusCode, response.json<BankBillPayment>().mdn]).toEqual([201, mdn]);
    const [placed] = await app().db.select().from(bankBills).where(eq(bankBills.refNumber, response.json<BankBillPayment>().refNumber));
    expect(placed).toMatchObject({ status: 'pending', payer: 'holder' });
  });

  it('nor their recharge by bank bill; one pending bill per number and payer still holds', async () => {
    const mdn = '0662345602';
    const stranger = await strangersRecharge(mdn);
    const headers = await holderOf(mdn);
    const first = await rechargeCart(mdn, headers);
    expect(await fatouratiOf(first.cartId, headers)).toMatchObject({ available: true });
    expect((await pay(app(), first.cartId, 'eb', {}, undefined, headers)).statusCode).toBe(201);
    // The holder's second, and the stranger's second from the same browser: ecom-067 as before.
    const second = await rechargeCart(mdn, headers);
    expect(await fatouratiOf(second.cartId, headers)).toMatchObject({ available: false, unavailableReason: 'ecom-067' });
    expect(codeOf(await pay(app(), second.cartId, 'eb', {}, undefined, headers))).toBe('ecom-067');
    const again = await rechargeCart(mdn, stranger.headers);
    expect(codeOf(await pay(app(), again.cartId, 'eb', { captcha: await solvedCaptcha(app()) }, undefined, stranger.headers))).toBe('ecom-067');
    // Nor does one stranger block another.
    await strangersRecharge(mdn);
  });

  it('nor by any other method: strangers’ pending bills are no money until paid, so they do not fill the month’s maximum', async () => {
    const mdn = '0665000111';
    const thousand = async (headers: Record<string, string>) => {
      const cart = await createCart(app(), { kind: 'recharge' }, headers);
      const added = await addToCart(app(), { cartId: cart.cartId, productType: 'recharge', productId: 'recharge-200', quantity: 5, options: { mdn } }, headers);
      expect(added.statusCode).toBe(200);
      return added.json<Cart>();
    };
    const strangers = [browserHeaders(), browserHeaders()];
    const bills: BankBillPayment[] = [];
    for (const headers of strangers) {
      const response = await pay(app(), (await thousand(headers)).cartId, 'eb', { captcha: await solvedCaptcha(app()) }, undefined, headers);
      expect(response.statusCode).toBe(201);
      bills.push(response.json<BankBillPayment>());
    }
    // 2 000 Dh of strangers' bills wait at the bank: a card recharge of 1 000 Dh still goes through.
    const buyer = browserHeaders();
    const card = await pay(app(), (await thousand(buyer)).cartId, 'cb', { returnUrl: '/recharges/paiement' }, undefined, buyer);
    expect(card.statusCode).toBe(201);
    await submitCard(app(), gatewayPath(card.json<GatewayRedirect>()), { number: '4111 1111 1111 1111' });
    // The maximum holds when money moves: the first bill paid at the bank reaches it, the second is refused.
    for (const bill of bills) await app().inject({ method: 'POST', url: '/api/v1/payment-gateway/fatourati/pay', payload: { paymentCode: bill.paymentCode } });
    const paid = await app()
      .db.select()
      .from(orders)
      .where(and(eq(orders.phoneNumber, mdn), eq(orders.kind, 'recharge'), eq(orders.status, 'paid')));
    expect(paid.reduce((sum, row) => sum + row.totalCentimes, 0)).toBe(200000);
    expect(paid.map((row) => row.refNumber).sort()).toEqual([card.json<GatewayRedirect>().refNumber, bills[0]!.refNumber].sort());
  });

  it('the holder, signed in, sees every bill pending on their number and cancels a stranger’s', async () => {
    const mdn = '0661234501';
    const recharge = await strangersRecharge(mdn);
    const shop = await strangersShopBill(mdn);
    const headers = await holderOf(mdn);
    const own = await rechargeCart(mdn, headers);
    const ownBill = (await pay(app(), own.cartId, 'eb', {}, undefined, headers)).json<BankBillPayment>();

    const listed = await pendingOn(mdn, headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    const bills = listed.json<PendingBankBillsResponse>();
    expect(bills.mdn).toBe(mdn);
    expect(bills.bills.map((bill) => [bill.refNumber, bill.kind, bill.placedByCaller]).sort()).toEqual(
      [
        [recharge.bill.refNumber, 'recharge', false],
        [shop.bill.refNumber, 'shop', false],
        [ownBill.refNumber, 'recharge', true],
      ].sort(),
    );
    expect(bills.bills.find((bill) => bill.refNumber === shop.bill.refNumber)).toMatchObject({ paymentCode: shop.bill.paymentCode, amount: 899 });

    const cancelled = await cancelAs(mdn, recharge.bill.refNumber, headers);
    expect(cancelled.statusCode).toBe(200);
    // Cancelled for good; the holder is not handed the stranger's cart.
    expect(cancelled.json<BankBillCancelResponse>()).toMatchObject({ refNumber: recharge.bill.refNumber, status: 'cancelled' });
    expect(cancelled.json<BankBillCancelResponse>().cartId).toBeUndefined();
    const [closed] = await app().db.select().from(bankBills).where(eq(bankBills.refNumber, recharge.bill.refNumber));
    expect(closed!.status).toBe('cancelled');
    const [reference] = await app().db.select().from(gatewayBillReferences).where(eq(gatewayBillReferences.paymentCode, recharge.bill.paymentCode));
    expect(reference!.status).toBe('cancelled');
    // The stranger's order is cancelled and their cart reopens (the recharge kind's rule), as when they cancel it.
    expect((await app().inject({ url: `/api/v1/ms-ecom/order?refNumber=${recharge.bill.refNumber}`, headers: recharge.headers })).json<Order>().status).toBe(
      'cancelled',
    );
    expect(await cartStatus(recharge.cart.cartId, recharge.headers)).toBe('open');
    expect((await app().inject({ url: `/api/v1/ms-ecom/payment/eb/consultation?mdn=${mdn}`, headers: recharge.headers })).statusCode).toBe(404);
    expect(
      (await pendingOn(mdn, headers))
        .json<PendingBankBillsResponse>()
        .bills.map((bill) => bill.refNumber)
        .sort(),
    ).toEqual([shop.bill.refNumber, ownBill.refNumber].sort());
    // Their own bill is still theirs to consult, and to cancel with its cart.
    expect((await app().inject({ url: `/api/v1/ms-ecom/payment/eb/consultation?mdn=${mdn}`, headers })).json<BankBillPayment>().refNumber).toBe(
      ownBill.refNumber,
    );
    expect((await cancelAs(mdn, ownBill.refNumber, headers)).json<BankBillCancelResponse>().cartId).toBe(own.cartId);
  });

  it('a visitor who proved the line by its code pays by bank bill, sees every pending bill and cancels a stranger’s', async () => {
    const mdn = '0666000222';
    const shop = await strangersShopBill(mdn);
    const otpToken = await proofFor(mdn);
    const visitor = browserHeaders();
    const cart = await invoiceCart({ mdn, otpToken, billNos: await unpaidBillNos(mdn) }, visitor);
    const paid = await pay(app(), cart.cartId, 'eb', {}, undefined, visitor);
    expect(paid.statusCode).toBe(201);
    const own = paid.json<BankBillPayment>();

    const proven = { ...browserHeaders(), 'x-otp-token': otpToken };
    const listed = (await pendingOn(mdn, proven)).json<PendingBankBillsResponse>();
    expect(listed.bills.map((bill) => [bill.refNumber, bill.kind, bill.placedByCaller]).sort()).toEqual(
      [
        [shop.bill.refNumber, 'shop', false],
        [own.refNumber, 'invoice', true],
      ].sort(),
    );
    expect((await cancelAs(mdn, shop.bill.refNumber, proven)).json<BankBillCancelResponse>()).toMatchObject({ status: 'cancelled' });
    expect(await cartStatus(shop.cart.cartId, shop.headers)).toBe('open');
    expect((await pendingOn(mdn, proven)).json<PendingBankBillsResponse>().bills.map((bill) => bill.refNumber)).toEqual([own.refNumber]);
  });

  it('a stranger who has not proven the line can neither list nor cancel someone else’s bills', async () => {
    const mdn = '0663456704';
    const victim = await holderOf(mdn);
    const own = await rechargeCart(mdn, victim);
    // The invoice bill of the first test is the holder's: cancel it to make this recharge's.
    const earlier = (await pendingOn(mdn, victim)).json<PendingBankBillsResponse>().bills.find((bill) => bill.placedByCaller);
    if (earlier) await cancelAs(mdn, earlier.refNumber, victim);
    const ownBill = (await pay(app(), own.cartId, 'eb', {}, undefined, victim)).json<BankBillPayment>();
    const placed = await strangersShopBill(mdn);

    const someoneElse = bearer(await signIn(app(), '0662345602'));
    const otherLinesProof = { ...browserHeaders(), 'x-otp-token': await proofFor('0668000444') };
    const forged = { ...browserHeaders(), 'x-otp-token': 'eyJhbGciOiJIUzI1NiJ9.eyJtZG4iOiIwNjYzNDU2NzA0In0.forged' };
    for (const headers of [{}, browserHeaders(), placed.headers, someoneElse, otherLinesProof, forged]) {
      const listed = await pendingOn(mdn, headers);
      expect([listed.statusCode, codeOf(listed)]).toEqual([403, 'bank-bill-001']);
      const cancelled = await cancelAs(mdn, ownBill.refNumber, headers);
      expect([cancelled.statusCode, codeOf(cancelled)]).toEqual([404, 'not-found']);
    }
    // A number with no bill at all answers the same: the list tells a stranger nothing.
    expect(codeOf(await pendingOn('0612399999', browserHeaders()))).toBe('bank-bill-001');
    expect((await pendingOn('12345', victim)).statusCode).toBe(400);
    const [still] = await app().db.select().from(bankBills).where(eq(bankBills.refNumber, ownBill.refNumber));
    expect(still!.status).toBe('pending');
    // The stranger still consults and cancels the bill they placed themselves.
    expect((await app().inject({ url: `/api/v1/ms-ecom/payment/eb/consultation?mdn=${mdn}`, headers: placed.headers })).json<BankBillPayment>().refNumber).toBe(
      placed.bill.refNumber,
    );
    expect((await cancelAs(mdn, placed.bill.refNumber, placed.headers)).json<BankBillCancelResponse>().cartId).toBe(placed.cart.cartId);
  });

  it('a browser reads back each reference it placed, by its order, in its state now (GET payment/eb/reference); nobody else does', async () => {
    const mdn = '0679000780';
    const visitor = browserHeaders();
    // Two bills on one number from one browser: a recharge (payer: the browser) and its invoices (payer: the holder, proved).
    const recharge = await pay(app(), (await rechargeCart(mdn, visitor)).cartId, 'eb', { captcha: await solvedCaptcha(app()) }, undefined, visitor);
    expect(recharge.statusCode).toBe(201);
    const otpToken = await proofFor(mdn);
    const invoiceCartOf = await invoiceCart({ mdn, otpToken, billNos: await unpaidBillNos(mdn) }, visitor);
    const invoice = await pay(app(), invoiceCartOf.cartId, 'eb', {}, undefined, visitor);
    expect(invoice.statusCode).toBe(201);
    const reference = (refNumber: string, headers: Record<string, string>) =>
      app().inject({ url: `/api/v1/ms-ecom/payment/eb/reference?refNumber=${refNumber}`, headers });
    // The consultation by number gives one of them; the reference each.
    for (const bill of [recharge.json<BankBillPayment>(), invoice.json<BankBillPayment>()]) {
      const read = await reference(bill.refNumber, visitor);
      expect([read.statusCode, read.json<BankBillPayment>().paymentCode]).toEqual([200, bill.paymentCode]);
      expect(read.headers['cache-control']).toBe('private, no-store');
      for (const stranger of [{}, browserHeaders(), bearer(await signIn(app(), '0662345602'))]) {
        const refused = await reference(bill.refNumber, stranger);
        expect([refused.statusCode, codeOf(refused)]).toEqual([404, 'not-found']);
      }
      // Its number's holder (the code sent to it, typed back in another browser) reads it too.
      expect((await reference(bill.refNumber, { ...browserHeaders(), 'x-otp-token': otpToken })).statusCode).toBe(200);
    }
    const { refNumber } = recharge.json<BankBillPayment>();
    expect((await cancelAs(mdn, refNumber, visitor)).statusCode).toBe(200);
    expect((await reference(refNumber, visitor)).json<BankBillPayment>().status).toBe('cancelled');
    expect((await reference('ABCDEFGHIJKLMNOPQR', visitor)).statusCode).toBe(404);
  });
});
