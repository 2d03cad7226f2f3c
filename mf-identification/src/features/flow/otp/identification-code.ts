import { atlasApi } from '@atlas/runtime';
import type { Language, OtpSendResponse } from '@atlas/contracts';
import type { IdentificationOtpVerifyRequest, IdentificationOtpVerifyResponse } from '@atlas/contracts/identification';

/** The code sent to the line (its SMS in the page's language) and its check, which gives the flow's proof. */
const identificationCodeApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    sendIdentificationCode: build.mutation<OtpSendResponse, { mdn: string; language: Language }>({
      query: ({ mdn, language }) => ({
        url: '/api/ms-identification/v1/otp/send',
        method: 'POST',
        data: { mdn },
        anonymous: true,
        headers: { 'accept-language': language },
      }),
    }),
    verifyIdentificationCode: build.mutation<IdentificationOtpVerifyResponse, IdentificationOtpVerifyRequest>({
      query: (body) => ({ url: '/api/ms-identification/v1/otp/verify', method: 'POST', data: body, anonymous: true }),
    }),
  }),
});

export const { useSendIdentificationCodeMutation, useVerifyIdentificationCodeMutation } = identificationCodeApi;
