/** JSON schemas of the ms-client answers (the shapes of shared/src/contracts/selfcare.ts). */
export const userLineSchema = {
  type: 'object',
  required: ['mdn', 'kind', 'segment', 'customerSegment', 'offerId', 'offerName', 'offer_name_fr', 'offer_name_ar', 'isMain', 'mdnSegmentationToken', 'tokenType'],
  properties: {
    mdn: { type: 'string' },
    kind: { type: 'string' },
    segment: { type: 'string' },
    customerSegment: { type: 'string' },
    offerId: { type: 'string' },
    offerName: { type: 'string' },
    offer_name_fr: { type: 'string' },
    offer_name_ar: { type: 'string' },
    isMain: { type: 'boolean' },
    mdnSegmentationToken: { type: 'string' },
    tokenType: { type: 'string' },
  },
} as const;

export const profileSchema = {
  type: 'object',
  required: ['id', 'crmId', 'civility', 'firstName', 'lastName', 'email', 'birthDate', 'segment', 'hasAvatar', 'lines'],
  properties: {
    id: { type: 'string' },
    crmId: { type: 'string' },
    civility: { type: ['string', 'null'] },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    birthDate: { type: ['string', 'null'] },
    segment: { type: 'string' },
    hasAvatar: { type: 'boolean' },
    lines: { type: 'array', items: userLineSchema },
  },
} as const;

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

export const addressInputSchema = {
  type: 'object',
  required: ['label', 'addressLine', 'city', 'neighborhood', 'postalCode', 'isDefault'],
  additionalProperties: false,
  properties: {
    label: text(60),
    addressLine: text(200),
    city: text(80),
    neighborhood: text(80),
    postalCode: { type: 'string', pattern: '^[0-9]{5}$' },
    isDefault: { type: 'boolean' },
  },
} as const;

export const addressSchema = {
  type: 'object',
  required: ['id', ...addressInputSchema.required],
  properties: { id: { type: 'string' }, ...addressInputSchema.properties },
} as const;
