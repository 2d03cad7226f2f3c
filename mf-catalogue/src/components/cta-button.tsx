import styled from 'styled-components';
import { Button, media } from '@atlas/ui-kit';

/**
 * The kit's button, with the 44px touch target a thumb needs on phones (the kit's 40px is the
 * spec's desktop height).
 */
export const CtaButton = styled(Button)`
  ${media.mobile} {
    height: 44px;
    min-height: 44px;
  }
`;
