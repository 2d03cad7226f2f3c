import { useSelfCarePrefix } from '@atlas/shared';

/** Paths of the self-care area without locale, from the configured prefix: `path('mes-lignes')`. */
export function useSelfcarePath(): (path: string) => string {
  const prefix = useSelfCarePrefix();
  return (path: string) => `${prefix}/${path.replace(/^\/+/, '')}`;
}
