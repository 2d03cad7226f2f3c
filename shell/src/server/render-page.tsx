/**
 * The shell's server render of a public page (issue 18): built for Node into
 * dist/server/render-page.js (every shared singleton external), called by the edge one page at a
 * time (i18n, the api client's transport and the style sheet are process-wide).
 */
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { loadRtlPlugin } from '@atlas/ui-kit';
import { directionOf, type Language } from '@atlas/contracts';
import type { RenderPageInput as ServerRenderInput, RenderedPage as ServerRenderedPage } from '@atlas/contracts/server-render';
import {
  applyAppConfig,
  atlasApi,
  ATLAS_API_PATH,
  createI18n,
  fetchAppConfig,
  loadTranslations,
  registeredNamespaces,
  localeFromPath,
  sessionActions,
  setApiClientAdapter,
} from '@atlas/runtime';
import { App } from '../app/app';
import { createShellStore } from '../app/shell-store';
import { shellTexts } from '../i18n/shell';
import { parseOverrides } from '../platform/choose-version';
import { createPlatform, PlatformProvider, type Platform } from '../platform/platform-context';
import { resolveRoute } from '../platform/route-table';
import type { ShellServerState } from '../platform/server-rendered-page';
import { serverApiAdapter } from './server-api-adapter';

export type { ServerApi, ServerApiRequest, ServerApiResponse } from './server-api-adapter';

/** The self-care prefix a first-time visitor's page is drawn with (the browser's default too). */
export const DEFAULT_SELF_CARE_PREFIX = '/espace-client';

/** Renders again while reads started in the last pass are answered (a page whose data leads to more reads). */
const MAX_PASSES = 3;

/** The edge's input (issue 18's interface in @atlas/contracts/server-render), a remote's routes being a component. */
export type RenderPageInput = ServerRenderInput<ComponentType<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A remote's routes as its server build exports them: the component, and optionally which of its
 * public pages the server may draw (a path with its locale prefix); without it, all of them.
 */
type ServerRoutes = ComponentType<any> & { rendersOnServer?: (pathname: string) => boolean }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The rendered page, as the edge puts it into the shell's HTML; the state is the store's. */
export interface RenderedPage extends ServerRenderedPage {
  state: ShellServerState;
  language: Language;
  direction: 'ltr' | 'rtl';
}

/** The page's first route, when the server may draw it: a public page of a remote with a server build, no canary, no override. */
function serverRenderedRoute(manifest: RenderPageInput['manifest'], pathname: string, search: string) {
  if (Object.keys(parseOverrides(search)).length > 0) return null;
  const platform = createPlatform(manifest, { browserId: 'server', overrides: {}, selfCarePrefix: DEFAULT_SELF_CARE_PREFIX });
  const route = resolveRoute(platform.routes, localeFromPath(pathname).rest);
  if (!route || route.area !== 'public') return null;
  const record = manifest.remotes[route.remote];
  // A canary's visitors and the others see different versions: the browser decides, as today.
  if (!record || (record.canary && record.canary.percent > 0)) return null;
  const target = platform.targetOf(route.remote);
  return target ? { remote: route.remote, target } : null;
}

async function toHtml(tree: ReactNode): Promise<string> {
  // One document, no boundary outlined: no inline script (the CSP has no hash for React's).
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
  return html + decoder.decode();
}

/**
 * Renders the page at `input.url` as a first-time visitor sees it (no session, no consent kept),
 * or answers null when the page must be left to the browser.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(input.url, 'http://edge.invalid');
  const first = serverRenderedRoute(input.manifest, pathname, search);
  if (!first) return null;
  const { language } = localeFromPath(pathname);
  const i18n = createI18n(language);
  const version = first.target.version;
  const Routes: ServerRoutes | null = await input.loadServerRoutes(first.remote, version.version);
  if (!Routes) return null;
  // A remote may leave some of its pages to the browser (those drawn from what the browser keeps).
  if (Routes.rendersOnServer && !Routes.rendersOnServer(pathname)) return null;
  // The page's language's files of the shell and of every namespace the remote's code declared
  // (a lazy page's own, when it loads during the render, come with it: lazyWithPreload).
  await loadTranslations(language, [shellTexts.ns, ...registeredNamespaces()]);
  if (directionOf(language) === 'rtl') await loadRtlPlugin();

  // Left in place after the render: the edge is the only api client user of the process.
  setApiClientAdapter(serverApiAdapter(input.api));
  // The configured labels, as the browser applies them: the page is drawn with them, and the
  // browser's first render (given them in the state) draws the same words.
  const config = await fetchAppConfig().catch(() => null);
  if (config) applyAppConfig(config);
  const store = createShellStore(language);
  // A first-time visitor: no session kept (what the browser's session start says of one).
  store.dispatch(sessionActions.sessionClosed());
  const platform: Platform = createPlatform(input.manifest, {
    browserId: 'server',
    overrides: {},
    selfCarePrefix: DEFAULT_SELF_CARE_PREFIX,
    preloadedModules: [{ remote: first.remote, exposed: version.routesModule, version: version.version, module: { default: Routes } }],
  });
  const page = () => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider platform={platform}>
          <StaticRouter location={`${pathname}${search}`}>
            <App />
          </StaticRouter>
        </PlatformProvider>
      </I18nextProvider>
    </Provider>
  );
  // Reads start during render (lazy pages resolve in prerender); each pass awaits them so the next draws their data.
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    await toHtml(page());
    const running = store.dispatch(atlasApi.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
  }
  const sheet = new ServerStyleSheet();
  try {
    const html = await toHtml(sheet.collectStyles(page()));
    const reads = (store.getState() as unknown as Record<string, unknown>)[ATLAS_API_PATH];
    return {
      html,
      styleTags: sheet.getStyleTags(),
      state: { [ATLAS_API_PATH]: reads, ...(config ? { labels: config.appLanguagesData[language] ?? {} } : {}) },
      remote: { name: first.remote, version: version.version },
      language,
      direction: directionOf(language),
    };
  } finally {
    sheet.seal();
  }
}
