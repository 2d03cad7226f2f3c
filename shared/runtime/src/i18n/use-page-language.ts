import { useEffect, useLayoutEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { busEvents } from '@atlas/contracts';
import type { Language } from '@atlas/contracts';
import { persistLanguage } from './language-persistence';
import { loadTranslations, translationsReady } from './translation-resources';

/**
 * The path's language drives the page: i18next and <html lang> before paint (ThemeRoot sets
 * `dir`), then the stored preference (cookie and local storage) and `locale/changed` on the bus.
 * When the language's files are not loaded yet (a link that did not load them first, the
 * browser's back button), the page keeps the words it shows until they are, never their keys.
 * Used by the shell's locale scope and by a remote running standalone.
 */
export function usePageLanguage(language: Language): void {
  const dispatch = useDispatch();
  const { i18n } = useTranslation();

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    if (i18n.language === language) return;
    if (translationsReady(language)) {
      void i18n.changeLanguage(language);
      return;
    }
    let current = true;
    loadTranslations(language)
      .catch((error: unknown) => console.warn('[i18n] texts could not be loaded', error))
      .then(() => (current ? i18n.changeLanguage(language) : undefined))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [i18n, language]);

  useEffect(() => {
    persistLanguage(language);
    dispatch(busEvents.localeChanged({ language }));
  }, [dispatch, language]);
}
