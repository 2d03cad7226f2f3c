import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Section, VisuallyHidden } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../i18n/catalogue';
import type { BlockProps } from './block-props';
import { Lead } from './block-parts';

/** Narrow screens scroll the table inside its frame, never the page. */
export const TableFrame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 480px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: start;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: start;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
  thead th {
    background: ${({ theme }) => theme.colors.background.subtle};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    unicode-bidi: plaintext;
  }
`;

/** A table of the content service: `columns` head it, each item is a row (its title, then its cells). */
export function DataTable({ block }: BlockProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const captionId = useId();
  const columns = block.columns ?? [];
  if (block.items.length === 0 || columns.length === 0) return null;
  return (
    <Section title={block.title}>
      {block.subtitle && <Lead>{block.subtitle}</Lead>}
      {/* Focusable so a keyboard can scroll it when it is wider than the screen. */}
      <TableFrame role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          {/* The section's heading already shows the title: the caption names the table for screen readers. */}
          {block.title ? (
            <VisuallyHidden as="caption" id={captionId}>
              {block.title}
            </VisuallyHidden>
          ) : (
            <caption id={captionId}>{t('contentPages.table')}</caption>
          )}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.items.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.title}</th>
                {(row.cells ?? []).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableFrame>
    </Section>
  );
}
