import { type Language } from '@atlas/contracts';
import { formatAmount, formatPrice } from '@atlas/ui-kit';

const UNITS: Record<'Go' | 'min', Record<Language, string>> = {
  Go: { fr: 'Go', ar: 'جيغا', en: 'GB' },
  min: { fr: 'min', ar: 'دقيقة', en: 'min' },
};

/**
 * "20 Dh", "1 Go", "60 دقيقة": an amount with its unit in the page's language (the dashboard's
 * units); money with the one unit of each language (`formatPrice`: Dh, درهم, Dh).
 */
export const creditText = (amount: number, unit: 'Dh' | 'Go' | 'min', language: Language): string =>
  unit === 'Dh' ? formatPrice(amount, language) : `${formatAmount(amount, language)} ${UNITS[unit][language]}`;
