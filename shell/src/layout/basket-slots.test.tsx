import { useEffect, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionChannel, take } from 'redux-saga/effects';
import { BUS_WINDOW_EVENT, busEvents } from '@atlas/contracts';
import { setApiClientAdapter, usePlatformStore } from '@atlas/runtime';
import { type BasketPanelWidgetProps, type HeaderBasketWidgetProps } from '@atlas/ui-kit';
import { loadRemoteModule, type RemoteTarget } from '../platform/remote-loader';
import { manifestOf } from '../test/manifest-fixtures';
import { renderShell } from '../test/render-shell';
import { basketPanelOf } from './basket-panel-slot';

jest.mock('../platform/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const manifest = manifestOf({
  'mf-catalogue': { routes: [{ path: '/' }] },
  'mf-cart-payment': {
    routes: [
      { path: '/cart', layout: { basketPanel: true } },
      { path: '/achat/offre-mobile/info-client', layout: { purchaseBasketPanel: true } },
      { path: '/achat/paiement', layout: { basketPanelWithoutNext: true } },
      { path: '/suivi-commande' },
    ],
    widgets: [
      { name: 'header-basket', module: './header-basket' },
      { name: 'basket-panel', module: './basket-panel' },
    ],
  },
  'mf-invoices': {
    routes: [{ path: '/mes-factures', area: 'selfcare', layout: { invoicesBasketPanel: true } }],
    widgets: [{ name: 'basket-panel', module: './basket-panel' }],
  },
  'mf-recharge': { routes: [{ path: '/recharges', layout: { basketPanel: true } }] },
});

function PageStub() {
  return <h1>page</h1>;
}

/** A widget stub that says which remote drew it and what the slot told it. */
const panelOf = (remote: string) =>
  function PanelStub({ kind, language }: BasketPanelWidgetProps) {
    return <aside aria-label={`${remote} panel`} data-kind={kind} data-language={language} />;
  };

/** The cart's saga as mf-cart-payment runs it from its header basket: its action channel is set up first. */
const heard: string[] = [];
function* cartSagaStub() {
  const requests: unknown = yield actionChannel(busEvents.cartItemAddRequested.type);
  for (;;) {
    const request: ReturnType<typeof busEvents.cartItemAddRequested> = yield take(requests as never);
    heard.push(request.payload.productId);
  }
}
function HeaderBasketStub({ openAtOnce = false }: HeaderBasketWidgetProps) {
  const store = usePlatformStore();
  useEffect(() => {
    store.injectSaga('cart', cartSagaStub);
  }, [store]);
  return <button type="button" aria-label="basket widget" data-open-at-once={openAtOnce} />;
}

const MODULES: Record<string, ComponentType<never>> = {
  'mf-catalogue ./routes': PageStub,
  'mf-cart-payment ./routes': PageStub,
  'mf-invoices ./routes': PageStub,
  'mf-recharge ./routes': PageStub,
  'mf-cart-payment ./header-basket': HeaderBasketStub,
  'mf-cart-payment ./basket-panel': panelOf('mf-cart-payment'),
  'mf-invoices ./basket-panel': panelOf('mf-invoices'),
};
const loaded = () => mockedLoad.mock.calls.map(([target, exposed]) => `${(target as RemoteTarget).name} ${exposed}`);

beforeEach(() => {
  localStorage.clear();
  heard.length = 0;
  mockedLoad.mockReset();
  mockedLoad.mockImplementation(
    async (target, exposed) => ({ module: { default: MODULES[`${target.name} ${exposed}`] }, version: '1.0.0', usedFallback: false }) as never,
  );
  setApiClientAdapter(async (config) => ({ data: [], status: 200, statusText: 'OK', headers: {}, config }));
});

afterEach(() => {
  setApiClientAdapter(null);
});

