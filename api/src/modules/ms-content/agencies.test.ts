import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { AgenciesResponse } from '@atlas/contracts/places';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { distanceKm } from '../../geo';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const agencies = async (query: string) => {
  const response = await testApp.app.inject({ url: `/api/v1/ms-content/agencies?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<AgenciesResponse>();
};

describe('GET /api/v1/ms-content/agencies', () => {
  it('lists every agency with hours, services and the cities for the filter', async () => {
    const answer = await agencies('language=fr');
    expect(answer.agencies.length).toBeGreaterThanOrEqual(12);
    expect(answer.cities.map((city) => city.name)).toContain('Fès');
    const maarif = answer.agencies.find((agency) => agency.id === 'casa-maarif')!;
    expect(maarif).toMatchObject({ city: 'Casablanca', openOnSunday: false, phone: '0522000101' });
    expect(maarif.hours.map((opening) => opening.day)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('filters by city, service and opening on Sunday, in Arabic', async () => {
    const answer = await agencies('language=ar&city=casablanca&sunday=true');
    expect(answer.agencies.map((agency) => agency.id)).toEqual(['casa-morocco-mall']);
    expect(answer.agencies[0]!.name).toBe('وكالة موروكو مول');
    const business = await agencies('language=fr&service=business');
    expect(business.agencies.every((agency) => agency.services.includes('business'))).toBe(true);
  });

  it('puts the nearest first from a position, with distances, and keeps it out of shared caches', async () => {
    // Rabat, Hassan tower.
    const response = await testApp.app.inject({ url: '/api/v1/ms-content/agencies?language=fr&lat=34.024&lng=-6.822' });
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    const { agencies: nearest } = response.json<AgenciesResponse>();
    expect(nearest[0]!.cityId).toBe('rabat');
    const distances = nearest.map((agency) => agency.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const sunday = await agencies('language=fr&lat=34.024&lng=-6.822&sunday=true');
    expect(sunday.agencies[0]!.id).toBe('rabat-arribat');
  });

  it.each(['language=fr&lat=34', 'language=fr&lat=95&lng=0', 'language=fr&service=repairs', 'language=fr&city=..%2Fx'])('refuses %s', async (query) => {
    const response = await testApp.app.inject({ url: `/api/v1/ms-content/agencies?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });
});

describe('distanceKm', () => {
  it('measures Casablanca to Rabat at about 85 km as the crow flies', () => {
    expect(distanceKm({ latitude: 33.5731, longitude: -7.5898 }, { latitude: 34.0209, longitude: -6.8416 })).toBeCloseTo(85.2, 0);
  });
});
