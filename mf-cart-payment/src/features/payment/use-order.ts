import { useEffect, useState } from 'react';
import { errorCodeOf } from '@atlas/runtime';
import { usePolling } from '@atlas/ui-kit';
import type { Order } from '@atlas/contracts/shop';
import { pullOrder } from './payment-api';

export type OrderState = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'error'; code: string };

/** How long a result page waits for the gateway's confirmation to reach the order. */
export const CONFIRMATION_WAIT_SECONDS = 30;

/**
 * The order behind a result page (`order/pull?refNumber`). While its payment is not confirmed yet
 * (the gateway's server-to-server confirmation may come after the browser), it is asked again.
 */
export function useOrder(refNumber: string | null) {
  const [state, setState] = useState<OrderState>(refNumber ? { status: 'loading' } : { status: 'error', code: 'not-found' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!refNumber) return undefined;
    let current = true;
    setState({ status: 'loading' });
    pullOrder(refNumber).then(
      (order) => current && setState({ status: 'ready', order }),
      (error: unknown) => current && setState({ status: 'error', code: errorCodeOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [refNumber, attempt]);

  const awaiting = state.status === 'ready' && state.order.status === 'awaiting-payment';
  const polling = usePolling({
    durationSeconds: CONFIRMATION_WAIT_SECONDS,
    intervalMs: 2000,
    enabled: awaiting,
    onTick: async () => {
      if (!refNumber) return true;
      const order = await pullOrder(refNumber);
      if (order.status === 'awaiting-payment') return false;
      setState({ status: 'ready', order });
      return true;
    },
  });
  const { start, isPolling } = polling;
  useEffect(() => {
    if (awaiting && !isPolling && !polling.timedOut) start();
  }, [awaiting, isPolling, polling.timedOut, start]);

  return { state, waiting: awaiting && !polling.timedOut, retry: () => setAttempt((n) => n + 1) };
}
