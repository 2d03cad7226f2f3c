import { useSyncExternalStore } from 'react';
import { sessionStore, STORAGE_KEYS } from '@atlas/runtime';
import type { ClientInfo, Delivery, PortabilityRequest } from '@atlas/contracts/shop';

export type FunnelId = 'plan' | 'portability' | 'idar' | 'terminal';

/**
 * What a purchase funnel was given so far, kept in session storage so that back, forward and a
 * reload keep it (never card data: the gateway takes the card). Client and delivery survive a
 * change of funnel; what belongs to one product (number, portability, device) does not.
 */
export interface CheckoutDraft {
  funnel: FunnelId;
  /** The plan or home-internet offer the funnel sells (the `productId` of its URLs). */
  productId?: string;
  number?: { category: string; mdn: string; itemId?: string };
  portability?: PortabilityRequest & { earliestPortingDate?: string };
  device?: { productId: string; itemId?: string };
  client?: ClientInfo;
  delivery?: Delivery;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; draft: CheckoutDraft | null } = { raw: null, draft: null };

function read(): CheckoutDraft | null {
  const raw = sessionStore.get(STORAGE_KEYS.checkoutDraft);
  if (raw !== cached.raw) cached = { raw, draft: sessionStore.getJson<CheckoutDraft>(STORAGE_KEYS.checkoutDraft) };
  return cached.draft;
}

export const readDraft = read;

export function writeDraft(next: CheckoutDraft | null): void {
  if (next) sessionStore.setJson(STORAGE_KEYS.checkoutDraft, next);
  else sessionStore.remove(STORAGE_KEYS.checkoutDraft);
  listeners.forEach((listener) => listener());
}

/** Starts or continues `funnel` for `productId`: another product keeps only the client and the delivery. */
export function draftFor(funnel: FunnelId, productId: string | undefined, current: CheckoutDraft | null = read()): CheckoutDraft {
  const sameProduct = current && current.productId === productId && (current.funnel === funnel || (isPlanFunnel(current.funnel) && isPlanFunnel(funnel)));
  if (current && sameProduct) return { ...current, funnel };
  return {
    funnel,
    ...(productId ? { productId } : {}),
    ...(current?.client ? { client: current.client } : {}),
    ...(current?.delivery ? { delivery: current.delivery } : {}),
  };
}

const isPlanFunnel = (funnel: FunnelId) => funnel === 'plan' || funnel === 'portability';

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCheckoutDraft(): CheckoutDraft | null {
  return useSyncExternalStore(subscribe, read, read);
}
