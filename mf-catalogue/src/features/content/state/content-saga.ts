import { takeLatest } from 'redux-saga/effects';
import { loadPageBlocks } from '../api/load-page-blocks';
import { pageRequested } from './content-slice';

/** Root saga of the content feature: one content page is on screen at a time, so the latest request wins. */
export function* contentSaga() {
  yield takeLatest(pageRequested.type, loadPageBlocks);
}
