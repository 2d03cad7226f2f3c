/**
 * @jest-environment node
 */
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createPlatformStore } from '../store/create-platform-store';
import { resetApiClient, setApiClientAdapter } from './api-client';
import { ATLAS_API_PATH, atlasApi, hydrateServerState } from './atlas-api';

const requests: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  requests.push(String(config.url));
  return { data: { title: `Offres ${String(config.params?.family)}` }, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
};

const probeApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    probeTitle: build.query<{ title: string }, string>({ query: (family) => ({ url: '/api/v1/probe/title', params: { family } }) }),
  }),
});

function Title({ family }: { family: string }) {
  const { data } = probeApi.useProbeTitleQuery(family);
  return <h1>{data ? data.title : 'loading'}</h1>;
}

const page = (store: ReturnType<typeof createPlatformStore>) => (
  <Provider store={store}>
    <Title family="mobile" />
  </Provider>
);

beforeEach(() => {
  requests.length = 0;
  resetApiClient();
  setApiClientAdapter(adapter);
});

afterAll(() => resetApiClient());

describe('atlasApi in a server render (no window)', () => {
  it('starts a query during render; after the running queries, a second render has the data', async () => {
    const store = createPlatformStore({ devTools: false });
    expect(renderToString(page(store))).toContain('loading');
    const running = await store.dispatch(atlasApi.util.getRunningQueriesThunk());
    expect(running).toHaveLength(1);
    await Promise.all(running);
    expect(requests).toEqual(['/api/v1/probe/title']);
    expect(renderToString(page(store))).toContain('Offres mobile');
  });

  it("gives another store the server's reads with hydrateServerState: it renders them without asking", async () => {
    const server = createPlatformStore({ devTools: false });
    renderToString(page(server));
    await Promise.all(server.dispatch(atlasApi.util.getRunningQueriesThunk()));
    const state = { [ATLAS_API_PATH]: (server.getState() as unknown as Record<string, unknown>)[ATLAS_API_PATH] };

    requests.length = 0;
    const browser = createPlatformStore({ devTools: false });
    browser.dispatch(hydrateServerState(JSON.parse(JSON.stringify(state)) as typeof state));
    expect(probeApi.endpoints.probeTitle.select('mobile')(browser.getState() as never).data).toEqual({ title: 'Offres mobile' });
    expect(renderToString(page(browser))).toContain('Offres mobile');
    expect(requests).toEqual([]);
  });

  it('ignores a server state without reads', () => {
    const browser = createPlatformStore({ devTools: false });
    browser.dispatch(hydrateServerState({}));
    expect(probeApi.endpoints.probeTitle.select('mobile')(browser.getState() as never).data).toBeUndefined();
  });
});
