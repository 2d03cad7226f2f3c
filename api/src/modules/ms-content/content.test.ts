import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { ContentBlock, ContentBlockStyle, ImageParcours, MegaMenuEntry } from '@atlas/contracts/content';
import { LANGUAGES } from '../../language';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const BASE = '/api/v1/ms-content';
const HOME_PAGES = ['hp', 'hp_entreprise', 'hp_corporate', 'hp_hppro', 'hp_wholesale'];
const STYLES: ContentBlockStyle[] = ['hero-carousel', 'quick-links', 'offer-cards', 'promo-banner', 'feature-grid', 'app-download', 'news-cards'];
const ARABIC_LETTERS = /[\u0621-\u064A]{2,}/;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const get = (url: string) => testApp.app.inject({ url: `${BASE}${url}` });

function expectRequestInvalid(response: { statusCode: number; json: <T>() => T }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json<ApiErrorBody>();
  expect(body.code).toBe('request-invalid');
  expect(body.error).toBe('request-invalid');
  expect(body.details?.map((detail) => detail.field)).toContain(field);
}

describe('GET /megamenu', () => {
  const flatten = (entries: MegaMenuEntry[]): MegaMenuEntry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

  it('serves the operator menu in French', async () => {
    const response = await get('/megamenu?language=fr');
    expect(response.statusCode).toBe(200);
    const menu = response.json<MegaMenuEntry[]>();
    expect(menu.map((entry) => entry.label)).toEqual(['Particuliers', 'Entreprise', 'Pro', 'Corporate', 'Wholesale', 'Assistance']);
    const links = flatten(menu).map((entry) => entry.link);
    expect(links).toEqual(
      expect.arrayContaining([
        '/offres-mobiles/forfait-mobile',
        '/recharge',
        '/pass-forfait',
        '/offres-internet/wifi-a-la-maison/fibre-optique',
        '/offres-internet/wifi-a-la-maison/adsl-xtra',
        '/offres-internet/wifi-a-la-maison/idar-duo',
        '/offres-internet/wifi-a-la-maison/vacay-wifi',
        '/catalogue-smartphones',
        '/accessoires-home',
        '/roaming',
        '/portabilite',
        '/suivi-commande',
        '/paiement-facture',
        '/entreprise',
        '/entreprise/eligibilite-fibre',
        '/entreprise/rencontres-entreprises',
        '/corporate/fournisseurs/form',
        '/pro',
        '/corporate',
        '/wholesale',
        '/wholesale/datacenter',
        '/faq',
        '/nous-contacter',
        '/nos-agences',
      ]),
    );
    // Leaves lead somewhere and say where.
    for (const entry of flatten(menu).filter((candidate) => !candidate.children)) {
      expect(entry.link).toBeDefined();
      expect(entry.description).toBeTruthy();
    }
  });

  it('serves the same tree in Arabic and English', async () => {
    const [fr, ar, en] = await Promise.all(LANGUAGES.map(async (language) => (await get(`/megamenu?language=${language}`)).json<MegaMenuEntry[]>()));
    const shape = (menu: MegaMenuEntry[]) => flatten(menu).map(({ id, link }) => ({ id, link }));
    expect(shape(ar!)).toEqual(shape(fr!));
    expect(shape(en!)).toEqual(shape(fr!));
    for (const entry of flatten(ar!)) expect(entry.label).toMatch(/[\u0600-\u06FF]/);
    expect(en![0]!.label).toBe('Personal');
  });

  it.each(['', '?language=de', '?language='])('refuses %s with request-invalid', async (query) => {
    expectRequestInvalid(await get(`/megamenu${query}`), 'language');
  });
});

