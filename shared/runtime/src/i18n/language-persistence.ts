import { localStore } from '../storage/safe-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { isLanguage, type Language } from '@atlas/contracts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the chosen language: cookie `language` (one year, whole site, SameSite=Strict) and localStorage. */
export function persistLanguage(language: Language): void {
  localStore.set(STORAGE_KEYS.language, language);
  try {
    document.cookie = `${STORAGE_KEYS.language}=${language}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Strict`;
  } catch {
    // no document or cookies refused: the local copy is enough
  }
}

/** The language kept from an earlier visit (local storage first, then the cookie), or null. */
export function readPersistedLanguage(): Language | null {
  const stored = localStore.get(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  try {
    const match = /(?:^|;\s*)language=([^;]*)/.exec(document.cookie);
    const value = match?.[1];
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
