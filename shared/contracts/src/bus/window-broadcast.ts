import type { Middleware } from '@reduxjs/toolkit';
import { busEvents } from './events';

/** The DOM event on `window` that repeats the bus events below, for tag managers and browser tests. */
export const BUS_WINDOW_EVENT = 'atlas:bus';

/**
 * Bus events repeated on `window`: the shop's and the platform's, never the session's (tokens and
 * the profile stay inside the store).
 */
export const WINDOW_BROADCAST_EVENTS = [
  busEvents.cartItemAddRequested,
  busEvents.cartUpdated,
  busEvents.paymentSucceeded,
  busEvents.paymentFailed,
  busEvents.localeChanged,
  busEvents.remoteLoadFailed,
] as const;

// Repeating an event is not listening to it (the bus contract test counts listeners): compare types.
const broadcastTypes = new Set<string>(WINDOW_BROADCAST_EVENTS.map((event) => event.type));

export interface BusWindowEventDetail {
  type: string;
  payload: unknown;
}

/** Redux middleware of the shell's store: repeats the listed bus events as `atlas:bus` CustomEvents. */
export const broadcastBusEvents: Middleware = () => (next) => (action) => {
  const result = next(action);
  const { type, payload } = action as { type: string; payload?: unknown };
  if (typeof window !== 'undefined' && broadcastTypes.has(type)) {
    window.dispatchEvent(new CustomEvent<BusWindowEventDetail>(BUS_WINDOW_EVENT, { detail: { type, payload } }));
  }
  return result;
};
