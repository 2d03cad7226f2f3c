import { screen } from '@testing-library/react';
import { configureApiClient } from '@atlas/runtime';
import { fakeApi } from './test/fake-api';
import { renderWithPlatform } from './test/render-with-platform';
import { ShellRoutes } from './test/shell-routes';
import { preloadRoute } from './routes';

Object.assign(globalThis, { __PART_VERSION__: '1.2.3-test' });

describe('preloadRoute', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeAll(() => configureApiClient({ appVersion: 'test', channel: 'web', getArea: () => 'public' }));
  beforeEach(() => {
    network = fakeApi(() => ({ status: 200, data: [] }));
  });
  afterEach(() => network.restore());

  it("renders the path's page in the first commit once preloaded (no Suspense fallback)", async () => {
    await preloadRoute('/ar/catalogue-smartphones');
    const { container } = renderWithPlatform(<ShellRoutes language="ar" />, { language: 'ar', path: '/ar/catalogue-smartphones' });
    // Read right after render, without waiting.
    expect(container.querySelector('[data-page="catalogue-smartphones"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الهواتف الذكية');
  });

  it('leaves a path not preloaded to suspend first', async () => {
    const { container } = renderWithPlatform(<ShellRoutes language="fr" />, { language: 'fr', path: '/faq' });
    expect(container.querySelector('[data-page]')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('needs nothing for an unknown path', async () => {
    await expect(preloadRoute('/en/nowhere/at/all')).resolves.toBeUndefined();
  });
});
