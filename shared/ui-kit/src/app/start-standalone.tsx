import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  configureApiClient,
  loadAppConfig,
  createI18n,
  getI18n,
  loadPageTranslations,
  localeFromPath,
  localizePath,
  usePageLanguage,
  sessionActions,
  sessionSlice,
  createPlatformStore,
  type PlatformStore,
} from '@atlas/runtime';
import { platformOf } from '@atlas/contracts/client-platform';
import type { ApiArea } from '@atlas/runtime';
import { isLanguage, type Language } from '@atlas/contracts';
import type { RemoteRootProps } from '@atlas/contracts';
import { PlatformProviders } from './platform-providers';

const DevBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 0 16px;
  background: ${({ theme }) => theme.colors.neutral[800]};
  color: ${({ theme }) => theme.colors.text.inverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 8px;
    color: inherit;
  }
  a[aria-current='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export interface StandaloneOptions {
  /** The remote's name (`mf-selfcare`) and version, shown in the bar. */
  name: string;
  version: string;
  /** The remote's routes module, rendered as the shell would. */
  Root: ComponentType<RemoteRootProps>;
  /** Widgets the remote exposes to the shell's header, shown in the bar. */
  barWidgets?: (language: Language) => ReactNode;
  /** The sdata area of the remote's calls. */
  area?: ApiArea;
  selfCarePrefix?: string;
}

/** Stands in for the shell's header: the remote's version and a language switch keeping the page. */
function StandaloneBar({ language, options }: { language: Language; options: StandaloneOptions }) {
  const { rest } = localeFromPath(useLocation().pathname);
  return (
    <DevBar aria-label={`${options.name} standalone`}>
      <span>
        {options.name} {options.version} · standalone
      </span>
      {options.barWidgets?.(language)}
      {(['fr', 'ar', 'en'] as const).map((lng) => (
        <Link key={lng} to={localizePath(rest, lng)} aria-current={lng === language ? 'true' : undefined} lang={lng}>
          {lng.toUpperCase()}
        </Link>
      ))}
    </DevBar>
  );
}

/** The shell's locale behaviour, for the remote alone. */
function PageLanguage({ language }: { language: Language }) {
  usePageLanguage(language);
  return null;
}

function StandaloneLocale({ store, language, options }: { store: PlatformStore; language: Language; options: StandaloneOptions }) {
  const { Root } = options;
  return (
    <PlatformProviders store={store} language={language}>
      <PageLanguage language={language} />
      <StandaloneBar language={language} options={options} />
      <main>
        <Root language={language} selfCarePrefix={options.selfCarePrefix ?? '/espace-client'} />
      </main>
    </PlatformProviders>
  );
}

/**
 * A remote alone against the API (`npm run dev -w <remote>`), started the way the shell starts:
 * i18n, one store, the api client, the app configuration, the locale routes. The session is the
 * shell's: here nobody is signed in (run `npm run dev` for the signed-in pages).
 */
export function startStandalone(options: StandaloneOptions): void {
  const { language } = localeFromPath(window.location.pathname);
  createI18n(language);
  const store = createPlatformStore({ reducers: { session: sessionSlice.reducer } });
  store.dispatch(sessionActions.sessionClosed());

  configureApiClient({
    getLanguage: () => {
      const current = getI18n().language;
      return isLanguage(current) ? current : language;
    },
    getArea: () => options.area ?? 'public',
    appVersion: options.version,
    channel: platformOf(navigator.userAgent),
  });
  // Error texts and label overrides; the bundled ones serve until (or unless) they arrive.
  loadAppConfig().catch(() => undefined);

  const locale = (lng: Language) => <StandaloneLocale store={store} language={lng} options={options} />;
  // The remote's words in the page's language first: the first render draws them, not their keys.
  void loadPageTranslations().finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <BrowserRouter>
          <Routes>
            <Route path="ar/*" element={locale('ar')} />
            <Route path="en/*" element={locale('en')} />
            <Route path="fr/*" element={locale('fr')} />
            <Route path="*" element={locale('fr')} />
          </Routes>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
