import type { ImageParcours, Language } from '@atlas/contracts';
import { atlasApi } from '@atlas/runtime';

/** Banners change with the content: kept as long as the content (spec §7 keeps content 300 s). */
export const imageParcoursApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    imageParcours: build.query<ImageParcours[], { type: string; language: Language }>({
      query: (params) => ({ url: '/api/v1/ms-content/image-parcours', params }),
      keepUnusedDataFor: 300,
    }),
  }),
});

/**
 * The banner of a journey or content page (`GET image-parcours?type&language`); the spec reads the
 * first item. Null while it loads, when it fails or when the page has none: a banner is never
 * worth an error on screen.
 */
export function useImageParcours(type: string, language: Language): ImageParcours | null {
  const { currentData } = imageParcoursApi.useImageParcoursQuery({ type, language });
  return currentData?.[0] ?? null;
}
