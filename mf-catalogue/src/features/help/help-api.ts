import { type FaqTopic, type Language, type SearchCategory, type SearchResponse } from '@atlas/contracts';
import { api, createQueryCache } from '@atlas/runtime';

const CONTENT_BASE = '/api/v1/ms-content';

/** Spec §7: the FAQ answer is kept for matching and expires after 300 s; search follows the content. */
export const helpQueries = createQueryCache({ keepUnusedMs: 300_000 });

export const faqKey = (language: Language) => `faq/${language}`;
export const loadFaq = (language: Language) =>
  helpQueries.fetch(faqKey(language), () => api.get<FaqTopic[]>(`${CONTENT_BASE}/faq`, { params: { language, link: 'all' } }));

export interface SiteSearch {
  q: string;
  category?: SearchCategory;
}

/** A category asked alone lists more of it than the grouped overview. */
export const CATEGORY_PAGE_SIZE = 20;

export const searchKey = (language: Language, { q, category }: SiteSearch) => `search/${language}/${category ?? 'all'}/${q}`;
export const loadSearch = (language: Language, search: SiteSearch) =>
  helpQueries.fetch(searchKey(language, search), () =>
    api.get<SearchResponse>(`${CONTENT_BASE}/search`, {
      params: { language, q: search.q, ...(search.category ? { category: search.category, size: CATEGORY_PAGE_SIZE } : {}) },
    }),
  );
