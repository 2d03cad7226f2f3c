import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { ContentBlock } from '@atlas/contracts';
import { CtaButton } from './cta-button';

/** The block's subtitle, under its heading. */
export const Lead = styled.p`
  max-width: 70ch;
  margin-top: calc(-1 * ${({ theme }) => theme.space.sm});
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A list laid out by its parent grid: no bullets, no indent. */
export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * As many equal columns as the row holds, each at least `min` wide, sized for all the list's items
 * (`itemCount`) rather than for those parsed so far: with auto-fit, a slow phone drew the first tile
 * parsed across the whole row, and it narrowed as the others came (a layout shift before any script).
 * Once every item is there, the same columns as auto-fit.
 */
export const columnsForAllItems = (min: string, gap: string) =>
  `grid-template-columns: repeat(auto-fill, minmax(max(${min}, calc((100% - ${gap} * (var(--items) - 1)) / var(--items) - 0.1px)), 1fr));`;

/** The list's style attribute for columnsForAllItems. */
export const itemCount = (count: number) => ({ '--items': Math.max(count, 1) }) as CSSProperties;

/** Items side by side, wrapping on narrow screens (chips, countdown units). */
export const WrapList = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const CtaRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** The block's own call to action ("Voir toutes les offres"), under its items. */
export function BlockCta({ cta }: { cta: ContentBlock['cta'] }) {
  if (!cta?.link || !cta.label) return null;
  return (
    <CtaRow>
      <CtaButton to={cta.link} variant="secondary">
        {cta.label}
      </CtaButton>
    </CtaRow>
  );
}
