import type { ContentBlockStyle } from '@atlas/contracts/content';
import { LANGUAGES } from '../../language';

const CONTENT_BLOCK_STYLES = [
  'hero-carousel',
  'quick-links',
  'offer-cards',
  'promo-banner',
  'feature-grid',
  'app-download',
  'news-cards',
  'page-header',
  'article',
  'legal-text',
  'steps',
  'accordion',
  'data-table',
  'notice',
  'service-directory',
] as const;

/** Checks at compile time that the list above is exactly the contract's ContentBlockStyle. */
type ListedStyle = (typeof CONTENT_BLOCK_STYLES)[number];
const stylesMatchContract: [Exclude<ContentBlockStyle, ListedStyle>, Exclude<ListedStyle, ContentBlockStyle>] extends [never, never] ? true : never = true;
void stylesMatchContract;

export const contentBlockStyleSchema = { type: 'string', enum: [...CONTENT_BLOCK_STYLES] } as const;

const mediaImageSchema = {
  type: 'object',
  required: ['url', 'alt'],
  properties: { url: { type: 'string' }, alt: { type: 'string' } },
} as const;

const priceSchema = {
  type: 'object',
  required: ['amount', 'currency'],
  properties: {
    amount: { type: 'number' },
    currency: { type: 'string', enum: ['MAD'] },
    period: { type: 'string', enum: ['month', 'week', 'day', 'once'] },
  },
} as const;

const contentBlockItemSchema = {
  type: 'object',
  required: ['id', 'title'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    body: { type: 'string' },
    price: priceSchema,
    badge: { type: 'string' },
    image: mediaImageSchema,
    link: { type: 'string' },
    ctaLabel: { type: 'string' },
    features: { type: 'array', items: { type: 'string' } },
    cells: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const contentBlockSchema = {
  type: 'object',
  required: ['id', 'type', 'style', 'position', 'language', 'items'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string' },
    style: contentBlockStyleSchema,
    position: { type: 'integer' },
    language: { type: 'string', enum: [...LANGUAGES] },
    title: { type: 'string' },
    subtitle: { type: 'string' },
    body: { type: 'string' },
    image: mediaImageSchema,
    cta: {
      type: 'object',
      required: ['label', 'link'],
      properties: { label: { type: 'string' }, link: { type: 'string' } },
    },
    columns: { type: 'array', items: { type: 'string' } },
    items: { type: 'array', items: contentBlockItemSchema },
  },
} as const;

/** Recursive, so registered once with addSchema and referenced by id. */
export const megaMenuEntrySchema = {
  $id: 'MegaMenuEntry',
  type: 'object',
  required: ['id', 'label'],
  properties: {
    id: { type: 'string' },
    label: { type: 'string' },
    link: { type: 'string' },
    description: { type: 'string' },
    children: { type: 'array', items: { $ref: 'MegaMenuEntry#' } },
  },
} as const;

export const imageParcoursSchema = {
  type: 'object',
  required: ['type', 'language', 'desktop', 'mobile'],
  properties: {
    type: { type: 'string' },
    language: { type: 'string', enum: [...LANGUAGES] },
    desktop: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
    mobile: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
  },
} as const;
