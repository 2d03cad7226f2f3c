/**
 * Self-care line services (selfcare spec §2, §3, §7; shop spec "Service API"): PUK, suspension and
 * reactivation, roaming, SIM lock and SIM swap. Every call acts on the selected line: bearer plus
 * the line's `mdn-segmentation-token`, and the `mdn` of the call must be that line. Acts that change
 * the line carry an `Idempotency-Key` header (a UUID made when the form opened): the same key
 * answers the first outcome, never a second act.
 */
export * from './line-services/codes';
export { LineMdn, LineMdnQuery, LineServiceReceipt } from './line-services/schema';
export * from './line-services/puk';
export * from './line-services/suspension';
export * from './line-services/roaming';
export * from './line-services/network-config';
export * from './line-services/sim-lock';
export * from './line-services/sim-swap';
export * from './line-services/number-change';
export * from './line-services/migration';
export * from './line-services/plan-change';
