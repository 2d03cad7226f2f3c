import { createSlice } from '@reduxjs/toolkit';
import { busEvents, type BasketNext, type CartSummary } from '@atlas/contracts';

/** What the basket panels show: the last summary a remote announced, and the next step the page declared. */
export interface BasketState {
  summary: CartSummary | null;
  /** The invoices chosen on the invoice page on screen (the invoices panel), apart from the cart. */
  invoices: CartSummary | null;
  next: BasketNext | null;
}

const initialState: BasketState = { summary: null, invoices: null, next: null };

export const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(busEvents.cartUpdated, (state, action) => {
      state.summary = action.payload;
    });
    builder.addCase(busEvents.invoicesSelectionUpdated, (state, action) => {
      state.invoices = action.payload;
    });
    builder.addCase(busEvents.basketNextDeclared, (state, action) => {
      state.next = action.payload;
    });
  },
});
