import { type Static, Type } from '../schema-kit';
import { LineMdn, Proof } from './schema';

/**
 * POST /api/ms-service/v1/get-puk: the PUK is shown only with the proof of a fresh code sent to the
 * line (purpose `puk`), spent by the reading; a POST, so the proof stays out of the address.
 */
export const PukRequest = Type.Object({ mdn: LineMdn, otpToken: Proof }, { additionalProperties: false });
export interface PukRequest extends Static<typeof PukRequest> {}

export const PukResponse = Type.Object({
  mdn: Type.String(),
  puk: Type.String(),
  /** The last four digits of the SIM the PUK belongs to. */
  iccEnd: Type.String(),
});
export interface PukResponse extends Static<typeof PukResponse> {}
