import type { AppConfig } from '@atlas/contracts/app-config';
import { asPlatform, type Platform } from '@atlas/contracts/client-platform';

/** The site's languages, taken from the contract so the API cannot drift from it. */
export type Language = keyof AppConfig['appLanguagesData'];

export const LANGUAGES = ['fr', 'ar', 'en'] as const satisfies readonly Language[];

/** Fails to compile if the contract gains a language this list lacks. */
type MissingLanguage = Exclude<Language, (typeof LANGUAGES)[number]>;
const everyLanguageListed: MissingLanguage extends never ? true : never = true;
void everyLanguageListed;

/** Text in every language of the site. */
export type Localized = Record<Language, string>;

export const languageSchema = { type: 'string', enum: [...LANGUAGES] } as const;

/** JSON schema of a Localized text. */
export const localizedSchema = {
  type: 'object',
  required: [...LANGUAGES],
  properties: Object.fromEntries(LANGUAGES.map((language) => [language, { type: 'string' }])),
} as const;

/** The customer's language: the `sdata` header the api client sends, else Accept-Language, else French. */
export function requestLanguage(headers: Record<string, string | string[] | undefined>): Language {
  const sdata = headers.sdata;
  if (typeof sdata === 'string') {
    try {
      const language: unknown = JSON.parse(Buffer.from(sdata, 'base64').toString('utf8')).language;
      if (LANGUAGES.includes(language as Language)) return language as Language;
    } catch {
      // An unreadable sdata header only loses the language.
    }
  }
  const accepted = typeof headers['accept-language'] === 'string' ? headers['accept-language'].slice(0, 2) : '';
  return LANGUAGES.includes(accepted as Language) ? (accepted as Language) : 'fr';
}

/**
 * The client's platform, in the spec's vocabulary (web, android, ios, unknown): the sdata header's
 * `channel`; anything else, or no header, is `unknown`.
 */
export function requestPlatform(headers: Record<string, string | string[] | undefined>): Platform {
  const sdata = headers.sdata;
  if (typeof sdata !== 'string' || sdata.length > 2048) return 'unknown';
  try {
    return asPlatform(JSON.parse(Buffer.from(sdata, 'base64').toString('utf8')).channel);
  } catch {
    return 'unknown';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The browser's own id: the `uuid` the api client sends in sdata, made once per browser and kept
 * in its storage. It is the proof a visitor has of what this browser created (an order, a bank
 * bill); null without one.
 */
export function requestBrowserId(headers: Record<string, string | string[] | undefined>): string | null {
  const sdata = headers.sdata;
  if (typeof sdata !== 'string' || sdata.length > 2048) return null;
  try {
    const uuid: unknown = JSON.parse(Buffer.from(sdata, 'base64').toString('utf8')).uuid;
    return typeof uuid === 'string' && UUID.test(uuid) ? uuid.toLowerCase() : null;
  } catch {
    return null;
  }
}
