import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import { basketNext } from '../components/basket-next';
import { cartSaga } from '../features/cart/cart-saga';
import { cartWith, NUMBER_ITEM, PLAN_ITEM } from '../test/shop-fixtures';
import { shopStore } from '../test/shop-store';
import ShopBasketPanel from './basket-panel';
// The steps' labels the panel draws are the shop's (the page declares them with its namespace).
import '../i18n/shop';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  const cart = cartWith([PLAN_ITEM, NUMBER_ITEM]);
  localStorage.setItem('cartId', cart.cartId);
  localStorage.setItem('cartItems', JSON.stringify(cart.items));
  api = fakeApi(() => ({ status: 200, data: cart }));
});
afterEach(() => {
  api.restore();
  basketNext.set(null);
});

function renderPanel(kind: 'purchase' | 'withoutNext', language: 'fr' | 'ar' = 'fr') {
  const { store } = shopStore();
  store.injectSaga('cart', cartSaga);
  return renderWithPlatform(<ShopBasketPanel kind={kind} language={language} />, { store, language });
}

describe('shop basket panel (widget `basket-panel`)', () => {
  it('shows the cart beside a purchase step, and runs the next step the page declared', async () => {
    renderPanel('purchase');
    const panel = await screen.findByRole('complementary', { name: 'Récapitulatif de la commande' });
    expect(panel).toHaveTextContent('Forfait 99 Dh — 50 Go');
    expect(panel).toHaveTextContent(/À payer aujourd’hui\s*149/);
    expect(panel).toHaveTextContent(/Puis chaque mois\s*99/);
    expect(within(panel).queryByRole('button', { name: 'Continuer' })).toBeNull();

    const submitted: string[] = [];
    act(() => basketNext.set({ labelKey: 'shop:steps.continue', disabled: true, run: () => submitted.push('step') }));
    const next = within(panel).getByRole('button', { name: 'Continuer' });
    await userEvent.click(next);
    expect(submitted).toEqual([]);

    const step = { labelKey: 'shop:steps.continue', run: () => submitted.push('step') };
    act(() => basketNext.set(step));
    await userEvent.click(within(panel).getByRole('button', { name: 'Continuer' }));
    expect(submitted).toEqual(['step']);

    act(() => basketNext.clear(step));
    expect(within(panel).queryByRole('button', { name: 'Continuer' })).toBeNull();
  });

  it('has no next button on a page without next, and names items in the page’s language', async () => {
    act(() => basketNext.set({ labelKey: 'shop:steps.continue', run: () => undefined }));
    renderPanel('withoutNext', 'ar');
    const panel = await screen.findByRole('complementary', { name: 'ملخص الطلب' });
    expect(panel).toHaveTextContent(PLAN_ITEM.offer_name_ar);
    expect(within(panel).getAllByRole('button')).toHaveLength(1);
    const toggle = within(panel).getByRole('button', { name: 'عرض المنتجين' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(panel).getByRole('button', { name: 'إخفاء التفاصيل' })).toHaveAttribute('aria-expanded', 'true');
  });
});
