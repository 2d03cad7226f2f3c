/** ms-client: the customer's addresses. */
import { type Static, Type } from '../schema-kit';
import { ADDRESS_MAX_LENGTHS } from './schema';

/** GET /api/ms-client/v1/address (list); POST address, PUT address/{id}, DELETE address/{id}. */
export const CustomerAddressInput = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: ADDRESS_MAX_LENGTHS.label }),
    addressLine: Type.String({ minLength: 1, maxLength: ADDRESS_MAX_LENGTHS.addressLine }),
    city: Type.String({ minLength: 1, maxLength: ADDRESS_MAX_LENGTHS.city }),
    neighborhood: Type.String({ minLength: 1, maxLength: ADDRESS_MAX_LENGTHS.neighborhood }),
    postalCode: Type.String({ pattern: '^[0-9]{5}$' }),
    isDefault: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CustomerAddressInput = Static<typeof CustomerAddressInput>;

export const CustomerAddress = Type.Object({ id: Type.String(), ...CustomerAddressInput.properties });
export type CustomerAddress = Static<typeof CustomerAddress>;

/** What GET, POST, PUT and DELETE /api/ms-client/v1/address answer: the customer's addresses. */
export const CustomerAddressList = Type.Array(CustomerAddress);
/** PUT, DELETE /api/ms-client/v1/address/{id} */
export const CustomerAddressParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type CustomerAddressParams = Static<typeof CustomerAddressParams>;
