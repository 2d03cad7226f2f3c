import { type Language } from '@atlas/contracts';
import { atlasApi } from '@atlas/runtime';
import { searchWords } from '@atlas/ui-kit';
import { ROAMING_KIT_PATH, type RoamingCountry, type RoamingCountrySummary, type RoamingOverview } from '@atlas/contracts/roaming';

const ROAMING_BASE = '/api/v1/ms-content/roaming';

/** Prices follow the content (kept 300 s by the API): the page keeps them as long. */
const ROAMING_KEEP_S = 300;

const roamingApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    roamingOverview: build.query<RoamingOverview, Language>({
      query: (language) => ({ url: ROAMING_BASE, params: { language } }),
      keepUnusedDataFor: ROAMING_KEEP_S,
    }),
    roamingCountry: build.query<RoamingCountry, { code: string; language: Language }>({
      query: ({ code, language }) => ({ url: `${ROAMING_BASE}/countries/${encodeURIComponent(code)}`, params: { language } }),
      keepUnusedDataFor: ROAMING_KEEP_S,
    }),
  }),
});

export const { useRoamingOverviewQuery, useRoamingCountryQuery } = roamingApi;

/** The travel kit in a language: a PDF the browser downloads. */
export const kitUrl = (language: Language) => `${ROAMING_KIT_PATH}?language=${language}`;

/**
 * The countries a search finds as one types: every word typed starts a word of the country's
 * names (any language, accents and Arabic letter forms folded), so "etats", "usa" and "امريكا" all
 * find the United States.
 */
export function findCountries(countries: RoamingCountrySummary[], query: string): RoamingCountrySummary[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return countries.filter((country) => {
    const keywords = country.keywords.split(' ');
    return words.every((word) => keywords.some((keyword) => keyword.startsWith(word)));
  });
}
