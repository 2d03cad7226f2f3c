/** The client-side keys the specs name, plus the cached configuration and the browser id. */
export const STORAGE_KEYS = {
  cartId: 'cartId',
  cartItems: 'cartItems',
  profile: 'profile',
  selectedLine: 'selectedLine',
  language: 'language',
  /** Spelled as in the spec. */
  paimentData: 'paimentData',
  /** Session storage: what a purchase funnel was given so far (number, client, delivery), never card data. */
  checkoutDraft: 'checkoutDraft',
  user: 'user',
  appConfig: 'appConfig',
  /** Per-browser uuid sent in the sdata header (and usable as the sticky canary id). */
  browserId: 'uuid',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What signing out removes (the self-care spec's logout). */
export const SIGN_OUT_KEYS: readonly StorageKey[] = [STORAGE_KEYS.user, STORAGE_KEYS.cartId, STORAGE_KEYS.profile, STORAGE_KEYS.selectedLine];
