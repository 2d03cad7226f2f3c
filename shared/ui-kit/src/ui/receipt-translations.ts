import type { LanguageBundle } from '@atlas/runtime';

/** Texts of the UI kit's receipt download (namespace `receipt`), whichever page offers it. */
export const RECEIPT_NS = 'receipt';

export const receiptTranslations: LanguageBundle = {
  fr: {
    download: 'Télécharger le reçu (PDF)',
    short: 'Reçu PDF',
    // Begins with the visible label (WCAG label in name), then names the payment.
    downloadOf: 'Reçu PDF du paiement {{refNumber}}',
  },
  ar: {
    download: 'تحميل إيصال الأداء (PDF)',
    short: 'إيصال PDF',
    downloadOf: 'إيصال PDF للأداء {{refNumber}}',
  },
  en: {
    download: 'Download the receipt (PDF)',
    short: 'PDF receipt',
    downloadOf: 'PDF receipt of payment {{refNumber}}',
  },
};
