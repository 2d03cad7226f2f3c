import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import {
  browserId,
  configureApiClient,
  createI18n,
  hydrateServerState,
  loadAppConfig,
  loadTranslations,
  localeFromPath,
  readCachedAppConfig,
  selectSessionStatus,
  setLabelOverrides,
  SHARED_NAMESPACES,
  type PlatformStore,
} from '@atlas/runtime';
import { directionOf, type Language } from '@atlas/contracts';
import { platformOf } from '@atlas/contracts/client-platform';
import { loadRtlPlugin } from '@atlas/ui-kit';
import { App } from './app/app';
import { createShellStore, shellState } from './app/shell-store';
import { shellTexts } from './i18n/shell';
import { parseOverrides } from './platform/choose-version';
import { providedLibraryNames } from './platform/provided-libraries';
import { loadPlatformManifest } from './platform/load-platform-manifest';
import { createPlatform, PlatformProvider } from './platform/platform-context';
import { loadRemoteModule, type LoadedRemoteModule } from './platform/remote-loader';
import { finishTakeover, readServerRenderedPage, whenReady, type ServerRenderedPage, type ShellServerState } from './platform/server-rendered-page';
import { resolveRoute } from './platform/route-table';
import { startFieldTelemetryWhenIdle } from './telemetry/start-field-telemetry';
import { NavigationBridge } from './session/navigation-bridge';
import { startSession } from './session/start-session';
import { startAnalyticsWhenAllowed } from './analytics/start-analytics';

const DEFAULT_SELF_CARE_PREFIX = '/espace-client';

/** A remote's routes module: its page, and what its first render needs loaded beforehand. */
interface RoutesModule {
  default: unknown;
  preloadRoute?: (pathname: string) => Promise<unknown>;
}

/** The longest the takeover waits for the kept session to be read back before drawing the page anyway. */
const SESSION_WAIT_MS = 1500;
/** The longest the server's inert markup stays on screen: beyond, the page is drawn as a plain page. */
const TAKEOVER_LIMIT_MS = 10_000;

/**
 * Before the browser draws over a page rendered on the server: its store holds the server's reads,
 * the route's module and its page's code are there (the edge's hints preloaded them), and the kept
 * session is read back, so the first client render equals the server's markup and nothing shifts.
 * Null when anything fails: the page is then drawn as a plain page would be.
 */
async function prepareTakeover(
  page: ServerRenderedPage,
  language: Language,
  store: PlatformStore,
  firstRemote: Promise<LoadedRemoteModule<unknown> | null>,
  rest: string,
): Promise<LoadedRemoteModule<RoutesModule> | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), TAKEOVER_LIMIT_MS)));
  try {
    const state = page.state as ShellServerState;
    store.dispatch(hydrateServerState(state));
    // The labels the server drew with, for the page's language (the other languages' as kept):
    // the first render draws the same words, and the network's copy, the same, re-renders nothing.
    if (state.labels) setLabelOverrides({ ...readCachedAppConfig()?.appLanguagesData, [language]: state.labels });
    const ready = async () => {
      const loaded = (await firstRemote) as LoadedRemoteModule<RoutesModule> | null;
      // A version other than the server's (a fallback after a failed load): its page may differ, draw it anew.
      if (!loaded || loaded.version !== page.remote.slice(page.remote.lastIndexOf('@') + 1)) return null;
      await loaded.module.preloadRoute?.(rest);
      await whenReady(store.subscribe, () => selectSessionStatus(store.getState()) !== 'unknown', SESSION_WAIT_MS);
      return loaded;
    };
    return await Promise.race([ready(), late]);
  } catch (error) {
    console.warn('[platform] the server-rendered page could not be taken over; drawing it anew', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs in the commit that replaces the server's markup with the client's tree: the page is usable from that frame on. */
function TakeoverDone({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => finishTakeover(root), [root]);
  return null;
}

async function start(): Promise<void> {
  const { language } = localeFromPath(window.location.pathname);
  const i18n = createI18n(language);
  // The shell's words in the page's language only (one small file per namespace), fetched while
  // the manifest is; a remote's come with its code (the remote loader waits for them).
  const texts = loadTranslations(language, [...SHARED_NAMESPACES, shellTexts.ns]).catch((error: unknown) =>
    console.warn('[i18n] texts could not be loaded', error),
  );
  // An Arabic page is drawn right to left: the RTL styles' plugin comes with its texts (French and English pages never fetch it).
  const rightToLeft =
    directionOf(language) === 'rtl' ? loadRtlPlugin().catch((error: unknown) => console.warn('[theme] RTL styles could not be loaded', error)) : null;
  // The labels, then the store and the session in a task of their own: together they were one
  // 15 ms task (60 on a phone) of the first screen's blocking time (issue 18).
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  const store = createShellStore(language);

  configureApiClient({
    getLanguage: () => shellState(store.getState()).locale.language,
    getArea: () => 'public',
    appVersion: __PART_VERSION__,
    // web in a browser, android or ios inside the operator's app (the spec's platforms).
    channel: platformOf(navigator.userAgent),
  });

  // The first screen never waits for the app configuration: the bundled labels and the default
  // self-care prefix draw it; the copy kept from the last visit applies at once, and the
  // network's fills the labels in when it arrives (bound components re-render).
  const kept = readCachedAppConfig();
  void loadAppConfig().catch(() => null);
  const manifest = await loadPlatformManifest();

  await Promise.all([texts, rightToLeft]);

  const selfCarePrefix = kept?.appParams.selfCarePrefix ?? DEFAULT_SELF_CARE_PREFIX;
  startSession(store, () => selfCarePrefix);

  const platformOptions = { browserId: browserId(), overrides: parseOverrides(window.location.search), selfCarePrefix };
  let platform = createPlatform(manifest, platformOptions);

  // Start fetching the first route's remote now, while React renders the layout around it.
  const firstRoute = resolveRoute(platform.routes, localeFromPath(window.location.pathname).rest);
  const firstTarget = firstRoute ? platform.targetOf(firstRoute.remote) : null;
  const firstRemote = firstTarget ? loadRemoteModule(firstTarget, firstTarget.version.routesModule) : Promise.resolve(null);
  // A page rendered on the server (#root[data-server-rendered]) is taken over once the first render can equal it.
  const serverPage = readServerRenderedPage(document);
  const takeover = serverPage ? await prepareTakeover(serverPage, language, store, firstRemote, localeFromPath(window.location.pathname).rest) : null;
  if (takeover && firstTarget) {
    // The route's module is handed to the platform: the first render draws the page, not its loading state.
    const preloaded = { remote: firstTarget.name, exposed: firstTarget.version.routesModule, module: takeover.module, version: takeover.version };
    platform = createPlatform(manifest, { ...platformOptions, preloadedModules: [preloaded] });
  }

  // The first render is a transition: React renders the page in slices of a few milliseconds and
  // lets the browser paint and answer input between them, instead of one long task (issue 18: the
  // total blocking time). The server's markup, if any, stays on screen until the commit that
  // replaces it with the client's tree.
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <PlatformProvider platform={platform}>
              <BrowserRouter>
                {serverPage && <TakeoverDone root={container} />}
                <NavigationBridge />
                <App />
              </BrowserRouter>
            </PlatformProvider>
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ),
  );
  startAnalyticsWhenAllowed();
  startFieldTelemetryWhenIdle({ routes: platform.routes, shell: __PART_VERSION__, sampleRate: __TELEMETRY_SAMPLE_RATE__ });
  // The provided libraries stay in the share scope; their code comes when a page imports it.
  void providedLibraryNames;
}

void start();
