import type { FastifyInstance } from 'fastify';
import { INVOICE_OTP_TOKEN_HEADER } from '@atlas/contracts/billing';
import { holdsLine } from './payment-methods';
import type { UnitOfWork } from '../../db/unit-of-work';

/**
 * Who places a bank bill (fatourati), for the rule "one pending bill per number and payer" (a
 * unique index on bank_bills): a visitor's pending bill on a number never blocks its holder, nor
 * anyone else (issue 29, property 5).
 *
 * - `holder`: the line is proved — the caller is signed in and the line is one of the account's,
 *   or the caller typed back the code sent to it (an `invoice-payment` proof, x-otp-token), or
 *   the cart's kind is made only for such a caller (an invoice cart);
 * - `account:<id>`: a signed-in customer paying for a line that is not theirs;
 * - `browser:<uuid>`: a visitor, by the browser id of the api client's sdata;
 * - null: a visitor without a browser id (every such bill stands alone: it blocks nobody).
 */
export const HOLDER_PAYER = 'holder';

/** The OTP purposes whose proof says the caller holds the line (the invoice payment's private tab). */
const LINE_PROOF_PURPOSES: readonly string[] = ['invoice-payment'];

/**
 * The line the request proves by a code sent to it (x-otp-token), or null. The proof is read, not
 * spent: the invoice payment's tab uses it for its search, its cart and the bills of its number.
 */
export async function lineProvenByCode(app: FastifyInstance, headers: Record<string, string | string[] | undefined>): Promise<string | null> {
  const proof = headers[INVOICE_OTP_TOKEN_HEADER];
  if (typeof proof !== 'string' || proof.length === 0 || proof.length > 2048) return null;
  const claims = await app.sessionTokens.verify(proof, 'otp');
  return claims?.mdn && claims.purpose && LINE_PROOF_PURPOSES.includes(claims.purpose) ? claims.mdn : null;
}

/** What tells who is asking, for a number. */
export interface BankBillCaller {
  accountId: string | null;
  browserId: string | null;
  /** The line the caller proved by a code (lineProvenByCode). */
  provenMdn: string | null;
  /** The cart paid is made only for a caller who proved the line (its kind's `madeForProvenCaller`). */
  cartMadeForHolder?: boolean;
}

/** Whether the caller holds this line: the cart made for its holder, the code sent to it, or its account signed in. */
export async function isHolderOf(work: UnitOfWork, mdn: string, caller: BankBillCaller): Promise<boolean> {
  return caller.cartMadeForHolder === true || caller.provenMdn === mdn || (await holdsLine(work, caller.accountId ?? undefined, mdn));
}

/** The payer key of a bank bill this caller places on this number (see HOLDER_PAYER). */
export async function bankBillPayer(work: UnitOfWork, mdn: string, caller: BankBillCaller): Promise<string | null> {
  if (await isHolderOf(work, mdn, caller)) return HOLDER_PAYER;
  if (caller.accountId) return `account:${caller.accountId}`;
  return caller.browserId ? `browser:${caller.browserId}` : null;
}
