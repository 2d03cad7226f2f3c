import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { api, apiRequest, configureApiClient, getApiClientAdapter, resetApiClient, setApiClientAdapter, type SessionTokens } from './api-client';
import { ApiError, isApiError } from './api-error';
import { decodeSdata } from './sdata';

type Handler = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse> | AxiosResponse;
const seen: InternalAxiosRequestConfig[] = [];

function answer(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response = { data, status, statusText: String(status), headers: {}, config } as AxiosResponse;
  if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
  return response;
}

function useAdapter(handler: Handler): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return handler(config);
  };
  setApiClientAdapter(adapter);
}

const header = (config: InternalAxiosRequestConfig | undefined, name: string) => AxiosHeaders.from(config?.headers).get(name);

let session: SessionTokens | null;
const onSignInRequired = jest.fn();

beforeEach(() => {
  seen.length = 0;
  session = null;
  onSignInRequired.mockReset();
  resetApiClient();
  localStorage.clear();
  configureApiClient({
    getLanguage: () => 'ar',
    getArea: () => 'selfcare',
    getSession: () => session,
    getSelectedLine: () => null,
    onSignInRequired,
    appVersion: '1.4.0',
    channel: 'web',
  });
});

describe('the api client headers', () => {
  it('sends sdata with channel, area, browser uuid, language and version, and the 100 s time-out', async () => {
    useAdapter((config) => answer(config, 200, { ok: true }));
    await api.get('/api/ms-config/v2/app-config');
    await api.get('/api/ms-config/v2/app-config');
    const sdata = decodeSdata(String(header(seen[0], 'sdata')));
    expect(sdata).toEqual({ channel: 'web', origin: 'selfcare', uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), language: 'ar', appVersion: '1.4.0' });
    expect(localStorage.getItem(STORAGE_KEYS.browserId)).toBe(sdata.uuid);
    expect(decodeSdata(String(header(seen[1], 'sdata'))).uuid).toBe(sdata.uuid);
    expect(seen[0]?.timeout).toBe(100000);
    expect(header(seen[0], 'Authorization')).toBeFalsy();
  });

  it('adds the Authorization and the segmentation token when signed in with a line', async () => {
    session = { tokenType: 'Bearer', accessToken: 'at-1' };
    configureApiClient({ getSelectedLine: () => ({ mdnSegmentationToken: 'seg-9' }) });
    useAdapter((config) => answer(config, 200, []));
    await api.get('/api/ms-balance/v1/balances');
    expect(header(seen[0], 'Authorization')).toBe('Bearer at-1');
    expect(header(seen[0], 'mdn-segmentation-token')).toBe('Bearer seg-9');
  });

  it('sends nothing of the session on an anonymous call', async () => {
    session = { tokenType: 'Bearer', accessToken: 'at-1' };
    useAdapter((config) => answer(config, 200, []));
    await api.get('/api/v1/ms-billing/invoices/b2c/search/0612345678', { anonymous: true });
    expect(header(seen[0], 'Authorization')).toBeFalsy();
  });
});

