import { LANGUAGES } from '../../language';
import { mediaUrl } from '../../modules/ms-content/media-url';
import type { imageParcours } from '../schema';

/**
 * Journeys and content pages that open with a banner image, and the illustration each shows
 * (`parcours-<illustration>-desktop.svg` and `-mobile.svg`). The illustrations carry no text, so
 * one serves every language; related pages share one.
 */
const BANNERS: Record<string, string> = {
  hp: 'hp',
  recharge: 'recharge',
  'paiement-facture': 'paiement-facture',
  'eligibilite-fibre': 'eligibilite-fibre',
  'espace-client': 'espace-client',
  roaming: 'roaming',
  portabilite: 'portabilite',
  'page-explicative-post-achat': 'post-achat',
  'page-explicative-post-achat-portabilite': 'portabilite',
  cgu: 'legal',
  migration_cgu: 'legal',
  cgv: 'legal',
  mandat: 'legal',
  services: 'services',
  'wholesale-datacenter': 'datacenter',
  'rencontres-entreprises': 'rencontres',
  'enquete-satisfaction': 'enquete',
};

export function imageParcoursRows(): (typeof imageParcours)['$inferInsert'][] {
  return Object.entries(BANNERS).flatMap(([type, illustration]) =>
    LANGUAGES.map((language) => ({
      type,
      language,
      desktopUrl: mediaUrl(`parcours-${illustration}-desktop.svg`, 1440),
      mobileUrl: mediaUrl(`parcours-${illustration}-mobile.svg`, 480),
    })),
  );
}
