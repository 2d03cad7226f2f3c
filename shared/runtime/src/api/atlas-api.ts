import type { AxiosRequestConfig } from 'axios';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiClient } from './api-client';
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
    const response = await apiClient.request({ signal, ...request });
    return { data: response.data };
  } catch (error) {
    const { status, code, message, data } = toApiError(error);
    return { error: { isApiError: true, status, code, message, data: data ?? null } };
  }
};

/** Where the reads live in the page's store. */
export const ATLAS_API_PATH = 'atlasApi';

/**
 * The page's one way to read data (RTK Query). It holds no endpoint: each remote (and the UI kit)
 * injects its own with `atlasApi.injectEndpoints`, with its own cache lifetime
 * (`keepUnusedDataFor`, seconds) and tags (`atlasApi.enhanceEndpoints({ addTagTypes })`).
 * createPlatformStore installs its reducer and middleware, in the shell and in a remote's own harness.
 */
export const atlasApi = createApi({
  reducerPath: ATLAS_API_PATH,
  baseQuery: atlasBaseQuery,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

export type AtlasApi = typeof atlasApi;

/** Pass instead of a query's argument to not read yet (`useProductQuery(id ?? skipToken)`). */
export { skipToken } from '@reduxjs/toolkit/query/react';
