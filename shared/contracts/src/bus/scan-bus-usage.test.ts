import { scanBusUsage, unemittedEvents } from './scan-bus-usage';

describe('scanBusUsage', () => {
  it('recognises the ways to listen and to emit', () => {
    const usage = scanBusUsage([
      {
        path: 'mf-cart/src/cart-saga.ts',
        text: `
          yield takeEvery(busEvents.cartItemAddRequested, addItem);
          yield takeLatest([busEvents.sessionSignedIn, busEvents.sessionRefreshed.type], reload);
          const action = yield take(busEvents.lineSelected);
          if (busEvents.sessionExpired.match(action)) {}
          builder.addCase(busEvents.localeChanged, (state) => state);
          yield put(busEvents.cartUpdated({ cartId, itemCount, total }));
        `,
      },
      {
        path: 'shell/src/session.ts',
        text: `
          yield put(busEvents.sessionSignedIn({ tokenType, expiresAt }));
          store.dispatch(busEvents.lineSelected({ mdn }));
          switch (action.type) { case busEvents.identityVerified.type: break; }
          yield takeEvery(busEvents.paymentFailed, function* worker() { yield put(busEvents.toastShown({ kind: 'error', message: 'x' })); });
        `,
      },
    ]);
    expect([...usage.listened.keys()].sort()).toEqual(
      [
        'cartItemAddRequested',
        'identityVerified',
        'lineSelected',
        'localeChanged',
        'paymentFailed',
        'sessionExpired',
        'sessionRefreshed',
        'sessionSignedIn',
      ].sort(),
    );
    expect([...usage.emitted.keys()].sort()).toEqual(['cartUpdated', 'lineSelected', 'sessionSignedIn', 'toastShown']);
    expect(unemittedEvents(usage).map((e) => e.event)).toEqual([
      'cartItemAddRequested',
      'identityVerified',
      'localeChanged',
      'paymentFailed',
      'sessionExpired',
      'sessionRefreshed',
    ]);
    expect(unemittedEvents(usage)[0]).toEqual({ event: 'cartItemAddRequested', listenedIn: ['mf-cart/src/cart-saga.ts'] });
  });
});
