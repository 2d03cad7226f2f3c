/** Where the telemetry routes live under /api, in the API and in its collector worker. */
export const autoPrefix = '/v1/telemetry';
