import { atlasApi } from '@atlas/runtime';
import type { Profile, UpdateInfoRequest } from '@atlas/contracts/selfcare';
import { refreshProfileOnceDone } from './profile-changed';

/** changement-info: civility, names and birth date; the profile is read again. */
const updateInfoApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    updateInfo: build.mutation<Profile, UpdateInfoRequest>({
      query: (body) => ({ url: '/api/ms-client/v1/update-info', method: 'PUT', data: body, authorized: true }),
      onQueryStarted: refreshProfileOnceDone,
    }),
  }),
});

export const { useUpdateInfoMutation } = updateInfoApi;
