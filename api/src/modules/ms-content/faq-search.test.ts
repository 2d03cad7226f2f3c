import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { FaqTopic, SearchResponse } from '@atlas/contracts/content';
import { appPerTestFile } from '../../test/build-test-app';

const app = appPerTestFile();

const search = async (query: string) => {
  const response = await app().inject({ url: `/api/v1/ms-content/search?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>();
};
const ids = (answer: SearchResponse) => answer.groups.flatMap((group) => group.results.map((result) => result.id));

describe('GET /api/v1/ms-content/faq', () => {
  it('answers every topic with its questions in order, kept 300 s', async () => {
    const response = await app().inject({ url: '/api/v1/ms-content/faq?language=fr&link=all' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=10');
    const topics = response.json<FaqTopic[]>();
    expect(topics.map((topic) => topic.link)).toEqual(['recharge', 'facture', 'internet-maison', 'portabilite', 'roaming', 'services-ligne']);
    expect(topics[0]!.questions[0]).toMatchObject({ id: 'recharge-carte-bancaire', question: 'Comment recharger ma ligne par carte bancaire ?' });
  });

  it('answers one topic by its link, in Arabic', async () => {
    const topics = (await app().inject({ url: '/api/v1/ms-content/faq?language=ar&link=portabilite' })).json<FaqTopic[]>();
    expect(topics).toHaveLength(1);
    expect(topics[0]!.title).toBe('قابلية نقل الرقم');
    expect(topics[0]!.questions.map((question) => question.id)).toEqual(['portabilite-rio', 'portabilite-delai']);
  });

  it('answers an empty list for an unknown topic and refuses a malformed link', async () => {
    expect((await app().inject({ url: '/api/v1/ms-content/faq?language=fr&link=nothing-here' })).json()).toEqual([]);
    const refused = await app().inject({ url: '/api/v1/ms-content/faq?language=fr&link=../etc' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().code).toBe('request-invalid');
  });
});

describe('GET /api/v1/ms-content/search', () => {
  it('groups results by the spec’s categories, in their order', async () => {
    const answer = await search('language=fr&q=fibre');
    expect(answer.total).toBeGreaterThan(3);
    expect(answer.groups.map((group) => group.category)).toEqual(expect.arrayContaining(['max-speed-wifi', 'assistance']));
    const order = answer.groups.map((group) => group.category);
    expect(order.indexOf('max-speed-wifi')).toBeLessThan(order.indexOf('assistance'));
    expect(ids(answer)).toContain('product-fibre-200');
  });

  it('tolerates missing accents and finds words by their beginning', async () => {
    expect(ids(await search('language=fr&q=eligibilite'))).toContain('faq-fibre-eligibilite');
    expect(ids(await search('language=fr&q=%C3%A9LIGIBILIT%C3%89'))).toContain('faq-fibre-eligibilite');
    expect(ids(await search('language=fr&q=portab'))).toContain('page-portabilite');
  });

  it('searches Arabic, folding letter variants', async () => {
    const answer = await search(`language=ar&q=${encodeURIComponent('الالياف البصريه')}`);
    expect(ids(answer)).toContain('product-fibre-1000');
    expect(ids(await search(`language=ar&q=${encodeURIComponent('تعبئة')}`))).toContain('page-recharge');
  });

  it('searches English', async () => {
    expect(ids(await search('language=en&q=top+up'))).toContain('page-recharge');
  });

  it('keeps five results per category unless asked, and filters by category', async () => {
    const phones = await search('language=fr&q=go');
    const smartphones = phones.groups.find((group) => group.category === 'smartphones')!;
    expect(smartphones.total).toBeGreaterThan(5);
    expect(smartphones.results).toHaveLength(5);
    const only = await search('language=fr&q=go&category=smartphones&size=20');
    expect(only.groups.map((group) => group.category)).toEqual(['smartphones']);
    expect(only.groups[0]!.results).toHaveLength(smartphones.total);
  });

  it('answers no group when nothing matches, and for a query of punctuation only', async () => {
    expect(await search('language=fr&q=zzzzqqq')).toEqual({ q: 'zzzzqqq', total: 0, groups: [] });
    expect((await search('language=fr&q=%3F%21')).total).toBe(0);
  });

  it.each(['language=fr', 'language=xx&q=fibre', 'language=fr&q=fibre&category=games', 'language=fr&q=fibre&size=500'])('refuses %s', async (query) => {
    const response = await app().inject({ url: `/api/v1/ms-content/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().code).toBe('request-invalid');
  });
});
