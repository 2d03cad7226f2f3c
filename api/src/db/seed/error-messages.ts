import { errorCatalogue, type ErrorCatalogueCode } from '@atlas/contracts/error-catalogue';
import type { Localized } from '../../language';

/**
 * Customer-facing texts of every error code, served in appErrorMessages: the one catalogue of
 * `@atlas/contracts` (`locales/<language>/errors.json`), which the pages bundle too. An operator
 * may still change a text in the table without a release.
 */
export const errorMessages: Record<string, Localized> = Object.fromEntries(
  (Object.keys(errorCatalogue.fr) as ErrorCatalogueCode[]).map((code) => [
    code,
    { fr: errorCatalogue.fr[code], ar: errorCatalogue.ar[code], en: errorCatalogue.en[code] },
  ]),
);
