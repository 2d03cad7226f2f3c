import type { Database } from '../database';
import { lineBalances, lineIdentifications, lines } from '../schema';
import { upsert } from './upsert';

/**
 * Lines that must go through identification (ms-identification): three new prepaid lines without
 * a web account (the identification flow ends by creating one) and one line of the B2B fleet (the
 * signed-in services/identification-ligne). Every other line is identified, the spec's default.
 */
export const UNIDENTIFIED_FREE_LINES = [
  { mdn: '0672000111', holder: ['Nadia', 'Lahlou'] },
  { mdn: '0673000222', holder: ['Mehdi', 'Kettani'] },
  { mdn: '0674000333', holder: ['Ghita', 'Naciri'] },
] as const;
export const UNIDENTIFIED_ACCOUNT_LINE = '0700112203';
/** A free postpaid line (customers.ts) not identified: the journey of the redirect to identification signs it up. */
export const UNIDENTIFIED_SIGNUP_LINE = '0677000568';

export async function seedIdentification(db: Database): Promise<void> {
  await upsert(
    db,
    lines,
    [lines.mdn],
    UNIDENTIFIED_FREE_LINES.map(({ mdn, holder }) => ({
      mdn,
      kind: 'mobile' as const,
      segment: 'prepaid' as const,
      customerSegment: 'B2C' as const,
      crmId: `CRM-L${mdn.slice(-6)}`,
      offerId: 'atlas-libre',
      offerNameFr: 'Atlas Libre',
      offerNameAr: 'أطلس حر',
      offerNameEn: 'Atlas Libre',
      contactMdn: null,
      holderFirstName: holder[0],
      holderLastName: holder[1],
    })),
  );
  await db
    .insert(lineBalances)
    .values(UNIDENTIFIED_FREE_LINES.map(({ mdn }) => ({ mdn, balances: [], updatedAt: new Date(Date.UTC(2026, 0, 1)) })))
    .onConflictDoNothing();
  // Only added when absent: a line identified since keeps its identification across restarts.
  await db
    .insert(lineIdentifications)
    .values(
      [...UNIDENTIFIED_FREE_LINES.map(({ mdn }) => mdn), UNIDENTIFIED_ACCOUNT_LINE, UNIDENTIFIED_SIGNUP_LINE].map((mdn) => ({
        mdn,
        isIdentified: false,
        updatedAt: new Date(Date.UTC(2026, 0, 1)),
      })),
    )
    .onConflictDoNothing();
}
