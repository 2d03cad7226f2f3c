import { createAction } from '@reduxjs/toolkit';
import type { SessionTokensResponse, Profile } from '../selfcare';
import type { Language } from '../languages';

/**
 * The event bus contract. Remotes never import each other: they talk through these Redux
 * actions, emitted with `put` and listened to with `take`/`takeEvery` in sagas. Each event is
 * declared once here, named `domain/eventName`, with its payload type. The contract's version is
 * @atlas/contracts' version: its surface check (`surface.json`) covers every event and payload
 * type, so a payload that changes shape fails the check until the package's major version is bumped.
 */

export interface CartItemRequest {
  /** Product type key of the spec: offre-mobile, idar, choix-de-numeros, box-et-routeur, handset, adsl, home, recharge, pass. */
  productType: string;
  productId: string;
  quantity?: number;
  options?: Record<string, unknown>;
}

/** One line of the cart as the basket panels show it. */
export interface CartSummaryItem {
  itemId: string;
  productType: string;
  /** Names in the three languages: the panel shows the one of the page. */
  name: { fr: string; ar: string; en: string };
  quantity: number;
  /** MAD TTC; per month when `period` is `month`. */
  unitPrice: number;
  period: 'once' | 'month';
}

/** What the cart remote tells the rest of the page after every change (repeated on window for a tag manager). */
export interface CartSummary {
  cartId: string | null;
  itemCount: number;
  /** Due at checkout, MAD TTC. */
  total: number;
  /** Due each month after, MAD TTC. */
  monthlyTotal: number;
  items: CartSummaryItem[];
}

/** The next step a basket panel's button leads to, declared by the page that shows the panel (to its own remote's panel). */
export interface BasketNext {
  /** i18n key (`namespace:key`) of the button's label. */
  labelKey: string;
  disabled?: boolean;
}

export interface ToastMessage {
  kind: 'info' | 'success' | 'error';
  /** An i18n key, or an error code looked up in the error catalogue when `isErrorCode`. */
  message: string;
  isErrorCode?: boolean;
}

export const busEvents = {
  sessionSignedIn: createAction<{ tokenType: string; expiresAt: number }>('session/signedIn'),
  sessionRefreshed: createAction<{ expiresAt: number }>('session/refreshed'),
  sessionSignedOut: createAction<{ reason: 'user' | 'other-tab' | 'refused' }>('session/signedOut'),
  sessionExpired: createAction('session/expired'),
  /** A remote obtained tokens (sign-in, sign-up): the shell stores them encrypted, then loads the profile. */
  sessionTokensIssued: createAction<SessionTokensResponse>('session/tokensIssued'),
  /** The customer asked to sign out (header, account page). */
  sessionSignOutRequested: createAction('session/signOutRequested'),
  /** The profile (and the lines) changed on the server: the shell loads it again. */
  profileRefreshRequested: createAction('profile/refreshRequested'),
  profileLoaded: createAction<{ profile: Profile }>('profile/loaded'),
  /** The customer picked another of their lines (line switcher, mes-lignes). */
  lineSelectRequested: createAction<{ mdn: string }>('line/selectRequested'),
  localeChanged: createAction<{ language: Language }>('locale/changed'),
  configLoaded: createAction<{ source: 'network' | 'cache' }>('config/loaded'),
  lineSelected: createAction<{ mdn: string }>('line/selected'),
  cartItemAddRequested: createAction<CartItemRequest>('cart/itemAddRequested'),
  cartUpdated: createAction<CartSummary>('cart/updated'),
  paymentSucceeded: createAction<{ refNumber: string }>('payment/succeeded'),
  paymentFailed: createAction<{ refNumber?: string; code?: string }>('payment/failed'),
  identityVerified: createAction<{ mdn: string }>('identity/verified'),
  toastShown: createAction<ToastMessage>('ui/toastShown'),
  navigationRequested: createAction<{ to: string; replace?: boolean }>('navigation/requested'),
  remoteLoadFailed: createAction<{ remote: string; version: string | null; fallbackVersion: string | null }>('platform/remoteLoadFailed'),
} as const;

export type BusEventName = keyof typeof busEvents;
export type BusEvent = ReturnType<(typeof busEvents)[BusEventName]>;
