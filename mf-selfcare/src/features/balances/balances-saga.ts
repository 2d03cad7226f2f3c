import { call, put, select, takeLatest } from 'redux-saga/effects';
import { busEvents, type BalancesResponse, type SelectedLine } from '@atlas/contracts';
import { api, selectSelectedLine, toApiError } from '@atlas/runtime';
import { balancesActions } from './balances-slice';

/** GET /api/ms-balance/v1/balances: the api client adds the selected line's segmentation token. */
export const fetchBalances = () => api.get<BalancesResponse>('/api/ms-balance/v1/balances', { authorized: true });

function* loadBalances() {
  const line: SelectedLine | null = yield select(selectSelectedLine);
  // The spec: no balance call without a selected line's segmentation token.
  if (!line) {
    yield put(balancesActions.balancesFailed({ code: 'client-segmentation-required' }));
    return;
  }
  try {
    const answer: BalancesResponse = yield call(fetchBalances);
    yield put(balancesActions.balancesLoaded({ mdn: answer.mdn, list: answer.balances, updatedAt: answer.updatedAt }));
  } catch (error) {
    // Swallowed as the spec says: the page shows a retryable state, nothing is thrown further.
    yield put(balancesActions.balancesFailed({ code: toApiError(error).code }));
  }
}

/** Balances follow the selected line: asked by the dashboard, and again when the line changes. */
export function* balancesSaga() {
  yield takeLatest([balancesActions.balancesRequested.type, busEvents.lineSelected.type], function* (action: { type: string }) {
    if (action.type === busEvents.lineSelected.type) yield put(balancesActions.balancesRequested());
    else yield call(loadBalances);
  });
}
