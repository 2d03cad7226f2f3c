import type { Cart } from '@atlas/contracts/shop';
import { SHOP_PATHS } from '../platform-remote';
import type { CheckoutDraft, FunnelId } from './checkout-draft';

export type StepId = 'number' | 'portability' | 'device' | 'client' | 'delivery' | 'payment';

export interface FunnelStepRef {
  step: StepId;
  path: string;
}

/** Each funnel's steps, in order; each step is a URL. Payment is the same page for all. */
export const FUNNEL_STEPS: Record<FunnelId, readonly FunnelStepRef[]> = {
  plan: [
    { step: 'number', path: SHOP_PATHS.planNumber },
    { step: 'client', path: SHOP_PATHS.planClientInfo },
    { step: 'delivery', path: SHOP_PATHS.planDelivery },
    { step: 'payment', path: SHOP_PATHS.payment },
  ],
  portability: [
    { step: 'portability', path: SHOP_PATHS.planPortability },
    { step: 'client', path: SHOP_PATHS.planClientInfo },
    { step: 'delivery', path: SHOP_PATHS.planDelivery },
    { step: 'payment', path: SHOP_PATHS.payment },
  ],
  idar: [
    { step: 'device', path: SHOP_PATHS.idarDevice },
    { step: 'client', path: SHOP_PATHS.idarClientInfo },
    { step: 'delivery', path: SHOP_PATHS.idarDelivery },
    { step: 'payment', path: SHOP_PATHS.payment },
  ],
  terminal: [
    { step: 'client', path: SHOP_PATHS.terminalClientInfo },
    { step: 'delivery', path: SHOP_PATHS.terminalDelivery },
    { step: 'payment', path: SHOP_PATHS.payment },
  ],
};

/** The plan's shared steps (client, delivery) belong to the funnel the draft took: a new number or portability. */
export const planFunnelOf = (draft: CheckoutDraft | null): FunnelId => (draft?.funnel === 'portability' ? 'portability' : 'plan');

/** Whether the draft holds what a step asks for (payment is never "done": it ends the funnel). */
function isStepDone(step: StepId, draft: CheckoutDraft | null): boolean {
  switch (step) {
    case 'number':
      return !!draft?.number?.mdn;
    case 'portability':
      return !!draft?.portability?.rio;
    case 'device':
      return !!draft?.device?.productId;
    case 'client':
      return !!draft?.client;
    case 'delivery':
      return !!draft?.delivery;
    case 'payment':
      return false;
  }
}

/** The first step before `step` that the draft still lacks, or null when `step` may be shown. */
export function firstMissingStep(funnel: FunnelId, step: StepId, draft: CheckoutDraft | null): FunnelStepRef | null {
  const steps = FUNNEL_STEPS[funnel];
  const index = steps.findIndex((candidate) => candidate.step === step);
  return steps.slice(0, Math.max(0, index)).find((candidate) => !isStepDone(candidate.step, draft)) ?? null;
}

/** The step after `step` in the funnel. */
export function nextStepOf(funnel: FunnelId, step: StepId): FunnelStepRef {
  const steps = FUNNEL_STEPS[funnel];
  const index = steps.findIndex((candidate) => candidate.step === step);
  return steps[Math.min(index + 1, steps.length - 1)]!;
}

/** A step's address: the funnel's product travels in the query (`?productId=`), as the spec's routes take it. */
export const stepUrl = (path: string, productId?: string) =>
  productId && path !== SHOP_PATHS.payment ? `${path}?productId=${encodeURIComponent(productId)}` : path;

/**
 * The funnel a cart goes through at checkout: a plan needs its number, an i-dar offer its box;
 * anything else (smartphones, accessories, home internet) goes straight to the customer's details.
 */
export function funnelOfCart(cart: Cart | null): { funnel: FunnelId; productId?: string } {
  const plan = cart?.items.find((item) => item.productType === 'offre-mobile');
  if (plan) return { funnel: 'plan', productId: plan.productId };
  const idar = cart?.items.find((item) => item.productType === 'idar');
  if (idar) return { funnel: 'idar', productId: idar.productId };
  return { funnel: 'terminal' };
}
