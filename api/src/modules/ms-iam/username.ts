import { EMAIL_PATTERN, MDN_PATTERN } from '@atlas/contracts/patterns';

export type Username = { kind: 'mdn'; mdn: string } | { kind: 'email'; email: string };

/**
 * A number in any form a customer types (06…, 6…, 212…, +212…, 00212…, with spaces, dots or
 * dashes) becomes the national 10-digit mdn; anything with an @ is an email, lower-cased.
 */
export function parseUsername(input: string): Username | null {
  const value = input.trim();
  if (value.includes('@')) {
    const email = value.toLowerCase();
    return EMAIL_PATTERN.test(email) ? { kind: 'email', email } : null;
  }
  const mdn = nationalMdn(value);
  return mdn ? { kind: 'mdn', mdn } : null;
}

export function nationalMdn(input: string): string | null {
  const digits = input.replace(/[\s.()-]/g, '').replace(/^\+/, '00');
  const national = digits.startsWith('00212')
    ? `0${digits.slice(5)}`
    : digits.startsWith('212') && digits.length === 12
      ? `0${digits.slice(3)}`
      : digits.length === 9
        ? `0${digits}`
        : digits;
  return MDN_PATTERN.test(national) ? national : null;
}

/** `06 •• •• •• 78`: enough for the customer to recognise the number, not enough to read it. */
export function maskMdn(mdn: string): string {
  return `${mdn.slice(0, 2)} •• •• •• ${mdn.slice(8)}`;
}
