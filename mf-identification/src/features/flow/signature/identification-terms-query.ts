import { atlasApi } from '@atlas/runtime';
import type { ContentBlock, Language } from '@atlas/contracts';
import { IDENTIFICATION_TERMS } from '@atlas/contracts/identification';

/** The identification's reads: its terms (ms-content's identification_cgu legal text) in a language. */
export const identificationApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    identificationTerms: build.query<ContentBlock | null, Language>({
      query: (language) => ({ url: '/api/v1/ms-content/blocks', params: { language, 'field[type]': IDENTIFICATION_TERMS.type, 'field[style]': 'legal-text' } }),
      transformResponse: (blocks: ContentBlock[]) => blocks[0] ?? null,
    }),
  }),
});

export const { useIdentificationTermsQuery } = identificationApi;
