import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BILLING_ERROR_CODES, INVOICE_OTP_TOKEN_HEADER, type InvoiceProofRequest } from '@atlas/contracts/billing';
import { BILLING_ACCOUNT_PATTERN, MDN_PATTERN, PAYMENT_CODE_PATTERN, stripSeparators } from '@atlas/contracts/patterns';
import { toLocalMdn } from '@atlas/contracts/format-mdn';
import { ApiError } from '../../errors';
import type { InvoiceRow } from './invoices';

/** Wrong business pairs allowed per address in the window. */
const BUSINESS_SEARCH_LIMIT = { windowSeconds: 15 * 60, limit: 10 };

/** The typed number in national form, or payment-014 (the spec's invalid mdn format). */
export function mdnOf(typed: string): string {
  const mdn = toLocalMdn(stripSeparators(typed));
  if (!MDN_PATTERN.test(mdn))
    throw new ApiError(400, 'payment-014', 'The number must be 10 digits starting with 05, 06 or 07', [{ field: 'mdn', rule: 'pattern' }]);
  return mdn;
}

export function checkFormat(value: string, pattern: RegExp, field: string): string {
  const clean = stripSeparators(value);
  if (!pattern.test(clean)) throw new ApiError(400, 'request-invalid', `${field} has not the expected format`, [{ field, rule: 'pattern' }]);
  return clean;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Who may pay which invoices, once the caller's proof is checked. */
export interface InvoiceScope {
  owns: (row: InvoiceRow) => boolean;
  /** The invoices still to pay that the proof gives access to. */
  unpaid: () => Promise<InvoiceRow[]>;
  /** The signed-in customer's account, which the cart is made for; null for a visitor. */
  accountId: string | null;
}

/**
 * The proofs that give access to invoices, for ms-billing's routes: a code sent to the line and
 * typed back (OTP purpose `invoice-payment`), a business account's number and payment code (wrong
 * pairs limited per address), or the signed-in customer's selected line.
 */
export function invoiceProofs(app: FastifyInstance) {
  const invoices = app.invoicesRepository;

  /** Whether the request carries a valid proof that the caller holds this line. */
  async function holdsLine(request: FastifyRequest, mdn: string, token?: string): Promise<boolean> {
    const proof = token ?? (request.headers[INVOICE_OTP_TOKEN_HEADER] as string | undefined);
    if (!proof) return false;
    const claims = await app.sessionTokens.verify(proof, 'otp');
    return claims?.mdn === mdn && claims.purpose === 'invoice-payment';
  }

  async function businessAccount(request: FastifyRequest, typedAccount: string, typedCode: string) {
    const accountNumber = checkFormat(typedAccount, BILLING_ACCOUNT_PATTERN, 'billingAccount');
    const code = checkFormat(typedCode, PAYMENT_CODE_PATTERN, 'paymentCode');
    const key = `billing:${request.ip}`;
    const until = await app.failureLimits.lockedUntil(key, BUSINESS_SEARCH_LIMIT);
    if (until) {
      throw new ApiError(429, BILLING_ERROR_CODES.searchLocked, 'Too many wrong pairs from this address', undefined, {
        retryAfter: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
      });
    }
    const account = await invoices.billingAccount(accountNumber);
    if (!account || !sameText(account.paymentCode, code)) {
      await app.failureLimits.record(key);
      throw new ApiError(404, BILLING_ERROR_CODES.businessAccountUnknown, 'No billing account has this number and payment code');
    }
    return account;
  }

  /**
   * Who may pay which invoices: the signed-in line (bearer), else the business account, else the
   * line proved by its code — exactly one proof, as the invoice cart takes it.
   */
  async function callerScope(request: FastifyRequest, body: InvoiceProofRequest, reply: FastifyReply): Promise<InvoiceScope> {
    if (request.headers.authorization !== undefined) {
      await app.requireLine(request, reply);
      const mdn = request.line.mdn;
      return { owns: (row) => row.mdn === mdn, unpaid: () => invoices.unpaidOfLine(mdn), accountId: request.customer.accountId };
    }
    if (body.billingAccount !== undefined || body.paymentCode !== undefined) {
      const account = await businessAccount(request, body.billingAccount ?? '', body.paymentCode ?? '');
      return {
        owns: (row) => row.billingAccount === account.accountNumber,
        unpaid: () => invoices.unpaidOfAccount(account.accountNumber),
        accountId: null,
      };
    }
    const mdn = mdnOf(body.mdn ?? '');
    if (!(await holdsLine(request, mdn, body.otpToken))) throw new ApiError(401, BILLING_ERROR_CODES.otpRequired, 'Confirm the number with a code sent to it');
    return { owns: (row) => row.mdn === mdn, unpaid: () => invoices.unpaidOfLine(mdn), accountId: null };
  }

  return { holdsLine, businessAccount, callerScope };
}
