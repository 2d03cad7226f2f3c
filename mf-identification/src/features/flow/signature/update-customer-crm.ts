import { atlasApi } from '@atlas/runtime';
import type { UpdateCustomerCrmRequest, UpdateCustomerCrmResponse } from '@atlas/contracts/identification';

/** The line identified: the signature and the accepted terms recorded with the confirmed identity. */
const updateCustomerCrmApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    updateCustomerCrm: build.mutation<UpdateCustomerCrmResponse, UpdateCustomerCrmRequest>({
      query: (body) => ({ url: '/api/ms-identification/v2/update-customer-crm', method: 'POST', data: body, anonymous: true }),
    }),
  }),
});

export const { useUpdateCustomerCrmMutation } = updateCustomerCrmApi;
