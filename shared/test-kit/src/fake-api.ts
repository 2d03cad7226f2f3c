import { AxiosError, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getApiClientAdapter, setApiClientAdapter } from '@atlas/runtime';

export interface FakeAnswer {
  status: number;
  data: unknown;
}

export type FakeHandler = (request: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces the network under the shared api client (its axios adapter), so calls go through the
 * real client (headers, error shape) and never reach a server. A failing status rejects as axios
 * does; an aborted call rejects as canceled.
 */
export function fakeApi(handler: FakeHandler) {
  const requests: InternalAxiosRequestConfig[] = [];
  const previous = getApiClientAdapter();
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      requests.push(config);
      const signal = config.signal as AbortSignal | undefined;
      signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
      Promise.resolve(handler(config)).then(({ status, data }) => {
        const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config, request: {} };
        if (status >= 400) {
          reject(new AxiosError(`Request failed with status code ${status}`, status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, {}, response));
        } else {
          resolve(response);
        }
      }, reject);
    });
  setApiClientAdapter(adapter);
  return {
    requests,
    restore: () => {
      setApiClientAdapter(previous);
    },
  };
}

/** A promise answered when the test says so: for calls still in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
