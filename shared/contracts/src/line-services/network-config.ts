import { type Static, Type } from '../schema-kit';
import { LineMdn, LineServiceReceipt } from './schema';

/** POST /api/ms-service/v1/network-config (Idempotency-Key): the line's internet and MMS settings, sent by SMS. */
export const NetworkConfigRequest = Type.Object({ mdn: LineMdn }, { additionalProperties: false });
export interface NetworkConfigRequest extends Static<typeof NetworkConfigRequest> {}

export const NetworkConfigResponse = Type.Composite([Type.Object({ sentTo: Type.String() }), LineServiceReceipt]);
export type NetworkConfigResponse = LineServiceReceipt & { sentTo: string };
