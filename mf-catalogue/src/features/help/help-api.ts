import { type FaqTopic, type Language, type SearchCategory, type SearchResponse } from '@atlas/contracts';
import { atlasApi, FAQ_LINKS_KEEP_S, FAQ_LINKS_KEY, keptAcrossReloads } from '@atlas/runtime';

const CONTENT_BASE = '/api/v1/ms-content';

/** Spec §7: the FAQ answer is kept for matching and expires after 300 s (across reloads); search follows the content. */
const CONTENT_KEEP_S = FAQ_LINKS_KEEP_S;

interface SiteSearch {
  q: string;
  category?: SearchCategory;
}

/** A category asked alone lists more of it than the grouped overview. */
const CATEGORY_PAGE_SIZE = 20;

const helpApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    faq: build.query<FaqTopic[], Language>({
      queryFn: keptAcrossReloads<FaqTopic[], Language>(FAQ_LINKS_KEY, FAQ_LINKS_KEEP_S, (language) => ({
        url: `${CONTENT_BASE}/faq`,
        params: { language, link: 'all' },
      })),
      keepUnusedDataFor: CONTENT_KEEP_S,
    }),
    siteSearch: build.query<SearchResponse, SiteSearch & { language: Language }>({
      query: ({ language, q, category }) => ({
        url: `${CONTENT_BASE}/search`,
        params: { language, q, ...(category ? { category, size: CATEGORY_PAGE_SIZE } : {}) },
      }),
      keepUnusedDataFor: CONTENT_KEEP_S,
    }),
  }),
});

export const { useFaqQuery, useSiteSearchQuery } = helpApi;
