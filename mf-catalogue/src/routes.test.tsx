import { screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '@atlas/runtime';
import { offerCardsBlock } from './test/content-fixtures';
import { fakeApi } from './test/fake-api';
import { renderWithPlatform } from './test/render-with-platform';
import { ShellRoutes } from './test/shell-routes';
import { catalogueDeclaration, CONTENT_PAGES, HOME_PAGES } from './platform-remote';

Object.assign(globalThis, { __PART_VERSION__: '1.2.3-test' });

describe('catalogue routes', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeAll(() => configureApiClient({ appVersion: 'test', channel: 'web', getArea: () => 'public' }));
  beforeEach(() => {
    network = fakeApi((request) => ({ status: 200, data: [offerCardsBlock(request.params.language)] }));
  });
  afterEach(() => network.restore());

  it.each([
    ['/', 'fr', 'hp'],
    ['/particuliers', 'fr', 'hp'],
    ['/entreprise', 'fr', 'hp_entreprise'],
    ['/ar/corporate', 'ar', 'hp_corporate'],
    ['/en/pro', 'en', 'hp_hppro'],
    ['/ar/wholesale', 'ar', 'hp_wholesale'],
    ['/ar', 'ar', 'hp'],
  ] as const)('%s shows the content page in its language', async (path, language, page) => {
    const { container } = renderWithPlatform(<ShellRoutes language={language} />, { language, path });
    await waitFor(() => expect(network.requests).toHaveLength(1));
    expect(network.requests[0]!.params).toEqual({ language, 'field[type]': page });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const root = container.querySelector('[data-remote="mf-catalogue"]');
    expect(root).toHaveAttribute('data-remote-version', '1.2.3-test');
    expect(root!.querySelector(`[data-page="${page}"]`)).toBeInTheDocument();
  });

  it('declares every home path once, and serves each of them', () => {
    const paths = HOME_PAGES.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(['/', '/particuliers', '/entreprise', '/corporate', '/pro', '/wholesale']);
  });

  it('declares the content pages by name, the star promo and the survey for the shell', () => {
    const declared = catalogueDeclaration.routes.map((route) => route.path);
    expect(declared).toEqual(
      expect.arrayContaining([
        '/roaming',
        '/portabilite',
        '/page-explicative-post-achat',
        '/page-explicative-post-achat-portabilite',
        '/cgu',
        '/cgv',
        '/mandat',
        '/services',
        '/wholesale/datacenter',
        '/entreprise/rencontres-entreprises',
        '/promo-etoile',
        '/promo-etoile/:promotionId',
        '/enquete-satisfaction',
      ]),
    );
    expect(new Set(declared).size).toBe(declared.length);
  });

  it.each([
    ['/cgv', 'fr', 'cgv'],
    ['/ar/cgu', 'ar', 'cgu'],
    ['/en/wholesale/datacenter', 'en', 'wholesale-datacenter'],
  ] as const)('%s shows the content page by name', async (path, language, page) => {
    const { container } = renderWithPlatform(<ShellRoutes language={language} />, { language, path });
    await waitFor(() => expect(network.requests.some((request) => request.params['field[type]'] === page)).toBe(true));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(container.querySelector(`[data-page="${page}"]`)).toBeInTheDocument();
    expect(CONTENT_PAGES.some((entry) => entry.page === page)).toBe(true);
  });

  it('answers a path it does not own with a not-found message (standalone mode)', async () => {
    renderWithPlatform(<ShellRoutes language="en" />, { language: 'en', path: '/en/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(network.requests).toHaveLength(0);
  });
});
