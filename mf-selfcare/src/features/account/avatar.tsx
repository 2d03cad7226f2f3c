import styled from 'styled-components';
import { type Profile } from '@atlas/contracts';
import { skipToken } from '@atlas/runtime';
import { avatarApi } from './avatar-api';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary.light};
  color: ${({ theme }) => theme.colors.primary.dark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The customer's picture once it is read (their profile says they have one), else their initials. */
export function Avatar({ profile, size = 40 }: { profile: Profile; size?: number }) {
  // The spec: a failed avatar fetch stores nothing; the initials stay.
  const { data: url } = avatarApi.useAvatarQuery(profile.hasAvatar ? profile.id : skipToken);
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <Circle $size={size} aria-hidden="true" data-avatar={url ? 'picture' : 'initials'}>
      {url ? <img src={url} alt="" /> : initials}
    </Circle>
  );
}
