import { atlasApi } from '@atlas/runtime';
import type { ResetPasswordRequest } from '@atlas/contracts/selfcare';

/** recuperation-mdp: the number, its recovery code's token and the new password (answers 204; no session yet). */
const resetPasswordApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<null, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/ms-iam/v1/reset-password', method: 'POST', data: body, anonymous: true, skipAuthRefresh: true }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
