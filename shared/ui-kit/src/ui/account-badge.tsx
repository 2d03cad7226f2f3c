import styled from 'styled-components';
import { media } from '../theme/breakpoints';

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.main};
  color: ${({ theme }) => theme.colors.primary.contrastText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const FirstName = styled.span`
  display: none;
  ${media.up('md')} {
    display: inline;
    max-width: 12ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * The signed-in customer as the header's account button shows them: the initials in a disc and,
 * from `md`, the first name. The account menu (mf-selfcare) and the shell's stand-in for it while
 * it loads draw the same, so the header does not move when the menu arrives.
 */
export function AccountBadge({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <>
      <Initials aria-hidden="true">{`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}</Initials>
      <FirstName>{firstName}</FirstName>
    </>
  );
}
