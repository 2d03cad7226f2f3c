/**
 * Number portability (public-site spec §2, §3, §8): a customer of another operator keeps their
 * number. The public request form and the shop's portability purchase path both check a number
 * with POST /api/v1/ms-ecom/portability/eligibility before anything else; a number that cannot
 * move answers ecom-054.
 */

import { MDN_PATTERN, RIO_PATTERN } from './patterns';
import { StringEnum, Type, type Static } from './schema-kit';

/** The two operators a number can come from (spec: "two operator choices"). */
export const DONOR_OPERATORS = [
  { id: 'sahara-mobile', name: 'Sahara Mobile' },
  { id: 'medina-telecom', name: 'Medina Télécom' },
] as const;
export type DonorOperatorId = (typeof DONOR_OPERATORS)[number]['id'];

/** The free short number a customer texts "RIO" to, and gets the code back by SMS. */
export const RIO_SHORT_NUMBER = '1234';

const DonorOperatorIdSchema = StringEnum(DONOR_OPERATORS.map((operator) => operator.id) as DonorOperatorId[]);

/** POST /api/v1/ms-ecom/portability/eligibility */
export const PortabilityEligibilityRequest = Type.Object(
  {
    /** The number to keep (06…, 07…). */
    mdn: Type.String({ pattern: MDN_PATTERN.source }),
    currentOperator: DonorOperatorIdSchema,
    /** The RIO code the current operator sent by SMS. */
    rio: Type.String({ pattern: RIO_PATTERN.source }),
  },
  { additionalProperties: false },
);
export interface PortabilityEligibilityRequest extends Static<typeof PortabilityEligibilityRequest> {}

export const PortabilityEligibility = Type.Object({
  eligible: Type.Literal(true),
  mdn: Type.String(),
  currentOperator: DonorOperatorIdSchema,
  /** The first day the number can move (YYYY-MM-DD, Moroccan time): portability takes 2 working days. */
  earliestPortingDate: Type.String(),
});
export interface PortabilityEligibility extends Static<typeof PortabilityEligibility> {}

export const PORTABILITY_ERROR_CODES = {
  /** The number cannot move to Atlas (already an Atlas line, or refused by its operator). */
  notEligible: 'ecom-054',
} as const;

/**
 * Numbers the donor operators' sandbox refuses (under a commitment, or with an unpaid balance),
 * for demonstrations and tests. Every Atlas line is refused too.
 */
export const DONOR_SANDBOX_REFUSED_NUMBERS = ['0612000054', '0622000054'] as const;
