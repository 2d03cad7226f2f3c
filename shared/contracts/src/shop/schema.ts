/** The shop contracts' building blocks (not published: each contract file of the shop uses them). */
import { CART_PRODUCT_TYPES } from '../catalog';
import type { TSchema } from '@sinclair/typebox';
import { StringEnum, Type } from '../schema-kit';

/**
 * A schema whose type is named `T` where it is used (`items: CartItem[]`, not the expanded
 * object): the published types read as they did before the schemas, and stay short.
 */
export const Named = <T>(schema: TSchema) => Type.Unsafe<T>(schema);

export const CartProductTypeSchema = StringEnum(CART_PRODUCT_TYPES);
/** Ids of the catalogue's products. */
export const ProductId = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });
export const pattern = (regex: RegExp, options: { maxLength?: number } = {}) => Type.String({ pattern: regex.source, ...options });
/** Text with something besides spaces. */
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
/** Where the gateway sends the browser back (see CheckoutRequest.returnUrl). */
export const ReturnUrl = Type.String({ minLength: 1, maxLength: 300 });
