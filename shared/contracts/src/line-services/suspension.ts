/** Suspension and reactivation of a lost or stolen line (and the line's status). */
import { Nullable, type Static, StringEnum, Type } from '../schema-kit';
import { LineMdn, LineServiceReceipt, Proof } from './schema';

export type LineSuspensionReason = 'lost' | 'stolen';
export const LineSuspensionReason = Type.Unsafe<LineSuspensionReason>(StringEnum(['lost', 'stolen']));

/** GET /api/ms-service/v1/line-status?mdn */
export const LineStatusResponse = Type.Object({
  mdn: Type.String(),
  status: StringEnum(['active', 'suspended']),
  reason: Type.Unsafe<LineSuspensionReason | null>({ type: ['string', 'null'], enum: ['lost', 'stolen', null] }),
  /** When the line was suspended (ISO), null when active. */
  since: Nullable(Type.String()),
});
export interface LineStatusResponse extends Static<typeof LineStatusResponse> {
  reason: LineSuspensionReason | null;
}

/**
 * How a lost or stolen line's suspension or reactivation is confirmed: with what its holder still
 * has, never a code to the line itself. Each way answers the same proof (purpose
 * `line-suspension`, for that line) that suspend-reactivate-line spends.
 */
export type SuspensionConfirmationWay = 'password' | 'email' | 'other-line';

/** GET /api/ms-service/v1/line-suspension/confirmation?mdn: the ways this customer has. */
export const SuspensionConfirmationResponse = Type.Object({
  /** Always: the account's password, typed again. */
  password: Type.Boolean(),
  /** The account's email, masked (`s•••@example.ma`), or null when it has none. */
  email: Nullable(Type.String()),
  /** The customer's other active mobile lines (national form), that can receive a code. */
  otherLines: Type.Array(Type.String()),
});
export interface SuspensionConfirmationResponse extends Static<typeof SuspensionConfirmationResponse> {}

/**
 * POST /api/ms-service/v1/line-suspension/code: a code for the line's suspension sent to the
 * account's email or to another line of the customer (`to`); answers OtpSendResponse, checked by
 * ms-iam otp/verify with `{ mdn, purpose: 'line-suspension', code }`.
 */
export const SuspensionCodeRequest = Type.Object(
  { mdn: LineMdn, via: StringEnum(['email', 'other-line']), to: Type.Optional(LineMdn) },
  { additionalProperties: false, if: { properties: { via: { const: 'other-line' } } }, then: { required: ['to'] } },
);
export interface SuspensionCodeRequest extends Static<typeof SuspensionCodeRequest> {
  via: 'email' | 'other-line';
}

/**
 * POST /api/ms-service/v1/line-suspension/password: the account's password typed again; answers
 * `{ otpToken }` (the proof). Wrong passwords are counted per account (429 `rate-limited` with
 * `retryAfter` after SUSPENSION_PASSWORD_LIMIT).
 */
export const SuspensionPasswordRequest = Type.Object(
  { mdn: LineMdn, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export interface SuspensionPasswordRequest extends Static<typeof SuspensionPasswordRequest> {}

/** Wrong passwords allowed per account within the window before the password way waits. */
export const SUSPENSION_PASSWORD_LIMIT = { limit: 5, windowSeconds: 900 } as const;

/** POST /api/ms-service/v1/suspend-reactivate-line (Idempotency-Key) */
export const SuspendReactivateRequest = Type.Object(
  {
    mdn: LineMdn,
    action: StringEnum(['suspend', 'reactivate']),
    /** Required to suspend. */
    reason: Type.Optional(LineSuspensionReason),
    /**
     * Proof, purpose `line-suspension`, from what the customer still has: the password typed again,
     * or a code sent to the account's email or to another line of theirs (LINE_SUSPENSION_CONFIRMATION).
     */
    otpToken: Proof,
  },
  { additionalProperties: false, if: { properties: { action: { const: 'suspend' } } }, then: { required: ['reason'] } },
);
export interface SuspendReactivateRequest extends Static<typeof SuspendReactivateRequest> {
  reason?: LineSuspensionReason;
}

export const SuspendReactivateResponse = Type.Composite([LineStatusResponse, LineServiceReceipt]);
export type SuspendReactivateResponse = LineStatusResponse & LineServiceReceipt;
