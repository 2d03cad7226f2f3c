import type { SearchCategory } from '@atlas/contracts/content';
import { pageRows, type BlockSeed } from '../home-pages/blocks';
import { identificationTerms } from './identification-terms';
import { cgu, cgv, mandat, migrationCgu } from './legal';
import { businessMeetings } from './business-meetings';
import { portabilite } from './portabilite';
import { postPurchase, postPurchasePortability } from './post-purchase';
import { roaming } from './roaming';
import { services } from './services';
import { wholesaleDatacenter } from './wholesale-datacenter';

export interface ContentPageSeed {
  /** The content page name (`field[type]`). */
  page: string;
  /** Where the site shows it. */
  link: string;
  /** Where the site search files it. */
  category: SearchCategory;
  blocks: BlockSeed[];
}

/** The content pages fetched by name, besides the home pages. */
export const CONTENT_PAGES: ContentPageSeed[] = [
  { page: 'roaming', link: '/roaming', category: 'services', blocks: roaming },
  { page: 'portabilite', link: '/portabilite', category: 'services', blocks: portabilite },
  { page: 'page-explicative-post-achat', link: '/page-explicative-post-achat', category: 'assistance', blocks: postPurchase },
  {
    page: 'page-explicative-post-achat-portabilite',
    link: '/page-explicative-post-achat-portabilite',
    category: 'assistance',
    blocks: postPurchasePortability,
  },
  { page: 'cgu', link: '/cgu', category: 'other', blocks: cgu },
  // The migration_cgu terms (selfcare spec §9, terms types), accepted in services/migration.
  { page: 'migration_cgu', link: '/cgu/migration', category: 'other', blocks: migrationCgu },
  { page: 'cgv', link: '/cgv', category: 'other', blocks: cgv },
  { page: 'mandat', link: '/mandat', category: 'other', blocks: mandat },
  // Shown and accepted on the identification flow's signature step.
  { page: 'identification_cgu', link: '/identification', category: 'other', blocks: identificationTerms },
  { page: 'services', link: '/services', category: 'services', blocks: services },
  { page: 'wholesale-datacenter', link: '/wholesale/datacenter', category: 'cloud-datacenter', blocks: wholesaleDatacenter },
  { page: 'rencontres-entreprises', link: '/entreprise/rencontres-entreprises', category: 'collaboration', blocks: businessMeetings },
];

export function contentPageBlocks() {
  return CONTENT_PAGES.flatMap(({ page, blocks }) => pageRows(page, blocks));
}
