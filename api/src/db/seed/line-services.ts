import { createHash } from 'node:crypto';
import { ATLAS_ICC_PREFIX } from '@atlas/contracts/line-services';
import type { lineServiceStates } from '../schema';

/**
 * The identity document numbers of the demo holders (checked before a SIM swap); the README lists
 * them. Other lines' holders get `AT` and the line's last six digits.
 */
export const DEMO_HOLDER_ID_NUMBERS: Record<string, string> = {
  '0661234501': 'BE123456',
  '0662345602': 'BK654321',
  '0663456704': 'JB112233',
  '0700112201': 'A445566',
  '0700112202': 'A445566',
  '0700112203': 'A445566',
};

const digitsOf = (seed: string, length: number) => {
  const hash = createHash('sha256').update(seed).digest();
  return Array.from({ length }, (_, index) => String(hash[index]! % 10)).join('');
};

/** The SIM of a line: the operator's prefix, the line's ten digits, three more (18 digits). */
export const seedIccOf = (mdn: string) => `${ATLAS_ICC_PREFIX}${mdn}${digitsOf(`icc:${mdn}`, 3)}`;

/** Each seeded mobile line's SIM, PUK (8 digits) and holder identity number; no suspension, roaming off. */
export function lineServiceStateRows(mobileLines: readonly string[]): (typeof lineServiceStates)['$inferInsert'][] {
  return mobileLines.map((mdn) => ({
    mdn,
    icc: seedIccOf(mdn),
    puk: digitsOf(`puk:${mdn}`, 8),
    holderIdNumber: DEMO_HOLDER_ID_NUMBERS[mdn] ?? `AT${mdn.slice(-6)}`,
  }));
}
