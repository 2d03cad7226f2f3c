import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, parsePath } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { directionOf, type Language } from '@atlas/contracts';
import { addTranslations, createI18n, createPlatformStore, loadTranslations, type LanguageBundle, type PlatformStore } from '@atlas/runtime';
import { ThemeRoot } from '@atlas/ui-kit';

interface ProvidersProps {
  i18n: I18n;
  store: PlatformStore;
  language: Language;
  path: string;
  state?: unknown;
  children: ReactNode;
}

/** What the shell puts around a remote: store, i18next following the path's language, theme and direction, router. */
function ShellProviders({ i18n, store, language, path, state, children }: ProvidersProps) {
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeRoot direction={directionOf(language)}>
          <MemoryRouter initialEntries={[state === undefined ? path : { ...parsePath(path), state }]}>{children}</MemoryRouter>
        </ThemeRoot>
      </I18nextProvider>
    </Provider>
  );
}

export interface PlatformOptions {
  language?: Language;
  path?: string;
  /** The history entry's state at `path`: what the page that navigated here left in it. */
  state?: unknown;
  store?: PlatformStore;
  /**
   * Texts of namespaces no file declares (a test's own), registered before rendering. A part's
   * namespaces need nothing: the jest setup loads every declared one in fr, ar and en, and one
   * declared since (a lazy page's part) is loaded in the language rendered.
   */
  translations?: Record<string, LanguageBundle>;
}

/**
 * Renders as the shell does. `rerenderIn(language, ui)` switches the language the way the shell's
 * locale scope does (i18next, direction) and renders `ui` again.
 */
export function renderWithPlatform(
  ui: ReactElement,
  { language = 'fr', path = '/', state, store, translations = {} }: PlatformOptions = {},
  options?: RenderOptions,
) {
  Object.entries(translations).forEach(([namespace, bundle]) => addTranslations(namespace, bundle));
  const i18n = createI18n(language);
  // A namespace (or a part) declared by an earlier test's lazy page was loaded in that test's
  // language only: the page's language has it too, as a page that switched language would.
  const loadIn = (lng: Language) => void loadTranslations(lng).catch(() => undefined);
  loadIn(language);
  const platformStore = store ?? createPlatformStore({ devTools: false });
  const wrap = (lng: Language, node: ReactElement) => (
    <ShellProviders i18n={i18n} store={platformStore} language={lng} path={path} state={state}>
      {node}
    </ShellProviders>
  );
  const result = render(wrap(language, ui), options);
  return {
    ...result,
    i18n,
    store: platformStore,
    rerenderIn: (lng: Language, next: ReactElement) => {
      loadIn(lng);
      result.rerender(wrap(lng, next));
    },
  };
}
