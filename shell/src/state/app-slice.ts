import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The spec's app state. `isLoadingGlobal` drives the page-level progress bar. */
export interface AppState {
  isLoading: boolean;
  isLoadingGlobal: boolean;
  hasError: boolean;
  error: string | null;
  urlBlocRecharge: string | null;
}

const initialState: AppState = {
  isLoading: false,
  isLoadingGlobal: false,
  hasError: false,
  error: null,
  urlBlocRecharge: null,
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    globalLoadingStarted: (state) => {
      state.isLoadingGlobal = true;
    },
    globalLoadingEnded: (state) => {
      state.isLoadingGlobal = false;
    },
    failed: (state, action: PayloadAction<string>) => {
      state.hasError = true;
      state.error = action.payload;
    },
    errorCleared: (state) => {
      state.hasError = false;
      state.error = null;
    },
  },
});
