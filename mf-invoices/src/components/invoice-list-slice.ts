import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invoice } from '@atlas/contracts/billing';

/**
 * The invoice list of the selfcare spec: loading, then loaded or failed; one invoice selected,
 * all, one deselected by billNo, the selection cleared, the order reversed, the list emptied.
 */
export interface InvoiceListState {
  status: 'loading' | 'loaded' | 'failed';
  errorCode: string | null;
  invoices: Invoice[];
  /** Bill numbers, in the order they were chosen. */
  invoicesSelected: string[];
}

export const initialInvoiceList: InvoiceListState = { status: 'loading', errorCode: null, invoices: [], invoicesSelected: [] };

export const invoiceListSlice = createSlice({
  name: 'invoiceList',
  initialState: initialInvoiceList,
  reducers: {
    loading: (state) => ({ ...state, status: 'loading', errorCode: null }),
    loaded(state, action: PayloadAction<{ invoices: Invoice[]; keep?: string[] }>) {
      const payable = new Set(action.payload.invoices.filter((invoice) => invoice.status === 'unpaid').map((invoice) => invoice.billNo));
      state.status = 'loaded';
      state.invoices = action.payload.invoices;
      // A selection kept across a reload holds only invoices still to pay.
      state.invoicesSelected = (action.payload.keep ?? state.invoicesSelected).filter((billNo) => payable.has(billNo));
    },
    failed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.errorCode = action.payload;
    },
    select(state, action: PayloadAction<string>) {
      const invoice = state.invoices.find((candidate) => candidate.billNo === action.payload);
      if (invoice?.status === 'unpaid' && !state.invoicesSelected.includes(action.payload)) state.invoicesSelected.push(action.payload);
    },
    selectAll(state) {
      state.invoicesSelected = state.invoices.filter((invoice) => invoice.status === 'unpaid').map((invoice) => invoice.billNo);
    },
    deselect(state, action: PayloadAction<string>) {
      state.invoicesSelected = state.invoicesSelected.filter((billNo) => billNo !== action.payload);
    },
    clear(state) {
      state.invoicesSelected = [];
    },
    reverse(state) {
      state.invoices.reverse();
    },
    empty: () => ({ ...initialInvoiceList, status: 'loaded' as const }),
  },
});

export const invoiceListActions = invoiceListSlice.actions;

/** The chosen invoices (in list order) and their total, MAD, to the centime. */
export function selectionOf(state: InvoiceListState): { invoices: Invoice[]; total: number } {
  const chosen = new Set(state.invoicesSelected);
  const invoices = state.invoices.filter((invoice) => chosen.has(invoice.billNo));
  return { invoices, total: Math.round(invoices.reduce((sum, invoice) => sum + invoice.amount * 100, 0)) / 100 };
}
