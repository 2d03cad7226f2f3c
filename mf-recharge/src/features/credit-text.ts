import { type Language } from '@atlas/contracts';
import { formatAmount } from '@atlas/ui-kit';

const UNITS: Record<'Dh' | 'Go' | 'min', Record<Language, string>> = {
  Dh: { fr: 'Dh', ar: 'درهم', en: 'MAD' },
  Go: { fr: 'Go', ar: 'جيغا', en: 'GB' },
  min: { fr: 'min', ar: 'دقيقة', en: 'min' },
};

/** "20 Dh", "1 Go", "60 دقيقة": an amount with its unit in the page's language (the dashboard's units). */
export const creditText = (amount: number, unit: 'Dh' | 'Go' | 'min', language: Language): string =>
  `${formatAmount(amount, language)} ${UNITS[unit][language]}`;
