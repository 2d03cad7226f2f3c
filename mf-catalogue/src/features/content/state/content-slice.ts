import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContentBlock, Language } from '@atlas/contracts';
import type { PlatformRootState } from '@atlas/runtime';

export type ContentStatus = 'loading' | 'loaded' | 'failed';

/** One content page (`hp`, `portabilite`, `cgu`, ...) in one language. */
export interface PageContent {
  status: ContentStatus;
  /** The blocks of the last successful load, ordered by position; null until one succeeds. */
  blocks: ContentBlock[] | null;
  /** The server's error code of the last failed load, kept while a retry runs. */
  error: string | null;
}

export interface ContentState {
  /** Pages by content page key, then by language: a language switch never shows another language's blocks. */
  pages: Record<string, Partial<Record<Language, PageContent>>>;
}

export interface PageRef {
  page: string;
  language: Language;
}

export const CONTENT_STORE_KEY = 'catalogueContent';

declare module '@atlas/runtime' {
  // Present once a content page has mounted (the feature is injected then).
  interface PlatformRootState {
    catalogueContent?: ContentState;
  }
}

const initialState: ContentState = { pages: {} };

function entryOf(state: ContentState, { page, language }: PageRef): PageContent {
  const byLanguage = (state.pages[page] ??= {});
  return (byLanguage[language] ??= { status: 'loading', blocks: null, error: null });
}

/**
 * Content pages. Events are named `catalogue/<event>`; the store keeps it under
 * `catalogueContent`, injected with the saga when the first catalogue route mounts.
 */
export const contentSlice = createSlice({
  name: 'catalogue',
  reducerPath: CONTENT_STORE_KEY,
  initialState,
  reducers: {
    /** A content page (home page or page by name) is shown or retried: load its blocks in that language. */
    pageRequested: (state, action: PayloadAction<PageRef>) => {
      // Blocks already loaded stay on screen while they are refreshed.
      entryOf(state, action.payload).status = 'loading';
    },
    pageLoaded: (state, action: PayloadAction<PageRef & { blocks: ContentBlock[] }>) => {
      const entry = entryOf(state, action.payload);
      entry.status = 'loaded';
      entry.blocks = action.payload.blocks;
      entry.error = null;
    },
    pageFailed: (state, action: PayloadAction<PageRef & { code: string }>) => {
      const entry = entryOf(state, action.payload);
      entry.status = 'failed';
      entry.error = action.payload.code;
    },
  },
});

export const { pageRequested, pageLoaded, pageFailed } = contentSlice.actions;

/** The content of a page in a language; undefined before its first request (or before injection). */
export const selectPageContent = (state: PlatformRootState, page: string, language: Language): PageContent | undefined =>
  state.catalogueContent?.pages[page]?.[language];
