import type { ReactElement } from 'react';
import { type Profile, type SessionTokensResponse } from '@atlas/contracts';
import { chooseSelectedLine, configureApiClient, createPlatformStore, sessionActions, sessionSlice } from '@atlas/runtime';
import { renderWithPlatform, type PlatformOptions } from '@atlas/test-kit/render-with-platform';
import { loginSaga } from '../features/sign-in/login-saga';
import { loginSlice } from '../features/sign-in/login-slice';
import { ShownLineProvider } from '../components/shown-line';

/** A store as the shell makes it (session slice) with this remote's slices and sagas injected. */
export function selfcareStore(profile?: Profile) {
  const store = createPlatformStore({ devTools: false, reducers: { session: sessionSlice.reducer, login: loginSlice.reducer } });
  store.injectSaga('selfcare/login', loginSaga);
  // As the shell wires it: the client sends the session's tokens and the selected line's.
  configureApiClient({
    getSession: () => (store.getState().session?.status === 'signedIn' ? { tokenType: 'Bearer', accessToken: TOKENS.accessToken } : null),
    getSelectedLine: () => store.getState().session?.selectedLine ?? null,
  });
  if (profile) {
    store.dispatch(sessionActions.sessionOpened({ expiresAt: Math.floor(Date.now() / 1000) + 300 }));
    store.dispatch(sessionActions.profileStored({ profile, selectedLine: chooseSelectedLine(profile.lines, null) }));
  } else {
    store.dispatch(sessionActions.sessionClosed());
  }
  return store;
}

/** A page or component of the remote, under what its routes put above every page. */
export const renderSelfcare = (ui: ReactElement, options: PlatformOptions = {}) =>
  renderWithPlatform(<ShownLineProvider>{ui}</ShownLineProvider>, { ...options, store: options.store ?? selfcareStore() });

export const TOKENS: SessionTokensResponse = { accessToken: 'a.b.c', refreshToken: 'r.s.t', tokenType: 'Bearer', expiresIn: 300 };

export const PROFILE: Profile = {
  id: 'p-1',
  crmId: 'CRM-1',
  civility: 'mr',
  firstName: 'Youssef',
  lastName: 'Benali',
  email: 'youssef.benali@example.ma',
  birthDate: '1987-09-30',
  segment: 'B2C',
  hasAvatar: false,
  lines: [
    {
      mdn: '0662345602',
      kind: 'mobile',
      segment: 'postpaid',
      customerSegment: 'B2C',
      offerId: 'o1',
      offerName: 'Forfait Illimité 199 Dh',
      offer_name_fr: 'Forfait Illimité 199 Dh',
      offer_name_ar: 'اشتراك بلا حدود 199 درهم',
      offer_name_en: 'Forfait Illimité 199 Dh',
      isMain: true,
      mdnSegmentationToken: 'seg-mobile',
      tokenType: 'Bearer',
    },
    {
      mdn: '0522345603',
      kind: 'ftth',
      segment: 'postpaid',
      customerSegment: 'B2C',
      offerId: 'o2',
      offerName: 'Fibre 200 Mb/s',
      offer_name_fr: 'Fibre 200 Mb/s',
      offer_name_ar: 'الألياف 200 ميغابت',
      offer_name_en: 'Fibre 200 Mb/s',
      isMain: false,
      mdnSegmentationToken: 'seg-fibre',
      tokenType: 'Bearer',
    },
  ],
};
