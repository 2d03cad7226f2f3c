import { busEvents } from '@atlas/contracts';
import { apiClient } from '@atlas/runtime';
import { createShellStore, shellState } from '../app/shell-store';

afterEach(() => {
  delete apiClient.defaults.adapter;
});

it('loads the menu of the new language on each locale change', async () => {
  const requested: string[] = [];
  apiClient.defaults.adapter = async (config) => {
    requested.push(`${config.url}?language=${(config.params as { language: string }).language}`);
    return { data: [{ id: 'pro', label: 'Pro', link: '/pro' }], status: 200, statusText: 'OK', headers: {}, config };
  };
  const store = createShellStore('fr');
  store.dispatch(busEvents.localeChanged({ language: 'en' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(requested).toEqual(['/api/v1/ms-content/megamenu?language=en']);
  expect(shellState(store.getState()).megaMenu).toMatchObject({ status: 'loaded', language: 'en', entries: [{ id: 'pro' }] });
});

it('keeps the server code when the menu cannot be loaded', async () => {
  apiClient.defaults.adapter = async (config) => {
    const error = Object.assign(new Error('Request failed with status code 503'), {
      isAxiosError: true,
      config,
      response: { data: { code: 'service_unavailable', error: 'service_unavailable', message: 'down' }, status: 503, statusText: '', headers: {}, config },
    });
    throw error;
  };
  const store = createShellStore('fr');
  store.dispatch(busEvents.localeChanged({ language: 'fr' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(shellState(store.getState()).megaMenu).toMatchObject({ status: 'failed', error: 'service_unavailable' });
});
