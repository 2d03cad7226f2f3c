import { call, put, takeLatest } from 'redux-saga/effects';
import { busEvents, type Language, type MegaMenuEntry } from '@atlas/contracts';
import { apiClient, toApiError } from '@atlas/runtime';
import { megaMenuSlice } from './mega-menu-slice';

export async function fetchMegaMenu(language: Language): Promise<MegaMenuEntry[]> {
  const response = await apiClient.get<MegaMenuEntry[]>('/api/v1/ms-content/megamenu', {
    params: { language },
    headers: { Accept: 'application/json' },
  });
  return response.data;
}

function* loadMegaMenu(action: ReturnType<typeof busEvents.localeChanged>) {
  const { language } = action.payload;
  yield put(megaMenuSlice.actions.requested(language));
  try {
    const entries: MegaMenuEntry[] = yield call(fetchMegaMenu, language);
    yield put(megaMenuSlice.actions.loaded({ language, entries }));
  } catch (error) {
    yield put(megaMenuSlice.actions.failed(toApiError(error).code));
  }
}

/** The menu follows the language: each locale change loads that language's menu. */
export function* megaMenuSaga() {
  yield takeLatest(busEvents.localeChanged, loadMegaMenu);
}
