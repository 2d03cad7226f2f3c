import { randomInt } from 'node:crypto';

const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A reference a customer can read out: prefix and six unambiguous letters or digits ("RAP-7K3M9Q"). */
export const reference = (prefix: string) => `${prefix}-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
