import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language, MegaMenuEntry } from '@atlas/contracts';

export interface MegaMenuState {
  language: Language | null;
  entries: MegaMenuEntry[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The server's code; the spec: a megamenu failure returns an error object. */
  error: string | null;
}

const initialState: MegaMenuState = { language: null, entries: [], status: 'idle', error: null };

export const megaMenuSlice = createSlice({
  name: 'megaMenu',
  initialState,
  reducers: {
    requested: (state, action: PayloadAction<Language>) => {
      state.status = 'loading';
      state.language = action.payload;
    },
    loaded: (state, action: PayloadAction<{ language: Language; entries: MegaMenuEntry[] }>) => {
      state.status = 'loaded';
      state.language = action.payload.language;
      state.entries = action.payload.entries;
      state.error = null;
    },
    failed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});
