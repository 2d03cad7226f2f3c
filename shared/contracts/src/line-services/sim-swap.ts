import { type Static, StringEnum, Type } from '../schema-kit';
import { LineMdn, LineServiceReceipt, Proof } from './schema';

/**
 * The reading of the holder's identity document that a SIM swap spends (the spec's Sim-change
 * state `tokenOcr`): the `ocrToken` of POST /api/ms-identification/v2/ocr/sim-swap, single use,
 * SIM_SWAP_READING_MINUTES, bound to the line and to the session's account that read it.
 */
const TokenOcr = Type.String({ minLength: 10, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * POST /api/ms-client/v1/check-identity-sim-swap: the first step of a SIM swap. Whether the document
 * read (tokenOcr) is the line's holder's; the reading is not spent (the swap spends it).
 */
export const CheckIdentitySimSwapRequest = Type.Object({ mdn: LineMdn, tokenOcr: TokenOcr }, { additionalProperties: false });
export interface CheckIdentitySimSwapRequest extends Static<typeof CheckIdentitySimSwapRequest> {}

export const CheckIdentitySimSwapResponse = Type.Object({
  matched: Type.Literal(true),
  /** When the reading stops being accepted (ISO 8601): the swap must be made before. */
  expiresAt: Type.String(),
});
export interface CheckIdentitySimSwapResponse extends Static<typeof CheckIdentitySimSwapResponse> {}

export type SimType = 'sameLine' | 'newSim';
export const SimType = Type.Unsafe<SimType>(StringEnum(['sameLine', 'newSim']));

/** POST /api/ms-service/v1/sim-swap (Idempotency-Key); success on 200. */
export const SimSwapRequest = Type.Object(
  {
    /** The line (old SIM). */
    mdn: LineMdn,
    /** The number the new SIM carries: the same line. */
    mdnNewIcc: LineMdn,
    /** The new SIM's ICC, 18 digits (spaces allowed; the API checks the digits, so a wrong length answers the ICC's own code). */
    icc: Type.String({ pattern: '^[0-9 ]{0,40}$' }),
    otpToken: Proof,
    /** The holder's identity document read by the identification OCR (spent by the swap). */
    tokenOcr: TokenOcr,
    upgrade4G: Type.Boolean(),
    /** sameLine: swap to a new SIM card (upgrade, format); newSim: the SIM was lost or stolen. */
    typeSim: Type.Optional(SimType),
  },
  { additionalProperties: false },
);
export interface SimSwapRequest extends Static<typeof SimSwapRequest> {
  typeSim?: SimType;
}

export const SimSwapResponse = Type.Composite([
  Type.Object({
    mdn: Type.String(),
    iccEnd: Type.String(),
    /** Where the notifications went at once: the line (SMS) and the account's email, masked. */
    notified: Type.Object({ sms: Type.String(), email: Type.String() }),
  }),
  LineServiceReceipt,
]);
export interface SimSwapResponse extends LineServiceReceipt {
  mdn: string;
  iccEnd: string;
  /** Where the notifications went at once: the line (SMS) and the account's email, masked. */
  notified: { sms: string; email: string };
}
