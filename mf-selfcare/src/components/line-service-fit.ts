import type { UserLine } from '@atlas/contracts';

/** Why a line service is not offered for a line: the one that applies instead is named with it. */
export type AbsentReason = 'prepaidMigrates' | 'alreadyOnPlan';

/** The services that depend on the line's segment, and the one each leads to instead. */
const SEGMENT_RULES = {
  // A prepaid line has no plan to change: it moves to one first (migration); the API refuses it (reason 1).
  changeOffer: { fits: (line: Pick<UserLine, 'segment'>) => line.segment !== 'prepaid', reason: 'prepaidMigrates', instead: 'migration' },
  // Only a prepaid line migrates to a plan (service-013); a postpaid or cameleon line changes its plan.
  migration: { fits: (line: Pick<UserLine, 'segment'>) => line.segment === 'prepaid', reason: 'alreadyOnPlan', instead: 'changeOffer' },
} as const;

export type SegmentService = keyof typeof SEGMENT_RULES;

/**
 * Whether a service can succeed for the line, decided as the API decides it: null when it applies,
 * else why not and the service to use instead. One rule for the menus and the pages themselves.
 */
export function absentFor(service: string, line: Pick<UserLine, 'segment'>): { reason: AbsentReason; instead: SegmentService } | null {
  const rule = (SEGMENT_RULES as Record<string, (typeof SEGMENT_RULES)[SegmentService]>)[service];
  if (!rule || rule.fits(line)) return null;
  return { reason: rule.reason, instead: rule.instead };
}
