import { CaptchaAnswer, CIVILITIES } from '@atlas/contracts/shop';
import { ICC_PATTERN, EMAIL_PATTERN, MDN_PATTERN, POSTAL_CODE_PATTERN } from '@atlas/forms/patterns';
import { portabilityRequestSchema } from './portability.routes';

/** JSON schemas of the payment initiation routes (CheckoutRequest and RechargeCheckoutRequest). */

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
const pattern = (regex: RegExp) => ({ type: 'string', pattern: regex.source }) as const;

export const clientInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['civility', 'firstName', 'lastName', 'birthDate', 'nationality', 'identityType', 'identityNumber', 'address', 'city', 'postalCode', 'email', 'phoneNumber', 'terms'],
  properties: {
    civility: { type: 'string', enum: [...CIVILITIES] },
    firstName: text(60),
    lastName: text(60),
    birthDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    nationality: text(60),
    identityType: { type: 'string', enum: ['cin', 'passport'] },
    // Checked against the CIN or passport format in the handler, by identityType.
    identityNumber: { type: 'string', minLength: 4, maxLength: 12 },
    address: text(200),
    city: text(80),
    neighborhood: { type: 'string', maxLength: 80 },
    postalCode: pattern(POSTAL_CODE_PATTERN),
    email: { ...pattern(EMAIL_PATTERN), maxLength: 254 },
    phoneNumber: pattern(MDN_PATTERN),
    terms: { type: 'boolean', const: true },
  },
} as const;

export const deliverySchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['mode', 'address', 'city', 'postalCode'],
      properties: { mode: { const: 'home' }, address: text(200), city: text(80), postalCode: pattern(POSTAL_CODE_PATTERN) },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['mode', 'agencyId'],
      properties: { mode: { const: 'agency' }, agencyId: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } },
    },
  ],
} as const;

export const portabilitySchema = {
  ...portabilityRequestSchema,
  required: [...portabilityRequestSchema.required, 'codeIcc'],
  properties: { ...portabilityRequestSchema.properties, codeIcc: pattern(ICC_PATTERN) },
} as const;

/** Shop carts send the client form and the delivery; recharge carts only an optional email. */
export const checkoutBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    client: clientInfoSchema,
    delivery: deliverySchema,
    portability: portabilitySchema,
    captcha: CaptchaAnswer,
    contact: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: { ...pattern(EMAIL_PATTERN), maxLength: 254 } } },
    returnUrl: { type: 'string', minLength: 1, maxLength: 300 },
  },
} as const;

export const gatewayRedirectSchema = {
  type: 'object',
  required: ['refNumber', 'redirectUrl'],
  properties: { refNumber: { type: 'string' }, redirectUrl: { type: 'string' } },
} as const;

export const registeredOrderSchema = {
  type: 'object',
  required: ['refNumber', 'status'],
  properties: { refNumber: { type: 'string' }, status: { type: 'string' } },
} as const;

export const bankBillSchema = {
  type: 'object',
  required: ['refNumber', 'orderDate', 'paymentCode', 'amount', 'expiresAt', 'partnerBanks', 'status', 'mdn'],
  properties: {
    refNumber: { type: 'string' },
    orderDate: { type: 'string' },
    paymentCode: { type: 'string' },
    amount: { type: 'number' },
    expiresAt: { type: 'string' },
    partnerBanks: {
      type: 'array',
      items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' }, logo: { type: 'string' } } },
    },
    status: { type: 'string' },
    mdn: { type: 'string' },
    cartId: { type: 'string' },
  },
} as const;
