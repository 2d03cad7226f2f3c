import type { ContentBlock, ImageParcours, SearchResponse } from '@atlas/contracts/content';
import { LANGUAGES } from '../../language';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const CONTENT_PAGES = [
  'roaming',
  'portabilite',
  'page-explicative-post-achat',
  'page-explicative-post-achat-portabilite',
  'cgu',
  'cgv',
  'mandat',
  'identification_cgu',
  'services',
  'wholesale-datacenter',
  'rencontres-entreprises',
];
const ARABIC = /[\u0621-\u064A]{3,}/;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const get = async <T>(url: string) => {
  const response = await testApp.app.inject({ url: `/api/v1/ms-content${url}` });
  expect(response.statusCode).toBe(200);
  return { body: response.json<T>(), headers: response.headers };
};

describe('content pages by name', () => {
  it.each(CONTENT_PAGES.flatMap((page) => LANGUAGES.map((language) => [page, language] as const)))(
    '%s in %s opens with its header and says something',
    async (page, language) => {
      const { body: blocks, headers } = await get<ContentBlock[]>(`/blocks?language=${language}&field[type]=${page}`);
      expect(headers['cache-control']).toBe('public, max-age=300, s-maxage=10');
      expect(blocks[0]).toMatchObject({ type: page, style: 'page-header', language, position: 0 });
      expect(blocks[0]!.title!.length).toBeGreaterThan(5);
      expect(blocks.length).toBeGreaterThanOrEqual(2);
      const words = JSON.stringify(blocks).split(/\s+/).length;
      expect(words).toBeGreaterThan(80);
      if (language === 'ar') expect(blocks[0]!.title).toMatch(ARABIC);
      for (const table of blocks.filter((block) => block.style === 'data-table')) {
        for (const row of table.items) expect(row.cells).toHaveLength(table.columns!.length - 1);
      }
    },
  );

  it('serves the legal texts as anchored articles in the same order in every language', async () => {
    for (const page of ['cgu', 'cgv', 'mandat', 'identification_cgu']) {
      const anchors = await Promise.all(
        LANGUAGES.map(async (language) => {
          const { body } = await get<ContentBlock[]>(`/blocks?language=${language}&field[type]=${page}&field[style]=legal-text`);
          expect(body).toHaveLength(1);
          return body[0]!.items.map((item) => item.id);
        }),
      );
      expect(anchors[0]!.length).toBeGreaterThanOrEqual(7);
      expect(anchors[1]).toEqual(anchors[0]);
      expect(anchors[2]).toEqual(anchors[0]);
    }
  });

  it('links the portability page to the online request, the agencies and the customer area, and tells how to get the RIO', async () => {
    const { body } = await get<ContentBlock[]>('/blocks?language=fr&field[type]=portabilite');
    const links = JSON.stringify(body);
    for (const link of ['/portabilite/demande', '/nos-agences', '/espace-client/login']) expect(links).toContain(`"${link}"`);
    expect(body.find((block) => block.style === 'notice')!.title).toContain('1234');
  });

  it('answers no block for a page name nobody wrote', async () => {
    const { body } = await get<ContentBlock[]>('/blocks?language=fr&field[type]=page-inexistante');
    expect(body).toEqual([]);
  });

  it.each(['portabilite', 'cgv', 'roaming', 'rencontres-entreprises'])('gives %s a banner in every language', async (type) => {
    for (const language of LANGUAGES) {
      const { body } = await get<ImageParcours[]>(`/image-parcours?type=${type}&language=${language}`);
      expect(body[0]!.desktop.url).toMatch(/parcours-.+-desktop\.svg/);
    }
  });
});

describe('the site search finds the content pages', () => {
  const search = (query: string) => get<SearchResponse>(`/search?${query}`).then(({ body }) => body);
  const hits = (answer: SearchResponse) =>
    answer.groups.flatMap((group) => group.results.map((result) => ({ category: group.category, id: result.id, link: result.link })));

  it.each([
    ['language=fr&q=retractation', 'page-cgv', 'other'],
    ['language=fr&q=mandat portabilite', 'page-mandat', 'other'],
    ['language=ar&q=نقل الرقم', 'page-portabilite', 'services'],
    ['language=en&q=colocation', 'page-wholesale-datacenter', 'cloud-datacenter'],
    ['language=fr&q=rencontres', 'page-rencontres-entreprises', 'collaboration'],
    ['language=fr&q=livraison carte sim', 'page-page-explicative-post-achat', 'assistance'],
  ])('%s finds %s in %s', async (query, id, category) => {
    expect(hits(await search(query))).toContainEqual(expect.objectContaining({ id, category }));
  });

  it('finds the roaming prices of a country typed without accents, and in Arabic', async () => {
    expect(hits(await search('language=fr&q=espagne'))).toContainEqual({ category: 'services', id: 'roaming-ES', link: '/roaming?pays=ES' });
    expect(hits(await search('language=ar&q=اسبانيا'))).toContainEqual(expect.objectContaining({ id: 'roaming-ES' }));
  });
});
