import { useEffect, useState } from 'react';
import { errorCodeOf, skipToken } from '@atlas/runtime';
import type { Order } from '@atlas/contracts/shop';
import { useOrderQuery } from '../../components/payment-api';

type OrderState = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'error'; code: string };

/** How long a result page waits for the gateway's confirmation to reach the order. */
export const CONFIRMATION_WAIT_SECONDS = 30;
/** How often the order is read again meanwhile. */
export const CONFIRMATION_POLL_MS = 2000;

/**
 * The order behind a result page (`order/pull?refNumber`). While its payment is not confirmed yet
 * (the gateway's server-to-server confirmation may come after the browser), it is read again every
 * two seconds, for thirty seconds at most; a failed read meanwhile keeps the order on screen.
 */
export function useOrder(refNumber: string | null) {
  const [polling, setPolling] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const read = useOrderQuery(refNumber ?? skipToken, { refetchOnMountOrArgChange: true, pollingInterval: polling ? CONFIRMATION_POLL_MS : 0 });
  const order = read.currentData;
  const awaiting = order?.status === 'awaiting-payment';
  // Polling follows the order's state: on while its payment is awaited, until the wait is over.
  const shouldPoll = awaiting && !timedOut;
  if (shouldPoll !== polling) setPolling(shouldPoll);

  useEffect(() => {
    if (!awaiting || timedOut) return undefined;
    const timer = setTimeout(() => setTimedOut(true), CONFIRMATION_WAIT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [awaiting, timedOut]);

  let state: OrderState;
  if (!refNumber) state = { status: 'error', code: 'not-found' };
  else if (order) state = { status: 'ready', order };
  else if (read.isError && !read.isFetching) state = { status: 'error', code: errorCodeOf(read.error) };
  else state = { status: 'loading' };

  return { state, waiting: shouldPoll, retry: () => void read.refetch() };
}
