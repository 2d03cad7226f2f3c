import { type BalanceCategory, type BalanceItem, type BalanceUnit, type Language } from '@atlas/contracts';
import { formatAmount, formatPrice, formatSpokenDuration } from '@atlas/ui-kit';

type CountedUnit = Exclude<BalanceUnit, TimeUnit | 'Dh'>;
type TimeUnit = 'h' | 'min' | 's';

const UNITS: Record<CountedUnit, Record<Language, string>> = {
  Go: { fr: 'Go', ar: 'جيغا', en: 'GB' },
  sms: { fr: 'SMS', ar: 'رسالة', en: 'SMS' },
};

const SECONDS_PER: Record<TimeUnit, number> = { h: 3600, min: 60, s: 1 };
const isTimeUnit = (unit: BalanceUnit): unit is TimeUnit => unit in SECONDS_PER;

/**
 * "6,8 Go", "47,5 Dh": two decimals at most with trailing zeros dropped (the spec's amounts);
 * call time as people say it, whatever unit the balance counts in ("45 min", "1 h 30 min").
 */
export function formatBalanceValue(value: number, unit: BalanceUnit, language: Language): string {
  if (isTimeUnit(unit)) return formatSpokenDuration(value * SECONDS_PER[unit], language);
  // Money with the one unit of each language (Dh, درهم, Dh), as every price.
  if (unit === 'Dh') return formatPrice(value, language);
  return `${formatAmount(value, language)} ${UNITS[unit][language]}`;
}

export const itemName = (item: BalanceItem, language: Language) => (language === 'ar' ? item.name_ar : language === 'en' ? item.name_en : item.name);
export const categoryName = (category: BalanceCategory, language: Language) =>
  language === 'ar' ? category.name_ar : language === 'en' ? category.name_en : category.name;
