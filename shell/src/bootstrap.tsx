import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { type AppConfig } from '@atlas/contracts';
import {
  addTranslations,
  browserId,
  configureApiClient,
  createI18n,
  loadAppConfig,
  localeFromPath,
} from '@atlas/runtime';
import { App } from './app/app';
import { createShellStore, shellState } from './app/shell-store';
import { shellTranslations } from './i18n/shell-translations';
import { parseOverrides } from './platform/choose-version';
import { providedLibraries } from './platform/provided-libraries';
import { loadPlatformManifest } from './platform/load-platform-manifest';
import { createPlatform, PlatformProvider } from './platform/platform-context';
import { loadRemoteModule } from './platform/remote-loader';
import { resolveRoute } from './platform/route-table';
import { NavigationBridge } from './session/navigation-bridge';
import { startSession } from './session/start-session';
import { startAnalyticsWhenAllowed } from './analytics/start-analytics';

const DEFAULT_SELF_CARE_PREFIX = '/espace-client';
/** The first screen never waits longer than this for a configuration it has no copy of. */
const CONFIG_WAIT_MS = 3000;

async function start(): Promise<void> {
  const { language } = localeFromPath(window.location.pathname);
  const i18n = createI18n(language);
  addTranslations('shell', shellTranslations);
  const store = createShellStore(language);

  configureApiClient({
    getLanguage: () => shellState(store.getState()).locale.language,
    getArea: () => 'public',
    appVersion: __PART_VERSION__,
    channel: 'web',
  });

  const [manifest, config] = await Promise.all([
    loadPlatformManifest(),
    Promise.race([
      // Applies the labels and error texts as soon as a copy (cached or fresh) is there.
      loadAppConfig().catch((): AppConfig | null => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), CONFIG_WAIT_MS)),
    ]),
  ]);

  const selfCarePrefix = config?.appParams.selfCarePrefix ?? DEFAULT_SELF_CARE_PREFIX;
  startSession(store, () => selfCarePrefix);

  const platform = createPlatform(manifest, {
    browserId: browserId(),
    overrides: parseOverrides(window.location.search),
    selfCarePrefix,
  });

  // The shell's copy of the form libraries starts loading before any remote asks for them, so
  // the remotes share it (Module Federation's loaded-first picks a copy already loading) instead of
  // a remote's own copy winning a tie of equal versions.
  void providedLibraries.forms().catch(() => undefined);
  // Start fetching the first route's remote now, while React renders the layout around it.
  const firstRoute = resolveRoute(platform.routes, localeFromPath(window.location.pathname).rest);
  const firstTarget = firstRoute ? platform.targetOf(firstRoute.remote) : null;
  if (firstTarget) void loadRemoteModule(firstTarget, firstTarget.version.routesModule).catch(() => undefined);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <PlatformProvider platform={platform}>
            <BrowserRouter>
              <NavigationBridge />
              <App />
            </BrowserRouter>
          </PlatformProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  startAnalyticsWhenAllowed();
}

void start();
