import { atlasApi } from '@atlas/runtime';
import type { SessionTokensResponse, SignUpRequest } from '@atlas/contracts/selfcare';

/** The web account of the line just identified (POST ms-iam /v1/signup with the flow's sign-up proof). */
const signupApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    signUpIdentifiedLine: build.mutation<SessionTokensResponse, SignUpRequest>({
      query: (body) => ({ url: '/api/ms-iam/v1/signup', method: 'POST', data: body, anonymous: true, skipAuthRefresh: true }),
    }),
  }),
});

export const { useSignUpIdentifiedLineMutation } = signupApi;
