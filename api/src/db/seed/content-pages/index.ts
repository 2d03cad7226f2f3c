import type { SearchCategory } from '@atlas/contracts/content';
import { pageRows, type BlockSeed } from '../home-pages/blocks';
import { cgu, cgv, mandat } from './legal';
import { businessMeetings, roaming, services, wholesaleDatacenter } from './more-pages';
import { portabilite } from './portabilite';
import { postPurchase, postPurchasePortability } from './post-purchase';

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
  { page: 'page-explicative-post-achat-portabilite', link: '/page-explicative-post-achat-portabilite', category: 'assistance', blocks: postPurchasePortability },
  { page: 'cgu', link: '/cgu', category: 'other', blocks: cgu },
  { page: 'cgv', link: '/cgv', category: 'other', blocks: cgv },
  { page: 'mandat', link: '/mandat', category: 'other', blocks: mandat },
  { page: 'services', link: '/services', category: 'services', blocks: services },
  { page: 'wholesale-datacenter', link: '/wholesale/datacenter', category: 'cloud-datacenter', blocks: wholesaleDatacenter },
  { page: 'rencontres-entreprises', link: '/entreprise/rencontres-entreprises', category: 'collaboration', blocks: businessMeetings },
];

export function contentPageBlocks() {
  return CONTENT_PAGES.flatMap(({ page, blocks }) => pageRows(page, blocks));
}
