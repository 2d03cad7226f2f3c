import { useEffect, useRef } from 'react';
import { type ContentBlock, type Language } from '@atlas/contracts';
import { errorCodeOf } from '@atlas/runtime';
import { contentApi } from '../api/content-api';

type ContentStatus = 'loading' | 'loaded' | 'failed';

/** What a content page draws: its blocks once read, the server's code of a failure (kept while a retry runs). */
interface PageContent {
  status: ContentStatus;
  /** The blocks of the last successful read; null until one succeeds. */
  blocks: ContentBlock[] | null;
  error: string | null;
}

/**
 * Blocks read less than this long ago are shown as they are when a page opens again: among them
 * the read the server's render hands the browser (issue 18), which the first screen must not
 * fetch and draw a second time.
 */
export const CONTENT_FRESH_SECONDS = 30;

/**
 * A content page's blocks in a language, read again when the page opens and its blocks are older
 * than CONTENT_FRESH_SECONDS (blocks already read stay on screen while they are refreshed); `retry` reads again and, once the blocks arrive, moves
 * focus to `headingRef` (the retry button the user pressed is gone by then).
 */
export function usePageContent(page: string, language: Language) {
  const read = contentApi.usePageBlocksQuery({ page, language }, { refetchOnMountOrArgChange: CONTENT_FRESH_SECONDS });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const retrying = useRef(false);

  const status: ContentStatus = read.isFetching || read.isUninitialized ? 'loading' : read.isError ? 'failed' : 'loaded';
  const content: PageContent = { status, blocks: read.currentData ?? null, error: read.error ? errorCodeOf(read.error) : null };

  useEffect(() => {
    if (retrying.current && status === 'loaded') {
      retrying.current = false;
      headingRef.current?.focus();
    }
  }, [status]);

  const retry = () => {
    retrying.current = true;
    void read.refetch();
  };

  return { content, status, retry, headingRef };
}
