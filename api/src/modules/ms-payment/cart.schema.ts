import { CART_PRODUCT_TYPES } from '@atlas/contracts/catalog';
import { CART_LIMITS } from '@atlas/contracts/shop';
import { localizedSchema } from '../../language';

/** JSON schemas of the cart routes (the shapes of shared/src/contracts/shop.ts). */

const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;

export const cartItemSchema = {
  type: 'object',
  required: ['itemId', 'productType', 'productId', 'offer_name_fr', 'offer_name_ar', 'offerName', 'unitPrice', 'period', 'quantity'],
  properties: {
    itemId: { type: 'string' },
    productType: { type: 'string' },
    productId: { type: 'string' },
    offer_name_fr: { type: 'string' },
    offer_name_ar: { type: 'string' },
    offerName: { type: 'string' },
    image: { type: 'string' },
    unitPrice: { type: 'number' },
    period: { type: 'string' },
    quantity: { type: 'integer' },
    options: stringMap,
    reservedUntil: { type: 'string' },
  },
} as const;

export const cartSchema = {
  type: 'object',
  required: ['cartId', 'kind', 'status', 'items', 'itemCount', 'total', 'monthlyTotal', 'currency', 'updatedAt'],
  properties: {
    cartId: { type: 'string' },
    kind: { type: 'string' },
    status: { type: 'string' },
    items: { type: 'array', items: cartItemSchema },
    itemCount: { type: 'integer' },
    total: { type: 'number' },
    monthlyTotal: { type: 'number' },
    currency: { type: 'string' },
    updatedAt: { type: 'string' },
    droppedItems: {
      type: 'array',
      items: { type: 'object', required: ['productType', 'productId', 'code'], properties: { productType: { type: 'string' }, productId: { type: 'string' }, code: { type: 'string' } } },
    },
  },
} as const;

export const cartIdSchema = { type: 'string', format: 'uuid' } as const;

export const productTypeSchema = { type: 'string', enum: [...CART_PRODUCT_TYPES] } as const;

/** Options are short strings: a colour, a chosen number. */
export const cartOptionsSchema = {
  type: 'object',
  maxProperties: 5,
  propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9]{0,31}$' },
  additionalProperties: { type: 'string', maxLength: 64 },
} as const;

export const addCartItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cartId', 'productType', 'productId'],
  properties: {
    cartId: cartIdSchema,
    productType: productTypeSchema,
    productId: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' },
    quantity: { type: 'integer', minimum: 1, maximum: CART_LIMITS.maxProducts },
    options: cartOptionsSchema,
  },
} as const;

export const paymentMethodSchema = {
  type: 'object',
  required: ['id', 'label', 'description', 'available'],
  properties: {
    id: { type: 'string' },
    label: localizedSchema,
    description: localizedSchema,
    icon: { type: 'string' },
    available: { type: 'boolean' },
    unavailableReason: { type: 'string' },
  },
} as const;
