import styled from 'styled-components';
import { type Language } from '@atlas/contracts';
import { IconButton, media, useSession } from '@atlas/ui-kit';
import { RemoteWidget } from '../platform/remote-widget';

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

const Name = styled.span`
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
 * The account menu (mf-selfcare's `header-account`), signed in only. Until its remote has loaded,
 * the shell draws what it knows in the same place and size — the customer's initials, and from
 * `md` the first name — so the header's buttons do not move when the menu arrives (issue 18: the
 * dashboard's layout shift).
 */
export function HeaderAccountSlot({ language }: { language: Language }) {
  const { isSignedIn, profile } = useSession();
  if (!isSignedIn) return null;
  const standIn = profile && (
    <IconButton as="span" $shape="pill" $tone="inherit" aria-hidden="true" data-header-account-stand-in>
      <Initials>{`${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase()}</Initials>
      <Name>{profile.firstName}</Name>
    </IconButton>
  );
  return <RemoteWidget name="header-account" language={language} placeholder={standIn} />;
}
