import { useEffect, useLayoutEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { busEvents } from '@atlas/contracts';
import type { Language } from '@atlas/contracts';
import { persistLanguage } from './language-persistence';

/**
 * The path's language drives the page: i18next and <html lang> before paint (ThemeRoot sets
 * `dir`), then the stored preference (cookie and local storage) and `locale/changed` on the bus.
 * Used by the shell's locale scope and by a remote running standalone.
 */
export function usePageLanguage(language: Language): void {
  const dispatch = useDispatch();
  const { i18n } = useTranslation();

  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  useEffect(() => {
    persistLanguage(language);
    dispatch(busEvents.localeChanged({ language }));
  }, [dispatch, language]);
}
