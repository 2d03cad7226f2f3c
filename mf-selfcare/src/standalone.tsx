import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  configureApiClient,
  createI18n,
  createPlatformStore,
  getI18n,
  isLanguage,
  loadAppConfig,
  localeFromPath,
  localizePath,
  PlatformProviders,
  sessionActions,
  sessionSlice,
  type Language,
  type PlatformStore,
  usePageLanguage,
} from '@atlas/shared';
import SelfcareRoutes from './routes';
import HeaderAccount from './widgets/header-account';

const SELF_CARE_PREFIX = '/espace-client';

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

/** Stands in for the shell's header: the remote's version and a language switch keeping the page. */
function StandaloneBar({ language }: { language: Language }) {
  const { rest } = localeFromPath(useLocation().pathname);
  return (
    <DevBar aria-label="mf-selfcare standalone">
      <span>mf-selfcare {__PART_VERSION__} · standalone</span>
      <HeaderAccount language={language} />
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

function StandaloneLocale({ store, language }: { store: PlatformStore; language: Language }) {
  return (
    <PlatformProviders store={store} language={language}>
      <PageLanguage language={language} />
      <StandaloneBar language={language} />
      <main>
        <SelfcareRoutes language={language} selfCarePrefix={SELF_CARE_PREFIX} />
      </main>
    </PlatformProviders>
  );
}

/**
 * The self-care area alone against the API (`npm run dev -w mf-selfcare`). The session itself is the
 * shell's: run the whole site (`npm run dev`) to sign in; alone, the sign-in, sign-up and recovery
 * screens work and the signed-in pages ask for a session.
 */
function start(): void {
  const { language } = localeFromPath(window.location.pathname);
  createI18n(language);
  const store = createPlatformStore({ reducers: { session: sessionSlice.reducer } });
  store.dispatch(sessionActions.sessionClosed());

  configureApiClient({
    getLanguage: () => {
      const current = getI18n().language;
      return isLanguage(current) ? current : language;
    },
    getArea: () => 'selfcare',
    appVersion: __PART_VERSION__,
    channel: 'web',
  });
  // Error texts and label overrides; the bundled ones serve until (or unless) they arrive.
  loadAppConfig().catch(() => undefined);

  const locale = (lng: Language) => <StandaloneLocale store={store} language={lng} />;
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
  );
}

start();
