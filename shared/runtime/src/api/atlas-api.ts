import type { AxiosRequestConfig } from 'axios';
import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { sendApiRequest } from './api-client';
import { toApiError } from './api-error';

/** What an endpoint asks of the page's one api client: an axios request (url, method, params, data, headers, `authorized`...). */
export type AtlasRequest = AxiosRequestConfig & { url: string };

/**
 * A failed read as the store keeps it (plain data, never an Error): the HTTP status (0 without an
 * answer), the server's error code (show it with errorText), its message and body.
 */
export interface AtlasQueryError {
  /** So that toApiError, errorCodeOf and isApiError read it as they read a thrown call's error. */
  isApiError: true;
  status: number;
  code: string;
  message: string;
  data: unknown;
}

/**
 * RTK Query's base query over the one api client: its interceptors add the tokens, the selected
 * line, the language (sdata) and refresh a session, and its errors become the stable error code.
 */
export const atlasBaseQuery: BaseQueryFn<AtlasRequest, unknown, AtlasQueryError> = async (request, { signal }) => {
  try {
    const response = await sendApiRequest({ signal, ...request });
    return { data: response.data };
  } catch (error) {
    const { status, code, message, data } = toApiError(error);
    return { error: { isApiError: true, status, code, message, data: data ?? null } };
  }
};

/** Where the reads live in the page's store. */
export const ATLAS_API_PATH = 'atlasApi';

/** What a server render leaves for the browser's store: RTK Query's slice under its path. */
export interface ServerState {
  [ATLAS_API_PATH]?: unknown;
}

/**
 * The browser's store takes the server render's reads (dispatch before the first render), so its
 * first render draws what the server drew instead of loading states.
 */
export const hydrateServerState = createAction<ServerState>('platform/hydrateServerState');

/**
 * RTK Query with its React hooks. In a server render (no window) a query starts during render
 * (`unstable__sideEffectsInRender`), so the server can await the running queries and render again
 * with their data; in the browser queries start in effects, as usual.
 */
const createAtlasApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/**
 * The page's one way to read data (RTK Query). It holds no endpoint: each remote (and the UI kit)
 * injects its own with `atlasApi.injectEndpoints`, with its own cache lifetime
 * (`keepUnusedDataFor`, seconds) and tags (`atlasApi.enhanceEndpoints({ addTagTypes })`).
 * createPlatformStore installs its reducer and middleware, in the shell and in a remote's own harness.
 */
export const atlasApi = createAtlasApi({
  reducerPath: ATLAS_API_PATH,
  baseQuery: atlasBaseQuery,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK Query's own rehydration type
    hydrateServerState.match(action) ? (action.payload[reducerPath] as any) : undefined,
});

export type AtlasApi = typeof atlasApi;

/** Pass instead of a query's argument to not read yet (`useProductQuery(id ?? skipToken)`). */
export { skipToken } from '@reduxjs/toolkit/query/react';
