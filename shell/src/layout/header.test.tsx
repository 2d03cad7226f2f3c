import { act, screen, waitFor } from '@testing-library/react';
import { setApiClientAdapter, sessionActions } from '@atlas/runtime';
import { loadRemoteModule } from '../platform/remote-loader';
import { manifestOf } from '../test/manifest-fixtures';
import { renderShell } from '../test/render-shell';
import { profile } from '../test/session-fixtures';

jest.mock('../platform/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const manifest = manifestOf({
  'mf-catalogue': { routes: [{ path: '/' }] },
  'mf-selfcare': { routes: [{ path: '/dashboard', area: 'selfcare' }], widgets: [{ name: 'header-account', module: './header-account' }] },
});

beforeEach(() => {
  localStorage.clear();
  mockedLoad.mockReset();
  mockedLoad.mockImplementation(async (_target, module) => ({
    module: { default: () => (module === './header-account' ? <button type="button">Salma</button> : <h1>home</h1>) },
    version: '1.0.0',
    usedFallback: false,
  }));
  setApiClientAdapter(async (config) => ({ data: [], status: 200, statusText: 'OK', headers: {}, config }));
});
afterEach(() => {
  setApiClientAdapter(null);
});

const loadedModules = () => mockedLoad.mock.calls.map(([, module]) => module);

it("loads the account menu's remote only once someone is signed in: a visitor's page fetches no self-care code", async () => {
  const { store } = renderShell('/', manifest);
  await screen.findByRole('heading', { name: 'home' });
  expect(loadedModules()).toEqual(['./routes']);

  act(() => {
    store.dispatch(sessionActions.sessionOpened({ expiresAt: Date.now() / 1000 + 300 }));
  });
  expect(await screen.findByRole('button', { name: 'Salma' })).toBeInTheDocument();
  await waitFor(() => expect(loadedModules()).toContain('./header-account'));
});

it('draws the customer’s initials in the account menu’s place while its remote loads, so the header does not move', async () => {
  let arrive: () => void = () => undefined;
  mockedLoad.mockImplementation(async (_target, module) => {
    if (module === './header-account') await new Promise<void>((resolve) => (arrive = resolve));
    return {
      module: { default: () => (module === './header-account' ? <button type="button">Salma</button> : <h1>home</h1>) },
      version: '1.0.0',
      usedFallback: false,
    };
  });
  const { store } = renderShell('/', manifest);
  await screen.findByRole('heading', { name: 'home' });
  act(() => {
    store.dispatch(sessionActions.sessionOpened({ expiresAt: Date.now() / 1000 + 300 }));
    store.dispatch(sessionActions.profileStored({ profile, selectedLine: null }));
  });
  await waitFor(() => expect(loadedModules()).toContain('./header-account'));
  const standIn = document.querySelector('[data-header-account-stand-in]');
  expect(standIn).toHaveTextContent('SISalma');
  expect(standIn).toHaveAttribute('aria-hidden', 'true');

  await act(async () => arrive());
  expect(await screen.findByRole('button', { name: 'Salma' })).toBeInTheDocument();
  expect(document.querySelector('[data-header-account-stand-in]')).toBeNull();
});
