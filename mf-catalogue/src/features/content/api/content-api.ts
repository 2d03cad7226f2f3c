import { atlasApi } from '@atlas/runtime';
import type { ContentBlock, Language } from '@atlas/contracts';

export const CONTENT_BLOCKS_PATH = '/api/v1/ms-content/blocks';

/** The query of a content page: `?language=fr&field[type]=hp`. */
const contentBlocksParams = (page: string, language: string) => ({ language, 'field[type]': page });

/** The service orders by position; a page is drawn in that order whatever reaches us. */
function orderedBlocks(data: unknown): ContentBlock[] {
  const blocks = Array.isArray(data) ? (data as ContentBlock[]) : [];
  return [...blocks].sort((a, b) => a.position - b.position);
}

/** One content page (`hp`, `portabilite`, `cgu`, ...) in one language. */
export interface PageRef {
  page: string;
  language: Language;
}

/**
 * `GET /api/v1/ms-content/blocks` of one page in one language: each page and language is its own
 * read (a language switch never shows another language's blocks).
 */
export const contentApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    pageBlocks: build.query<ContentBlock[], PageRef>({
      query: ({ page, language }) => ({ url: CONTENT_BLOCKS_PATH, params: contentBlocksParams(page, language) }),
      transformResponse: orderedBlocks,
    }),
  }),
});
