import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile, SelectedLine, UserLine } from '@atlas/contracts';
import type { PlatformRootState } from '../store/platform-state';

export type SessionStatus = 'unknown' | 'anonymous' | 'signedIn';

/** The signed-in customer as every part of the page sees it (the shell owns it). */
export interface SessionState {
  status: SessionStatus;
  /** Access token expiry, epoch seconds. */
  expiresAt: number | null;
  profile: Profile | null;
  profileStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  selectedLine: SelectedLine | null;
}

declare module '../store/platform-state' {
  interface PlatformRootState {
    session?: SessionState;
  }
}

const initialState: SessionState = { status: 'unknown', expiresAt: null, profile: null, profileStatus: 'idle', selectedLine: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionOpened(state, action: PayloadAction<{ expiresAt: number }>) {
      state.status = 'signedIn';
      state.expiresAt = action.payload.expiresAt;
    },
    sessionClosed() {
      return { ...initialState, status: 'anonymous' as const };
    },
    profileLoading(state) {
      state.profileStatus = 'loading';
    },
    profileStored(state, action: PayloadAction<{ profile: Profile; selectedLine: SelectedLine | null }>) {
      state.profile = action.payload.profile;
      state.selectedLine = action.payload.selectedLine;
      state.profileStatus = 'loaded';
    },
    profileFailed(state) {
      state.profileStatus = 'failed';
    },
    lineStored(state, action: PayloadAction<SelectedLine>) {
      state.selectedLine = action.payload;
    },
  },
});

export const sessionActions = sessionSlice.actions;

const sessionOf = (state: PlatformRootState): SessionState => state.session ?? initialState;
export const selectSessionStatus = (state: PlatformRootState) => sessionOf(state).status;
export const selectIsSignedIn = (state: PlatformRootState) => sessionOf(state).status === 'signedIn';
export const selectProfile = (state: PlatformRootState) => sessionOf(state).profile;
export const selectProfileStatus = (state: PlatformRootState) => sessionOf(state).profileStatus;
const NO_LINES: UserLine[] = [];
export const selectLines = (state: PlatformRootState): UserLine[] => sessionOf(state).profile?.lines ?? NO_LINES;
export const selectSelectedLine = (state: PlatformRootState) => sessionOf(state).selectedLine;
export const selectSelectedUserLine = (state: PlatformRootState): UserLine | null => {
  const { profile, selectedLine } = sessionOf(state);
  return profile?.lines.find((line) => line.mdn === selectedLine?.mdn) ?? null;
};

/** The line to act on after a profile load: the one kept if still there, else the main line, else the first. */
export function chooseSelectedLine(lines: UserLine[], kept: SelectedLine | null): SelectedLine | null {
  const line = lines.find((candidate) => candidate.mdn === kept?.mdn) ?? lines.find((candidate) => candidate.isMain) ?? lines[0];
  return line ? { mdn: line.mdn, mdnSegmentationToken: line.mdnSegmentationToken, tokenType: line.tokenType } : null;
}
