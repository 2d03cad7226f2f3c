import type { MediaImage } from './content';

/**
 * Operator promotions with an end (`/api/v1/ms-content/promotions/{id}`): the star promo and its
 * countdown. The end date comes from the content; `serverTime` lets the page count down from the
 * server's clock, not only from the customer's.
 */

export type PromotionStatus = 'upcoming' | 'running' | 'ended';

export interface Promotion {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  /** What the offer gives, one line each. */
  highlights: string[];
  /** Conditions of the offer, one line each. */
  terms: string[];
  image?: MediaImage;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /** The server's clock when it answered (ISO instant). */
  serverTime: string;
  status: PromotionStatus;
  cta: { label: string; link: string };
  secondaryCta?: { label: string; link: string };
}

/** The star promo the site's /promo-etoile shows. */
export const STAR_PROMOTION_ID = 'promo-etoile';

export const PROMOTION_ERROR_CODES = {
  /** No promotion by that id. */
  unknown: 'promotion-001',
} as const;
