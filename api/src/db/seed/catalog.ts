import { ACCESSORIES, accessoryRow } from './catalog-accessories';
import type { ProductRow } from './catalog-common';
import { HOME_OFFERS, homeOfferRow } from './catalog-home-offers';
import { PHONES, phoneRow } from './catalog-phones';
import { PLANS, planRow } from './catalog-plans';

/** The seeded catalogue, in the marketing team's order within each family. */
export const catalogRows = (): ProductRow[] => [
  ...PHONES.map(phoneRow),
  ...ACCESSORIES.map(accessoryRow),
  ...PLANS.map(planRow),
  ...HOME_OFFERS.map(homeOfferRow),
];

/** The phones whose pictures api/media must hold (front and back). */
export const PHONE_PICTURES = PHONES.map(({ id, brand, colours }) => ({ id, brand, colour: colours[0]! }));
