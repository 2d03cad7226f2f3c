import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, take, takeEvery } from 'redux-saga/effects';
import { busEvents } from '@atlas/contracts';
import { createPlatformStore, getPlatformStore } from './create-platform-store';

const cart = createSlice({
  name: 'cart',
  initialState: { itemCount: 0 },
  reducers: {
    countChanged: (state, action: PayloadAction<number>) => {
      state.itemCount = action.payload;
    },
  },
});

const locale = createSlice({ name: 'locale', initialState: { language: 'fr' }, reducers: {} });

const stateOf = (store: ReturnType<typeof createPlatformStore>) => store.getState() as unknown as Record<string, unknown>;

describe('createPlatformStore', () => {
  it('starts with the static reducers and is the page store', () => {
    const store = createPlatformStore({ staticReducers: { locale: locale.reducer } });
    expect(stateOf(store)).toEqual({ locale: { language: 'fr' }, atlasApi: expect.objectContaining({ queries: {} }) });
    expect(getPlatformStore()).toBe(store);
  });

  it('has nothing of a remote before injection, then its state', () => {
    const store = createPlatformStore({ staticReducers: { locale: locale.reducer } });
    expect(store.hasReducer('cart')).toBe(false);
    expect(stateOf(store).cart).toBeUndefined();
    expect(store.injectReducer('cart', cart.reducer)).toBe(true);
    expect(stateOf(store)).toMatchObject({ locale: { language: 'fr' }, cart: { itemCount: 0 } });
    store.dispatch(cart.actions.countChanged(2));
    expect(stateOf(store).cart).toEqual({ itemCount: 2 });
  });

  it('injects a reducer once: the same reducer again changes nothing', () => {
    const store = createPlatformStore();
    store.injectReducer('cart', cart.reducer);
    store.dispatch(cart.actions.countChanged(3));
    const before = store.getState();
    expect(store.injectReducer('cart', cart.reducer)).toBe(false);
    expect(store.getState()).toBe(before);
  });

  it('runs a root saga once per key and answers the same task', () => {
    const store = createPlatformStore();
    const started = jest.fn();
    function* rootSaga() {
      started();
      yield take('never');
    }
    const first = store.injectSaga('cart', rootSaga);
    const second = store.injectSaga('cart', rootSaga);
    expect(second).toBe(first);
    expect(started).toHaveBeenCalledTimes(1);
    expect(store.hasSaga('cart')).toBe(true);
    store.ejectSaga('cart');
    expect(first.isCancelled()).toBe(true);
    expect(store.hasSaga('cart')).toBe(false);
  });

  it('restarts a root saga that crashed, and the crash stops only that saga', () => {
    const onSagaError = jest.fn();
    const store = createPlatformStore({ onSagaError });
    let runs = 0;
    function* fragile() {
      runs += 1;
      yield take('boom');
      throw new Error('broken');
    }
    function* healthy() {
      yield takeEvery('ping', function* pong() {
        yield put({ type: 'pong' });
      });
    }
    store.injectSaga('fragile', fragile);
    const healthyTask = store.injectSaga('healthy', healthy);
    store.dispatch({ type: 'boom' });
    expect(onSagaError).toHaveBeenCalledTimes(1);
    expect(store.hasSaga('fragile')).toBe(false);
    expect(healthyTask.isRunning()).toBe(true);
    store.injectSaga('fragile', fragile);
    expect(runs).toBe(2);
  });

  it('lets a remote saga listen to the bus and emit on it', () => {
    const store = createPlatformStore();
    const seen: string[] = [];
    store.injectReducer('log', (state: string[] = [], action) => {
      seen.push(action.type);
      return state;
    });
    const fetchCart = jest.fn((cartId: string | null) => ({ cartId, itemCount: 1, total: 49, monthlyTotal: 0, items: [] }));
    function* cartSaga() {
      yield takeEvery(busEvents.cartItemAddRequested, function* added() {
        const summary: ReturnType<typeof fetchCart> = yield call(fetchCart, 'c-1');
        yield put(busEvents.cartUpdated(summary));
      });
    }
    store.injectSaga('cart', cartSaga);
    store.dispatch(busEvents.cartItemAddRequested({ productType: 'recharge', productId: 'r-10' }));
    expect(fetchCart).toHaveBeenCalledWith('c-1');
    expect(seen).toContain('cart/updated');
  });
});
