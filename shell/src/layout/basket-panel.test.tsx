import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { takeEvery } from 'redux-saga/effects';
import { busEvents, type CartSummary, type PlatformManifest } from '@atlas/contracts';
import { apiClient } from '@atlas/runtime';
import { loadRemoteModule } from '../platform/remote-loader';
import { remoteVersion } from '../test/manifest-fixtures';
import { renderShell } from '../test/render-shell';
import { basketPanelOf } from './basket-panel';

jest.mock('../platform/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const shopManifest: PlatformManifest = {
  schemaVersion: 1,
  updatedAt: '2026-11-01T00:00:00Z',
  remotes: {
    'mf-cart-payment': {
      name: 'mf-cart-payment',
      container: 'mf_cart_payment',
      activeVersion: '1.0.0',
      lastGoodVersion: null,
      history: [],
      versions: {
        '1.0.0': remoteVersion('1.0.0', [
          { path: '/cart', layout: { basketPanel: true } },
          { path: '/achat/offre-mobile/info-client', layout: { purchaseBasketPanel: true } },
          { path: '/achat/paiement', layout: { basketPanelWithoutNext: true } },
          { path: '/suivi-commande' },
          { path: '/mes-factures-stub', layout: { invoicesBasketPanel: true } },
        ]),
      },
    },
  },
};

const summary: CartSummary = {
  cartId: 'cart-1',
  itemCount: 2,
  total: 149,
  monthlyTotal: 99,
  items: [
    { itemId: 'a', productType: 'offre-mobile', name: { fr: 'Forfait 99 Dh — 50 Go', ar: 'اشتراك 99 درهم — 50 جيغا', en: '99 Dh plan — 50 GB' }, quantity: 1, unitPrice: 99, period: 'month' },
    { itemId: 'b', productType: 'choix-de-numeros', name: { fr: 'Numéro Or', ar: 'رقم ذهبي', en: 'Gold number' }, quantity: 1, unitPrice: 50, period: 'once' },
  ],
};

function ShopPageStub() {
  return <h1>shop page</h1>;
}

beforeEach(() => {
  mockedLoad.mockReset();
  mockedLoad.mockResolvedValue({ module: { default: ShopPageStub }, version: '1.0.0', usedFallback: false });
  apiClient.defaults.adapter = async (config) => ({ data: [], status: 200, statusText: 'OK', headers: {}, config });
});

afterEach(() => {
  delete apiClient.defaults.adapter;
});

describe('basket panels', () => {
  it('reads the layout flags', () => {
    expect(basketPanelOf({ basketPanel: true })).toBe('basket');
    expect(basketPanelOf({ purchaseBasketPanel: true })).toBe('purchase');
    expect(basketPanelOf({ invoicesBasketPanel: true })).toBe('invoices');
    expect(basketPanelOf({ basketPanelWithoutNext: true })).toBe('withoutNext');
    expect(basketPanelOf({ ads: true })).toBeNull();
  });

  it('shows the last summary beside a purchase step, and the next step the page declared', async () => {
    const { store } = renderShell('/achat/offre-mobile/info-client', shopManifest);
    await screen.findByRole('heading', { name: 'shop page' });
    const panel = screen.getByRole('complementary', { name: 'Récapitulatif de la commande' });
    expect(panel).toHaveTextContent('Votre panier est vide.');
    const nextRequests: string[] = [];
    store.injectSaga('spy', function* () {
      yield takeEvery(busEvents.basketNextRequested.type, (action: { type: string }) => void nextRequests.push(action.type));
    });

    act(() => {
      store.dispatch(busEvents.cartUpdated(summary));
      store.dispatch(busEvents.basketNextDeclared({ labelKey: 'shell:retry', disabled: true }));
    });
    expect(within(panel).getByText('Forfait 99 Dh — 50 Go')).toBeInTheDocument();
    expect(panel).toHaveTextContent(/À payer aujourd’hui\s*149/);
    expect(panel).toHaveTextContent(/Puis chaque mois\s*99/);
    const next = within(panel).getByRole('button', { name: 'Réessayer' });
    await userEvent.click(next);
    expect(nextRequests).toEqual([]);

    act(() => {
      store.dispatch(busEvents.basketNextDeclared({ labelKey: 'shell:retry' }));
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    expect(nextRequests).toEqual([busEvents.basketNextRequested.type]);

    act(() => {
      store.dispatch(busEvents.basketNextDeclared(null));
    });
    expect(within(panel).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('has no next button on a page without next, and names items in the page’s language', async () => {
    const { store } = renderShell('/ar/achat/paiement', shopManifest);
    await screen.findByRole('heading', { name: 'shop page' });
    act(() => {
      store.dispatch(busEvents.cartUpdated(summary));
      store.dispatch(busEvents.basketNextDeclared({ labelKey: 'shell:retry' }));
    });
    const panel = screen.getByRole('complementary', { name: 'ملخص الطلب' });
    expect(within(panel).getByText('اشتراك 99 درهم — 50 جيغا')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'إعادة المحاولة' })).toBeNull();
    const toggle = within(panel).getByRole('button', { name: 'عرض المنتجين' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(panel).getByRole('button', { name: 'إخفاء التفاصيل' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no panel where the route declares none, and keeps the remote mounted from page to page', async () => {
    let mounts = 0;
    function CountingStub() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <Link to="/suivi-commande">track</Link>;
    }
    mockedLoad.mockResolvedValue({ module: { default: CountingStub }, version: '1.0.0', usedFallback: false });
    renderShell('/cart', shopManifest);
    await userEvent.click(await screen.findByRole('link', { name: 'track' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('link', { name: 'track' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('the invoices panel shows the invoices the page chose, never the cart', async () => {
    const { store } = renderShell('/mes-factures-stub', shopManifest);
    await screen.findByRole('heading', { name: 'shop page' });
    const panel = screen.getByRole('complementary', { name: 'Factures à payer' });
    act(() => {
      store.dispatch(busEvents.cartUpdated(summary));
    });
    expect(panel).toHaveTextContent('Aucune facture sélectionnée.');
    act(() => {
      store.dispatch(
        busEvents.invoicesSelectionUpdated({
          cartId: null,
          itemCount: 1,
          total: 249.5,
          monthlyTotal: 0,
          items: [{ itemId: 'F2610345602', productType: 'facture', name: { fr: 'Facture 2026-10', ar: 'فاتورة 2026-10', en: 'Invoice 2026-10' }, quantity: 1, unitPrice: 249.5, period: 'once' }],
        }),
      );
    });
    expect(within(panel).getByText('Facture 2026-10')).toBeInTheDocument();
    expect(within(panel).queryByText('Forfait 99 Dh — 50 Go')).toBeNull();
    act(() => {
      store.dispatch(busEvents.invoicesSelectionUpdated(null));
    });
    expect(panel).toHaveTextContent('Aucune facture sélectionnée.');
  });
});
