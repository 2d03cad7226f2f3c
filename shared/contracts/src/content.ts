/**
 * Shapes of the content service (`/api/v1/ms-content/...`), shared by the API that validates and
 * serves them and the remotes that render them: each is a TypeBox schema and the type of the same name.
 */
import { LANGUAGES } from './languages';
import { Named, StringEnum, Type, type Static } from './schema-kit';

/** A language of the site as a query parameter (`?language=fr`). */
export const LanguageParam = StringEnum(LANGUAGES);

/** `?language=`: what every content read is asked in. */
export const LanguageQuery = Type.Object({ language: LanguageParam });
export type LanguageQuery = Static<typeof LanguageQuery>;

export const MediaImage = Type.Object({
  /** `/api/v1/ms-content/media/<file>`; add `?width=` (see MEDIA_WIDTHS) for a resized copy. */
  url: Type.String(),
  alt: Type.String(),
});
export interface MediaImage extends Static<typeof MediaImage> {}

/** Widths the media route resizes to; anything else is refused with `content-002`. */
export const MEDIA_WIDTHS = [320, 480, 768, 1024, 1440, 1920] as const;

/** The media route, and its resize-image prefix (selfcare spec §7), the default of app-config's `resizeImageUrl`. */
export const MEDIA_ROUTE = '/api/v1/ms-content/media';
export const RESIZE_IMAGE_PREFIX = '/api/v1/ms-content/resize-image';

/**
 * A picture of the media library at a width, under the resize-image prefix: `/api/v1/ms-content/media/x.png`
 * at 480 → `<prefix>/480/x.png` (its `?format=` kept). Any other address gets `?width=` as before.
 */
export function resizedImageUrl(url: string, width: number, prefix: string = RESIZE_IMAGE_PREFIX): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (path.startsWith(`${MEDIA_ROUTE}/`)) {
    params.delete('width');
    const rest = params.toString();
    return `${prefix.replace(/\/+$/, '')}/${width}/${path.slice(MEDIA_ROUTE.length + 1)}${rest ? `?${rest}` : ''}`;
  }
  params.set('width', String(width));
  return `${path}?${params.toString()}`;
}

/** Formats the media route converts a picture to (`?format=`). */
export const MEDIA_FORMATS = ['webp', 'png', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** A file name of the media library: no folder, no dot-segment, a known image extension. */
export const MEDIA_FILE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]*\\.(svg|png|jpe?g|webp)$';

/** GET /api/v1/ms-content/media/{file} */
export const MediaParams = Type.Object({ file: Type.String({ pattern: MEDIA_FILE_PATTERN }) });
export type MediaParams = Static<typeof MediaParams>;

/** `?width=` (one of MEDIA_WIDTHS, checked by the route for its own error code) and `?format=`. */
export const MediaQuery = Type.Object({ width: Type.Optional(Type.Integer()), format: Type.Optional(StringEnum(MEDIA_FORMATS)) });
export type MediaQuery = Static<typeof MediaQuery>;

/** GET {prefix}/{width}/{file}: the media file resized (the width in the path). */
export const ResizeImageParams = Type.Object({ width: Type.Integer(), file: Type.String({ pattern: MEDIA_FILE_PATTERN }) });
export type ResizeImageParams = Static<typeof ResizeImageParams>;

/** The media route's answer: the image's bytes. */
export const MediaBytes = Type.String({ description: 'The image bytes', format: 'binary' });

export const Price = Type.Object({
  /** Amount in MAD, tax included (TTC). */
  amount: Type.Number(),
  currency: StringEnum(['MAD']),
  period: Type.Optional(StringEnum(['month', 'week', 'day', 'once'])),
});
export interface Price extends Static<typeof Price> {}

export const ContentBlockItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  subtitle: Type.Optional(Type.String()),
  body: Type.Optional(Type.String()),
  price: Type.Optional(Named<Price>(Price)),
  badge: Type.Optional(Type.String()),
  image: Type.Optional(Named<MediaImage>(MediaImage)),
  link: Type.Optional(Type.String()),
  ctaLabel: Type.Optional(Type.String()),
  /** Short feature lines of an offer card ("20 Go", "Appels illimités"). */
  features: Type.Optional(Type.Array(Type.String())),
  /** A `data-table` row: the cells after the row's heading (`title`), one per column after the first. */
  cells: Type.Optional(Type.Array(Type.String())),
});
export interface ContentBlockItem extends Static<typeof ContentBlockItem> {}

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

