/** Fired on `window` by a remote area's error boundary, `{ remote, error }`: the field telemetry counts it. */
export const REMOTE_ERROR_EVENT = 'atlas:remote-error';
