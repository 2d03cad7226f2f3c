import { call, put } from 'redux-saga/effects';
import { api, toApiError } from '@atlas/runtime';
import type { ContentBlock } from '@atlas/contracts';
import { pageFailed, pageLoaded, type pageRequested } from '../state/content-slice';

export const CONTENT_BLOCKS_PATH = '/api/v1/ms-content/blocks';

/** The query of a content page: `?language=fr&field[type]=hp`. */
export const contentBlocksParams = (page: string, language: string) => ({ language, 'field[type]': page });

/** The service orders by position; a page is drawn in that order whatever reaches us. */
export function orderedBlocks(data: unknown): ContentBlock[] {
  const blocks = Array.isArray(data) ? (data as ContentBlock[]) : [];
  return [...blocks].sort((a, b) => a.position - b.position);
}

/**
 * `GET /api/v1/ms-content/blocks` for one page in one language. Through the shared client's
 * `api.get`, so a newer request (takeLatest) aborts this one's HTTP call; the server's error code
 * is kept for the error state.
 */
export function* loadPageBlocks(action: ReturnType<typeof pageRequested>) {
  const { page, language } = action.payload;
  try {
    const data: unknown = yield call(api.get, CONTENT_BLOCKS_PATH, { params: contentBlocksParams(page, language) });
    yield put(pageLoaded({ page, language, blocks: orderedBlocks(data) }));
  } catch (error) {
    yield put(pageFailed({ page, language, code: toApiError(error).code }));
  }
}
