import { getI18n } from './create-i18n';
import { directionOf, type Language } from '@atlas/contracts';
import { persistLanguage } from './language-persistence';
import { loadTranslations } from './translation-resources';

/**
 * Switches the page's language: the language's files first (the page keeps its words until they
 * are there: no keys on screen), then i18next, <html lang dir>, and the persisted choice.
 */
export async function setLanguage(language: Language): Promise<void> {
  await loadTranslations(language);
  await getI18n().changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
  persistLanguage(language);
}
