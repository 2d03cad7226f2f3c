import type { Language } from '@atlas/contracts';
import type { CoverageAddress } from '@atlas/contracts/eligibility';

const separator = (language: Language) => (language === 'ar' ? '، ' : ', ');

/** The second line of a suggestion: "Maârif, 20330 Casablanca" (Arabic commas in Arabic). */
export const addressLocality = (address: CoverageAddress, language: Language): string =>
  `${address.neighbourhood[language]}${separator(language)}${address.postalCode} ${address.city[language]}`;

/** "12, boulevard Al Massira Al Khadra, Maârif, 20330 Casablanca". */
export const addressLabel = (address: CoverageAddress, language: Language): string =>
  `${address.street[language]}${separator(language)}${addressLocality(address, language)}`;