describe('the basket panel slot', () => {
  it('reads the layout flags', () => {
    expect(basketPanelOf({ basketPanel: true })).toBe('basket');
    expect(basketPanelOf({ purchaseBasketPanel: true })).toBe('purchase');
    expect(basketPanelOf({ invoicesBasketPanel: true })).toBe('invoices');
    expect(basketPanelOf({ basketPanelWithoutNext: true })).toBe('withoutNext');
    expect(basketPanelOf({ ads: true })).toBeNull();
  });

  it('places the page’s own remote’s panel beside the page, with the kind its layout asks for', async () => {
    renderShell('/ar/achat/offre-mobile/info-client', manifest);
    const panel = await screen.findByRole('complementary', { name: 'mf-cart-payment panel' });
    expect(panel).toHaveAttribute('data-kind', 'purchase');
    expect(panel).toHaveAttribute('data-language', 'ar');
  });

  it('places the invoices remote’s own panel on its page, never the cart’s', async () => {
    renderShell('/espace-client/mes-factures', manifest);
    expect(await screen.findByRole('complementary', { name: 'mf-invoices panel' })).toHaveAttribute('data-kind', 'invoices');
    expect(screen.queryByRole('complementary', { name: 'mf-cart-payment panel' })).toBeNull();
  });

  it('fills the slot of a remote that draws no panel with the one that does (a new basket plugs in by its declaration only)', async () => {
    renderShell('/recharges', manifest);
    expect(await screen.findByRole('complementary', { name: 'mf-cart-payment panel' })).toHaveAttribute('data-kind', 'basket');
  });

  it('shows no panel where the route declares none, and keeps the remote mounted from page to page', async () => {
    let mounts = 0;
    MODULES['mf-cart-payment ./routes'] = function CountingStub() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <Link to="/suivi-commande">track</Link>;
    };
    try {
      renderShell('/cart', manifest);
      expect(await screen.findByRole('complementary', { name: 'mf-cart-payment panel' })).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('link', { name: 'track' }));
      expect(screen.queryByRole('complementary')).toBeNull();
      expect(mounts).toBe(1);
    } finally {
      MODULES['mf-cart-payment ./routes'] = PageStub;
    }
  });
});

describe('the header basket slot', () => {
  it('loads nothing of the shop on a visitor’s page without a cart: the shell’s stand-in shows', async () => {
    renderShell('/', manifest);
    await screen.findByRole('heading', { name: 'page' });
    expect(screen.getByRole('button', { name: 'Panier' })).toHaveAttribute('aria-expanded', 'false');
    expect(loaded()).toEqual(['mf-catalogue ./routes']);
  });

  it('loads the widget at once when a cart is kept in this browser', async () => {
    localStorage.setItem('cartId', 'cart-1');
    renderShell('/', manifest);
    expect(await screen.findByRole('button', { name: 'basket widget' })).toHaveAttribute('data-open-at-once', 'false');
    expect(loaded()).toContain('mf-cart-payment ./header-basket');
  });

  it('loads the widget as soon as a shop page brought the cart’s state', async () => {
    const { store } = renderShell('/', manifest);
    await screen.findByRole('heading', { name: 'page' });
    expect(loaded()).not.toContain('mf-cart-payment ./header-basket');
    act(() => {
      store.injectReducer('cart', (state: unknown = { cart: null }) => state);
    });
    expect(await screen.findByRole('button', { name: 'basket widget' })).toBeInTheDocument();
  });

  it('loads the widget when the visitor points at the basket', async () => {
    renderShell('/', manifest);
    await screen.findByRole('heading', { name: 'page' });
    await userEvent.hover(screen.getByRole('button', { name: 'Panier' }));
    expect(await screen.findByRole('button', { name: 'basket widget' })).toHaveAttribute('data-open-at-once', 'false');
  });

  it('loads the widget and has it open when the basket is pressed (keyboard or touch) before it was there', async () => {
    renderShell('/', manifest);
    await screen.findByRole('heading', { name: 'page' });
    screen.getByRole('button', { name: 'Panier' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'basket widget' })).toHaveAttribute('data-open-at-once', 'true');
  });

  it('keeps an add to cart asked before the shop is there, and hands it to the cart once, when its saga runs', async () => {
    const broadcast: string[] = [];
    const listen = (event: Event) => broadcast.push((event as CustomEvent<{ type: string }>).detail.type);
    window.addEventListener(BUS_WINDOW_EVENT, listen);
    try {
      const { store } = renderShell('/', manifest);
      await screen.findByRole('heading', { name: 'page' });
      act(() => {
        store.dispatch(busEvents.cartItemAddRequested({ productType: 'handset', productId: 'apple-iphone-17' }));
        store.dispatch(busEvents.cartItemAddRequested({ productType: 'offre-mobile', productId: 'forfait-99' }));
      });
      expect(await screen.findByRole('button', { name: 'basket widget' })).toBeInTheDocument();
      await waitFor(() => expect(heard).toEqual(['apple-iphone-17', 'forfait-99']));
      // Once running, the cart hears the next request as it comes, and nothing twice.
      act(() => {
        store.dispatch(busEvents.cartItemAddRequested({ productType: 'pass', productId: 'pass-10' }));
      });
      expect(heard).toEqual(['apple-iphone-17', 'forfait-99', 'pass-10']);
      expect(broadcast.filter((type) => type === 'cart/itemAddRequested')).toHaveLength(3);
    } finally {
      window.removeEventListener(BUS_WINDOW_EVENT, listen);
    }
  });
});
