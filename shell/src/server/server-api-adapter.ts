import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ServerApi } from '@atlas/contracts/server-render';

export type { ServerApi, ServerApiRequest, ServerApiResponse } from '@atlas/contracts/server-render';

function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * The api client's transport during a server render: each request goes to the edge's `api`
 * function (no network), and its answer comes back as axios' would (an error from 400 on).
 */
export function serverApiAdapter(api: ServerApi): AxiosAdapter {
  return async (config) => {
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON(true)).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const answer = await api({ method: (config.method ?? 'get').toUpperCase(), url: axios.getUri(config), headers, body: bodyOf(config.data) });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: answer.headers,
      config,
      request: {},
    };
    const accepted = config.validateStatus ? config.validateStatus(answer.status) : answer.status < 400;
    if (!accepted) {
      const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, response.request, response);
    }
    return response;
  };
}
