import { type AxiosResponse } from 'axios';
import { createPlatformStore } from '../store/create-platform-store';
import { configureApiClient, resetApiClient, setApiClientAdapter } from './api-client';
import { atlasApi } from './atlas-api';
import { keptAcrossReloads } from './kept-across-reloads';

let asked: unknown[] = [];
let status = 200;

const keptApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    keptTopics: build.query<string[], string>({
      queryFn: keptAcrossReloads<string[], string>('keptProbe', 300, (link) => ({ url: '/api/v1/probe/faq', params: { link } })),
    }),
  }),
});

/** A page load: a new store, as after a reload; only the browser's storage is the same. */
const readOnANewPage = (link: string) => createPlatformStore({ devTools: false }).dispatch(keptApi.endpoints.keptTopics.initiate(link));

beforeEach(() => {
  asked = [];
  status = 200;
  localStorage.clear();
  resetApiClient();
  configureApiClient({ getLanguage: () => 'fr' });
  setApiClientAdapter(async (config) => {
    asked.push(config.params);
    if (status !== 200) throw Object.assign(new Error('down'), { isAxiosError: true, response: { status, data: { code: 'content-down' } }, config });
    return { data: [`topics of ${config.params.link} #${asked.length}`], status, statusText: 'OK', headers: {}, config } as AxiosResponse;
  });
});
afterEach(() => jest.useRealTimers());

describe('keptAcrossReloads (FAQ links kept 300 s)', () => {
  it('answers a reloaded page from the browser within the 300 s, and asks the server again after', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-06T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    expect(await readOnANewPage('recharge').unwrap()).toEqual(['topics of recharge #1']);

    jest.setSystemTime(new Date('2026-12-06T10:04:59Z'));
    expect(await readOnANewPage('recharge').unwrap()).toEqual(['topics of recharge #1']);
    expect(asked).toHaveLength(1);

    jest.setSystemTime(new Date('2026-12-06T10:05:00Z'));
    expect(await readOnANewPage('recharge').unwrap()).toEqual(['topics of recharge #2']);
    expect(asked).toHaveLength(2);
  });

  it('keeps each link apart, and drops the expired ones when it writes', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-06T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await readOnANewPage('recharge').unwrap();
    jest.setSystemTime(new Date('2026-12-06T10:06:00Z'));
    expect(await readOnANewPage('facture').unwrap()).toEqual(['topics of facture #2']);
    const kept = JSON.parse(localStorage.getItem('keptProbe')!) as Record<string, unknown>;
    expect(Object.keys(kept)).toEqual([JSON.stringify(['/api/v1/probe/faq', { link: 'facture' }])]);
  });

  it('keeps no failed answer: the next page asks again', async () => {
    status = 503;
    await expect(readOnANewPage('roaming').unwrap()).rejects.toMatchObject({ status: 503 });
    status = 200;
    expect(await readOnANewPage('roaming').unwrap()).toEqual(['topics of roaming #2']);
  });
});
