import { Nullable, type Static, Type } from '../schema-kit';
import { LineMdn, LineServiceReceipt } from './schema';

/** GET /api/ms-service/v1/display-roaming-status?mdn */
export const RoamingStatusResponse = Type.Object({
  mdn: Type.String(),
  /** Roaming as the network has it now. */
  active: Type.Boolean(),
  /** A recorded request not yet in effect: what it asks and when it takes effect (ISO). */
  pending: Nullable(Type.Object({ active: Type.Boolean(), effectiveAt: Type.String() })),
});
export interface RoamingStatusResponse extends Static<typeof RoamingStatusResponse> {}

/** POST /api/ms-service/v1/update-roaming-status (Idempotency-Key) */
export const UpdateRoamingRequest = Type.Object({ mdn: LineMdn, active: Type.Boolean() }, { additionalProperties: false });
export interface UpdateRoamingRequest extends Static<typeof UpdateRoamingRequest> {}

export const UpdateRoamingResponse = Type.Composite([RoamingStatusResponse, LineServiceReceipt]);
export type UpdateRoamingResponse = RoamingStatusResponse & LineServiceReceipt;
