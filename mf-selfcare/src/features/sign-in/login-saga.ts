import { call, put, takeLatest } from 'redux-saga/effects';
import { busEvents, type SessionTokensResponse } from '@atlas/contracts';
import { api, toApiError } from '@atlas/runtime';
import { loginActions } from './login-slice';

/** POST /api/ms-iam/v1/signin as the spec's form body. */
export const signIn = (username: string, password: string) =>
  api.post<SessionTokensResponse>('/api/ms-iam/v1/signin', new URLSearchParams({ username, password }), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    skipAuthRefresh: true,
    anonymous: true,
  });

function* loginWorker(action: ReturnType<typeof loginActions.loginRequested>) {
  try {
    const tokens: SessionTokensResponse = yield call(signIn, action.payload.username.trim(), action.payload.password);
    // The shell keeps the tokens (encrypted) and loads the profile.
    yield put(busEvents.sessionTokensIssued(tokens));
    yield put(loginActions.loginSucceeded());
  } catch (error) {
    const failure = toApiError(error);
    const meta = (failure.data as { meta?: { retryAfter?: number } } | null)?.meta;
    yield put(loginActions.loginFailed({ code: failure.code, retryAfter: meta?.retryAfter ?? null }));
  }
}

export function* loginSaga() {
  yield takeLatest(loginActions.loginRequested.type, loginWorker);
}
