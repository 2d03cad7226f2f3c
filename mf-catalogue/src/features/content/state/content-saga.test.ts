import { AxiosError } from 'axios';
import { apiClient, configureApiClient, createPlatformStore, type PlatformStore } from '@atlas/runtime';
import { homeBlocks, heroBlock, offerCardsBlock } from '../../../test/content-fixtures';
import { deferred, fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { CONTENT_BLOCKS_PATH } from '../api/load-page-blocks';
import { contentSaga } from './content-saga';
import { CONTENT_STORE_KEY, contentSlice, pageRequested, selectPageContent } from './content-slice';

function storeWithContent(): PlatformStore {
  const store = createPlatformStore({ devTools: false });
  store.injectReducer(CONTENT_STORE_KEY, contentSlice.reducer);
  store.injectSaga(CONTENT_STORE_KEY, contentSaga);
  return store;
}

const contentOf = (store: PlatformStore, page: string, language: 'fr' | 'ar' | 'en') =>
  selectPageContent(store.getState(), page, language);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('content saga (real store, fake network)', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeAll(() => configureApiClient({ appVersion: 'test', channel: 'web', getArea: () => 'public' }));
  afterEach(() => network.restore());

  it('loads a page in a language through the api client and keeps its blocks by position', async () => {
    const [hero, offers] = [heroBlock('ar', 3, 1), offerCardsBlock('ar', 2)];
    network = fakeApi(() => ({ status: 200, data: [hero, offers] }));
    const store = storeWithContent();

    store.dispatch(pageRequested({ page: 'hp_entreprise', language: 'ar' }));
    expect(contentOf(store, 'hp_entreprise', 'ar')).toEqual({ status: 'loading', blocks: null, error: null });
    await settle();

    expect(network.requests).toHaveLength(1);
    const [request] = network.requests;
    expect(request!.method).toBe('get');
    expect(request!.url).toBe(CONTENT_BLOCKS_PATH);
    expect(request!.params).toEqual({ language: 'ar', 'field[type]': 'hp_entreprise' });
    const sent = new URL(apiClient.getUri(request), 'http://localhost');
    expect(sent.pathname).toBe('/api/v1/ms-content/blocks');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ language: 'ar', 'field[type]': 'hp_entreprise' });
    expect(request!.headers.get('sdata')).toEqual(expect.any(String));
    expect(contentOf(store, 'hp_entreprise', 'ar')).toEqual({ status: 'loaded', blocks: [hero, offers], error: null });
  });

  it('keeps the server code of a failure, then clears it when a retry succeeds', async () => {
    let answer: FakeAnswer = { status: 503, data: { code: 'content-503', error: 'content-503', message: 'down' } };
    network = fakeApi(() => answer);
    const store = storeWithContent();

    store.dispatch(pageRequested({ page: 'hp', language: 'fr' }));
    await settle();
    expect(contentOf(store, 'hp', 'fr')).toEqual({ status: 'failed', blocks: null, error: 'content-503' });

    answer = { status: 200, data: homeBlocks('fr') };
    store.dispatch(pageRequested({ page: 'hp', language: 'fr' }));
    expect(contentOf(store, 'hp', 'fr')).toMatchObject({ status: 'loading', error: 'content-503' });
    await settle();
    expect(contentOf(store, 'hp', 'fr')).toMatchObject({ status: 'loaded', error: null });
    expect(contentOf(store, 'hp', 'fr')!.blocks).toHaveLength(7);
  });

  it('names a failure without an answer network-error', async () => {
    network = fakeApi((request) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, request)));
    const store = storeWithContent();
    store.dispatch(pageRequested({ page: 'hp', language: 'en' }));
    await settle();
    expect(contentOf(store, 'hp', 'en')).toEqual({ status: 'failed', blocks: null, error: 'network-error' });
  });

  it('keeps languages apart and lets the latest request win, aborting the one it replaces', async () => {
    const french = deferred<FakeAnswer>();
    network = fakeApi((request) =>
      request.params.language === 'fr' ? french.promise : { status: 200, data: [heroBlock('ar')] },
    );
    const store = storeWithContent();

    store.dispatch(pageRequested({ page: 'hp', language: 'fr' }));
    await settle();
    store.dispatch(pageRequested({ page: 'hp', language: 'ar' }));
    await settle();
    expect(network.requests.map((request) => request.params.language)).toEqual(['fr', 'ar']);
    expect((network.requests[0]!.signal as AbortSignal).aborted).toBe(true);
    french.resolve({ status: 200, data: [heroBlock('fr')] });
    await settle();

    expect(contentOf(store, 'hp', 'ar')).toMatchObject({ status: 'loaded', blocks: [heroBlock('ar')] });
    expect(contentOf(store, 'hp', 'fr')?.blocks).toBeNull();
  });

  it('orders blocks by position whatever the answer order', async () => {
    network = fakeApi(() => ({ status: 200, data: [offerCardsBlock('fr', 3), heroBlock('fr', 3, 1)] }));
    const store = storeWithContent();
    store.dispatch(pageRequested({ page: 'hp', language: 'fr' }));
    await settle();
    expect(contentOf(store, 'hp', 'fr')!.blocks!.map((block) => block.style)).toEqual(['hero-carousel', 'offer-cards']);
  });
});
