import { atlasApi, type AtlasQueryError } from '@atlas/runtime';

/** The object URL of each profile's picture on screen, revoked when a newer one replaces it or the read leaves the cache. */
const pictures = new Map<string, string>();

function keepPicture(profileId: string, url: string | null) {
  const previous = pictures.get(profileId);
  if (previous && previous !== url) URL.revokeObjectURL(previous);
  if (url) pictures.set(profileId, url);
  else pictures.delete(profileId);
}

/**
 * The customer's picture (GET get-avatar, with the bearer) as an object URL the page can draw;
 * the store keeps the URL, never the Blob. Keyed by the profile, read again after an upload.
 */
export const avatarApi = atlasApi.enhanceEndpoints({ addTagTypes: ['Avatar'] }).injectEndpoints({
  endpoints: (build) => ({
    avatar: build.query<string, string>({
      async queryFn(profileId, _api, _options, baseQuery) {
        const answer = await baseQuery({ url: '/api/ms-client/v1/get-avatar', responseType: 'blob', authorized: true });
        if (answer.error) return { error: answer.error as AtlasQueryError };
        const url = URL.createObjectURL(answer.data as Blob);
        keepPicture(profileId, url);
        return { data: url };
      },
      providesTags: ['Avatar'],
      async onCacheEntryAdded(profileId, { cacheEntryRemoved }) {
        await cacheEntryRemoved;
        keepPicture(profileId, null);
      },
    }),
  }),
});

/** Tells every avatar on the page to load the picture again (after an upload). */
export const avatarChanged = () => avatarApi.util.invalidateTags(['Avatar']);
