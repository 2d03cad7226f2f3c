import { takeLatest } from 'redux-saga/effects';
import { loadHomeBlocks } from '../api/load-home-blocks';
import { homeRequested } from './content-slice';

/** Root saga of the content feature: one home page is on screen at a time, so the latest request wins. */
export function* contentSaga() {
  yield takeLatest(homeRequested.type, loadHomeBlocks);
}
