import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CALL_HISTORY_PAGE_SIZES } from '@atlas/contracts/histories';
import { Button, Inline, Select } from '@atlas/ui-kit';
import { HISTORIES_NS } from '../../i18n/selfcare-histories';

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.raised};
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  small {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .end {
    text-align: end;
  }
`;

export const Badge = styled.span<{ $tone: 'success' | 'warning' | 'danger' | 'info' }>`
  display: inline-block;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.text.primary : theme.colors[$tone].main)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md};
  > * {
    flex: 1 1 180px;
  }
`;

/** Previous and next pages, with where the customer is. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(HISTORIES_NS);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('transactions.page', { page, pages: Math.max(pages, 1) })}>
      <Inline $justify="between" style={{ marginTop: 16, alignItems: 'center' }}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)} data-page="previous">
          {t('transactions.previous')}
        </Button>
        <span aria-live="polite">{t('transactions.page', { page, pages: Math.max(pages, 1) })}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)} data-page="next">
          {t('transactions.next')}
        </Button>
      </Inline>
    </nav>
  );
}

/** How many items a page holds: the spec's default (4) or more, so a long history is read in fewer pages. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const { t } = useTranslation(HISTORIES_NS);
  return (
    <Select
      label={t('transactions.pageSize')}
      value={String(value)}
      placeholder={false}
      options={CALL_HISTORY_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
      onChange={(event) => onChange(Number(event.target.value))}
      data-page-size
    />
  );
}
