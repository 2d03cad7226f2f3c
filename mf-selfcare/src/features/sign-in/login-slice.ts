import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SignInCodeRequest, SignInLinkRequest, SignInRequest } from '@atlas/contracts';

/** The spec's login state. `retryAfter`: seconds to wait after failed sign-ins (the delay grows with each failure; never a lock). */
interface LoginState {
  isLoading: boolean;
  isAuth: boolean;
  error: string | null;
  retryAfter: number | null;
  /** Sign-in started from a purchase funnel: go back to it afterwards. */
  purchaseLogin: boolean;
}

declare module '@atlas/runtime' {
  interface PlatformRootState {
    login?: LoginState;
  }
}

const initialState: LoginState = { isLoading: false, isAuth: false, error: null, retryAfter: null, purchaseLogin: false };

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    loginRequested(state, _action: PayloadAction<SignInRequest & { purchaseLogin?: boolean }>) {
      state.isLoading = true;
      state.error = null;
      state.retryAfter = null;
      state.purchaseLogin = !!_action.payload.purchaseLogin;
    },
    /** Sign-in with the proof of a code sent to the line (no password, never slowed by failed ones). */
    codeSignInRequested(state, _action: PayloadAction<SignInCodeRequest>) {
      state.isLoading = true;
      state.error = null;
      state.retryAfter = null;
    },
    /** Sign-in with the token of a link mailed to the account (no password, never slowed by failed ones). */
    linkSignInRequested(state, _action: PayloadAction<SignInLinkRequest>) {
      state.isLoading = true;
      state.error = null;
      state.retryAfter = null;
    },
    loginSucceeded(state) {
      state.isLoading = false;
      state.isAuth = true;
    },
    loginFailed(state, action: PayloadAction<{ code: string; retryAfter: number | null }>) {
      state.isLoading = false;
      state.isAuth = false;
      state.error = action.payload.code;
      state.retryAfter = action.payload.retryAfter;
    },
    loginReset() {
      return initialState;
    },
  },
});

export const loginActions = loginSlice.actions;
