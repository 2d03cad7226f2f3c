import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  DONOR_OPERATORS,
  DONOR_SANDBOX_REFUSED_NUMBERS,
  PORTABILITY_ERROR_CODES,
  type PortabilityEligibility,
  type PortabilityEligibilityRequest,
} from '@atlas/contracts/portability';
import { MDN_PATTERN, RIO_PATTERN, stripSeparators } from '@atlas/forms/patterns';
import type { Database } from '../../db/database';
import { ApiError, errorResponses } from '../../errors';
import { lines } from '../../db/schema';

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
export async function checkPortability(db: Database, request: PortabilityEligibilityRequest, now = new Date()): Promise<PortabilityEligibility> {
  const mdn = stripSeparators(request.mdn);
  const [atlasLine] = await db.select({ mdn: lines.mdn }).from(lines).where(eq(lines.mdn, mdn));
  if (atlasLine || (DONOR_SANDBOX_REFUSED_NUMBERS as readonly string[]).includes(mdn)) {
    throw new ApiError(422, PORTABILITY_ERROR_CODES.notEligible, atlasLine ? 'This number is already an Atlas line' : 'The current operator refuses to release this number');
  }
  return { eligible: true, mdn, currentOperator: request.currentOperator, earliestPortingDate: portingDateAfter(now) };
}

export const portabilityRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mdn', 'currentOperator', 'rio'],
  properties: {
    mdn: { type: 'string', pattern: MDN_PATTERN.source },
    currentOperator: { type: 'string', enum: DONOR_OPERATORS.map((operator) => operator.id) },
    rio: { type: 'string', pattern: RIO_PATTERN.source },
  },
} as const;

const eligibilitySchema = {
  type: 'object',
  required: ['eligible', 'mdn', 'currentOperator', 'earliestPortingDate'],
  properties: { eligible: { type: 'boolean' }, mdn: { type: 'string' }, currentOperator: { type: 'string' }, earliestPortingDate: { type: 'string' } },
} as const;

/** POST /api/v1/ms-ecom/portability/eligibility: public, no sign-in. */
export const portabilityRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PortabilityEligibilityRequest; Reply: PortabilityEligibility }>(
    '/eligibility',
    { schema: { body: portabilityRequestSchema, response: { 200: eligibilitySchema, ...errorResponses } } },
    async (request) => checkPortability(app.db, request.body),
  );
};
