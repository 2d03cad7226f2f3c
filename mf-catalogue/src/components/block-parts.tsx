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
