import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { AddressSuggestions, CoverageCities, EligibilityCheck } from '@atlas/contracts/eligibility';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { eligibilityChecks } from './ms-eligibility.tables';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const BASE = '/api/v1/ms-eligibility';

const suggest = async (query: string) => {
  const response = await testApp.app.inject({ url: `${BASE}/addresses?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<AddressSuggestions>().suggestions;
};

const check = (payload: object) => testApp.app.inject({ method: 'POST', url: `${BASE}/checks`, payload });
const checked = async (payload: object) => {
  const response = await check(payload);
  expect(response.statusCode).toBe(201);
  return response.json<EligibilityCheck>();
};

describe('GET /api/v1/ms-eligibility/cities', () => {
  it('lists the six cities of the coverage model in the three languages', async () => {
    const response = await testApp.app.inject({ url: `${BASE}/cities` });
    const { cities } = response.json<CoverageCities>();
    expect(cities.map((city) => city.id)).toEqual(['agadir', 'casablanca', 'fes', 'marrakech', 'rabat', 'tanger']);
    expect(cities.find((city) => city.id === 'fes')!.name).toEqual({ fr: 'Fès', ar: 'فاس', en: 'Fez' });
  });
});

describe('GET /api/v1/ms-eligibility/addresses', () => {
  it('suggests addresses as one types, number and street, whatever the accents and case', async () => {
    const [first, ...others] = await suggest('q=12%20al%20MASSIRA');
    expect(first).toMatchObject({
      buildingId: 'casa-al-massira-12',
      street: { fr: '12, boulevard Al Massira Al Khadra', ar: '12، شارع المسيرة الخضراء', en: '12 Al Massira Al Khadra boulevard' },
      neighbourhood: { fr: 'Maârif' },
      cityId: 'casablanca',
      postalCode: '20330',
    });
    expect(others).toEqual([]);
    expect((await suggest('q=maarif')).length).toBeGreaterThan(5);
    expect((await suggest('q=ma%C3%A2rif%20ibnou'))[0]!.buildingId).toBe('casa-ibnou-mounir-3');
  });

  it('finds Arabic addresses, with the letter variants folded', async () => {
    const found = await suggest(`q=${encodeURIComponent('شارع فرنسا 20')}`);
    expect(found.map((address) => address.buildingId)).toEqual(['rabat-france-20']);
    // "الامير" written without its hamza finds "الأمير".
    expect((await suggest(`q=${encodeURIComponent('الامير مولاي')}`))[0]!.cityId).toBe('agadir');
  });

  it('understands the usual abbreviations and filters by city', async () => {
    expect((await suggest('q=bd%20pasteur'))[0]!.buildingId).toMatch(/^tanger-pasteur-/);
    const mohammedV = await suggest('q=mohammed%20v');
    expect(mohammedV.map((address) => address.cityId)).toEqual(expect.arrayContaining(['marrakech', 'fes']));
    expect((await suggest('q=mohammed%20v&city=fes')).every((address) => address.cityId === 'fes')).toBe(true);
  });

  it('keeps at most 8 suggestions, and none for an address not in the list or a single letter', async () => {
    expect(await suggest('q=casablanca')).toHaveLength(8);
    expect(await suggest('q=rue%20des%20oliviers%20inconnue')).toEqual([]);
    expect(await suggest('q=r')).toEqual([]);
  });

  it.each(['', 'q=', `q=${'x'.repeat(121)}`, 'q=rue&city=..%2Fetc', 'q=rue&limit=50'])('refuses %s', async (query) => {
    const response = await testApp.app.inject({ url: `${BASE}/addresses?${query}` });
    if (query.includes('limit')) {
      // An unknown parameter is dropped, not refused.
      expect(response.statusCode).toBe(200);
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });
});

describe('POST /api/v1/ms-eligibility/checks', () => {
  it('answers a fibre address eligible with its maximum speed and the offers it can get, and records the test', async () => {
    const result = await checked({ technology: 'fibre', buildingId: 'casa-ibnou-mounir-9' });
    expect(result).toMatchObject({
      status: 'eligible',
      technology: 'fibre',
      segment: 'consumer',
      maxSpeedMbps: 500,
      coverage: { fibreMaxMbps: 500, adslMaxMbps: 20 },
    });
    expect(result.address?.street.fr).toBe('9, rue Ibnou Mounir');
    expect(result.offers.map((offer) => offer.id)).toEqual(['fibre-100', 'fibre-200', 'fibre-500']);
    expect(result.alternatives).toEqual([]);
    const [stored] = await testApp.app.db.select().from(eligibilityChecks).where(eq(eligibilityChecks.id, result.checkId));
    expect(stored).toMatchObject({ status: 'eligible', buildingId: 'casa-ibnou-mounir-9', maxSpeedMbps: 500, cityId: 'casablanca' });
  });

  it('answers an ADSL-only address not covered by fibre, and suggests ADSL, i-dar and Vacay Wifi', async () => {
    const result = await checked({ technology: 'fibre', buildingId: 'casa-jaafar-ibn-habib-11' });
    expect(result.status).toBe('not-covered');
    expect(result.maxSpeedMbps).toBeUndefined();
    expect(result.offers).toEqual([]);
    expect(result.alternatives.map((offer) => offer.homeFamily)).toEqual(['adsl-xtra', 'adsl-xtra', 'idar-duo', 'idar-duo', 'vacay-wifi', 'vacay-wifi']);
  });

  it('answers an address without any line with the offers that need none', async () => {
    const result = await checked({ technology: 'fibre', buildingId: 'marrakech-route-targa-17' });
    expect(result.status).toBe('not-covered');
    expect(new Set(result.alternatives.map((offer) => offer.homeFamily))).toEqual(new Set(['idar-duo', 'vacay-wifi']));
  });

  it('tests ADSL: only the speeds the line carries, and points to the fibre where it is there', async () => {
    const slow = await checked({ technology: 'adsl', buildingId: 'casa-mohammed-zefzaf-22' });
    expect(slow).toMatchObject({ status: 'eligible', maxSpeedMbps: 12 });
    expect(slow.offers.map((offer) => offer.id)).toEqual(['adsl-xtra-12']);
    const withFibre = await checked({ technology: 'adsl', buildingId: 'rabat-france-10' });
    expect(withFibre.offers.map((offer) => offer.id)).toEqual(['adsl-xtra-12', 'adsl-xtra-20']);
    expect(withFibre.alternatives.map((offer) => offer.id)).toEqual(['fibre-100', 'fibre-200', 'fibre-500', 'fibre-1000']);
  });

  it('answers the business offers to a business', async () => {
    const result = await checked({ technology: 'fibre', segment: 'business', buildingId: 'rabat-annakhil-15' });
    expect(result.offers.map((offer) => offer.id)).toEqual(['fibre-pro-200', 'fibre-pro-500', 'fibre-pro-1000']);
    expect(result.offers.every((offer) => offer.segment === 'business')).toBe(true);
  });

  it('records an address the customer could not find as not found, with the offers without a line', async () => {
    const result = await checked({ technology: 'fibre', addressText: '  7, rue des Orangers, Oujda ', cityId: 'casablanca' });
    expect(result).toMatchObject({ status: 'not-found', addressText: '7, rue des Orangers, Oujda' });
    expect(result.address).toBeUndefined();
    expect(result.alternatives.length).toBeGreaterThan(0);
    expect(result.alternatives.every((offer) => offer.homeFamily === 'idar-duo' || offer.homeFamily === 'vacay-wifi')).toBe(true);
  });

  it('tests a browser position against the nearest building that has the technology', async () => {
    // 40 m from 27, boulevard Al Massira Al Khadra.
    const near = await checked({ technology: 'fibre', position: { latitude: 33.58485, longitude: -7.63495 } });
    expect(near.status).toBe('eligible');
    expect(near.address?.cityId).toBe('casablanca');
    expect(near.distanceMeters).toBeLessThanOrEqual(200);
    expect(near.position).toEqual({ latitude: 33.5849, longitude: -7.6349 });
    // Between two buildings of an ADSL-only street: the nearest, not covered by fibre.
    const adslOnly = await checked({ technology: 'fibre', position: { latitude: 33.5897, longitude: -7.6298 } });
    expect(adslOnly).toMatchObject({ status: 'not-covered', address: { buildingId: expect.stringMatching(/^casa-jaafar-ibn-habib-/) } });
    // Oujda: no building of the model within 200 m.
    const far = await checked({ technology: 'fibre', position: { latitude: 34.6814, longitude: -1.9086 } });
    expect(far.status).toBe('not-covered');
    expect(far.address).toBeUndefined();
    expect(far.position).toEqual({ latitude: 34.6814, longitude: -1.9086 });
  });

  it('answers a recorded test again by its id', async () => {
    const first = await checked({ technology: 'fibre', buildingId: 'tanger-mohammed-vi-52' });
    const again = await testApp.app.inject({ url: `${BASE}/checks/${first.checkId}` });
    expect(again.statusCode).toBe(200);
    expect(again.json<EligibilityCheck>()).toEqual(first);
    const unknown = await testApp.app.inject({ url: `${BASE}/checks/00000000-0000-4000-8000-000000000000` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().code).toBe('eligibility-002');
    expect((await testApp.app.inject({ url: `${BASE}/checks/not-a-uuid` })).statusCode).toBe(400);
  });

  it('refuses an unknown building with eligibility-001', async () => {
    const response = await check({ technology: 'fibre', buildingId: 'casa-nowhere-1' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>()).toMatchObject({ code: 'eligibility-001', details: [{ field: 'buildingId', rule: 'exists' }] });
  });

  it.each([
    ['no address at all', { technology: 'fibre' }],
    ['two ways at once', { technology: 'fibre', buildingId: 'rabat-france-10', position: { latitude: 34, longitude: -6.8 } }],
    ['an unknown technology', { technology: 'vdsl', buildingId: 'rabat-france-10' }],
    ['an unknown segment', { technology: 'fibre', segment: 'wholesale', buildingId: 'rabat-france-10' }],
    ['a latitude out of range', { technology: 'fibre', position: { latitude: 95, longitude: -6.8 } }],
    ['a position without longitude', { technology: 'fibre', position: { latitude: 34 } }],
    ['a blank address', { technology: 'fibre', addressText: '   ' }],
  ])('refuses %s (request-invalid)', async (_case, payload) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });
});

describe('the site search', () => {
  it('finds the eligibility tests, and sends the business fibre offers to the business test', async () => {
    const response = await testApp.app.inject({ url: '/api/v1/ms-content/search?language=fr&q=eligibilite&size=50' });
    const results = response.json<{ groups: Array<{ results: Array<{ id: string; link: string }> }> }>().groups.flatMap((group) => group.results);
    expect(results.find((result) => result.id === 'page-test-eligibilite-fibre')?.link).toBe(
      '/offres-internet/wifi-a-la-maison/fibre-optique?selected=test-fibre-optique',
    );
    expect(results.map((result) => result.id)).toContain('page-eligibilite-fibre-entreprise');
    const pro = await testApp.app.inject({ url: '/api/v1/ms-content/search?language=fr&q=fibre%20pro&size=50' });
    const proResults = pro.json<{ groups: Array<{ results: Array<{ id: string; link: string }> }> }>().groups.flatMap((group) => group.results);
    expect(proResults.find((result) => result.id === 'product-fibre-pro-500')?.link).toBe('/entreprise/eligibilite-fibre');
  });
});
