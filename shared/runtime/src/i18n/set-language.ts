import { getI18n } from './create-i18n';
import { directionOf, type Language } from '@atlas/contracts';
import { persistLanguage } from './language-persistence';

/**
 * Switches the page's language: i18next, <html lang dir>, and the persisted choice. The shell
 * calls it when the locale segment changes, then emits `busEvents.localeChanged`.
 */
export async function setLanguage(language: Language): Promise<void> {
  await getI18n().changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
  persistLanguage(language);
}