describe('GET /blocks', () => {
  it.each(HOME_PAGES.flatMap((page) => LANGUAGES.map((language) => [page, language] as const)))(
    '%s in %s has every block style, in position order',
    async (page, language) => {
      const response = await get(`/blocks?language=${language}&field[type]=${page}`);
      expect(response.statusCode).toBe(200);
      const blocks = response.json<ContentBlock[]>();
      expect(new Set(blocks.map((block) => block.style))).toEqual(new Set(STYLES));
      expect(blocks.map((block) => block.position)).toEqual([...blocks.map((block) => block.position)].sort((a, b) => a - b));
      for (const block of blocks) {
        expect(block).toMatchObject({ type: page, language });
        expect(block.items.length + (block.title ? 1 : 0)).toBeGreaterThan(0);
      }
      const hero = blocks.find((block) => block.style === 'hero-carousel')!;
      expect(hero.items).toHaveLength(3);
      for (const slide of hero.items) {
        expect(slide.image?.url).toMatch(/^\/api\/v1\/ms-content\/media\//);
        expect(slide.link).toMatch(/^\//);
        expect(slide.ctaLabel).toBeTruthy();
      }
      if (language === 'ar') {
        for (const block of blocks) for (const item of block.items) expect(item.title).toMatch(ARABIC_LETTERS);
      }
    },
  );

  it('filters by style: the consumer mobile plans, priced in MAD TTC per month', async () => {
    const response = await get('/blocks?language=fr&field[type]=hp&field[style]=offer-cards');
    const blocks = response.json<ContentBlock[]>();
    expect(blocks.every((block) => block.style === 'offer-cards')).toBe(true);
    const plans = blocks[0]!.items;
    expect(plans.map((plan) => plan.price?.amount)).toEqual([49, 99, 149, 249, 349]);
    expect(plans[0]).toMatchObject({ title: 'Forfait 49 Dh — 20 Go', price: { amount: 49, currency: 'MAD', period: 'month' } });
    expect(plans.some((plan) => plan.badge === 'Nouveau')).toBe(true);
    for (const plan of plans) expect(plan.features?.length).toBeGreaterThan(0);
    const fibre = blocks[1]!.items.map((offer) => offer.price!.amount);
    expect(Math.min(...fibre)).toBeGreaterThanOrEqual(249);
    expect(Math.max(...fibre)).toBeLessThanOrEqual(999);
  });

  it('reads the bracketed keys whether or not the client encodes them', async () => {
    const encoded = await get('/blocks?language=en&field%5Btype%5D=hp_wholesale&field%5Bstyle%5D=offer-cards');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json<ContentBlock[]>().map((block) => block.id)).toEqual(['hp_wholesale.offres.en']);
  });

  it('answers an empty list for a page without content', async () => {
    const response = await get('/blocks?language=fr&field[type]=page-inconnue');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['/blocks?language=fr', 'field[type]'],
    ['/blocks?field[type]=hp', 'language'],
    ['/blocks?language=fr&field[type]=hp&field[style]=carousel', 'field[style]'],
    ['/blocks?language=fr&field[type]=hp%20OR%201=1', 'field[type]'],
  ])('refuses %s with request-invalid on %s', async (url, field) => {
    expectRequestInvalid(await get(url), field);
  });
});

describe('GET /image-parcours', () => {
  it.each(['recharge', 'paiement-facture', 'eligibilite-fibre', 'espace-client', 'hp'])('has the %s banner in every language', async (type) => {
    for (const language of LANGUAGES) {
      const response = await get(`/image-parcours?type=${type}&language=${language}`);
      expect(response.statusCode).toBe(200);
      const [parcours, ...others] = response.json<ImageParcours[]>();
      expect(others).toEqual([]);
      expect(parcours).toEqual({
        type,
        language,
        desktop: { url: expect.stringMatching(/^\/api\/v1\/ms-content\/media\/parcours-.+-desktop\.svg\?width=1440/) },
        mobile: { url: expect.stringMatching(/^\/api\/v1\/ms-content\/media\/parcours-.+-mobile\.svg\?width=480/) },
      });
      // The image it names is served.
      expect((await testApp.app.inject({ url: parcours!.desktop.url })).statusCode).toBe(200);
    }
  });

  it('answers an empty list for an unknown journey', async () => {
    expect((await get('/image-parcours?type=inconnu&language=fr')).json()).toEqual([]);
  });

  it.each([
    ['/image-parcours?language=fr', 'type'],
    ['/image-parcours?type=recharge', 'language'],
  ])('refuses %s with request-invalid on %s', async (url, field) => {
    expectRequestInvalid(await get(url), field);
  });
});
