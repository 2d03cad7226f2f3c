import styled from 'styled-components';
import { type LayoutFlags } from '@atlas/contracts';
import { media, type BasketPanelKind } from '@atlas/ui-kit';

/** The basket panel a route's layout flags ask for: the cart, a purchase step, invoices to pay, or a step without "next". */
export function basketPanelOf(layout: LayoutFlags): BasketPanelKind | null {
  if (layout.purchaseBasketPanel) return 'purchase';
  if (layout.invoicesBasketPanel) return 'invoices';
  if (layout.basketPanelWithoutNext) return 'withoutNext';
  if (layout.basketPanel) return 'basket';
  return null;
}

/**
 * Content and the basket panel's slot side by side from 900px; below, the panel (a widget of the
 * page's remote, slot `basket-panel`) is a bar kept at the bottom of the screen.
 */
export const WithBasketPanel = styled.div<{ $active: boolean }>`
  ${media.up('md')} {
    display: ${({ $active }) => ($active ? 'grid' : 'block')};
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
    gap: ${({ theme }) => theme.space.lg};
    max-width: ${({ $active, theme }) => ($active ? theme.layout.maxWidth : 'none')};
    margin: 0 auto;
    padding-inline-end: ${({ $active, theme }) => ($active ? theme.layout.gutterDesktop : '0')};
  }
`;
