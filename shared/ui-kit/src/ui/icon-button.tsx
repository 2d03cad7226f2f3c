import styled from 'styled-components';

/** The three corner radii of the header's 44 px buttons: square-ish (search, menu), round (basket), pill (account). */
export type IconButtonShape = 'square' | 'round' | 'pill';

const RADIUS = { square: 'md', round: 'round', pill: 'pill' } as const;

/**
 * A 44 px touch target around an icon (the header's search, menu, basket; the account menu's
 * trigger, which also holds text, as a pill). Give it an `aria-label` when it holds only an icon.
 */
export const IconButton = styled.button<{ $shape?: IconButtonShape; $tone?: 'brand' | 'inherit' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: 44px;
  height: 44px;
  padding: ${({ $shape = 'square' }) => ($shape === 'pill' ? '0 8px' : '0')};
  border: 0;
  border-radius: ${({ theme, $shape = 'square' }) => theme.radii[RADIUS[$shape]]};
  background: transparent;
  color: ${({ theme, $tone = 'brand' }) => ($tone === 'brand' ? theme.colors.secondary.main : 'inherit')};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.neutral[50]};
  }
`;

/** The basket's icon (the header basket and the shell's place for it draw the same). */
export function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="20" r="1.4" fill="currentColor" />
      <circle cx="17" cy="20" r="1.4" fill="currentColor" />
    </svg>
  );
}
