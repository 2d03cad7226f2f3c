import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { type Profile } from '@atlas/contracts';
import { apiClient } from '@atlas/runtime';

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

const listeners = new Set<() => void>();
/** Tells every avatar on the page to load the picture again (after an upload). */
export const avatarChanged = () => listeners.forEach((listener) => listener());

/** The customer's picture (GET get-avatar, with the bearer), else their initials. */
export function Avatar({ profile, size = 40 }: { profile: Profile; size?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((value) => value + 1);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  useEffect(() => {
    if (!profile.hasAvatar && version === 0) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    apiClient
      .get<Blob>('/api/ms-client/v1/get-avatar', { responseType: 'blob', authorized: true })
      .then((response) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(response.data);
        setUrl(objectUrl);
      })
      // The spec: a failed avatar fetch stores nothing; the initials stay.
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [profile.hasAvatar, profile.id, version]);
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <Circle $size={size} aria-hidden="true" data-avatar={url ? 'picture' : 'initials'}>
      {url ? <img src={url} alt="" /> : initials}
    </Circle>
  );
}
