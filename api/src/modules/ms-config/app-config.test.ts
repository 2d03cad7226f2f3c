import { gunzipSync } from 'node:zlib';
import type { AppConfig } from '@atlas/contracts/app-config';
import { API_ERROR_CODES } from '../../errors';
import { LANGUAGES } from '../../language';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const URL = '/api/ms-config/v2/app-config';

/** Section 8 of spec/public-site-and-shop.md: the catalogue and its "other messages". */
const SPEC_ERROR_CODES = [
  'payment-014',
  'payment-015',
  'payment-018',
  'payment-019',
  'payment-020',
  'payment-021',
  'payment-022',
  'payment-025',
  'payment-031',
  'payment-041',
  'payment-050',
  'payment-056',
  'payment-059',
  'payment-062',
  'ecom-054',
  'ecom-067',
  'generic_exception',
  'order_not_finalised',
  'payment_not_made',
  'otp_max_sends',
  'captcha_wrong_text',
  'no_number_available',
  'no_invoice_found',
  'no_notifications',
  'no_search_results',
  'no_products_found',
  'service_unavailable',
  'tracking_no_result',
  'plan_change_contact_220',
  'plan_change_unpaid_invoice',
  'plan_change_pending',
  'recharge_line_not_eligible',
  'unpaid_subscription_forbidden',
  'migration_prepaid_not_eligible',
  'callback_error',
  'business_form_saved',
  'business_form_error',
  'fibre_not_covered',
];

const ARABIC_LETTERS = /[\u0621-\u064A]{2,}/;

let testApp: TestApp;
let config: AppConfig;

beforeAll(async () => {
  testApp = await buildTestApp();
  config = (await testApp.app.inject({ url: URL })).json<AppConfig>();
});
afterAll(() => testApp?.close());

describe('GET /api/ms-config/v2/app-config', () => {
  it('has every part of AppConfig', () => {
    expect(Object.keys(config).sort()).toEqual(
      ['appErrorMessages', 'appLanguagesData', 'appParams', 'carousel', 'otpDurationDTO', 'services', 'version'].sort(),
    );
    expect(config.version).toMatch(/^[\w-]{16}$/);
  });

  it('lists a dozen operator services with labels in three languages', () => {
    expect(config.services.length).toBeGreaterThanOrEqual(12);
    const ids = config.services.map((service) => service.id);
    expect(ids).toEqual(
      expect.arrayContaining(['recharge', 'paiement-facture', 'suivi-commande', 'roaming', 'portabilite', 'nos-agences', 'faq', 'espace-client']),
    );
    for (const service of config.services) {
      expect(service.label.fr && service.label.en).toBeTruthy();
      expect(service.label.ar).toMatch(ARABIC_LETTERS);
      expect(service.link).toMatch(/^\//);
      expect(service.icon).toMatch(/^\/api\/v1\/ms-content\/media\/icon-[\w-]+\.svg$/);
    }
  });

  it('overrides the brand, footer legal line, support phone and promo labels in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(config.appLanguagesData[language])).toEqual(
        expect.arrayContaining(['shell:brand', 'shell:footerCopyright', 'shell:footerSupport', 'shell:promoRibbon']),
      );
      expect(config.appLanguagesData[language]['shell:footerCopyright']).toContain('{{year}}');
    }
    expect(config.appLanguagesData.fr['shell:brand']).toBe('Atlas Telecom');
    expect(config.appLanguagesData.ar['shell:brand']).toBe('أطلس تيليكوم');
    expect(config.appLanguagesData.en['shell:footerSupport']).toContain('220');
    expect(config.appLanguagesData.ar['shell:promoRibbon']).toMatch(ARABIC_LETTERS);
  });

  it('has the text of every catalogue code and every API code in fr, ar and en', () => {
    const codes = [...SPEC_ERROR_CODES, ...Object.values(API_ERROR_CODES)];
    for (const language of LANGUAGES) {
      const missing = codes.filter((code) => !config.appErrorMessages[language][code]?.trim());
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
    for (const code of codes) expect(config.appErrorMessages.ar[code]).toMatch(ARABIC_LETTERS);
    // The same codes in every language, so no fallback is ever needed.
    expect(Object.keys(config.appErrorMessages.ar).sort()).toEqual(Object.keys(config.appErrorMessages.fr).sort());
    expect(Object.keys(config.appErrorMessages.en).sort()).toEqual(Object.keys(config.appErrorMessages.fr).sort());
  });

  it('keeps the {phone} placeholder of business_form_error in every language', () => {
    for (const language of LANGUAGES) expect(config.appErrorMessages[language].business_form_error).toContain('{phone}');
  });

  it('has four carousel slides, OTP durations and the app parameters', () => {
    expect(config.carousel).toHaveLength(4);
    for (const slide of config.carousel) expect(slide.title.ar).toMatch(ARABIC_LETTERS);
    expect(config.otpDurationDTO).toEqual({ otpValiditySeconds: 300, resendDelaySeconds: 60, maxSends: 3, blockedRetrySeconds: 900 });
    expect(config.appParams).toEqual({
      selfCarePrefix: '/espace-client',
      supportNumber: '220',
      showEnglishLang: '1',
      maxCartProducts: 5,
      minRechargeCartAmount: 5,
      historyPageSize: 4,
      searchDefaultSize: 5,
      faqLinksTtlSeconds: 300,
      rioShortNumber: '1234',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap contributors',
      resizeImageUrl: '/api/v1/ms-content/resize-image',
    });
  });

  it('is gzip-compressed for a client that accepts it', async () => {
    const response = await testApp.app.inject({ url: URL, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(config);
  });

  it('is plain for a client that does not', async () => {
    const response = await testApp.app.inject({ url: URL, headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(config);
  });

  it('carries a strong ETag of its content, revalidated on every use by browsers and kept seconds by the edge', async () => {
    const response = await testApp.app.inject({ url: URL, headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=10');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it.each([`"TAG"`, `W/"TAG"`, `"other", "TAG"`, `"TAG-gzip"`, '*'])('answers 304 without a body to If-None-Match %s', async (tag) => {
    const etag = (await testApp.app.inject({ url: URL, headers: { 'accept-encoding': 'identity' } })).headers.etag as string;
    const response = await testApp.app.inject({
      url: URL,
      headers: { 'if-none-match': tag.replace('"TAG', etag.slice(0, -1)), 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
  });

  it('answers in full to a stale ETag', async () => {
    const response = await testApp.app.inject({ url: URL, headers: { 'if-none-match': 'W/"stale"' } });
    expect(response.statusCode).toBe(200);
  });
});
