import { call, put, takeEvery } from 'redux-saga/effects';
import { busEvents, type ToastMessage } from '@atlas/contracts';
import { getI18n, errorText } from '@atlas/runtime';
import { showToast } from './toast-store';

/** Emits a toast on the bus from a saga: `yield notify({ kind: 'success', message: 'cart:added' })`. */
export const notify = (toast: ToastMessage) => put(busEvents.toastShown(toast));

function* showBusToast({ payload }: ReturnType<typeof busEvents.toastShown>) {
  const text = payload.isErrorCode ? errorText(payload.message) : getI18n().t(payload.message);
  yield call(showToast, { kind: payload.kind, text });
}

/** Run by the shell: shows every `ui/toastShown` event in the ToastRegion. */
export function* toastSaga() {
  yield takeEvery(busEvents.toastShown, showBusToast);
}
