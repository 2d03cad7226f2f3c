import { call, put, takeLatest } from 'redux-saga/effects';
import { busEvents, type OtpSendResponse, type OtpVerifyResponse, type SessionTokensResponse, type SignInLinkSendResponse } from '@atlas/contracts';
import { api, toApiError } from '@atlas/runtime';
import { flagPasswordCheck } from '../../components/password-check';
import { loginActions } from './login-slice';

/** POST /api/ms-iam/v1/signin as the spec's form body. */
const signIn = (username: string, password: string) =>
  api.post<SessionTokensResponse>('/api/ms-iam/v1/signin', new URLSearchParams({ username, password }), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    skipAuthRefresh: true,
    anonymous: true,
  });

const anonymous = { skipAuthRefresh: true, anonymous: true } as const;

/** Sign-in with a code sent by SMS to one of the account's lines: the code, its check (a proof), then the session. */
export const sendSignInCode = (mdn: string) => api.post<OtpSendResponse>('/api/ms-iam/v1/signin/code/send', { mdn }, anonymous);
export const verifySignInCode = (mdn: string, code: string) => api.post<OtpVerifyResponse>('/api/ms-iam/v1/signin/code/verify', { mdn, code }, anonymous);
const signInWithCode = (mdn: string, otpToken: string) => api.post<SessionTokensResponse>('/api/ms-iam/v1/signin/code', { mdn, otpToken }, anonymous);

/**
 * Sign-in with a link mailed to the account: the request (the same answer whether the username
 * exists or not), then the link's token (its fragment) for the session.
 */
export const sendSignInLink = (username: string) => api.post<SignInLinkSendResponse>('/api/ms-iam/v1/signin/link/send', { username }, anonymous);
const signInWithLink = (token: string) => api.post<SessionTokensResponse>('/api/ms-iam/v1/signin/link', { token }, anonymous);

type LoginAction =
  ReturnType<typeof loginActions.loginRequested> | ReturnType<typeof loginActions.codeSignInRequested> | ReturnType<typeof loginActions.linkSignInRequested>;

const signInCall = (action: LoginAction) => {
  if (loginActions.codeSignInRequested.match(action)) return call(signInWithCode, action.payload.mdn, action.payload.otpToken);
  if (loginActions.linkSignInRequested.match(action)) return call(signInWithLink, action.payload.token);
  return call(signIn, action.payload.username.trim(), action.payload.password);
};

function* loginWorker(action: LoginAction) {
  try {
    const tokens: SessionTokensResponse = yield signInCall(action);
    if (tokens.checkPasswordType) yield call(flagPasswordCheck);
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
  yield takeLatest([loginActions.loginRequested.type, loginActions.codeSignInRequested.type, loginActions.linkSignInRequested.type], loginWorker);
}
