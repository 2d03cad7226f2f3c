import { createSlice } from '@reduxjs/toolkit';
import { busEvents, DEFAULT_LANGUAGE, type Language } from '@atlas/contracts';

export interface LocaleState {
  language: Language;
}

export function createLocaleSlice(initial: Language = DEFAULT_LANGUAGE) {
  return createSlice({
    name: 'locale',
    initialState: { language: initial } as LocaleState,
    reducers: {},
    extraReducers: (builder) => {
      builder.addCase(busEvents.localeChanged, (state, action) => {
        state.language = action.payload.language;
      });
    },
  });
}
