import type { Language, MegaMenuEntry } from '@atlas/contracts';
import { atlasApi } from '@atlas/runtime';

/** The shell's read of ms-content's mega menu: one per language, the language the page is shown in. */
export const megaMenuApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    megaMenu: build.query<MegaMenuEntry[], Language>({
      query: (language) => ({ url: '/api/v1/ms-content/megamenu', params: { language }, headers: { Accept: 'application/json' } }),
    }),
  }),
});

/**
 * The menu of the page's language. Switching language keeps the previous language's entries on
 * screen until the new ones arrive; a failure keeps the server's code (the header says the menu
 * is unavailable).
 */
export function useMegaMenu(language: Language) {
  const { data, isError } = megaMenuApi.useMegaMenuQuery(language);
  return { entries: data ?? [], failed: isError };
}
