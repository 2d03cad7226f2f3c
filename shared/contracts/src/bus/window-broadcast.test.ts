import { createPlatformStore } from '@atlas/runtime';
import { busEvents } from './events';
import { broadcastBusEvents, BUS_WINDOW_EVENT, type BusWindowEventDetail } from './window-broadcast';

describe('broadcastBusEvents', () => {
  it('repeats shop events on window and keeps session events inside the store', () => {
    const store = createPlatformStore({ middleware: [broadcastBusEvents], devTools: false });
    const seen: BusWindowEventDetail[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<BusWindowEventDetail>).detail);
    window.addEventListener(BUS_WINDOW_EVENT, listener);
    store.dispatch(busEvents.cartItemAddRequested({ productType: 'handset', productId: 'apple-iphone-17', quantity: 1 }));
    store.dispatch(busEvents.sessionTokensIssued({ accessToken: 'secret', refreshToken: 'secret', tokenType: 'Bearer', expiresIn: 300 }));
    window.removeEventListener(BUS_WINDOW_EVENT, listener);
    expect(seen).toEqual([{ type: 'cart/itemAddRequested', payload: { productType: 'handset', productId: 'apple-iphone-17', quantity: 1 } }]);
  });
});
