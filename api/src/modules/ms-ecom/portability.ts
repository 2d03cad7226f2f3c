import {
  DONOR_SANDBOX_REFUSED_NUMBERS,
  PORTABILITY_ERROR_CODES,
  PortabilityEligibilityRequest,
  type PortabilityEligibility,
} from '@atlas/contracts/portability';
import { stripSeparators } from '@atlas/contracts/patterns';
import { ApiError } from '../../errors';
import { isOperatorLine } from '../ms-iam/public';
import type { UnitOfWork } from '../../db/unit-of-work';

/** Portability takes two working days (Monday–Friday) from the request. */
const PORTING_WORKING_DAYS = 2;

/** The Moroccan calendar date `days` working days after `from`. */
export function portingDateAfter(from: Date, days = PORTING_WORKING_DAYS): string {
  // Africa/Casablanca is UTC+1 all year except during Ramadan; the date is what matters here.
  const date = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(from)}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Whether a number can move to Atlas. The donor operators are a sandbox here: they refuse the
 * numbers of DONOR_SANDBOX_REFUSED_NUMBERS; a number Atlas already serves cannot be ported in.
 * Throws ecom-054 when the number cannot move.
 */
export async function checkPortability(work: UnitOfWork, request: PortabilityEligibilityRequest, now = new Date()): Promise<PortabilityEligibility> {
  const mdn = stripSeparators(request.mdn);
  const atlasLine = await isOperatorLine(work, mdn);
  if (atlasLine || (DONOR_SANDBOX_REFUSED_NUMBERS as readonly string[]).includes(mdn)) {
    throw new ApiError(
      422,
      PORTABILITY_ERROR_CODES.notEligible,
      atlasLine ? 'This number is already an Atlas line' : 'The current operator refuses to release this number',
    );
  }
  return { eligible: true, mdn, currentOperator: request.currentOperator, earliestPortingDate: portingDateAfter(now) };
}

/**
 * The eligibility request as a JSON schema with its `required` list, for ms-forms' portability
 * request form, which adds its own fields to it (the contract is PortabilityEligibilityRequest).
 */
export const portabilityRequestSchema = { ...PortabilityEligibilityRequest, required: ['mdn', 'currentOperator', 'rio'] as const };
