import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import { createShellStore } from '../app/shell-store';
import { loadRemoteModule } from './remote-loader';
import { useRemoteModule } from './use-remote-module';
import { remoteVersion } from '../test/manifest-fixtures';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const target = { name: 'mf-catalogue', container: 'mf_catalogue', version: remoteVersion('1.0.0'), fallback: null };
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={createShellStore('fr')}>{children}</Provider>;

beforeEach(() => mockedLoad.mockReset());

it('draws a module already loaded (a server-rendered page’s route) at its first render, without loading it again', () => {
  const preloaded = { remote: 'mf-catalogue', exposed: './routes', module: { default: 'routes' }, version: '1.0.0' };
  const { result } = renderHook(() => useRemoteModule(target, './routes', preloaded), { wrapper });
  expect(result.current.state).toEqual({ status: 'ready', module: { default: 'routes' }, version: '1.0.0' });
  expect(mockedLoad).not.toHaveBeenCalled();
});

it('loads the module otherwise, starting from its loading state', async () => {
  mockedLoad.mockResolvedValueOnce({ module: { default: 'routes' }, version: '1.0.0', usedFallback: false });
  const { result } = renderHook(() => useRemoteModule(target, './routes'), { wrapper });
  expect(result.current.state).toEqual({ status: 'loading' });
  await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', module: { default: 'routes' }, version: '1.0.0' }));
});
