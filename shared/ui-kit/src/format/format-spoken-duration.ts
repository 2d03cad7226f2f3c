import type { Language } from '@atlas/contracts';

const UNIT_WORDS: Record<Language, { h: string; min: string; s: string }> = {
  fr: { h: 'h', min: 'min', s: 's' },
  en: { h: 'h', min: 'min', s: 's' },
  ar: { h: 'ساعة', min: 'دقيقة', s: 'ثانية' },
};

/**
 * A duration as people say it: "45 min", "1 h 30 min", "2 h", "30 s" (Arabic unit words), never
 * "2 700 s". Seconds show only below one minute, or beside minutes when there is no hour.
 */
export function formatSpokenDuration(totalSeconds: number, language: Language): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  const words = UNIT_WORDS[language];
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} ${words.h}`);
  if (m > 0) parts.push(`${h > 0 ? String(m).padStart(2, '0') : m} ${words.min}`);
  if (s > 0 && h === 0) parts.push(`${s} ${words.s}`);
  return parts.length > 0 ? parts.join(' ') : `0 ${words.min}`;
}
