import { useSelfCarePrefix } from '@atlas/ui-kit';

/** Paths of the self-care area without locale, from the configured prefix: `path('mes-lignes')`. */
export function useSelfcarePath(): (path: string) => string {
  const prefix = useSelfCarePrefix();
  return (path: string) => `${prefix}/${path.replace(/^\/+/, '')}`;
}
