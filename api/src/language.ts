import type { AppConfig } from '@atlas/shared/contracts/app-config';

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
