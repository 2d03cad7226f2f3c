import { atlasApi } from '@atlas/runtime';
import type { Profile, UpdateEmailRequest } from '@atlas/contracts/selfcare';
import { refreshProfileOnceDone } from './profile-changed';

/** changement-email: the new address, confirmed by the password; the profile is read again. */
const updateEmailApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    updateEmail: build.mutation<Profile, UpdateEmailRequest>({
      query: (body) => ({ url: '/api/ms-client/v1/update-email', method: 'PUT', data: body, authorized: true }),
      onQueryStarted: refreshProfileOnceDone,
    }),
  }),
});

export const { useUpdateEmailMutation } = updateEmailApi;
