import { randomUUID } from 'node:crypto';
import type { SessionTokensResponse } from '@atlas/contracts/selfcare';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, profileOf, signIn } from '../test/session';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 180_000);
afterAll(() => testApp?.close());
const app = () => testApp.app;
jest.setTimeout(20_000);

describe('an answer that carries a token is never stored (Cache-Control: no-store)', () => {
  it('sign-in, refresh and the profile holding line tokens', async () => {
    const signInAnswer = await app().inject({
      method: 'POST',
      url: '/api/ms-iam/v1/signin',
      payload: { username: DEMO_ACCOUNTS.cameleon.username, password: DEMO_PASSWORD },
    });
    const tokens = await signIn(app(), DEMO_ACCOUNTS.cameleon.username);
    const refresh = await app().inject({ method: 'POST', url: '/api/ms-iam/v1/refresh-token', payload: { refreshToken: tokens.refreshToken } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json<SessionTokensResponse>().accessToken).toBeTruthy();
    const profile = await app().inject({ url: '/api/ms-client/v1/profile', headers: bearer(tokens) });
    expect((await profileOf(app(), tokens)).lines[0]?.mdnSegmentationToken).toBeTruthy();
    expect(signInAnswer.statusCode).toBe(200);
    for (const answer of [signInAnswer, refresh, profile]) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('an answer without a token keeps its own caching', async () => {
    const health = await app().inject({ url: '/api/v1/ms-catalog/products?family=smartphone' });
    expect(health.headers['cache-control']).not.toBe('no-store');
  });
});

describe('JSON bodies are validated as sent, query strings still parse', () => {
  const addToCart = (quantity: unknown) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/ms-payment/cart/add',
      payload: { cartId: randomUUID(), productType: 'handset', productId: 'no-such-phone', quantity },
    });

  it('refuses "quantity": "5" where a number is expected', async () => {
    const response = await addToCart('5');
    expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([400, 'request-invalid']);
    // The same body with a number passes validation (and meets the unknown cart).
    expect((await addToCart(5)).json<{ code: string }>().code).not.toBe('request-invalid');
  });

  it('a number in a query string is still read as a number', async () => {
    const response = await app().inject({ url: '/api/v1/ms-catalog/products?family=smartphone&minPrice=100&maxPrice=5000' });
    expect(response.statusCode).toBe(200);
  });
});
