/** Morocco keeps UTC+1 outside Ramadan; the seed's dates are written in that local time. */
const MOROCCO_OFFSET_HOURS = 1;

/**
 * The start of today (UTC): dated demo data (balances, promotions, events) counts from it, so a
 * second run the same day writes nothing.
 */
export const seedDay = (): Date => new Date(new Date().toISOString().slice(0, 10));

/** `days` after the seed day, at `hour:minute` Moroccan time. */
export function moroccanTime(days: number, hour: number, minute = 0, second = 0): Date {
  const day = seedDay();
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days, hour - MOROCCO_OFFSET_HOURS, minute, second));
}
