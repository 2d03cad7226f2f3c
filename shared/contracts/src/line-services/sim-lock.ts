import { type Static, Type } from '../schema-kit';
import { LineMdn, Proof } from './schema';

/** GET /api/ms-service/v1/sim-lock?mdn */
export const SimLockResponse = Type.Object({ mdn: Type.String(), locked: Type.Boolean() });
export interface SimLockResponse extends Static<typeof SimLockResponse> {}

/** PUT /api/ms-service/v1/sim-lock: turning it on needs nothing more; turning it off needs a code (`sim-lock`). */
export const SimLockRequest = Type.Object({ mdn: LineMdn, locked: Type.Boolean(), otpToken: Type.Optional(Proof) }, { additionalProperties: false });
export interface SimLockRequest extends Static<typeof SimLockRequest> {}
