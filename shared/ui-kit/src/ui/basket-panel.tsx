import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedTranslation } from '@atlas/runtime';
import type { Language } from '@atlas/contracts';
import { media } from '../theme/breakpoints';
import { Button } from './button';
import { Price } from './price';
import { BASKET_PANEL_NS } from './i18n/basket-panel';

/** The basket panels of the spec's layout flags: the cart, a purchase step, invoices to pay, or a step without "next". */
export type BasketPanelKind = 'basket' | 'purchase' | 'invoices' | 'withoutNext';

/** What the shell gives the widget it places in the basket panel's slot (`basket-panel`). */
export interface BasketPanelWidgetProps {
  language: Language;
  kind: BasketPanelKind;
}

/** One line of a basket panel. */
export interface BasketPanelLine {
  key: string;
  /** In the page's language. */
  name: string;
  quantity: number;
  /** MAD TTC for the line (unit price × quantity); per month when `period` is `month`. */
  amount: number;
  period: 'once' | 'month';
}

/** The panel's "next" button: its label (`namespace:key`), whether it is disabled, what it does. */
export interface BasketNextAction {
  labelKey: string;
  disabled?: boolean;
  run: () => void;
}

/**
 * What a page of a remote shows in a widget of the same remote (the basket panel's items and its
 * "next" button): the page and the widget are two exposed modules of one remote, placed apart by
 * the shell, so they meet here, without the bus or the shell. One page at a time sets it; it goes
 * away with the page.
 */
export function createWidgetChannel<T>() {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    set(value: T | null): void {
      current = value;
      emit();
    },
    /** Clears `value` if it is still the one set (a newer page may have replaced it). */
    clear(value: T): void {
      if (current !== value) return;
      current = null;
      emit();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    current: (): T | null => current,
  };
}

export type WidgetChannel<T> = ReturnType<typeof createWidgetChannel<T>>;

/** What a channel holds now, re-rendering when a page sets or clears it. */
export function useWidgetChannel<T>(channel: WidgetChannel<T>): T | null {
  return useSyncExternalStore(channel.subscribe, channel.current, channel.current);
}

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

export interface BasketPanelProps {
  kind: BasketPanelKind;
  lines: BasketPanelLine[];
  /** Number of items (sum of quantities) the toggle names. */
  itemCount: number;
  /** Due now, MAD TTC. */
  total: number;
  /** Due each month after, MAD TTC. */
  monthlyTotal?: number;
  /** The page's "next" button; none on the `withoutNext` kind. */
  next?: BasketNextAction | null;
}

/**
 * The basket panel beside a page (drawn by the remote that owns the page, in the shell's slot):
 * the items, what is due now and each month, and the "next" button the page declared. Below
 * 900px it is a bar at the bottom with the total, the button, and the items behind a toggle.
 */
export function BasketPanel({ kind, lines, itemCount, total, monthlyTotal = 0, next = null }: BasketPanelProps) {
  const { t } = useSharedTranslation(BASKET_PANEL_NS);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const showNext = kind !== 'withoutNext' && next !== null;
  let content: ReactNode;
  if (lines.length === 0) content = <Empty>{t(kind === 'invoices' ? 'emptyInvoices' : 'empty')}</Empty>;
  else
    content = (
      <>
        <Items id={`${id}-items`} $expanded={expanded} aria-label={t('items')}>
          {lines.map((line) => (
            <li key={line.key}>
              <span>
                {line.name}
                {line.quantity > 1 && ` × ${line.quantity}`}
              </span>
              <Price amount={line.amount} period={line.period === 'month' ? 'month' : undefined} size="sm" />
            </li>
          ))}
        </Items>
        <Totals>
          <div>
            <dt>{t('dueNow')}</dt>
            <dd>
              <Price amount={total} size="sm" />
            </dd>
          </div>
          {monthlyTotal > 0 && (
            <div>
              <dt>{t('monthly')}</dt>
              <dd>
                <Price amount={monthlyTotal} period="month" size="sm" />
              </dd>
            </div>
          )}
        </Totals>
      </>
    );
  return (
    <Aside aria-labelledby={`${id}-title`} data-basket-panel={kind}>
      <Head>
        <h2 id={`${id}-title`}>{t(`title.${kind}`)}</h2>
        {lines.length > 0 && (
          <Toggle type="button" aria-expanded={expanded} aria-controls={`${id}-items`} onClick={() => setExpanded((value) => !value)}>
            {t(expanded ? 'hideItems' : 'showItems', { count: itemCount })}
          </Toggle>
        )}
      </Head>
      {content}
      {showNext && (
        <Button fullWidth disabled={next.disabled} onClick={next.run}>
          {t(next.labelKey)}
        </Button>
      )}
    </Aside>
  );
}

/** What the shell gives the header basket widget (slot `header-basket`). */
export interface HeaderBasketWidgetProps {
  language: Language;
  /** The customer pressed the shell's stand-in before the widget was there: open the panel, take the focus. */
  openAtOnce?: boolean;
}
