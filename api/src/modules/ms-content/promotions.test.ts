import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { Promotion } from '@atlas/contracts/promotions';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { promotionStatus } from './promotions.routes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const get = (url: string) => testApp.app.inject({ url: `/api/v1/ms-content/promotions${url}` });

describe('GET /promotions/:id', () => {
  it('serves the running star promo with its end date and the server’s clock, never cached', async () => {
    const before = Date.now();
    const response = await get('/promo-etoile?language=fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const promo = response.json<Promotion>();
    expect(promo).toMatchObject({
      id: 'promo-etoile',
      status: 'running',
      cta: { link: '/catalogue-smartphones' },
      secondaryCta: { link: '/offres-mobiles/forfait-mobile' },
    });
    expect(promo.title).toMatch(/^Promo Étoile/);
    expect(promo.highlights).toHaveLength(3);
    expect(promo.terms.length).toBeGreaterThanOrEqual(3);
    expect(promo.image).toEqual({ url: '/api/v1/ms-content/media/hero-smartphones.svg', alt: 'Smartphones en promotion' });
    const serverTime = Date.parse(promo.serverTime);
    expect(serverTime).toBeGreaterThanOrEqual(before - 1000);
    // Ends in about three weeks, at 23:59:59 Moroccan time (UTC+1).
    expect(Date.parse(promo.endsAt) - serverTime).toBeGreaterThan(20 * 86_400_000);
    expect(promo.endsAt).toMatch(/T22:59:59\.000Z$/);
  });

  it('says a past promotion has ended, in Arabic', async () => {
    const promo = (await get('/etoile-ramadan?language=ar')).json<Promotion>();
    expect(promo.status).toBe('ended');
    expect(promo.title).toBe('عرض نجمة رمضان: تعبئات مضاعفة');
    expect(promo.secondaryCta).toBeUndefined();
  });

  it('answers promotion-001 for an unknown promotion and refuses a malformed id', async () => {
    const unknown = await get('/black-friday?language=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().code).toBe('promotion-001');
    expect((await get('/Promo_Etoile?language=en')).statusCode).toBe(400);
    expect((await get('/promo-etoile')).statusCode).toBe(400);
  });
});

describe('promotionStatus', () => {
  const starts = new Date('2026-11-01T00:00:00Z');
  const ends = new Date('2026-11-30T23:00:00Z');
  it.each([
    ['2026-10-31T23:59:59Z', 'upcoming'],
    ['2026-11-01T00:00:00Z', 'running'],
    ['2026-11-30T22:59:59Z', 'running'],
    ['2026-11-30T23:00:00Z', 'ended'],
  ] as const)('at %s is %s', (now, status) => {
    expect(promotionStatus(starts, ends, new Date(now))).toBe(status);
  });
});
