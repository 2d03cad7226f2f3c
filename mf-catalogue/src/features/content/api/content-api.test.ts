import axios, { AxiosError } from 'axios';
import { configureApiClient, createPlatformStore, type PlatformStore } from '@atlas/runtime';
import { homeBlocks, heroBlock, offerCardsBlock } from '../../../test/content-fixtures';
import { deferred, fakeApi, type FakeAnswer } from '../../../test/fake-api';
import { CONTENT_BLOCKS_PATH, contentApi, type PageRef } from './content-api';

const storeWithContent = (): PlatformStore => createPlatformStore({ devTools: false });

/** What a page reads: the blocks, or the failure's code (the error as the store keeps it). */
const read = (store: PlatformStore, ref: PageRef) => store.dispatch(contentApi.endpoints.pageBlocks.initiate(ref, { forceRefetch: true }));
const contentOf = (store: PlatformStore, ref: PageRef) => contentApi.endpoints.pageBlocks.select(ref)(store.getState());

describe('content pages (real store, fake network)', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeAll(() => configureApiClient({ appVersion: 'test', channel: 'web', getArea: () => 'public' }));
  afterEach(() => network.restore());

  it('reads a page in a language through the api client and keeps its blocks by position', async () => {
    const [hero, offers] = [heroBlock('ar', 3, 1), offerCardsBlock('ar', 2)];
    network = fakeApi(() => ({ status: 200, data: [hero, offers] }));
    const store = storeWithContent();

    const pending = read(store, { page: 'hp_entreprise', language: 'ar' });
    expect(contentOf(store, { page: 'hp_entreprise', language: 'ar' })).toMatchObject({ isLoading: true });
    expect(contentOf(store, { page: 'hp_entreprise', language: 'ar' }).data).toBeUndefined();
    await pending;

    expect(network.requests).toHaveLength(1);
    const [request] = network.requests;
    expect(request!.method).toBe('get');
    expect(request!.url).toBe(CONTENT_BLOCKS_PATH);
    expect(request!.params).toEqual({ language: 'ar', 'field[type]': 'hp_entreprise' });
    const sent = new URL(axios.getUri(request), 'http://localhost');
    expect(sent.pathname).toBe('/api/v1/ms-content/blocks');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ language: 'ar', 'field[type]': 'hp_entreprise' });
    expect(request!.headers.get('sdata')).toEqual(expect.any(String));
    expect(contentOf(store, { page: 'hp_entreprise', language: 'ar' })).toMatchObject({ isSuccess: true, data: [hero, offers] });
  });

  it('keeps the server code of a failure, then clears it when a retry succeeds', async () => {
    let answer: FakeAnswer = { status: 503, data: { code: 'content-503', error: 'content-503', message: 'down' } };
    network = fakeApi(() => answer);
    const store = storeWithContent();
    const hp = { page: 'hp', language: 'fr' } as const;

    await read(store, hp);
    expect(contentOf(store, hp)).toMatchObject({ isError: true, error: { code: 'content-503', status: 503 } });
    expect(contentOf(store, hp).data).toBeUndefined();

    answer = { status: 200, data: homeBlocks('fr') };
    await read(store, hp);
    expect(contentOf(store, hp)).toMatchObject({ isSuccess: true });
    expect(contentOf(store, hp).error).toBeUndefined();
    expect(contentOf(store, hp).data).toHaveLength(7);
  });

  it('names a failure without an answer network-error', async () => {
    network = fakeApi((request) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, request)));
    const store = storeWithContent();
    await read(store, { page: 'hp', language: 'en' });
    expect(contentOf(store, { page: 'hp', language: 'en' })).toMatchObject({ isError: true, error: { code: 'network-error' } });
    expect(contentOf(store, { page: 'hp', language: 'en' }).data).toBeUndefined();
  });

  it('keeps languages apart: a read in one language never answers another', async () => {
    const french = deferred<FakeAnswer>();
    network = fakeApi((request) => (request.params.language === 'fr' ? french.promise : { status: 200, data: [heroBlock('ar')] }));
    const store = storeWithContent();

    const inFrench = read(store, { page: 'hp', language: 'fr' });
    await read(store, { page: 'hp', language: 'ar' });
    expect(network.requests.map((request) => request.params.language)).toEqual(['fr', 'ar']);
    expect(contentOf(store, { page: 'hp', language: 'ar' })).toMatchObject({ isSuccess: true, data: [heroBlock('ar')] });
    expect(contentOf(store, { page: 'hp', language: 'fr' }).data).toBeUndefined();

    french.resolve({ status: 200, data: [heroBlock('fr')] });
    await inFrench;
    expect(contentOf(store, { page: 'hp', language: 'fr' }).data).toEqual([heroBlock('fr')]);
    expect(contentOf(store, { page: 'hp', language: 'ar' }).data).toEqual([heroBlock('ar')]);
  });

  it('orders blocks by position whatever the answer order', async () => {
    network = fakeApi(() => ({ status: 200, data: [offerCardsBlock('fr', 3), heroBlock('fr', 3, 1)] }));
    const store = storeWithContent();
    await read(store, { page: 'hp', language: 'fr' });
    expect(contentOf(store, { page: 'hp', language: 'fr' }).data!.map((block) => block.style)).toEqual(['hero-carousel', 'offer-cards']);
  });
});
