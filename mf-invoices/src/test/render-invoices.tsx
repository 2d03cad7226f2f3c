import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { Route, Routes, useLocation } from 'react-router-dom';
import { type Language, type Profile } from '@atlas/contracts';
import { chooseSelectedLine, configureApiClient, createPlatformStore, sessionActions, sessionSlice } from '@atlas/runtime';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import type { Invoice } from '@atlas/contracts/billing';
import InvoicesBasketPanel from '../widgets/basket-panel';
import InvoicesRoutes from '../routes';

// Pages load lazily and call the (fake) network: on a busy machine that takes more than a second.
Object.assign(globalThis, { __PART_VERSION__: '1.0.0-test' });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

export const PROFILE: Profile = {
  id: 'p-1',
  crmId: 'CRM-1',
  civility: 'mr',
  firstName: 'Youssef',
  lastName: 'Benali',
  email: 'youssef.benali@example.ma',
  segment: 'B2C',
  lines: [
    {
      mdn: '0662345602',
      kind: 'mobile',
      segment: 'postpaid',
      isMain: true,
      offerName: 'Forfait',
      offer_name_fr: 'Forfait',
      offer_name_ar: 'باقة',
      offer_name_en: 'Forfait',
      mdnSegmentationToken: 'seg.token.one',
      tokenType: 'Bearer',
    },
  ],
} as unknown as Profile;

/** The remote's routes at a path as the shell renders them, with every bus action recorded. */
export function renderInvoices(path: string, { language = 'fr' as Language, profile }: { language?: Language; profile?: Profile } = {}) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = createPlatformStore({ devTools: false, reducers: { session: sessionSlice.reducer }, middleware: [recorder] });
  configureApiClient({
    getSession: () => (store.getState().session?.status === 'signedIn' ? { tokenType: 'Bearer', accessToken: 'a.b.c' } : null),
    getSelectedLine: () => store.getState().session?.selectedLine ?? null,
  });
  if (profile) {
    store.dispatch(sessionActions.sessionOpened({ expiresAt: Math.floor(Date.now() / 1000) + 300 }));
    store.dispatch(sessionActions.profileStored({ profile, selectedLine: chooseSelectedLine(profile.lines, null) }));
  } else store.dispatch(sessionActions.sessionClosed());
  const view = renderWithPlatform(
    <>
      <Routes>
        <Route path={language === 'fr' ? '*' : `${language}/*`} element={<InvoicesRoutes language={language} selfCarePrefix="/espace-client" />} />
      </Routes>
      {/* The shell places the remote's basket panel beside its pages (slot `basket-panel`). */}
      <InvoicesBasketPanel kind="invoices" language={language} />
      <Where />
    </>,
    { language, path, store },
  );
  return {
    ...view,
    store,
    actions,
    ofType: (type: string) => actions.filter((action) => action.type === type),
    where: () => view.getByTestId('where').textContent,
  };
}

export const invoice = (billNo: string, period: string, amount: number, extra: Partial<Invoice> = {}): Invoice => ({
  billNo,
  mdn: '0666000222',
  period,
  issuedAt: `${period}-28T08:00:00.000Z`,
  dueAt: '2026-12-03T08:00:00.000Z',
  amount,
  status: 'unpaid',
  overdue: false,
  ...extra,
});
