import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  useAppConfig,
  localizePath,
  useAppDispatch,
  useAppSelector,
  selectLines,
  selectProfile,
  selectProfileStatus,
  selectSelectedLine,
  selectSelectedUserLine,
  selectSessionStatus,
} from '@atlas/runtime';
import type { Language } from '@atlas/contracts';
import { busEvents } from '@atlas/contracts';
import { ErrorState } from '../ui/error-state';
import { Container } from '../ui/layout';
import { Skeleton } from '../ui/skeleton';

export const DEFAULT_SELF_CARE_PREFIX = '/espace-client';

/** The self-care prefix of the configuration (default /espace-client). */
export function useSelfCarePrefix(): string {
  return useAppConfig()?.appParams.selfCarePrefix ?? DEFAULT_SELF_CARE_PREFIX;
}

/** The sign-in route in a language, with where to come back after (a path of this site only). */
export function signInPath(language: Language, redirect?: string, selfCarePrefix = DEFAULT_SELF_CARE_PREFIX): string {
  const path = localizePath(`${selfCarePrefix}/login`, language);
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

export function useSession() {
  const status = useAppSelector(selectSessionStatus);
  return {
    status,
    isSignedIn: status === 'signedIn',
    profile: useAppSelector(selectProfile),
    profileStatus: useAppSelector(selectProfileStatus),
    lines: useAppSelector(selectLines),
    selectedLine: useAppSelector(selectSelectedLine),
    selectedUserLine: useAppSelector(selectSelectedUserLine),
  };
}

function SessionSkeleton() {
  return (
    <Container aria-busy="true">
      <Skeleton variant="text" width="40%" height={32} />
      <Skeleton variant="rect" height={160} />
    </Container>
  );
}

/**
 * A page only a signed-in customer sees: a skeleton while the session is being read, the sign-in
 * route (with the way back) when nobody is signed in. Entering it asks for the profile once
 * (the spec's "extra initial action" of self-care pages).
 */
export function RequireSignIn({ language, children }: { language: Language; children: ReactNode }) {
  const { status, profile, profileStatus } = useSession();
  const location = useLocation();
  const prefix = useSelfCarePrefix();
  const dispatch = useAppDispatch();
  // Only a profile never asked for: a failed load waits for the customer's retry, not a loop.
  const needsProfile = status === 'signedIn' && !profile && profileStatus === 'idle';
  useEffect(() => {
    if (needsProfile) dispatch(busEvents.profileRefreshRequested());
  }, [needsProfile, dispatch]);

  if (status === 'anonymous') {
    return <Navigate replace to={signInPath(language, `${location.pathname}${location.search}`, prefix)} />;
  }
  if (status === 'signedIn' && !profile && profileStatus === 'failed') {
    return (
      <Container>
        <ErrorState onRetry={() => dispatch(busEvents.profileRefreshRequested())} />
      </Container>
    );
  }
  if (status === 'unknown' || !profile) return <SessionSkeleton />;
  return <>{children}</>;
}
