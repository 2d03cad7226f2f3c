/** The operations page's blocks: cards, charts grid, tables that scroll sideways, legend. */
import styled from 'styled-components';
import { Card as KitCard, Stack } from '@atlas/ui-kit';

/** The kit's card, whose one column may shrink below its tables' width (they scroll inside). */
export const Card = styled(KitCard)`
  grid-template-columns: minmax(0, 1fr);
`;

export const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.9rem;
  th,
  td {
    padding: 6px 8px;
    text-align: start;
    border-bottom: 1px solid #e5e7eb;
    white-space: nowrap;
  }
`;

/** A table wider than a phone scrolls sideways in its box, which the keyboard can reach (WCAG 2.1.1). */
export const Scroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
  max-width: 100%;
`;

/** A column whose blocks may shrink below their tables' width (the tables scroll inside). */
export const Column = styled(Stack)`
  min-width: 0;
  & > * {
    min-width: 0;
    max-width: 100%;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;
