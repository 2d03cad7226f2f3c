/** ms-service: the numbers a buyer chooses from. */
import { LocalizedText } from '../catalog';
import { MDN_PATTERN } from '../patterns';
import { type Static, Type } from '../schema-kit';

/** GET /api/ms-service/v1/list-number-category */
export const NumberCategory = Type.Object({
  id: Type.String(),
  label: LocalizedText,
  description: LocalizedText,
  /** Price of a number of this category, MAD TTC (0 for standard numbers). */
  price: Type.Number(),
});
export interface NumberCategory extends Static<typeof NumberCategory> {}

/** GET /api/ms-service/v1/list-number-category answers the list, cheapest first. */
export const NumberCategoriesResponse = Type.Array(NumberCategory);
export type NumberCategoriesResponse = NumberCategory[];

/** POST /api/ms-service/v2/list-available-number: `category`, optionally digits the number should contain. */
export const AvailableNumbersRequest = Type.Object(
  {
    category: Type.String({ pattern: '^[a-z0-9-]{1,32}$' }),
    contains: Type.Optional(Type.String({ pattern: '^\\d{0,8}$' })),
    /** The signed-in customer's line, as the self-care change-number flow sends it. */
    mdn: Type.Optional(Type.String({ pattern: MDN_PATTERN.source })),
  },
  { additionalProperties: false },
);
export interface AvailableNumbersRequest extends Static<typeof AvailableNumbersRequest> {}

/** Up to 12 numbers (national form, 10 digits), or 404 number-001 when none matches. */
export const AvailableNumbersResponse = Type.Object({ numbers: Type.Array(Type.String()) });
export interface AvailableNumbersResponse extends Static<typeof AvailableNumbersResponse> {}
