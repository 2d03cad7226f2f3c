import type { ImageParcours, Language } from '@atlas/contracts';
import { api, createQueryCache } from '@atlas/runtime';
import { useCachedQuery } from './use-cached-query';

/** Banners change with the content: kept as long as the content (spec §7 keeps content 300 s). */
export const parcoursQueries = createQueryCache({ keepUnusedMs: 300_000 });

/**
 * The banner of a journey or content page (`GET image-parcours?type&language`); the spec reads the
 * first item. Null while it loads, when it fails or when the page has none: a banner is never
 * worth an error on screen.
 */
export function useImageParcours(type: string, language: Language): ImageParcours | null {
  const answer = useCachedQuery(parcoursQueries, `${type}/${language}`, () =>
    api.get<ImageParcours[]>('/api/v1/ms-content/image-parcours', { params: { type, language } }),
  );
  return answer.status === 'ready' ? (answer.data[0] ?? null) : null;
}
