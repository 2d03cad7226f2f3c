/**
 * Cache headers of the edge, the same as the nginx template (ops/topology/nginx): what is
 * content-addressed is cached for a year, what points at it is revalidated or never stored.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html: may be stored but revalidated on every use, so a new shell build shows at once. */
export const REVALIDATE = 'no-cache';
/** The platform manifest: a switch or rollback must reach the next page load. */
export const NEVER_STORE = 'no-store';
