import { LANGUAGES } from '../../language';
import { mediaUrl } from '../../modules/ms-content/media-url';
import type { imageParcours } from '../schema';

/** Journeys that open with a banner image; the illustrations carry no text, so one per journey. */
const JOURNEYS = ['hp', 'recharge', 'paiement-facture', 'eligibilite-fibre', 'espace-client'];

export function imageParcoursRows(): (typeof imageParcours)['$inferInsert'][] {
  return JOURNEYS.flatMap((type) =>
    LANGUAGES.map((language) => ({
      type,
      language,
      desktopUrl: mediaUrl(`parcours-${type}-desktop.svg`, 1440),
      mobileUrl: mediaUrl(`parcours-${type}-mobile.svg`, 480),
    })),
  );
}
