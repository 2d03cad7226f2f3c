import { PDFDocument } from '@pdfme/pdf-lib';
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import { ROAMING_ZONES, type RoamingCountry, type RoamingOverview } from '@atlas/contracts/roaming';
import { searchText } from '@atlas/contracts/search-text';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { countryKeywords, flagOf } from './roaming-prices';
import { visualRuns, ltr } from '../../pdf/visual-runs';

const BASE = '/api/v1/ms-content/roaming';
const KIT_TITLES = { fr: 'Kit voyage : le roaming Atlas Telecom', ar: 'دليل السفر: التجوال مع أطلس تيليكوم', en: 'Travel kit: roaming with Atlas Telecom' };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url: `${BASE}${url}`, headers });

describe('GET /roaming', () => {
  it('serves six zones with their prices and passes, and about forty countries sorted by name', async () => {
    const response = await get('?language=fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const overview = response.json<RoamingOverview>();
    expect(overview.zones.map((zone) => zone.id)).toEqual([...ROAMING_ZONES]);
    expect(overview.countries.length).toBeGreaterThanOrEqual(40);
    expect(overview.zones.reduce((sum, zone) => sum + zone.countryCount, 0)).toBe(overview.countries.length);
    const names = overview.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    const europe = overview.zones[0]!;
    expect(europe).toMatchObject({ name: 'Europe', rates: { callsLocal: 9.9, callsToMorocco: 12.9, callsReceived: 5.9, smsSent: 2.9, dataPerMb: 15 } });
    expect(europe.passes[1]).toMatchObject({ name: 'Pass 2 Go – 7 jours', volumeMb: 2048, validityDays: 7, price: 129, ussdCode: '*135*12#' });
    expect(overview).toMatchObject({ activationCode: '*135#', supportFromAbroad: '+212520220220' });
  });

  it('names zones and countries in Arabic, with keywords in every language', async () => {
    const overview = (await get('?language=ar')).json<RoamingOverview>();
    expect(overview.zones[1]!.name).toBe('المغرب العربي');
    const spain = overview.countries.find((country) => country.code === 'ES')!;
    expect(spain).toMatchObject({ name: 'إسبانيا', flag: '🇪🇸', zoneId: 'europe' });
    // One search finds Spain from any language, accents and hamza folded.
    for (const typed of ['espagne', 'spain', 'اسبانيا', 'España']) expect(spain.keywords.split(' ')).toContain(searchText(typed));
  });

  it.each(['', '?language=de'])('refuses %s', async (query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });
});

describe('GET /roaming/countries/:code', () => {
  it('gives a country its zone prices, the zone passes and its partners', async () => {
    const response = await get('/countries/fr?language=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const france = response.json<RoamingCountry>();
    expect(france).toMatchObject({ code: 'FR', name: 'France', zone: { id: 'europe', name: 'Europe' }, dialCode: '+33', rates: { dataPerMb: 15 } });
    expect(france.passes.map((pass) => pass.id)).toEqual(['europe-1', 'europe-2', 'europe-3', 'europe-4']);
    expect(france.partners.map((partner) => partner.name)).toContain('Orange France');
  });

  it('uses a country’s own prices and passes where it has some', async () => {
    const turkey = (await get('/countries/TR?language=fr')).json<RoamingCountry>();
    expect(turkey.zone.id).toBe('europe');
    expect(turkey.rates.dataPerMb).toBe(20);
    const saudi = (await get('/countries/SA?language=ar')).json<RoamingCountry>();
    expect(saudi.passes.map((pass) => pass.name)).toContain('باقة العمرة والحج');
  });

  it('answers roaming-001 for a country without prices and refuses a malformed code', async () => {
    const unknown = await get('/countries/XX?language=fr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>()).toMatchObject({ code: 'roaming-001', error: 'roaming-001' });
    const malformed = await get('/countries/FRA?language=fr');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().details?.[0]?.field).toBe('code');
  });
});

describe('GET /roaming/kit', () => {
  it.each(['fr', 'ar', 'en'] as const)('downloads the travel kit in %s as a PDF', async (language) => {
    const response = await get(`/kit?language=${language}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="atlas-telecom-kit-roaming-${language}.pdf"`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe(KIT_TITLES[language]);
  });

  it('answers 304 to a browser that holds the same kit', async () => {
    const first = await get('/kit?language=fr');
    const again = await get('/kit?language=fr', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('refuses a kit without a language', async () => {
    expect((await get('/kit')).statusCode).toBe(400);
  });
});

describe('roaming helpers', () => {
  it('makes a flag from an ISO code', () => {
    expect(flagOf('ma')).toBe('🇲🇦');
  });

  it('indexes Arabic names with and without their article', () => {
    const keywords = countryKeywords({
      code: 'AE',
      name: { fr: 'Émirats arabes unis', ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates' },
      aliases: 'dubai',
    }).split(' ');
    expect(keywords).toEqual(expect.arrayContaining(['emirats', 'الامارات', 'امارات', 'dubai', 'ae']));
  });

  it('orders the runs of an Arabic line for drawing, numbers kept left to right', () => {
    expect(visualRuns(`اتصل بالرقم ${ltr('+212 520')} الآن`, 'rtl')).toEqual([
      { text: ' الآن', level: 1 },
      { text: '+212 520', level: 2 },
      { text: 'اتصل بالرقم ', level: 1 },
    ]);
    // Brackets of an Arabic run are mirrored (the font engine reverses the run, not its glyphs).
    expect(visualRuns('(مرحبا)', 'rtl')).toEqual([{ text: ')مرحبا(', level: 1 }]);
    expect(visualRuns('Roaming : *135#', 'ltr')).toEqual([{ text: 'Roaming : *135#', level: 0 }]);
  });
});
