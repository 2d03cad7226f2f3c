import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createPlatformStore } from '../store/create-platform-store';
import { setApiClientAdapter, configureApiClient, resetApiClient } from './api-client';
import { errorCodeOf } from './api-error';
import { ATLAS_API_PATH, atlasApi } from './atlas-api';
import { readState } from './read-state';
import { decodeSdata } from './sdata';

const seen: InternalAxiosRequestConfig[] = [];
let reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown };

function answer(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response = { data, status, statusText: String(status), headers: {}, config } as AxiosResponse;
  if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
  return response;
}

const probeApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    probeOffers: build.query<{ offers: string[] }, string>({
      query: (family) => ({ url: '/api/v1/probe/offers', params: { family } }),
      keepUnusedDataFor: 10,
    }),
  }),
});

const entriesOf = (store: ReturnType<typeof createPlatformStore>) =>
  Object.keys((store.getState() as unknown as Record<string, { queries: Record<string, unknown> }>)[ATLAS_API_PATH]!.queries);

beforeEach(() => {
  seen.length = 0;
  resetApiClient();
  configureApiClient({ getLanguage: () => 'ar' });
  reply = () => ({ status: 200, data: { offers: ['idar'] } });
  setApiClientAdapter(async (config) => {
    seen.push(config);
    const { status, data } = reply(config);
    return answer(config, status, data);
  });
});

afterEach(() => jest.useRealTimers());

describe('atlasApi, the one way to read', () => {
  it('goes through the api client (its headers) and shares one request between readers', async () => {
    const store = createPlatformStore({ devTools: false });
    const first = store.dispatch(probeApi.endpoints.probeOffers.initiate('mobile'));
    const second = store.dispatch(probeApi.endpoints.probeOffers.initiate('mobile'));
    await expect(first.unwrap()).resolves.toEqual({ offers: ['idar'] });
    await expect(second.unwrap()).resolves.toEqual({ offers: ['idar'] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.params).toEqual({ family: 'mobile' });
    expect(decodeSdata(String(seen[0]!.headers.get('sdata'))).language).toBe('ar');
  });

  it("keeps an answer unused for the endpoint's lifetime, then forgets it", async () => {
    jest.useFakeTimers();
    const store = createPlatformStore({ devTools: false });
    const reading = store.dispatch(probeApi.endpoints.probeOffers.initiate('home'));
    await reading.unwrap();
    reading.unsubscribe();
    await jest.advanceTimersByTimeAsync(9_000);
    expect(entriesOf(store)).toEqual(['probeOffers("home")']);
    const again = store.dispatch(probeApi.endpoints.probeOffers.initiate('home'));
    await again.unwrap();
    again.unsubscribe();
    expect(seen).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(11_000);
    expect(entriesOf(store)).toEqual([]);
  });

  it("keeps a failure as the server's code (plain data), and asks again on retry", async () => {
    reply = () => ({ status: 404, data: { code: 'catalog-004', message: 'Unknown' } });
    const store = createPlatformStore({ devTools: false });
    const failed = await store.dispatch(probeApi.endpoints.probeOffers.initiate('business'));
    expect(failed.error).toEqual({ isApiError: true, status: 404, code: 'catalog-004', message: 'Unknown', data: { code: 'catalog-004', message: 'Unknown' } });
    const state = readState({ isError: failed.isError, isSuccess: failed.isSuccess, error: failed.error, currentData: failed.data, refetch: () => undefined });
    expect(state).toMatchObject({ status: 'error', code: 'catalog-004' });
    expect(errorCodeOf(failed.error)).toBe('catalog-004');
    reply = () => ({ status: 200, data: { offers: ['pro'] } });
    const again = await store.dispatch(probeApi.endpoints.probeOffers.initiate('business', { forceRefetch: true }));
    expect(again.data).toEqual({ offers: ['pro'] });
    expect(seen).toHaveLength(2);
  });

  it("reads as loading, ready or error, and never shows an older argument's answer", () => {
    const refetch = jest.fn();
    expect(readState({ isError: false, isSuccess: false, refetch })).toMatchObject({ status: 'loading' });
    expect(readState({ isError: false, isSuccess: true, currentData: undefined, refetch })).toMatchObject({ status: 'loading' });
    const ready = readState({ isError: false, isSuccess: true, currentData: [1], refetch });
    expect(ready).toMatchObject({ status: 'ready', data: [1] });
    expect(readState({ isError: true, isSuccess: false, error: new Error('x'), refetch })).toMatchObject({ status: 'error', code: 'generic_exception' });
    ready.retry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
