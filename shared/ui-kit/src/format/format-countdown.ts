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
 * The pending bank-bill payment's expiry: "2 jours 3 heures 15 minutes". Leading zero units are
 * left out; minutes are always shown.
 */
export function formatCountdown(totalSeconds: number, language: Language = DEFAULT_LANGUAGE): string {
  const { days, hours, minutes } = countdownParts(totalSeconds);
  const t = getI18n().getFixedT(language, 'common');
  const parts: string[] = [];
  if (days > 0) parts.push(t('countdownDays', { count: days }));
  if (days > 0 || hours > 0) parts.push(t('countdownHours', { count: hours }));
  parts.push(t('countdownMinutes', { count: minutes }));
  return parts.join(' ');
}
