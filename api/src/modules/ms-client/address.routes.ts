import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerAddressInput, CustomerAddressList as AddressList, CustomerAddressParams as AddressId, type CustomerAddress } from '@atlas/contracts/selfcare';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { guardEveryRoute } from '../../plugins/route-catalogue';

const noSuchAddress = () => new ApiError(404, API_ERROR_CODES.notFound, 'No such address');

/** GET, POST /address, PUT, DELETE /address/:id: the customer's own list; another customer's address id answers not-found. */
export const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { customerRepository: customers } = app;
  guardEveryRoute(app, app.requireCustomer);

  const listAddresses = async (accountId: string): Promise<CustomerAddress[]> =>
    (await customers.addresses(accountId)).map((row) => ({
      id: row.id,
      label: row.label,
      addressLine: row.addressLine,
      city: row.city,
      neighborhood: row.neighborhood,
      postalCode: row.postalCode,
      isDefault: row.isDefault,
    }));

  app.get('/address', { schema: { response: { 200: AddressList, ...errorResponses } } }, (request) => listAddresses(request.customer.accountId));

  app.post('/address', { schema: { body: CustomerAddressInput, response: { 201: AddressList, ...errorResponses } } }, async (request, reply) => {
    await customers.saveAddress(request.customer.accountId, randomUUID(), request.body, true);
    return reply.code(201).send(await listAddresses(request.customer.accountId));
  });

  app.put('/address/:id', { schema: { params: AddressId, body: CustomerAddressInput, response: { 200: AddressList, ...errorResponses } } }, async (request) => {
    if (!(await customers.saveAddress(request.customer.accountId, request.params.id, request.body, false))) throw noSuchAddress();
    return listAddresses(request.customer.accountId);
  });

  app.delete('/address/:id', { schema: { params: AddressId, response: { 200: AddressList, ...errorResponses } } }, async (request) => {
    if (!(await customers.deleteAddress(request.customer.accountId, request.params.id))) throw noSuchAddress();
    return listAddresses(request.customer.accountId);
  });
};
