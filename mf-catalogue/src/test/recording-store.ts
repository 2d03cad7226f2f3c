import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { createPlatformStore } from '@atlas/runtime';

/** A platform store that keeps every action dispatched, to assert what a page put on the bus. */
export const recordingStore = () => {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  return { store: createPlatformStore({ middleware: [record], devTools: false }), actions };
};
