import path from 'node:path';

export const REPO = path.resolve(__dirname, '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The end-to-end platform directory: published versions and manifest of this run only. */
export const E2E_PLATFORM_DIR = path.join(REPO, '.e2e-tmp', 'platform');

/** The end-to-end API's short access-token life, so journeys see a session refresh while in use. */
export const ACCESS_TOKEN_TTL_SECONDS = 20;
/** Short one-time-password durations, so journeys reach the resend, expired and maximum-sends states. */
export const E2E_OTP_DURATIONS = { otpValiditySeconds: 15, resendDelaySeconds: 3, maxSends: 3, blockedRetrySeconds: 120 };
/**
 * A map tile server that refuses every connection (the discard port): the machines that run the
 * journeys have no internet, and the pages with a map must stay usable when tiles cannot load.
 */
export const E2E_MAP_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
