import { atlasApi, skipToken } from '@atlas/runtime';
import type { Order, PaymentOutcome } from '@atlas/contracts/shop';

/** The recharge order behind a result page, as the server has it (`order/pull?refNumber`, no-store). */
const rechargeOrderApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    rechargeOrder: build.query<Order, string>({
      query: (refNumber) => ({ url: '/api/v1/ms-payment/order/pull', params: { refNumber } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export type RechargeOutcome =
  | { status: 'loading' }
  /** `order` is absent when the server could not be read: the address's outcome is all there is. */
  | { status: 'ready'; outcome: PaymentOutcome; errorCode: string | null; order: Order | null };

/**
 * The outcome a result page shows: the order's real state, read from the server each time the page
 * opens, whatever the address says. A customer who goes back to an older gateway page of an order
 * paid since lands on `…/echoue`, and is still told it was paid; only when the order cannot be read
 * (no reference, a network failure) does the address's outcome stand.
 */
export function useRechargeOutcome(refNumber: string | null, fromAddress: PaymentOutcome, codeFromAddress: string | null): RechargeOutcome {
  const read = rechargeOrderApi.useRechargeOrderQuery(refNumber ?? skipToken, { refetchOnMountOrArgChange: true });
  const order = read.currentData;
  // An order still awaiting its payment has no outcome of its own yet: the address's stands.
  if (order && order.status !== 'awaiting-payment') {
    return {
      status: 'ready',
      outcome: order.paymentOutcome,
      errorCode: order.paymentOutcome === 'echoue' ? (order.errorCode ?? codeFromAddress) : null,
      order,
    };
  }
  if (refNumber && !order && (read.isLoading || read.isFetching)) return { status: 'loading' };
  return { status: 'ready', outcome: fromAddress, errorCode: codeFromAddress, order: null };
}
