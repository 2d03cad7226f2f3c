import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '@atlas/contracts/app-config';
import type { CatalogPage, CatalogProduct } from '@atlas/contracts/catalog';
import type { FaqTopic } from '@atlas/contracts/content';
import { appLabels, catalogProducts, faqEntries } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { chooseEncoding, matchesTag, PublicReads } from './public-reads';

describe('PublicReads.version', () => {
  it('reads the fingerprint once per interval, once for callers at the same moment, and again after', async () => {
    let clock = 0;
    let reads = 0;
    const reads$ = new PublicReads(async () => `v${(reads += 1)}`, { recheckMs: 1000, now: () => clock });
    expect(await Promise.all([reads$.version(), reads$.version(), reads$.version()])).toEqual(['v1', 'v1', 'v1']);
    clock = 999;
    expect(await reads$.version()).toBe('v1');
    expect(reads).toBe(1);
    clock = 1000;
    expect(await reads$.version()).toBe('v2');
    expect(reads).toBe(2);
  });

  it('reads it on every call with an interval of 0', async () => {
    let reads = 0;
    const reads$ = new PublicReads(async () => `v${(reads += 1)}`, { recheckMs: 0, now: () => 5 });
    await reads$.version();
    await reads$.version();
    expect(reads).toBe(2);
  });
});

describe('negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s sends %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"abc-gzip"', true],
    ['"abc-br"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['"ab"', false],
    [undefined, false],
  ])('If-None-Match %s names "abc": %s', (header, expected) => {
    expect(matchesTag(header, 'abc')).toBe(expected);
  });
});

describe('public reads through the API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // The data version is read on every request, so a change shows on the next one.
    testApp = await buildTestApp({ publicReadRecheckMs: 0 });
  }, 60_000);
  afterAll(() => testApp?.close());
  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });
  const PRODUCTS = '/api/v1/ms-catalog/products?family=smartphone&sort=newest';

  it('answers a strong ETag and 304 to it, without a body', async () => {
    const first = await get(PRODUCTS);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600, s-maxage=10');
    const again = await get(PRODUCTS, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=3600, s-maxage=10');
  });

  it('sends the same JSON compressed, with its own ETag that still revalidates', async () => {
    const plain = await get(PRODUCTS);
    const gzip = await get(PRODUCTS, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gzip"`);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const br = await get(PRODUCTS, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect((await get(PRODUCTS, { 'if-none-match': gzip.headers.etag as string })).statusCode).toBe(304);
  });

  it('answers each query its own answer', async () => {
    const all = (await get(PRODUCTS)).json<CatalogPage>();
    const apple = (await get(`${PRODUCTS}&brand=Apple`)).json<CatalogPage>();
    expect(apple.items.length).toBeLessThan(all.items.length);
    expect(apple.items.every((item) => item.brand === 'Apple')).toBe(true);
  });

  it('answers a changed product at once after its row changes, under a new ETag', async () => {
    const before = await get(PRODUCTS);
    const product = before.json<CatalogPage>().items[0]!;
    const url = `/api/v1/ms-catalog/product/${product.id}`;
    const productBefore = await get(url);
    await testApp.app.db.update(catalogProducts).set({ priceCentimes: 123_400 }).where(eq(catalogProducts.id, product.id));

    const productAfter = await get(url, { 'if-none-match': productBefore.headers.etag as string });
    expect(productAfter.statusCode).toBe(200);
    expect(productAfter.json<CatalogProduct[]>()[0]!.price).toBe(1234);
    const listAfter = await get(PRODUCTS, { 'if-none-match': before.headers.etag as string });
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.json<CatalogPage>().items.find((item) => item.id === product.id)!.price).toBe(1234);
  });

  it('notices a deleted FAQ question', async () => {
    const url = '/api/v1/ms-content/faq?language=fr&link=portabilite';
    const before = await get(url);
    const [question] = before.json<FaqTopic[]>()[0]!.questions;
    await testApp.app.db.delete(faqEntries).where(and(eq(faqEntries.id, question!.id), eq(faqEntries.language, 'fr')));
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json<FaqTopic[]>()[0]!.questions.map((entry) => entry.id)).not.toContain(question!.id);
  });

  it('answers a changed label in the app configuration', async () => {
    const before = await get('/api/ms-config/v2/app-config');
    const [label] = await testApp.app.db.select().from(appLabels).where(eq(appLabels.language, 'fr')).limit(1);
    await testApp.app.db
      .update(appLabels)
      .set({ text: 'Libellé changé' })
      .where(and(eq(appLabels.language, 'fr'), eq(appLabels.key, label!.key)));
    const after = await get('/api/ms-config/v2/app-config', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<AppConfig>().appLanguagesData.fr[label!.key]).toBe('Libellé changé');
  });

  it('never keeps a refusal: an unknown product stays a 404, a known one answers', async () => {
    expect((await get('/api/v1/ms-catalog/product/no-such-phone')).statusCode).toBe(404);
    expect((await get('/api/v1/ms-catalog/product/no-such-phone')).statusCode).toBe(404);
  });
});
