import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { busEvents } from '@atlas/contracts';
import { type PlatformRootState } from '@atlas/runtime';
import { expiryOf, type SessionController } from './session-controller';

/** Refresh this long before the access token expires (or at 80 % of a short life). */
const REFRESH_AHEAD_SECONDS = 30;

export function refreshDelayMs(expiresAt: number, now = Date.now()): number {
  const left = expiresAt - Math.floor(now / 1000);
  const ahead = Math.min(REFRESH_AHEAD_SECONDS, Math.max(1, Math.floor(left * 0.2)));
  return Math.max(0, (left - ahead) * 1000);
}

function storageChannel(): EventChannel<{ key: string | null; newValue: string | null }> {
  return eventChannel((emit) => {
    const listener = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage) emit({ key: event.key, newValue: event.newValue });
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  });
}

/** While signed in: refresh ahead of each access token's expiry. */
function* refreshAhead(controller: SessionController) {
  for (;;) {
    const expiresAt: number | null = yield select((state: PlatformRootState) => (state.session?.status === 'signedIn' ? state.session.expiresAt : null));
    if (!expiresAt) {
      yield take([busEvents.sessionSignedIn.type, busEvents.sessionRefreshed.type, 'session/sessionOpened']);
      continue;
    }
    const { changed } = yield race({
      due: delay(refreshDelayMs(expiresAt)),
      changed: take([busEvents.sessionRefreshed.type, busEvents.sessionSignedIn.type, busEvents.sessionSignedOut.type, 'session/sessionOpened']),
    });
    if (changed) continue;
    const token = controller.tokens();
    // Another tab may have refreshed already: only refresh what is still about to expire.
    if (token && expiryOf(token.accessToken) === expiresAt) {
      const refreshed: boolean = yield call(controller.refresh);
      if (!refreshed && controller.tokens()) yield delay(10_000);
    }
  }
}

/** The session as the bus sees it: the shell owns it, the remotes ask through events. */
export function* sessionSaga(controller: SessionController) {
  yield takeLatest(busEvents.sessionTokensIssued.type, function* (action: ReturnType<typeof busEvents.sessionTokensIssued>) {
    yield call(controller.adopt, action.payload);
  });
  yield takeEvery(busEvents.sessionSignOutRequested.type, function* () {
    yield call(controller.signOut);
  });
  yield takeLatest(busEvents.profileRefreshRequested.type, function* () {
    yield call(controller.loadProfile);
  });
  yield takeEvery(busEvents.lineSelectRequested.type, function* (action: ReturnType<typeof busEvents.lineSelectRequested>) {
    yield call(controller.selectLine, action.payload.mdn);
  });
  yield fork(function* () {
    const channel: EventChannel<{ key: string | null; newValue: string | null }> = yield call(storageChannel);
    yield takeEvery(channel, function* (change: { key: string | null; newValue: string | null }) {
      yield call(controller.onStorageChange, change.key, change.newValue);
    });
  });
  yield fork(refreshAhead, controller);
  yield call(controller.start);
  yield put({ type: 'session/started' });
}
