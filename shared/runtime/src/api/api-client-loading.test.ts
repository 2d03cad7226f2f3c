import type { AxiosAdapter } from 'axios';
import type * as ApiClientModule from './api-client';
import type * as TranslationResources from '../i18n/translation-resources';
import { decodeSdata } from './sdata';

/**
 * Issue 34: axios is fetched with the first request, and the app configuration every page reads at
 * start goes by `fetch`, so a page that sends nothing else never loads axios. Each test takes a
 * fresh copy of the client (its module state: whether axios is loaded).
 */
type Client = typeof ApiClientModule & { texts: typeof TranslationResources };

let axiosEvaluated: boolean;

function freshClient(): Client {
  axiosEvaluated = false;
  let client!: Client;
  jest.isolateModules(() => {
    jest.doMock('axios', () => {
      axiosEvaluated = true;
      return jest.requireActual('axios');
    });
    client = { ...jest.requireActual<typeof ApiClientModule>('./api-client'), texts: jest.requireActual('../i18n/translation-resources') };
  });
  return client;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  delete (global as { fetch?: unknown }).fetch;
});

const json = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) } as Response);

describe('the api client is made at the first request', () => {
  it('does not evaluate axios until a request is sent', async () => {
    const { api, configureApiClient, setApiClientAdapter } = freshClient();
    configureApiClient({ appVersion: '1.0.0' });
    expect(axiosEvaluated).toBe(false);
    setApiClientAdapter((async (config) => ({ data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config })) as AxiosAdapter);
    await expect(api.get('/api/v1/probe')).resolves.toEqual({ ok: true });
    expect(axiosEvaluated).toBe(true);
  });
});

describe('the error catalogue, fetched as the page starts calling the API', () => {
  it('is not among a first visit’s texts, and comes with the first request, in the page’s language', async () => {
    const { api, configureApiClient, readPublic, setApiClientAdapter, texts } = freshClient();
    configureApiClient({ getLanguage: () => 'ar' });
    fetchMock.mockReturnValue(json(200, { version: 'v7' }));
    await readPublic('/api/ms-config/v2/app-config');
    expect(texts.registeredNamespaces()).not.toContain('errors');

    setApiClientAdapter((async (config) => ({ data: {}, status: 200, statusText: 'OK', headers: {}, config })) as AxiosAdapter);
    await api.get('/api/v1/probe');
    expect(texts.registeredNamespaces()).toContain('errors');
    await texts.loadTranslations('ar', ['errors']);
    expect(texts.loadedTexts('errors', 'ar')).toHaveProperty('generic_exception');
    expect(texts.loadedTexts('errors', 'fr')).toBeUndefined();
  });
});

describe('readPublic', () => {
  it('reads with fetch while axios is not loaded, with the sdata header', async () => {
    const { configureApiClient, readPublic } = freshClient();
    configureApiClient({ getLanguage: () => 'ar', getArea: () => 'public', appVersion: '2.1.0', channel: 'web' });
    fetchMock.mockReturnValue(json(200, { version: 'v7' }));
    await expect(readPublic('/api/ms-config/v2/app-config')).resolves.toEqual({ version: 'v7' });
    expect(axiosEvaluated).toBe(false);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ms-config/v2/app-config');
    const headers = init?.headers as Record<string, string>;
    expect(decodeSdata(headers.sdata!)).toMatchObject({ channel: 'web', origin: 'public', language: 'ar', appVersion: '2.1.0' });
    expect(headers).not.toHaveProperty('Authorization');
  });

  it("answers the server's code, a network failure and a time-out as the client does", async () => {
    const { readPublic } = freshClient();
    fetchMock.mockReturnValueOnce(json(503, { code: 'config-503', message: 'down' }));
    await expect(readPublic('/x')).rejects.toMatchObject({ isApiError: true, status: 503, code: 'config-503', message: 'down' });
    fetchMock.mockReturnValueOnce(json(502, '<html>bad gateway</html>'));
    await expect(readPublic('/x')).rejects.toMatchObject({ status: 502, code: 'generic_exception' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(readPublic('/x')).rejects.toMatchObject({ status: 0, code: 'network-error' });
    fetchMock.mockRejectedValueOnce(Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }));
    await expect(readPublic('/x')).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });

  it('goes through the client when requests do not go to the network (a server render, a fake)', async () => {
    const { readPublic, setApiClientAdapter } = freshClient();
    const served: string[] = [];
    setApiClientAdapter((async (config) => {
      served.push(String(config.url));
      return { data: { version: 'v8' }, status: 200, statusText: 'OK', headers: {}, config };
    }) as AxiosAdapter);
    await expect(readPublic('/api/ms-config/v2/app-config')).resolves.toEqual({ version: 'v8' });
    expect(served).toEqual(['/api/ms-config/v2/app-config']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