/** Every ContentBlockStyle, in the order above. */
export const CONTENT_BLOCK_STYLES = [
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
/** Fails to compile if the list and the type part ways. */
type ListedStyle = (typeof CONTENT_BLOCK_STYLES)[number];
const stylesListed: [Exclude<ContentBlockStyle, ListedStyle>, Exclude<ListedStyle, ContentBlockStyle>] extends [never, never] ? true : never = true;
void stylesListed;
export const ContentBlockStyle = Type.Unsafe<ContentBlockStyle>(StringEnum(CONTENT_BLOCK_STYLES));

const Cta = Type.Object({ label: Type.String(), link: Type.String() });

export const ContentBlock = Type.Object({
  id: Type.String(),
  /** The page the block belongs to: hp, hp_entreprise, …, portabilite, cgu, roaming, ... */
  type: Type.String(),
  style: ContentBlockStyle,
  position: Type.Integer(),
  language: LanguageParam,
  title: Type.Optional(Type.String()),
  subtitle: Type.Optional(Type.String()),
  body: Type.Optional(Type.String()),
  image: Type.Optional(Named<MediaImage>(MediaImage)),
  cta: Type.Optional(Cta),
  /** `data-table` column headings. */
  columns: Type.Optional(Type.Array(Type.String())),
  items: Type.Array(Named<ContentBlockItem>(ContentBlockItem)),
});
export interface ContentBlock extends Static<typeof ContentBlock> {}

/** A page's name as the content reads it (`hp`, `portabilite`). */
const PageName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * GET /api/v1/ms-content/blocks?language&field[type]&field[style]: the clients send `field[type]`
 * and `field[style]`, and Fastify's query parser keeps such keys as written.
 */
export const ContentBlocksQuery = Type.Object({ language: LanguageParam, 'field[type]': PageName, 'field[style]': Type.Optional(ContentBlockStyle) });
export type ContentBlocksQuery = Static<typeof ContentBlocksQuery>;

export const ContentBlocksResponse = Type.Array(Named<ContentBlock>(ContentBlock));

const Picture = Type.Object({ url: Type.String() });

export const ImageParcours = Type.Object({
  type: Type.String(),
  language: LanguageParam,
  desktop: Picture,
  mobile: Picture,
});
export interface ImageParcours extends Static<typeof ImageParcours> {}

/** GET /api/v1/ms-content/image-parcours?type&language */
export const ImageParcoursQuery = Type.Object({ type: PageName, language: LanguageParam });
export type ImageParcoursQuery = Static<typeof ImageParcoursQuery>;

export const ImageParcoursResponse = Type.Array(Named<ImageParcours>(ImageParcours));

/** Recursive: the API registers it once (addSchema) and answers an array of references to it. */
export const MegaMenuEntry = Type.Recursive(
  (This) =>
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      /** Site path without locale prefix (`/offres-internet`) or an absolute https:// link (new tab). */
      link: Type.Optional(Type.String()),
      description: Type.Optional(Type.String()),
      children: Type.Optional(Type.Array(This)),
    }),
  { $id: 'MegaMenuEntry' },
);
export interface MegaMenuEntry extends Static<typeof MegaMenuEntry> {
  children?: MegaMenuEntry[];
}

/** GET /api/v1/ms-content/megamenu?language: the menu's top entries (MegaMenuEntry registered by its $id). */
export const MegaMenuResponse = Type.Array(Type.Ref(MegaMenuEntry));

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

export const SearchResult = Type.Object({
  id: Type.String(),
  // The answer's JSON schema lets any category through, as it always did.
  category: Type.Unsafe<SearchCategory>(Type.String()),
  title: Type.String(),
  summary: Type.String(),
  /** A site path without the language prefix, or an https:// link. */
  link: Type.String(),
});
export interface SearchResult extends Static<typeof SearchResult> {}

/** Spec §9 "search default q=5": results shown per category unless `size` says otherwise. */
export const SEARCH_DEFAULT_SIZE = 5;

/** GET /api/v1/ms-content/search?language&q&category&size */
export const SearchQuery = Type.Object({
  language: LanguageParam,
  q: Type.String({ minLength: 1, maxLength: 100 }),
  category: Type.Optional(StringEnum(SEARCH_CATEGORIES)),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: SEARCH_DEFAULT_SIZE })),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** GET /api/v1/ms-content/search?language&q&category */
export const SearchResponse = Type.Object({
  q: Type.String(),
  total: Type.Integer(),
  /** Only categories with results, in SEARCH_CATEGORIES order; each holds at most `size` results. */
  groups: Type.Array(
    Type.Object({
      category: Type.Unsafe<SearchCategory>(Type.String()),
      total: Type.Integer(),
      results: Type.Array(Named<SearchResult>(SearchResult)),
    }),
  ),
});
export interface SearchResponse extends Static<typeof SearchResponse> {}

export const FaqQuestion = Type.Object({ id: Type.String(), question: Type.String(), answer: Type.String() });
export interface FaqQuestion extends Static<typeof FaqQuestion> {}

/** GET /api/v1/ms-content/faq?language&link=all|<link>: topics with their questions. */
export const FaqTopic = Type.Object({
  link: Type.String(),
  title: Type.String(),
  questions: Type.Array(Named<FaqQuestion>(FaqQuestion)),
});
export interface FaqTopic extends Static<typeof FaqTopic> {}

export const FaqQuery = Type.Object({ language: LanguageParam, link: Type.String({ pattern: '^(all|[a-z0-9-]{1,40})$' }) });
export type FaqQuery = Static<typeof FaqQuery>;

export const FaqResponse = Type.Array(Named<FaqTopic>(FaqTopic));
