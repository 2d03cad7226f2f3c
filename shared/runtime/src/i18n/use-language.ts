import { useTranslation } from 'react-i18next';
import { getI18n } from './create-i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@atlas/contracts';

/**
 * `useTranslation` bound to the page's instance, so the UI kit works even where no provider or
 * shell created one (tests, a remote in standalone mode).
 */
export function useSharedTranslation(ns: string | string[] = 'common') {
  return useTranslation(ns, { i18n: getI18n() });
}

/** The current language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useSharedTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
