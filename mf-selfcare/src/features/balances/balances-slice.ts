import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BalanceCategory } from '@atlas/contracts';

/** The spec's balance state (list, loading), with the line it belongs to and the failure code. */
export interface BalancesState {
  mdn: string | null;
  list: BalanceCategory[];
  loading: boolean;
  error: string | null;
  updatedAt: string | null;
}

declare module '@atlas/runtime' {
  interface PlatformRootState {
    balances?: BalancesState;
  }
}

const initialState: BalancesState = { mdn: null, list: [], loading: false, error: null, updatedAt: null };

export const balancesSlice = createSlice({
  name: 'balances',
  initialState,
  reducers: {
    balancesRequested(state) {
      state.loading = true;
      state.error = null;
    },
    balancesLoaded(state, action: PayloadAction<{ mdn: string; list: BalanceCategory[]; updatedAt: string }>) {
      state.loading = false;
      state.mdn = action.payload.mdn;
      state.list = action.payload.list;
      state.updatedAt = action.payload.updatedAt;
    },
    balancesFailed(state, action: PayloadAction<{ code: string }>) {
      state.loading = false;
      state.error = action.payload.code;
      state.list = [];
      state.mdn = null;
    },
  },
});

export const balancesActions = balancesSlice.actions;
