import { atlasApi } from '@atlas/runtime';
import type { ChangePasswordRequest } from '@atlas/contracts/selfcare';
import { refreshProfileOnceDone } from './profile-changed';

/** changement-mdp: the current password and the new one (answers 204); the profile is read again, as after every account change. */
const changePasswordApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/ms-iam/v1/change-password', method: 'PUT', data: body, authorized: true }),
      onQueryStarted: refreshProfileOnceDone,
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
