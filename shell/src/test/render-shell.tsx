import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { type Language, type PlatformManifest } from '@atlas/contracts';
import { createI18n, sessionActions } from '@atlas/runtime';
import { remoteVersion } from './manifest-fixtures';
import { App } from '../app/app';
import { createShellStore } from '../app/shell-store';
import { createPlatform, PlatformProvider } from '../platform/platform-context';

export const catalogueManifest: PlatformManifest = {
  schemaVersion: 1,
  updatedAt: '2026-11-01T00:00:00Z',
  remotes: {
    'mf-catalogue': {
      name: 'mf-catalogue',
      container: 'mf_catalogue',
      activeVersion: '1.0.0',
      lastGoodVersion: null,
      history: [],
      versions: {
        '1.0.0': remoteVersion('1.0.0', [
          { path: '/' },
          { path: '/entreprise' },
          { path: '/offres-internet/fibre-optique/offer-selected', layout: { noLayoutOnMobile: true, noTopMargin: true } },
        ]),
      },
    },
  },
};

/** The whole shell at a path, with a real store and i18n; the network is the caller's to fake. */
export function renderShell(path: string, manifest: PlatformManifest = catalogueManifest) {
  const language: Language = path.startsWith('/ar') ? 'ar' : path.startsWith('/en') ? 'en' : 'fr';
  const i18n = createI18n(language);
  const store = createShellStore(language);
  // What the session's start says of a visitor with nothing kept (pages wait for it).
  store.dispatch(sessionActions.sessionClosed());
  const platform = createPlatform(manifest, { browserId: 'test-browser', overrides: {}, selfCarePrefix: '/espace-client' });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider platform={platform}>
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store };
}
