import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Language } from '@atlas/contracts';
import { useLanguage } from '@atlas/runtime';
import { Button, formatDay, isolateLtr, mdnInText, media, Price } from '@atlas/ui-kit';
import type { Invoice } from '@atlas/contracts/billing';
import { INVOICES_NS } from '../i18n/invoices';
import { invoiceListActions, selectionOf, type InvoiceListState } from './invoice-list-slice';
import { invoiceTitle } from './invoice-names';

export { frenchOf, invoiceTitle, periodLabel } from './invoice-names';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $checked: boolean }>`
  label {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 56px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary.main : theme.colors.border.subtle)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, $checked }) => ($checked ? theme.colors.primary.light : theme.colors.background.raised)};
    cursor: pointer;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

export const Badge = styled.span<{ $tone: 'danger' | 'success' | 'neutral' }>`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.neutral[100] : theme.colors[$tone].light)};
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.text.secondary : theme.colors[$tone].main)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A number in pairs that never breaks across lines (a title at 360px). */

const dueLabel = (invoice: Invoice, language: Language) => formatDay(invoice.dueAt.slice(0, 10), language, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The invoices to pay, each a checkbox: select one or all, deselect, clear, reverse the order,
 * and the total of the selection. Keyboard: Tab between boxes, Space to check.
 */
export function InvoiceList({
  state,
  dispatch,
  showLine = false,
  held,
}: {
  state: InvoiceListState;
  dispatch: Dispatch<ReturnType<(typeof invoiceListActions)[keyof typeof invoiceListActions]>>;
  showLine?: boolean;
  /** Bill numbers a pending bank bill holds: flagged, to pay or cancel that bill first. */
  held?: ReadonlySet<string>;
}) {
  const { t } = useTranslation(INVOICES_NS);
  const language = useLanguage();
  const chosen = new Set(state.invoicesSelected);
  const { invoices, total } = selectionOf(state);
  const payable = state.invoices.filter((invoice) => invoice.status === 'unpaid');
  return (
    <Fieldset data-invoice-list>
      <legend>{t('list.legend')}</legend>
      <Tools>
        <Button variant="secondary" onClick={() => dispatch(invoiceListActions.selectAll())} disabled={chosen.size === payable.length}>
          {t('list.selectAll')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(invoiceListActions.clear())} disabled={chosen.size === 0}>
          {t('list.clear')}
        </Button>
        <Button variant="ghost" onClick={() => dispatch(invoiceListActions.reverse())}>
          {t('list.reverse')}
        </Button>
      </Tools>
      <Items>
        {payable.map((invoice) => {
          const checked = chosen.has(invoice.billNo);
          return (
            <Item key={invoice.billNo} $checked={checked} data-bill-no={invoice.billNo}>
              <label>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => dispatch(checked ? invoiceListActions.deselect(invoice.billNo) : invoiceListActions.select(invoice.billNo))}
                />
                <span>
                  <strong>{invoiceTitle(t, invoice.period, language)}</strong>
                  {invoice.overdue && <Badge $tone="danger">{t('list.overdue')}</Badge>}
                  {held?.has(invoice.billNo) && (
                    <Badge $tone="neutral" data-held>
                      {t('list.held')}
                    </Badge>
                  )}
                  <small>
                    {t('list.billNo', { billNo: isolateLtr(invoice.billNo) })}
                    {showLine && ` · ${t('list.line', { number: mdnInText(invoice.mdn) })}`}
                    {` · ${t('list.due', { date: dueLabel(invoice, language) })}`}
                  </small>
                </span>
                <Price amount={invoice.amount} size="sm" />
              </label>
            </Item>
          );
        })}
      </Items>
      <Total aria-live="polite" data-invoices-total={total}>
        <span>
          {t('list.selected', { count: invoices.length })} · {t('list.total')}
        </span>
        <Price amount={total} />
      </Total>
    </Fieldset>
  );
}
