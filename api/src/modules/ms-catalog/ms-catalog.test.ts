import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { CatalogPage, CatalogProduct } from '@atlas/contracts/catalog';
import { DEMO_ACCOUNTS } from '../../demo-accounts';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/session';

const app = appPerTestFile();

const list = async (query: string) => {
  const response = await app().inject({ url: `/api/v1/ms-catalog/products?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<CatalogPage>();
};

describe('GET /api/v1/ms-catalog/products', () => {
  it('lists the smartphones newest first, with facets of the whole family and cache headers', async () => {
    const response = await app().inject({ url: '/api/v1/ms-catalog/products?family=smartphone' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600, s-maxage=10');
    const page = response.json<CatalogPage>();
    expect(page.total).toBe(page.items.length);
    expect(page.items.length).toBeGreaterThanOrEqual(12);
    const released = page.items.map((item) => item.releasedAt);
    expect(released).toEqual([...released].sort().reverse());
    expect(page.facets.brands.map((brand) => brand.value)).toEqual(['Apple', 'Honor', 'Oppo', 'Samsung', 'Xiaomi']);
    expect(page.facets.networks.map((network) => network.value)).toEqual(['4G', '5G']);
    expect(page.facets.operatingSystems.map((os) => os.value)).toEqual(['android', 'ios']);
    expect(page.facets.price.min).toBeLessThan(page.facets.price.max);
    expect(new Set(page.items.map((item) => item.stockState))).toEqual(new Set(['in-stock', 'out-of-stock']));
  });

  it('filters by brand, network, system and price, in either list form, and keeps the facets whole', async () => {
    const page = await list('family=smartphone&brand=Samsung,Apple&network=5G&os=android&minPrice=2000&maxPrice=10000');
    expect(page.items.map((item) => item.id).sort()).toEqual(['samsung-galaxy-a26', 'samsung-galaxy-a56', 'samsung-galaxy-s25']);
    for (const item of page.items) {
      expect(item).toMatchObject({ brand: 'Samsung', network: '5G', os: 'android', productType: 'handset' });
      expect(item.price).toBeGreaterThanOrEqual(2000);
      expect(item.price).toBeLessThanOrEqual(10000);
    }
    expect(page.facets.brands).toHaveLength(5);
    const repeated = await list('family=smartphone&brand=Samsung&brand=Apple&network=5G&os=android&minPrice=2000&maxPrice=10000');
    expect(repeated.items.map((item) => item.id)).toEqual(page.items.map((item) => item.id));
  });

  it('sorts by price both ways', async () => {
    const ascending = (await list('family=smartphone&sort=price-asc')).items.map((item) => item.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list('family=smartphone&sort=price-desc')).items.map((item) => item.price);
    expect(descending).toEqual([...ascending].reverse());
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    const page = await list('family=smartphone&brand=Apple&network=4G');
    expect(page).toMatchObject({ items: [], total: 0 });
    expect(page.facets.brands.length).toBeGreaterThan(0);
  });

  it('lists plans by segment and home-internet offers by family', async () => {
    const business = await list('family=plan&segment=business');
    expect(business.items.map((item) => item.id)).toEqual(expect.arrayContaining(['forfait-pro-99', 'forfait-pro-199']));
    expect(business.items.every((item) => item.segment === 'business' && item.productType === 'offre-mobile' && item.period === 'month')).toBe(true);
    const fibre = await list('family=home-internet&segment=consumer&homeFamily=fibre-optique&sort=price-asc');
    expect(fibre.items.map((item) => item.allowances?.speedMbps)).toEqual([100, 200, 500, 1000]);
    const idar = await list('family=home-internet&homeFamily=idar-duo');
    expect(idar.items.every((item) => item.productType === 'idar')).toBe(true);
    const accessories = await list('family=accessory');
    expect(accessories.items.every((item) => item.productType === 'box-et-routeur')).toBe(true);
  });

  it.each([
    ['family=spaceship', 'request-invalid'],
    ['family=smartphone&network=3G', 'request-invalid'],
    ['family=smartphone&os=android,symbian', 'request-invalid'],
    ['family=smartphone&minPrice=-1', 'request-invalid'],
    ['family=smartphone&brand=%3Cscript%3E', 'request-invalid'],
    ['family=smartphone&sort=cheapest', 'request-invalid'],
    ['family=smartphone&minPrice=5000&maxPrice=1000', 'catalog-002'],
  ])('refuses %s with a stable code', async (query, code) => {
    const response = await app().inject({ url: `/api/v1/ms-catalog/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe(code);
  });
});

describe('GET /api/v1/ms-catalog/product/{id}', () => {
  it('answers an array whose first item is the product, names in fr and ar, prices TTC', async () => {
    const response = await app().inject({ url: '/api/v1/ms-catalog/product/apple-iphone-17?gzip_controle=true' });
    expect(response.statusCode).toBe(200);
    const [product] = response.json<CatalogProduct[]>();
    expect(product).toMatchObject({
      id: 'apple-iphone-17',
      family: 'smartphone',
      productType: 'handset',
      brand: 'Apple',
      os: 'ios',
      network: '5G',
      price: 10499,
      period: 'once',
      offer_name_fr: 'Apple iPhone 17 256 Go',
    });
    expect(product!.description.ar).toMatch(/[\u0600-\u06FF]/);
    expect(product!.specs.length).toBeGreaterThan(3);
  });

  it('answers catalog-001 for an unknown product and refuses a malformed id', async () => {
    const unknown = await app().inject({ url: '/api/v1/ms-catalog/product/nokia-3310' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().code).toBe('catalog-001');
    expect((await app().inject({ url: '/api/v1/ms-catalog/product/..%2Fetc' })).statusCode).toBe(400);
  });

  it('names only pictures that the media library holds', async () => {
    const families = ['smartphone', 'accessory', 'plan', 'home-internet'];
    const pages = await Promise.all(families.map((family) => list(`family=${family}`)));
    const files = pages.flatMap((page) => page.items.flatMap((item) => item.images)).map((url) => url.replace('/api/v1/ms-content/media/', ''));
    for (const file of new Set(files)) expect(existsSync(path.resolve(__dirname, '../../../media', file))).toBe(true);
  });
});

describe('GET /api/ms-order/v1/get-catalog', () => {
  it('answers the plans of the signed-in customer’s segment', async () => {
    const consumer = await app().inject({ url: '/api/ms-order/v1/get-catalog', headers: bearer(await signIn(app(), DEMO_ACCOUNTS.prepaid.username)) });
    expect(consumer.statusCode).toBe(200);
    expect(consumer.json<{ offers: CatalogProduct[] }>().offers.every((offer) => offer.segment === 'consumer' && offer.family === 'plan')).toBe(true);
    const business = await app().inject({ url: '/api/ms-order/v1/get-catalog', headers: bearer(await signIn(app(), DEMO_ACCOUNTS.business.username)) });
    expect(business.json<{ offers: CatalogProduct[] }>().offers.map((offer) => offer.id)).toContain('forfait-pro-199');
  });

  it('needs a bearer token', async () => {
    expect((await app().inject({ url: '/api/ms-order/v1/get-catalog' })).statusCode).toBe(401);
  });
});
