import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentMethod, PaymentMethodId, PaymentOutcome } from '@atlas/contracts/shop';
import { errorCodeOf } from '@atlas/runtime';
import { rechargeApi } from './recharge-api';
import type { RechargePaymentData } from './recharge-storage';

/**
 * The spec's payment state (§3 "Payment state", §4): the methods of the cart, the error code of
 * their load, the contact email, the selected method, the refNumber, the products and the total,
 * the isMvp flag, and the status — 'echoue' until the payment's answer (or the gateway's return)
 * sets it with the refNumber.
 */
export interface RechargePaymentState {
  methodsPayment: { methods: PaymentMethod[] };
  error: string | null;
  contact: { email: string };
  selectedMethod: PaymentMethodId | null;
  refNumber: string | null;
  products: RechargePaymentData['products'];
  total: number;
  /** The minimal product: every spec method is offered here, so false. */
  isMvp: boolean;
  status: PaymentOutcome;
}

const initialPaymentState: RechargePaymentState = {
  methodsPayment: { methods: [] },
  error: null,
  contact: { email: '' },
  selectedMethod: null,
  refNumber: null,
  products: [],
  total: 0,
  isMvp: false,
  status: 'echoue',
};

function methodsLoaded(state: RechargePaymentState, methods: PaymentMethod[]) {
  state.methodsPayment.methods = methods;
  state.error = null;
}

function methodsFailed(state: RechargePaymentState, code: string) {
  state.methodsPayment.methods = [];
  state.error = code;
}

export const paymentSlice = createSlice({
  name: 'rechargePayment',
  initialState: initialPaymentState,
  reducers: {
    /** Payment-methods load: success clears the error. */
    methodsLoaded(state, action: PayloadAction<PaymentMethod[]>) {
      methodsLoaded(state, action.payload);
    },
    /** Payment-methods load failed: the code is kept and the list emptied. */
    methodsFailed(state, action: PayloadAction<string>) {
      methodsFailed(state, action.payload);
    },
    methodSelected(state, action: PayloadAction<PaymentMethodId>) {
      state.selectedMethod = action.payload;
    },
    contactChanged(state, action: PayloadAction<string>) {
      state.contact.email = action.payload;
    },
    started(state, action: PayloadAction<Pick<RechargePaymentState, 'products' | 'total'>>) {
      state.products = action.payload.products;
      state.total = action.payload.total;
      state.status = 'echoue';
      state.refNumber = null;
    },
    /** The payment's answer: the status with its refNumber. */
    settled(state, action: PayloadAction<{ status: PaymentOutcome; refNumber: string | null; error?: string | null }>) {
      state.status = action.payload.status;
      state.refNumber = action.payload.refNumber;
      state.error = action.payload.error ?? null;
    },
  },
  // The methods' read (rechargePaymentMethods) fills the spec's payment state.
  extraReducers: (builder) => {
    builder
      .addMatcher(rechargeApi.endpoints.rechargePaymentMethods.matchFulfilled, (state, action) => {
        methodsLoaded(state, action.payload.methods);
      })
      .addMatcher(rechargeApi.endpoints.rechargePaymentMethods.matchRejected, (state, action) => {
        // A read skipped because the same one is in flight is no failure.
        if (action.meta.condition) return;
        methodsFailed(state, errorCodeOf(action.payload ?? action.error));
      });
  },
});

export const paymentActions = paymentSlice.actions;
