import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { Cart } from '@atlas/contracts/shop';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/session';
import { addToCart, cartWith, checkout, CLIENT, createCart, pay, PRODUCTS } from '../../test/shop';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 240_000);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;

describe('no subscription while invoices are overdue (issue 36)', () => {
  it('refuses a customer with overdue invoices a plan or a home-internet offer at cart add, with the spec’s message code; other products pass', async () => {
    // 0662345602 owes two invoices, the older past its due date (seed DEMO_UNPAID).
    const headers = bearer(await signIn(app(), '0662345602'));
    const cart = await createCart(app(), {}, headers);
    for (const product of [PRODUCTS.plan, PRODUCTS.fibre]) {
      const refused = await addToCart(app(), { cartId: cart.cartId, ...product }, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'unpaid_subscription_forbidden', details: [{ field: 'invoices', rule: 'overdue' }] });
    }
    const phone = await addToCart(app(), { cartId: cart.cartId, ...PRODUCTS.phone }, headers);
    expect(phone.statusCode).toBe(200);
    expect(phone.json<Cart>().items.map((item) => item.productType)).toEqual(['handset']);
  });

  it('lets a customer who owes nothing overdue subscribe', async () => {
    const headers = bearer(await signIn(app(), '0661234501'));
    const cart = await createCart(app(), {}, headers);
    expect((await addToCart(app(), { cartId: cart.cartId, ...PRODUCTS.plan }, headers)).statusCode).toBe(200);
  });

  it('refuses at payment a visitor whose number has overdue invoices, and nothing is ordered', async () => {
    const cart = await cartWith(app(), [PRODUCTS.plan]);
    const refused = await pay(app(), cart.cartId, 'cb', checkout({ client: { ...CLIENT, phoneNumber: '0666000222' } }));
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('unpaid_subscription_forbidden');
    // Another number goes on to the cart's own rules (a plan needs a number: cart-009).
    expect(codeOf(await pay(app(), cart.cartId, 'cb', checkout()))).toBe('cart-009');
  });
});
