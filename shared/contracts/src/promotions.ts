import { LanguageQuery, MediaImage } from './content';
import { Named, StringEnum, Type, type Static } from './schema-kit';

/**
 * Operator promotions with an end (`/api/v1/ms-content/promotions/{id}`): the star promo and its
 * countdown. The end date comes from the content; `serverTime` lets the page count down from the
 * server's clock, not only from the customer's.
 */

export type PromotionStatus = 'upcoming' | 'running' | 'ended';
export const PromotionStatus = Type.Unsafe<PromotionStatus>(StringEnum(['upcoming', 'running', 'ended']));

const Cta = Type.Object({ label: Type.String(), link: Type.String() });

export const Promotion = Type.Object({
  id: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  description: Type.String(),
  /** What the offer gives, one line each. */
  highlights: Type.Array(Type.String()),
  /** Conditions of the offer, one line each. */
  terms: Type.Array(Type.String()),
  image: Type.Optional(Named<MediaImage>(MediaImage)),
  /** ISO instants. */
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  /** The server's clock when it answered (ISO instant). */
  serverTime: Type.String({ format: 'date-time' }),
  status: PromotionStatus,
  cta: Cta,
  secondaryCta: Type.Optional(Cta),
});
export interface Promotion extends Static<typeof Promotion> {}

/** GET /api/v1/ms-content/promotions/{id}?language */
export const PromotionParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) });
export type PromotionParams = Static<typeof PromotionParams>;
export const PromotionQuery = LanguageQuery;
export type PromotionQuery = Static<typeof PromotionQuery>;

/** The star promo the site's /promo-etoile shows. */
export const STAR_PROMOTION_ID = 'promo-etoile';

export const PROMOTION_ERROR_CODES = {
  /** No promotion by that id. */
  unknown: 'promotion-001',
} as const;
