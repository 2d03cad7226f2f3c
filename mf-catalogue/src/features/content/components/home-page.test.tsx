import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ContentBlock } from '@atlas/contracts';
import { ATLAS_API_PATH, configureApiClient, createPlatformStore, hydrateServerState } from '@atlas/runtime';
import { homeBlocks, heroBlock, offerCardsBlock, quickLinksBlock } from '../../../test/content-fixtures';
import { deferred, fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { renderWithPlatform } from '../../../test/render-with-platform';
import { CONTENT_FRESH_SECONDS } from '../state/use-page-content';
import { HomePage } from './home-page';

const blockStyles = (container: HTMLElement) => [...container.querySelectorAll('[data-block-style]')].map((el) => el.getAttribute('data-block-style'));

describe('HomePage', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeAll(() => configureApiClient({ appVersion: 'test', channel: 'web', getArea: () => 'public' }));
  afterEach(() => network.restore());

  it('shows skeletons while loading, then the blocks by position', async () => {
    const answer = deferred<FakeAnswer>();
    network = fakeApi(() => answer.promise);
    const { container } = renderWithPlatform(<HomePage page="hp" language="fr" />);

    const loading = await screen.findByRole('status');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent('Chargement de la page…');
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Particuliers : forfaits, internet et smartphones');

    await act(async () => answer.resolve({ status: 200, data: homeBlocks('fr').reverse() }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Forfaits mobiles' })).toBeInTheDocument();
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
    expect(blockStyles(container)).toEqual(['hero-carousel', 'quick-links', 'offer-cards', 'promo-banner', 'feature-grid', 'app-download', 'news-cards']);
    expect(network.requests).toHaveLength(1);
    expect(network.requests[0]!.params).toEqual({ language: 'fr', 'field[type]': 'hp' });
    expect(document.title).toBe('Particuliers : forfaits, internet et smartphones | Atlas Telecom');
  });

  it('opened again within CONTENT_FRESH_SECONDS (the server render’s read among them), shows the blocks it has without reading again', async () => {
    network = fakeApi(() => ({ status: 200, data: homeBlocks('fr') }));
    const first = renderWithPlatform(<HomePage page="hp" language="fr" />);
    await screen.findByRole('heading', { level: 2, name: 'Forfaits mobiles' });
    first.unmount();

    // The reads as a server render hands them over (hydrateServerState), once fresh, once older.
    const handedOver = (ageSeconds: number) => {
      const store = createPlatformStore({ devTools: false });
      const reads = JSON.parse(JSON.stringify(first.store.getState()[ATLAS_API_PATH])) as { queries: Record<string, { fulfilledTimeStamp: number }> };
      for (const query of Object.values(reads.queries)) query.fulfilledTimeStamp -= ageSeconds * 1000;
      store.dispatch(hydrateServerState({ [ATLAS_API_PATH]: reads }));
      return store;
    };

    const fresh = renderWithPlatform(<HomePage page="hp" language="fr" />, { store: handedOver(1) });
    expect(screen.getByRole('heading', { level: 2, name: 'Forfaits mobiles' })).toBeInTheDocument();
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(network.requests).toHaveLength(1);
    fresh.unmount();

    renderWithPlatform(<HomePage page="hp" language="fr" />, { store: handedOver(CONTENT_FRESH_SECONDS + 1) });
    // Older blocks stay on screen while they are read again.
    expect(screen.getByRole('heading', { level: 2, name: 'Forfaits mobiles' })).toBeInTheDocument();
    await waitFor(() => expect(network.requests).toHaveLength(2));
  });

  it('gives the first block the eager, high-priority image', async () => {
    network = fakeApi(() => ({ status: 200, data: homeBlocks('fr') }));
    const { container } = renderWithPlatform(<HomePage page="hp" language="fr" />);
    await screen.findByRole('heading', { name: 'Forfaits mobiles' });
    const eager = container.querySelectorAll('img[loading="eager"]');
    expect(eager).toHaveLength(1);
    expect(eager[0]).toHaveAttribute('fetchpriority', 'high');
    expect(eager[0]!.getAttribute('src')).toContain('hero-fibre.webp');
  });

  it('skips block styles it does not know', async () => {
    const unknown = { ...quickLinksBlock('fr', 2), id: 'x', style: 'video-wall' } as unknown as ContentBlock;
    network = fakeApi(() => ({ status: 200, data: [heroBlock('fr'), unknown, offerCardsBlock('fr')] }));
    const { container } = renderWithPlatform(<HomePage page="hp_entreprise" language="fr" />);
    await screen.findByRole('heading', { name: 'Forfaits mobiles' });
    expect(blockStyles(container)).toEqual(['hero-carousel', 'offer-cards']);
  });

  it('says so when the page has no content, with a way back home', async () => {
    network = fakeApi(() => ({ status: 200, data: [] }));
    renderWithPlatform(<HomePage page="hp_wholesale" language="en" />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Nothing to show yet' })).toBeInTheDocument();
    expect(screen.getByText('This page is being updated. Please come back in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it('shows the empty state when only unknown styles came', async () => {
    const unknown = { ...heroBlock('fr'), style: 'video-wall' } as unknown as ContentBlock;
    network = fakeApi(() => ({ status: 200, data: [unknown] }));
    renderWithPlatform(<HomePage page="hp" language="fr" />);
    expect(await screen.findByRole('heading', { name: 'Aucun contenu pour le moment' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the error with retry, and the blocks once a retry succeeds', async () => {
    const user = userEvent.setup();
    let answer: FakeAnswer = { status: 500, data: { code: 'generic_exception', error: 'generic_exception', message: 'boom' } };
    network = fakeApi(() => answer);
    renderWithPlatform(<HomePage page="hp_corporate" language="fr" />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Impossible d’afficher cette page' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(/réessayer/i);

    answer = { status: 200, data: [offerCardsBlock('fr')] };
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { name: 'Forfaits mobiles' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(network.requests).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('keeps the error on screen, busy, while a retry runs', async () => {
    const user = userEvent.setup();
    const second = deferred<FakeAnswer>();
    let calls = 0;
    network = fakeApi(() => (++calls === 1 ? { status: 503, data: { code: 'content-unavailable' } } : second.promise));
    renderWithPlatform(<HomePage page="hp" language="fr" />);
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    await user.click(retry);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Réessayer/ })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => second.resolve({ status: 200, data: [offerCardsBlock('fr')] }));
    expect(await screen.findByRole('heading', { name: 'Forfaits mobiles' })).toBeInTheDocument();
  });

  it('requests the new language when the language changes, and never shows the old one meanwhile', async () => {
    const arabic = deferred<FakeAnswer>();
    network = fakeApi((request) => (request.params.language === 'ar' ? arabic.promise : { status: 200, data: [offerCardsBlock(request.params.language)] }));
    const { rerenderIn } = renderWithPlatform(<HomePage page="hp" language="fr" />);
    expect(await screen.findByRole('heading', { name: 'Forfaits mobiles' })).toBeInTheDocument();

    rerenderIn('ar', <HomePage page="hp" language="ar" />);
    await waitFor(() => expect(network.requests.map((r) => r.params.language)).toEqual(['fr', 'ar']));
    expect(network.requests[1]!.params).toEqual({ language: 'ar', 'field[type]': 'hp' });
    expect(screen.queryByRole('heading', { name: 'Forfaits mobiles' })).not.toBeInTheDocument();
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();

    await act(async () => arabic.resolve({ status: 200, data: [offerCardsBlock('ar')] }));
    expect(await screen.findByRole('heading', { name: 'عروض الهاتف' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الأفراد: العروض والإنترنت والهواتف الذكية');

    // Back to French: the French blocks read a moment ago show at once, not read again.
    rerenderIn('fr', <HomePage page="hp" language="fr" />);
    expect(screen.getByRole('heading', { name: 'Forfaits mobiles' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(network.requests).toHaveLength(2);
  });

  it('renders right to left in Arabic: direction, flipped CSS, Arabic labels and prefixed links', async () => {
    network = fakeApi(() => ({ status: 200, data: homeBlocks('ar') }));
    renderWithPlatform(<HomePage page="hp" language="ar" />, { language: 'ar' });
    await screen.findByRole('heading', { name: 'عروض الهاتف' });

    expect(document.documentElement.dir).toBe('rtl');
    // Written `right: 12px` in left-to-right terms; stylis-plugin-rtl moves it to the left.
    const pause = screen.getByRole('button', { name: 'إيقاف التمرير التلقائي مؤقتًا' });
    expect(getComputedStyle(pause).left).toBe('12px');
    expect(getComputedStyle(pause).right).toBe('');
    expect(getComputedStyle(screen.getByRole('button', { name: 'الشريحة التالية' }).querySelector('svg')!).transform).toBe('scaleX(-1)');
    expect(screen.getByRole('link', { name: 'تعبئة الرصيد' })).toHaveAttribute('href', '/ar/recharge');
    expect(screen.getByRole('region', { name: 'في الواجهة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'روابط سريعة' })).toBeInTheDocument();
  });
});