describe('authorization', () => {
  it('refuses an authorized call while nobody is signed in and asks for sign-in', async () => {
    useAdapter((config) => answer(config, 200, {}));
    await expect(api.get('/api/ms-client/v1/profile', { authorized: true })).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    await expect(api.get('/api/ms-client/v1/profile', { headers: { Authorization: 'Bearer' } })).rejects.toBeInstanceOf(ApiError);
    expect(onSignInRequired).toHaveBeenCalledTimes(2);
    expect(seen).toHaveLength(0);
  });

  it('refreshes once for three concurrent 401s, then replays each call once', async () => {
    session = { tokenType: 'Bearer', accessToken: 'old' };
    const refreshSession = jest.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      session = { tokenType: 'Bearer', accessToken: 'new' };
      return true;
    });
    configureApiClient({ refreshSession });
    useAdapter((config) =>
      header(config, 'Authorization') === 'Bearer new' ? answer(config, 200, { url: config.url }) : answer(config, 401, { code: 'unauthorized' }),
    );
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results).toEqual([{ url: '/a' }, { url: '/b' }, { url: '/c' }]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(6);
    expect(seen.slice(3).map((c) => header(c, 'Authorization'))).toEqual(['Bearer new', 'Bearer new', 'Bearer new']);
  });

  it('replays once only: a second 401 is final', async () => {
    session = { tokenType: 'Bearer', accessToken: 'old' };
    const refreshSession = jest.fn(async () => {
      session = { tokenType: 'Bearer', accessToken: 'new' };
      return true;
    });
    configureApiClient({ refreshSession });
    useAdapter((config) => answer(config, 401, { code: 'unauthorized' }));
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(seen).toHaveLength(2);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('asks for sign-in once when the refresh is refused, and rejects every call', async () => {
    session = { tokenType: 'Bearer', accessToken: 'old' };
    const refreshSession = jest.fn(async () => false);
    configureApiClient({ refreshSession });
    useAdapter((config) => answer(config, 401, { error: 'token-expired' }));
    const outcomes = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401, code: 'token-expired' });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a call marked skipAuthRefresh (the refresh call itself)', async () => {
    session = { tokenType: 'Bearer', accessToken: 'old' };
    const refreshSession = jest.fn(async () => true);
    configureApiClient({ refreshSession });
    useAdapter((config) => answer(config, 401, { code: 'refresh-expired' }));
    await expect(api.post('/api/ms-iam/v1/refresh-token', {}, { skipAuthRefresh: true })).rejects.toMatchObject({ code: 'refresh-expired' });
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

describe('error shape', () => {
  it('reads the server code, else the error field, else generic_exception', async () => {
    useAdapter((config) => {
      if (config.url === '/code') return answer(config, 400, { code: 'payment-021', error: 'x', message: 'blocked' });
      if (config.url === '/error') return answer(config, 409, { error: 'ecom-067' });
      return answer(config, 502, '<html>bad gateway</html>');
    });
    const code = await api.get('/code').catch((e: unknown) => e);
    expect(code).toBeInstanceOf(ApiError);
    expect(code).toMatchObject({ status: 400, code: 'payment-021', message: 'blocked', data: { code: 'payment-021', error: 'x', message: 'blocked' } });
    await expect(api.get('/error')).rejects.toMatchObject({ status: 409, code: 'ecom-067' });
    await expect(api.get('/other')).rejects.toMatchObject({ status: 502, code: 'generic_exception' });
  });

  it('names network failures and time-outs', async () => {
    useAdapter((config) => {
      if (config.url === '/slow') throw new AxiosError('timeout of 100000ms exceeded', 'ECONNABORTED', config);
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    });
    await expect(api.get('/slow')).rejects.toMatchObject({ status: 0, code: 'timeout' });
    await expect(api.get('/down')).rejects.toMatchObject({ status: 0, code: 'network-error' });
    const error = await api.get('/down').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
  });
});

describe('apiRequest in sagas', () => {
  it('answers the body to a saga', async () => {
    useAdapter((config) => answer(config, 200, { puk: '12345678' }));
    let received: unknown;
    function* getPuk() {
      received = yield call(apiRequest, { url: '/api/ms-service/v1/get-puk', params: { mdn: '0612345678' } });
    }
    await runSaga({}, getPuk).toPromise();
    expect(received).toEqual({ puk: '12345678' });
    expect(seen[0]?.params).toEqual({ mdn: '0612345678' });
  });

  it('aborts the request when the saga is cancelled', async () => {
    let signal: AbortSignal | undefined;
    useAdapter(
      (config) =>
        new Promise((_resolve, reject) => {
          signal = config.signal as AbortSignal;
          signal.addEventListener('abort', () => reject(new AxiosError('canceled', 'ERR_CANCELED', config)));
        }),
    );
    function* slow() {
      yield call(api.get, '/slow');
    }
    const task = runSaga({}, slow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signal?.aborted).toBe(false);
    task.cancel();
    expect(signal?.aborted).toBe(true);
  });
});

describe('setApiClientAdapter', () => {
  it('sends requests through the given function (a server render), until reset', async () => {
    const served: string[] = [];
    const serve: AxiosAdapter = async (config) => {
      served.push(`${String(config.method)} ${String(config.url)}`);
      return answer(config, 200, { ok: true });
    };
    setApiClientAdapter(serve);
    await expect(api.get('/api/v1/probe')).resolves.toEqual({ ok: true });
    expect(served).toEqual(['get /api/v1/probe']);
    resetApiClient();
    expect(getApiClientAdapter()).toBeNull();
  });
});
