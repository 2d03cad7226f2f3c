/**
 * Shapes of the content service answers (`/api/v1/ms-content/...`), shared by the API that
 * serves them and the remotes that render them. Types only.
 */

export interface MediaImage {
  /** `/api/v1/ms-content/media/<file>`; add `?width=` (see MEDIA_WIDTHS) for a resized copy. */
  url: string;
  alt: string;
}

/** Widths the media route resizes to; anything else is refused with `content-002`. */
export const MEDIA_WIDTHS = [320, 480, 768, 1024, 1440, 1920] as const;

export interface Price {
  /** Amount in MAD, tax included (TTC). */
  amount: number;
  currency: 'MAD';
  period?: 'month' | 'week' | 'day' | 'once';
}

export interface ContentBlockItem {
  id: string;
  title: string;
  subtitle?: string;
  body?: string;
  price?: Price;
  badge?: string;
  image?: MediaImage;
  link?: string;
  ctaLabel?: string;
  /** Short feature lines of an offer card ("20 Go", "Appels illimités"). */
  features?: string[];
  /** A `data-table` row: the cells after the row's heading (`title`), one per column after the first. */
  cells?: string[];
}

export type ContentBlockStyle =
  | 'hero-carousel'
  | 'quick-links'
  | 'offer-cards'
  | 'promo-banner'
  | 'feature-grid'
  | 'app-download'
  | 'news-cards'
  // Content pages by name (portabilite, cgu, roaming…):
  /** The page's h1, its lead and its calls to action. */
  | 'page-header'
  /** Explanatory text: paragraphs, then sub-sections (items). */
  | 'article'
  /** A legal document: a table of contents, then one anchored section per article (items). */
  | 'legal-text'
  /** Numbered steps. */
  | 'steps'
  /** Questions and answers that open one by one. */
  | 'accordion'
  /** A table: `columns` heads it, each item is a row (`title`, then `cells`). */
  | 'data-table'
  /** A highlighted message with an optional call to action. */
  | 'notice'
  /** The operator's online services, from the app configuration's `services`. */
  | 'service-directory';

export interface ContentBlock {
  id: string;
  /** The page the block belongs to: hp, hp_entreprise, …, portabilite, cgu, roaming, ... */
  type: string;
  style: ContentBlockStyle;
  position: number;
  language: 'fr' | 'ar' | 'en';
  title?: string;
  subtitle?: string;
  body?: string;
  image?: MediaImage;
  cta?: { label: string; link: string };
  /** `data-table` column headings. */
  columns?: string[];
  items: ContentBlockItem[];
}

export interface ImageParcours {
  type: string;
  language: 'fr' | 'ar' | 'en';
  desktop: { url: string };
  mobile: { url: string };
}

export interface MegaMenuEntry {
  id: string;
  label: string;
  /** Site path without locale prefix (`/offres-internet`) or an absolute https:// link (new tab). */
  link?: string;
  description?: string;
  children?: MegaMenuEntry[];
}

/** Search categories of the spec (§3), in the order the results page groups them. */
export const SEARCH_CATEGORIES = [
  'mobile-offers',
  'max-speed-wifi',
  'smartphones',
  'services',
  'assistance',
  'fixed-connectivity',
  'mobility-iot',
  'cloud-datacenter',
  'cybersecurity',
  'collaboration',
  'other',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export interface SearchResult {
  id: string;
  category: SearchCategory;
  title: string;
  summary: string;
  /** A site path without the language prefix, or an https:// link. */
  link: string;
}

/** GET /api/v1/ms-content/search?language&q&category */
export interface SearchResponse {
  q: string;
  total: number;
  /** Only categories with results, in SEARCH_CATEGORIES order; each holds at most `size` results. */
  groups: Array<{ category: SearchCategory; total: number; results: SearchResult[] }>;
}

export interface FaqQuestion {
  id: string;
  question: string;
  answer: string;
}

/** GET /api/v1/ms-content/faq?language&link=all|<link>: topics with their questions. */
export interface FaqTopic {
  link: string;
  title: string;
  questions: FaqQuestion[];
}
