import { atlasApi } from '@atlas/runtime';
import type { CheckIdentificationStatusResponse, IdentificationLineRequest } from '@atlas/contracts/identification';

/** Is the line identified already? (POST /v1/check-identification-status, anonymous.) */
const checkIdentificationStatusApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    checkIdentificationStatus: build.mutation<CheckIdentificationStatusResponse, IdentificationLineRequest>({
      query: (body) => ({ url: '/api/ms-identification/v1/check-identification-status', method: 'POST', data: body, anonymous: true }),
    }),
  }),
});

export const { useCheckIdentificationStatusMutation } = checkIdentificationStatusApi;
