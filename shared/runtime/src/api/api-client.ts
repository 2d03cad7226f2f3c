import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { CANCEL } from 'redux-saga';
import { getI18n, hasI18n } from '../i18n/create-i18n';
import { loadErrorTexts } from '../i18n/error-text';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@atlas/contracts';
import { platformOf } from '@atlas/contracts/client-platform';
import { ApiError, apiErrorOfAnswer, CLIENT_ERROR_CODES, toApiError } from './api-error';
import { getBrowserId } from './browser-id';
import { encodeSdata, type ApiArea } from './sdata';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The call needs a signed-in customer: refused (and sign-in asked for) when nobody is. */
    authorized?: boolean;
    /** Sent without Authorization nor segmentation token (the anonymous invoice search). */
    anonymous?: boolean;
    /** A 401 is final: no refresh, no replay (the refresh call itself). */
    skipAuthRefresh?: boolean;
    /** Set on the replay after a refresh, so a call is replayed once at most. */
    replayed?: boolean;
  }
}

export interface SessionTokens {
  tokenType: string;
  accessToken: string;
}

export interface SelectedLineToken {
  tokenType?: string;
  mdnSegmentationToken: string;
}

export interface ApiClientSettings {
  getLanguage: () => Language;
  getArea: () => ApiArea;
  getSession: () => SessionTokens | null;
  getSelectedLine: () => SelectedLineToken | null;
  /** Gets new tokens with the refresh token; answers whether it worked. Called once for all 401s in flight. */
  refreshSession: () => Promise<boolean>;
  /** Nobody is signed in (or the session cannot be refreshed): the shell goes to the sign-in route. */
  onSignInRequired: () => void;
  appVersion: string;
  channel: string;
  baseURL?: string;
}

export const API_TIMEOUT_MS = 100000;

const defaults: ApiClientSettings = {
  getLanguage: () => {
    const language = hasI18n() ? getI18n().language : DEFAULT_LANGUAGE;
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  },
  getArea: () => 'public',
  getSession: () => null,
  getSelectedLine: () => null,
  refreshSession: () => Promise.resolve(false),
  onSignInRequired: () => undefined,
  appVersion: '0.0.0',
  // The spec's platform vocabulary (web, android, ios, unknown): where this page runs.
  channel: platformOf(typeof navigator === 'undefined' ? null : navigator.userAgent),
};

let settings: ApiClientSettings = { ...defaults };
/** How requests leave when not by the network: a server render's function, a test's fake. */
let transport: AxiosAdapter | null = null;

/**
 * The page's one HTTP client, an axios instance (a Module Federation singleton with
 * @atlas/runtime), made at the first request: axios is fetched then (issue 34), so a page that
 * sends none — a visitor's server-rendered page, whose reads came with its HTML — never loads it.
 */
let client: AxiosInstance | null = null;
let clientLoading: Promise<AxiosInstance> | null = null;

/** Called by the shell at start (and by a remote in standalone mode); later calls change only what they give. */
export function configureApiClient(next: Partial<ApiClientSettings>): void {
  settings = { ...settings, ...next };
}

/**
 * How requests leave (an axios adapter): a server render answers them with a function instead of
 * the network. `null` gives axios' own back (XHR/fetch in the browser, http in Node).
 */
export function setApiClientAdapter(adapter: AxiosAdapter | null): void {
  transport = adapter;
}

/** The adapter set with setApiClientAdapter, or null (the network's). */
export const getApiClientAdapter = (): AxiosAdapter | null => transport;

/** Back to the defaults (tests). */
export function resetApiClient(): void {
  settings = { ...defaults };
  refreshing = null;
  transport = null;
}

const authorizationOf = (session: SessionTokens | null): string | null => (session ? `${session.tokenType} ${session.accessToken}` : null);

/** The `sdata` header of every call: channel, area, browser id, language and version. */
const sdataHeader = (): string =>
  encodeSdata({
    channel: settings.channel,
    origin: settings.getArea(),
    uuid: getBrowserId(),
    language: settings.getLanguage(),
    appVersion: settings.appVersion,
  });

let refreshing: Promise<boolean> | null = null;

