import { useEffect, useLayoutEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { busEvents, directionOf, persistLanguage, ThemeRoot, ToastRegion, type Language } from '@atlas/shared';
import { ShellLayout } from '../layout/shell-layout';

/**
 * Everything under one language prefix. The path decides the language: it sets i18next, the
 * page's lang and dir, the stored preference (cookie and local storage) and tells the bus.
 */
export function LocaleScope({ language }: { language: Language }) {
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

  return (
    <ThemeRoot direction={directionOf(language)}>
      <ShellLayout language={language} />
      <ToastRegion />
    </ThemeRoot>
  );
}
