import { atlasApi } from '@atlas/runtime';
import type { VerifyOcrScanRequest, VerifyOcrScanResponse } from '@atlas/contracts/identification';

/** The recap as the customer confirmed (and corrected) it (POST ms-client /v1/verify-ocr-scan). */
const verifyOcrScanApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    verifyOcrScan: build.mutation<VerifyOcrScanResponse, VerifyOcrScanRequest>({
      query: (body) => ({ url: '/api/ms-client/v1/verify-ocr-scan', method: 'POST', data: body, anonymous: true }),
    }),
  }),
});

export const { useVerifyOcrScanMutation } = verifyOcrScanApi;