/** One refresh for every 401 in flight; a refusal asks for sign-in once. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    let ok = false;
    try {
      ok = await settings.refreshSession();
    } catch {
      ok = false;
    }
    if (!ok) settings.onSignInRequired();
    return ok;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function createClient(): Promise<AxiosInstance> {
  // The page starts calling the API: the error catalogue's fallback texts come along.
  loadErrorTexts(settings.getLanguage());
  const { default: axios, AxiosHeaders } = await import('axios');
  const instance = axios.create({ timeout: API_TIMEOUT_MS });

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('sdata', sdataHeader());
    const session = settings.getSession();
    const asksForAuthorization = config.authorized === true || headers.has('Authorization');
    if (config.anonymous) {
      headers.delete('Authorization');
    } else {
      if (asksForAuthorization && !session) {
        settings.onSignInRequired();
        throw new ApiError(401, CLIENT_ERROR_CODES.unauthorized, 'Sign-in required');
      }
      const authorization = authorizationOf(session);
      if (authorization) headers.set('Authorization', authorization);
      const line = settings.getSelectedLine();
      if (line?.mdnSegmentationToken) {
        headers.set('mdn-segmentation-token', `${line.tokenType ?? session?.tokenType ?? 'Bearer'} ${line.mdnSegmentationToken}`);
      }
    }
    config.headers = headers;
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config;
    const sentAuthorization = config ? AxiosHeaders.from(config.headers).get('Authorization') : null;
    if (error.response?.status === 401 && config && !config.replayed && !config.skipAuthRefresh && sentAuthorization) {
      const current = authorizationOf(settings.getSession());
      // Another call already refreshed the tokens after this one left: just replay it.
      const ok = current && current !== sentAuthorization ? true : await refreshOnce();
      if (ok) return sendApiRequest({ ...config, replayed: true });
    }
    throw toApiError(error);
  });
  client = instance;
  return instance;
}

/**
 * Sends a request through the one client (its headers, refresh and error shape) and answers the
 * response; the first call fetches axios. Rejects with an ApiError.
 */
export function sendApiRequest<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  const request: AxiosRequestConfig = {
    ...(settings.baseURL !== undefined ? { baseURL: settings.baseURL } : {}),
    ...config,
    ...(transport ? { adapter: transport } : {}),
  };
  if (client) return client.request<T>(request);
  clientLoading ??= createClient();
  return clientLoading.then((loaded) => loaded.request<T>(request));
}

/**
 * A public read (no session, no line) that answers the body, sent with `fetch` while axios is not
 * loaded yet: the app configuration every page reads at start no longer needs it (issue 34). Same
 * `sdata` header, time-out and error codes as the client; through the client once it is loaded,
 * or when requests do not go to the network (a server render, a test's fake).
 */
export async function readPublic<T>(url: string): Promise<T> {
  if (client || transport || typeof fetch !== 'function') return apiRequest<T>({ method: 'GET', url, anonymous: true });
  let response: Response;
  try {
    response = await fetch(`${settings.baseURL ?? ''}${url}`, {
      headers: { Accept: 'application/json, text/plain, */*', sdata: sdataHeader() },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network, message);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON: kept as the text, as axios does.
  }
  if (!response.ok) throw apiErrorOfAnswer(response.status, body, `Request failed with status code ${response.status}`);
  return body as T;
}

/**
 * A call that answers the body, and that redux-saga aborts when the saga is cancelled
 * (takeLatest): `const offers = yield call(apiRequest, { url: '/api/ms-order/v1/get-catalog', authorized: true })`.
 */
export function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const controller = new AbortController();
  const promise = sendApiRequest<T>({ signal: controller.signal, ...config }).then((response) => response.data);
  return Object.assign(promise, { [CANCEL]: () => controller.abort() });
}

/** Shorthands that answer the body (and abort with the saga). */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => apiRequest<T>({ ...config, method: 'GET', url }),
  delete: <T>(url: string, config?: AxiosRequestConfig) => apiRequest<T>({ ...config, method: 'DELETE', url }),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => apiRequest<T>({ ...config, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => apiRequest<T>({ ...config, method: 'PUT', url, data }),
  patch: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => apiRequest<T>({ ...config, method: 'PATCH', url, data }),
};
