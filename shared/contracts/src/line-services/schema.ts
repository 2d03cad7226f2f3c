/** What every line service call shares: the line's number, the proofs and tokens it carries, the receipt of an act. */
import { MDN_PATTERN } from '../patterns';
import { type Static, Type } from '../schema-kit';

/** The `mdn` of a line service call: a mobile number, national form. */
export const LineMdn = Type.String({ pattern: MDN_PATTERN.source });
/** `?mdn=`: the selected line. */
export const LineMdnQuery = Type.Object({ mdn: LineMdn });
export type LineMdnQuery = Static<typeof LineMdnQuery>;
export const Proof = Type.String({ minLength: 1, maxLength: 2048 });

/** What every act answers beside its own fields. */
export const LineServiceReceipt = Type.Object({
  requestId: Type.String(),
  reference: Type.String(),
  createdAt: Type.String(),
});
export interface LineServiceReceipt extends Static<typeof LineServiceReceipt> {}

/** A line's number (06…, 05…, 07…). */
export const Mdn = Type.String({ pattern: MDN_PATTERN.source });
/** A single-use proof or token the API signed. */
export const Token = Type.String({ minLength: 1, maxLength: 2048 });
/** Where the gateway sends the browser back (a path of this site). */
export const ReturnUrl = Type.String({ maxLength: 300 });
/** A plan of the catalogue. */
export const OfferId = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });
