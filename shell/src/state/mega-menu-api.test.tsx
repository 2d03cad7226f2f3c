import { screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { setApiClientAdapter } from '@atlas/runtime';
import { createShellStore } from '../app/shell-store';
import { loadRemoteModule } from '../platform/remote-loader';
import { renderShell } from '../test/render-shell';
import { megaMenuApi } from './mega-menu-api';

jest.mock('../platform/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

beforeEach(() => {
  mockedLoad.mockReset();
  mockedLoad.mockResolvedValue({ module: { default: () => <h1>home</h1> }, version: '1.0.0', usedFallback: false });
});
afterEach(() => {
  setApiClientAdapter(null);
});

const unavailable = (config: InternalAxiosRequestConfig) =>
  Promise.reject(
    Object.assign(new Error('Request failed with status code 503'), {
      isAxiosError: true,
      config,
      response: { data: { code: 'service_unavailable', error: 'service_unavailable', message: 'down' }, status: 503, statusText: '', headers: {}, config },
    }),
  );

it('reads the menu of each language once, from ms-content', async () => {
  const requested: string[] = [];
  setApiClientAdapter(async (config) => {
    requested.push(`${config.url}?language=${(config.params as { language: string }).language}`);
    return { data: [{ id: 'pro', label: 'Pro', link: '/pro' }], status: 200, statusText: 'OK', headers: {}, config };
  });
  const store = createShellStore('fr');
  const english = await store.dispatch(megaMenuApi.endpoints.megaMenu.initiate('en'));
  await store.dispatch(megaMenuApi.endpoints.megaMenu.initiate('en'));
  expect(requested).toEqual(['/api/v1/ms-content/megamenu?language=en']);
  expect(english.data).toEqual([{ id: 'pro', label: 'Pro', link: '/pro' }]);
});

it('keeps the server code when the menu cannot be loaded', async () => {
  setApiClientAdapter(unavailable as never);
  const store = createShellStore('fr');
  const answer = await store.dispatch(megaMenuApi.endpoints.megaMenu.initiate('fr'));
  expect(answer.error).toMatchObject({ status: 503, code: 'service_unavailable' });
});

it("draws the page language's menu in the header, and says when it is unavailable", async () => {
  setApiClientAdapter(async (config) => ({
    data: [{ id: 'pro', label: (config.params as { language: string }).language === 'en' ? 'Business' : 'Entreprises', link: '/pro', children: [] }],
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
  const first = renderShell('/en');
  expect(await screen.findAllByText('Business')).not.toHaveLength(0);
  expect(screen.queryByText('Entreprises')).toBeNull();
  first.unmount();

  setApiClientAdapter(unavailable as never);
  renderShell('/');
  expect(await screen.findByText('Le menu est momentanément indisponible.')).toBeInTheDocument();
});
