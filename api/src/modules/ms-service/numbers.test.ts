import { eq, inArray } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { AvailableNumbersResponse, NumberCategoriesResponse } from '@atlas/contracts/shop';
import { lines, numberPool } from '../../db/schema';
import { numberPoolRows } from '../../db/seed/numbers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { cartWith } from '../../test/shop';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const list = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/ms-service/v2/list-available-number', payload });

describe('GET /api/ms-service/v1/list-number-category', () => {
  it('lists standard (free), Silver and Gold numbers with their prices, in three languages', async () => {
    const categories = (await testApp.app.inject({ url: '/api/ms-service/v1/list-number-category' })).json<NumberCategoriesResponse>();
    expect(categories.map((category) => [category.id, category.price])).toEqual([
      ['standard', 0],
      ['silver', 49],
      ['gold', 199],
    ]);
    expect(categories[2]!.label).toEqual({ fr: 'Gold', ar: 'ذهبي', en: 'Gold' });
  });
});

describe('POST /api/ms-service/v2/list-available-number', () => {
  it('offers up to 12 numbers of the category, none of them a line', async () => {
    const { numbers } = (await list({ category: 'standard' })).json<AvailableNumbersResponse>();
    expect(numbers).toHaveLength(12);
    for (const mdn of numbers) expect(mdn).toMatch(/^0[67]\d{8}$/);
    expect(await testApp.app.db.select().from(lines).where(inArray(lines.mdn, numbers))).toEqual([]);
    const gold = (await list({ category: 'gold' })).json<AvailableNumbersResponse>().numbers;
    for (const mdn of gold) expect(mdn.slice(4)).toMatch(/^(\d)\1{5}$|^(012345|123456|234567|345678|456789|987654|876543|765432|654321|543210)$/);
  });

  it('keeps the numbers that contain the typed digits', async () => {
    const { numbers } = (await list({ category: 'silver', contains: '77' })).json<AvailableNumbersResponse>();
    expect(numbers.length).toBeGreaterThan(0);
    for (const mdn of numbers) expect(mdn.slice(1)).toContain('77');
  });

  it('answers number-001 when no number matches', async () => {
    const response = await list({ category: 'gold', contains: '13579135' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().code).toBe('number-001');
  });

  it('never offers a sold number nor one held by a cart', async () => {
    const [sold, held] = (await list({ category: 'gold' })).json<AvailableNumbersResponse>().numbers;
    await testApp.app.db.update(numberPool).set({ soldTo: 'AT261123TESTSOLD01' }).where(eq(numberPool.mdn, sold!));
    await cartWith(testApp.app, [{ productType: 'choix-de-numeros', productId: 'gold', options: { mdn: held! } }]);
    for (let round = 0; round < 5; round += 1) {
      const { numbers } = (await list({ category: 'gold' })).json<AvailableNumbersResponse>();
      expect(numbers).not.toContain(sold);
      expect(numbers).not.toContain(held);
    }
  });

  it('refuses an unknown category and digits that are not digits', async () => {
    expect((await list({ category: 'diamond' })).statusCode).toBe(404);
    expect((await list({ category: 'gold', contains: '7a' })).statusCode).toBe(400);
  });
});

describe('the seeded pool', () => {
  it('is the same at every run, with 150 standard, 40 Silver and 20 Gold numbers, one of them sold', () => {
    const pool = numberPoolRows();
    expect(numberPoolRows()).toEqual(pool);
    const count = (category: string) => pool.filter((row) => row.categoryId === category && !row.soldTo).length;
    expect([count('standard'), count('silver'), count('gold')]).toEqual([150, 40, 20]);
    expect(new Set(pool.map((row) => row.mdn)).size).toBe(pool.length);
  });
});
