import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { getI18n } from '@atlas/runtime';
import { directionOf, type Language } from '@atlas/contracts';
import type { PlatformStore } from '@atlas/runtime';
import { ThemeRoot } from '../theme/theme-root';
import { ToastRegion } from '../ui/toast-region';

export interface PlatformProvidersProps {
  store: PlatformStore;
  language: Language;
  children?: ReactNode;
  /** Renders the page's toast region (default true). */
  withToasts?: boolean;
}

/**
 * Store, i18n, theme (with direction) and toasts: what the shell puts around the page, and what a
 * remote in standalone mode puts around itself. The router stays the caller's.
 */
export function PlatformProviders({ store, language, children, withToasts = true }: PlatformProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={getI18n()}>
        <ThemeRoot direction={directionOf(language)}>
          {children}
          {withToasts && <ToastRegion />}
        </ThemeRoot>
      </I18nextProvider>
    </Provider>
  );
}
