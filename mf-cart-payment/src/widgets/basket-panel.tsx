import { useAppSelector, useInjectReducer } from '@atlas/runtime';
import { BasketPanel, useWidgetChannel, type BasketPanelLine, type BasketPanelWidgetProps } from '@atlas/ui-kit';
import { basketNext } from '../components/basket-next';
import { cartSlice, selectCart } from '../components/cart-slice';
import { summaryOf } from '../features/cart/cart-summary';

/**
 * The shop's basket panel (slot `basket-panel` of the cart, purchase steps and payment): the
 * cart's items and totals, and the "next" button the step on screen declared. The shell only
 * places it beside the page.
 */
export default function ShopBasketPanel({ kind, language }: BasketPanelWidgetProps) {
  const reducerReady = useInjectReducer('cart', cartSlice.reducer);
  const cart = useAppSelector(selectCart);
  const next = useWidgetChannel(basketNext);
  if (!reducerReady) return null;
  const summary = summaryOf(cart);
  const lines: BasketPanelLine[] = summary.items.map((item) => ({
    key: item.itemId,
    name: item.name[language],
    quantity: item.quantity,
    amount: item.unitPrice * item.quantity,
    period: item.period,
  }));
  return <BasketPanel kind={kind} lines={lines} itemCount={summary.itemCount} total={summary.total} monthlyTotal={summary.monthlyTotal} next={next} />;
}
