import valid from 'card-validator';
import { GATEWAY_TEST_CARDS } from '@atlas/contracts/shop';
import type { CardErrors, CardField } from './hosted-page';

/** The sandbox's test cards, by number: what paying with each does. */
export const TEST_OUTCOMES = new Map<string, (typeof GATEWAY_TEST_CARDS)[number]['outcome']>(
  GATEWAY_TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card.outcome]),
);

/**
 * The card form, checked here (never trusted to the browser): the holder's name, the number
 * (Luhn and length, through card-validator; then one of the sandbox's test cards), the expiry
 * (MM/YY, not past the end of its month), a 3-digit CVV.
 */
export function checkCard(values: Partial<Record<CardField, string>>, now = new Date()): { errors: CardErrors; digits: string; brand: string } {
  const errors: CardErrors = {};
  const holder = (values.holder ?? '').trim();
  if (holder.length < 2) errors.holder = 'holderRequired';
  const digits = (values.number ?? '').replace(/[\s-]/g, '');
  const verdict = valid.number(digits);
  if (!digits) errors.number = 'numberRequired';
  else if (!/^\d+$/.test(digits) || !verdict.isValid) errors.number = 'numberInvalid';
  else if (!TEST_OUTCOMES.has(digits)) errors.number = 'unknownCard';
  const expiry = (values.expiry ?? '').replace(/\s/g, '');
  const match = /^(\d{2})\/(\d{2}|\d{4})$/.exec(expiry);
  if (!expiry) errors.expiry = 'expiryRequired';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = 'expiryInvalid';
  else {
    const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
    // A card is valid until the last moment of its expiry month.
    const end = new Date(Date.UTC(year, Number(match[1]), 1));
    if (end.getTime() <= now.getTime()) errors.expiry = 'expired';
    else if (year > now.getUTCFullYear() + 20) errors.expiry = 'expiryInvalid';
  }
  if (!/^\d{3}$/.test((values.cvv ?? '').trim())) errors.cvv = 'cvvInvalid';
  return { errors, digits, brand: verdict.card?.type ?? 'card' };
}
