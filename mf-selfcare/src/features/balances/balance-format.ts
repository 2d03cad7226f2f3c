import { formatAmount, type BalanceCategory, type BalanceItem, type BalanceUnit, type Language } from '@atlas/shared';

const UNITS: Record<BalanceUnit, Record<Language, string>> = {
  Go: { fr: 'Go', ar: 'جيغا', en: 'GB' },
  Dh: { fr: 'Dh', ar: 'درهم', en: 'MAD' },
  sms: { fr: 'SMS', ar: 'رسالة', en: 'SMS' },
  h: { fr: 'h', ar: 'ساعة', en: 'h' },
  min: { fr: 'min', ar: 'دقيقة', en: 'min' },
  s: { fr: 's', ar: 'ثانية', en: 's' },
};

/** "6,8 Go", "47,5 Dh": two decimals at most with trailing zeros dropped (the spec's amounts). */
export function formatBalanceValue(value: number, unit: BalanceUnit, language: Language): string {
  return `${formatAmount(value, language)} ${UNITS[unit][language]}`;
}

export const itemName = (item: BalanceItem, language: Language) => (language === 'ar' ? item.name_ar : language === 'en' ? item.name_en : item.name);
export const categoryName = (category: BalanceCategory, language: Language) =>
  language === 'ar' ? category.name_ar : language === 'en' ? category.name_en : category.name;
