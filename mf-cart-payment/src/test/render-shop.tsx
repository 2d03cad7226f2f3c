import { Route, Routes, useLocation } from 'react-router-dom';
import { type Language, type Profile } from '@atlas/contracts';
import { configureApiClient } from '@atlas/runtime';
import { type BasketPanelKind } from '@atlas/ui-kit';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import CartPaymentRoutes from '../routes';
import ShopBasketPanel from '../widgets/basket-panel';
import { shopStore } from './shop-store';

// Pages load lazily and call the (fake) network: on a busy machine that takes more than a second.

// The build defines the version; the tests stand in for it.
Object.assign(globalThis, { __PART_VERSION__: '1.0.0-test' });

/** Where the router is: path and query, for assertions on navigation. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/**
 * The shop's routes at a path, as the shell renders them (store with the session, i18n, theme,
 * router), with the cart kept locally beforehand when given; `panel` places the basket panel
 * widget beside the pages, as the shell does on the routes that declare one.
 */
export function renderShop(
  path: string,
  { language = 'fr' as Language, signedIn = false, profile = null as Profile | null, panel = null as BasketPanelKind | null } = {},
) {
  const harness = shopStore({ signedIn, profile });
  configureApiClient({ getSession: () => (signedIn ? { tokenType: 'Bearer', accessToken: 'a.b.c' } : null) });
  const view = renderWithPlatform(
    <>
      {/* The shell renders a remote's routes under the locale's route (`ar/*`, `en/*`, else `*`). */}
      <Routes>
        <Route path={language === 'fr' ? '*' : `${language}/*`} element={<CartPaymentRoutes language={language} selfCarePrefix="/espace-client" />} />
      </Routes>
      {panel && <ShopBasketPanel kind={panel} language={language} />}
      <Where />
    </>,
    { language, path, store: harness.store },
  );
  return { ...view, ...harness, where: () => view.getByTestId('where').textContent };
}
