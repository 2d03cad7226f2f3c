import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { busEvents, type Language, type LayoutFlags } from '@atlas/contracts';
import { Button, media, Price } from '@atlas/ui-kit';
import type { ShellState } from '../state/shell-state';

/** The basket panels of the spec's layout flags: the cart, a purchase step, invoices to pay, or a step without "next". */
export type BasketPanelKind = 'basket' | 'purchase' | 'invoices' | 'withoutNext';

export function basketPanelOf(layout: LayoutFlags): BasketPanelKind | null {
  if (layout.purchaseBasketPanel) return 'purchase';
  if (layout.invoicesBasketPanel) return 'invoices';
  if (layout.basketPanelWithoutNext) return 'withoutNext';
  if (layout.basketPanel) return 'basket';
  return null;
}

/** Content and panel side by side from 900px; below, the panel is a bar kept at the bottom of the screen. */
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

const Aside = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header - 1};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: 0 -4px 12px rgba(24, 22, 28, 0.08);
  ${media.up('md')} {
    top: 88px;
    bottom: auto;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border.subtle};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    ${media.up('md')} {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

const Toggle = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text.link};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  white-space: nowrap;
  cursor: pointer;
  ${media.up('md')} {
    display: none;
  }
`;

const Items = styled.ul<{ $expanded: boolean }>`
  display: ${({ $expanded }) => ($expanded ? 'grid' : 'none')};
  gap: ${({ theme }) => theme.space.xs};
  max-height: 40vh;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    display: grid;
    max-height: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Totals = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
  ${media.up('md')} {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The basket panel beside a shop page: the last summary a remote announced on the bus (items,
 * what is due now and each month) and the "next" button the page declared, which asks the page
 * to go on (`basket/nextRequested`). Below 900px it is a bar at the bottom with the total, the
 * button, and the items behind a toggle.
 */
export function BasketPanel({ kind, language }: { kind: BasketPanelKind; language: Language }) {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const summary = useSelector((state: ShellState) => (kind === 'invoices' ? state.basket.invoices : state.basket.summary));
  const next = useSelector((state: ShellState) => state.basket.next);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const items = summary?.items ?? [];
  const showNext = kind !== 'withoutNext' && next !== null;
  let content: ReactNode;
  if (items.length === 0) content = <Empty>{t(kind === 'invoices' ? 'basket.emptyInvoices' : 'basket.empty')}</Empty>;
  else
    content = (
      <>
        <Items id={`${id}-items`} $expanded={expanded} aria-label={t('basket.items')}>
          {items.map((item) => (
            <li key={item.itemId}>
              <span>
                {item.name[language]}
                {item.quantity > 1 && ` × ${item.quantity}`}
              </span>
              <Price amount={item.unitPrice * item.quantity} period={item.period === 'month' ? 'month' : undefined} size="sm" />
            </li>
          ))}
        </Items>
        <Totals>
          <div>
            <dt>{t('basket.dueNow')}</dt>
            <dd>
              <Price amount={summary?.total ?? 0} size="sm" />
            </dd>
          </div>
          {(summary?.monthlyTotal ?? 0) > 0 && (
            <div>
              <dt>{t('basket.monthly')}</dt>
              <dd>
                <Price amount={summary?.monthlyTotal ?? 0} period="month" size="sm" />
              </dd>
            </div>
          )}
        </Totals>
      </>
    );
  return (
    <Aside aria-labelledby={`${id}-title`} data-basket-panel={kind}>
      <Head>
        <h2 id={`${id}-title`}>{t(`basket.title.${kind}`)}</h2>
        {items.length > 0 && (
          <Toggle type="button" aria-expanded={expanded} aria-controls={`${id}-items`} onClick={() => setExpanded((value) => !value)}>
            {t(expanded ? 'basket.hideItems' : 'basket.showItems', { count: summary?.itemCount ?? items.length })}
          </Toggle>
        )}
      </Head>
      {content}
      {showNext && (
        <Button fullWidth disabled={next.disabled} onClick={() => dispatch(busEvents.basketNextRequested())}>
          {t(next.labelKey)}
        </Button>
      )}
    </Aside>
  );
}
