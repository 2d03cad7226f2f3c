import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from './remote-loader';
import { remoteVersion } from '../test/manifest-fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
});

it('registers the chosen version under its alias and loads the exposed module', async () => {
  mockedLoad.mockResolvedValueOnce({ default: 'routes' });
  const loaded = await loadRemoteModule({ name: 'mf-a', container: 'mf_a', version: remoteVersion('1.0.0'), fallback: null }, './routes');
  expect(mockedRegister).toHaveBeenCalledWith([{ name: 'mf_a', alias: 'mf-a', entry: '/remotes/mf-catalogue/1.0.0/mf-manifest.json' }], { force: false });
  expect(mockedLoad).toHaveBeenCalledWith('mf-a/routes');
  expect(loaded).toEqual({ module: { default: 'routes' }, version: '1.0.0', usedFallback: false });
});

it('falls back to the last good version when the active one fails', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('entry missing')).mockResolvedValueOnce({ default: 'old' });
  const loaded = await loadRemoteModule({ name: 'mf-b', container: 'mf_b', version: remoteVersion('2.0.0'), fallback: remoteVersion('1.0.0') }, './routes');
  expect(loaded).toEqual({ module: { default: 'old' }, version: '1.0.0', usedFallback: true });
  expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'mf_b', alias: 'mf-b', entry: '/remotes/mf-catalogue/1.0.0/mf-manifest.json' }], { force: true });
});

it('fails when there is no version to fall back to, and re-registers on retry', async () => {
  const target = { name: 'mf-c', container: 'mf_c', version: remoteVersion('1.0.0'), fallback: null };
  mockedLoad.mockResolvedValueOnce(null);
  await expect(loadRemoteModule(target, './routes')).rejects.toThrow('mf-c did not provide ./routes');
  mockedLoad.mockResolvedValueOnce({ default: 'ok' });
  await loadRemoteModule(target, './routes', { retry: true });
  expect(mockedRegister).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
});

it('shares one load between the early fetch at start and the area that renders it', async () => {
  mockedLoad.mockRejectedValueOnce(new Error('entry missing')).mockResolvedValueOnce({ default: 'old' });
  const target = { name: 'mf-d', container: 'mf_d', version: remoteVersion('2.0.0'), fallback: remoteVersion('1.0.0') };
  const [early, area] = await Promise.all([loadRemoteModule(target, './routes'), loadRemoteModule(target, './routes')]);
  expect(area).toBe(early);
  expect(mockedLoad).toHaveBeenCalledTimes(2);
});
