import { getI18n } from '@atlas/runtime';
import { DEFAULT_LANGUAGE, type Language } from '@atlas/contracts';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a number of seconds into days, hours, minutes and seconds (never negative). */
export function countdownParts(totalSeconds: number): CountdownParts {
  const rest = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return {
    days: Math.floor(rest / 86400),
    hours: Math.floor((rest % 86400) / 3600),
    minutes: Math.floor((rest % 3600) / 60),
    seconds: rest % 60,
  };
}

/**
 * A time left in words, to the minute: "2 jours 3 heures 15 minutes" (the pending bank-bill
 * payment's expiry, a code's validity, a block's retry time). Leading zero units are left out;
 * minutes are always shown, the minutes begun not counted (an expiry never looks later than it
 * is: 72 h just started read "2 jours 23 heures 59 minutes"), but never "0 minute" while time is
 * left: under a minute reads "1 minute".
 */
export function formatCountdown(totalSeconds: number, language: Language = DEFAULT_LANGUAGE): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, totalSeconds) : 0;
  const { days, hours, minutes } = countdownParts(seconds > 0 && seconds < 60 ? 60 : seconds);
  const t = getI18n().getFixedT(language, 'common');
  const parts: string[] = [];
  if (days > 0) parts.push(t('countdownDays', { count: days }));
  if (days > 0 || hours > 0) parts.push(t('countdownHours', { count: hours }));
  parts.push(t('countdownMinutes', { count: minutes }));
  return parts.join(' ');
}
