import { readStorage, writeStorage } from '@atlas/runtime';

export type CookieConsent = 'accepted' | 'refused';

const CONSENT_KEY = 'cookieConsent';
/** The spec's flag: the analytics tag loads only when it is set. */
const ANALYTICS_FLAG_KEY = 'withoutPermission';

export function readCookieConsent(): CookieConsent | null {
  const value = readStorage(CONSENT_KEY);
  return value === 'accepted' || value === 'refused' ? value : null;
}

export function rememberCookieConsent(consent: CookieConsent): void {
  writeStorage(CONSENT_KEY, consent);
  writeStorage(ANALYTICS_FLAG_KEY, consent === 'accepted' ? 'true' : 'false');
}

export function analyticsAllowed(): boolean {
  return readStorage(ANALYTICS_FLAG_KEY) === 'true';
}
