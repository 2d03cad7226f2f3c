import type { ContentBlockItem, ContentBlockStyle, MediaImage, Price } from '@atlas/contracts/content';
import { LANGUAGES, type Language, type Localized } from '../../../language';
import { mediaUrl } from '../../../modules/ms-content/media-url';
import type { contentBlocks } from '../../schema';

/** A content block written once with its text in every language. */
export interface BlockSeed {
  /** Stable within the page; the row id is `<page>.<key>.<language>`. */
  key: string;
  style: ContentBlockStyle;
  title?: Localized;
  subtitle?: Localized;
  body?: Localized;
  image?: ImageSeed;
  cta?: { label: Localized; link: string };
  /** `data-table` column headings. */
  columns?: Localized[];
  items: ItemSeed[];
}

export interface ImageSeed {
  file: string;
  alt: Localized;
}

export interface ItemSeed {
  id: string;
  title: Localized;
  subtitle?: Localized;
  body?: Localized;
  price?: Price;
  badge?: Localized;
  image?: ImageSeed;
  link?: string;
  ctaLabel?: Localized;
  features?: Localized[];
  cells?: Localized[];
}

/** Alt text of decorative icons: the title beside them says it all. */
export const decorative: Localized = { fr: '', ar: '', en: '' };

export const perMonth = (amount: number): Price => ({ amount, currency: 'MAD', period: 'month' });
export const once = (amount: number): Price => ({ amount, currency: 'MAD', period: 'once' });

type BlockRow = (typeof contentBlocks)['$inferInsert'];

/** The rows of one page: every block in every language, positions in the order given. */
export function pageRows(page: string, blocks: BlockSeed[]): BlockRow[] {
  return LANGUAGES.flatMap((language) =>
    blocks.map((block, position) => ({
      id: `${page}.${block.key}.${language}`,
      page,
      language,
      style: block.style,
      position,
      title: block.title?.[language] ?? null,
      subtitle: block.subtitle?.[language] ?? null,
      body: block.body?.[language] ?? null,
      image: block.image ? image(block.image, language) : null,
      cta: block.cta ? { label: block.cta.label[language], link: block.cta.link } : null,
      columns: block.columns ? block.columns.map((column) => column[language]) : null,
      items: block.items.map((item) => localizeItem(item, language)),
    })),
  );
}

function localizeItem(item: ItemSeed, language: Language): ContentBlockItem {
  return {
    id: item.id,
    title: item.title[language],
    ...(item.subtitle && { subtitle: item.subtitle[language] }),
    ...(item.body && { body: item.body[language] }),
    ...(item.price && { price: item.price }),
    ...(item.badge && { badge: item.badge[language] }),
    ...(item.image && { image: image(item.image, language) }),
    ...(item.link && { link: item.link }),
    ...(item.ctaLabel && { ctaLabel: item.ctaLabel[language] }),
    ...(item.features && { features: item.features.map((feature) => feature[language]) }),
    ...(item.cells && { cells: item.cells.map((cell) => cell[language]) }),
  };
}

function image(seed: ImageSeed, language: Language): MediaImage {
  // The contract gives the plain file address; the client picks the widths it needs.
  return { url: mediaUrl(seed.file), alt: seed.alt[language] };
}
