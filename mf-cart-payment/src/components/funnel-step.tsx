import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SiteNavigate, useAppDispatch, useAppSelector } from '@atlas/runtime';
import { Loading, Page, Skeleton, Stepper } from '@atlas/ui-kit';
import { SHOP_NS } from '../i18n/shop';
import { SHOP_PATHS } from '../platform-remote';
import { cartActions, selectCart, selectCartStatus } from './cart-slice';
import { useCheckoutDraft, type CheckoutDraft, type FunnelId } from './checkout-draft';
import { firstMissingStep, FUNNEL_STEPS, stepUrl, type StepId } from './funnels';

/** Steps before which the cart must hold something (the first steps of plan and i-dar fill it). */
const NEEDS_ITEMS: readonly StepId[] = ['client', 'delivery', 'payment'];

interface FunnelContext {
  funnel: FunnelId;
  /** The funnel's product (`?productId=`, else the draft's). */
  productId: string | undefined;
  draft: CheckoutDraft | null;
}

export interface FunnelStepProps {
  /** The funnel; a shared page (client info of the plan funnel) passes the ones it serves. */
  funnel: FunnelId | ((draft: CheckoutDraft | null) => FunnelId);
  step: StepId;
  title: ReactNode;
  intro?: ReactNode;
  children: (context: FunnelContext) => ReactNode;
}

export function StepSkeleton() {
  return (
    <Loading>
      <Skeleton width="40%" height={32} />
      <Skeleton variant="rect" height={280} />
    </Loading>
  );
}

/**
 * A step of a purchase funnel: its stepper and title, and the guard that sends a visitor who
 * opens it too early to the first step they still need (or to the cart when it is empty).
 */
export function FunnelStep({ funnel: funnelOf, step, title, intro, children }: FunnelStepProps) {
  const { t } = useTranslation(SHOP_NS);
  const draft = useCheckoutDraft();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  // The basket panel beside the step shows this cart, whichever part spoke on the bus last.
  useEffect(() => {
    dispatch(cartActions.summaryRequested());
  }, [dispatch]);
  const cart = useAppSelector(selectCart);
  const cartStatus = useAppSelector(selectCartStatus);
  const funnel = typeof funnelOf === 'function' ? funnelOf(draft) : funnelOf;
  const productId = params.get('productId') ?? draft?.productId ?? undefined;
  const steps = FUNNEL_STEPS[funnel];
  const current = steps.findIndex((candidate) => candidate.step === step);

  // What was given for another funnel or another product does not open this one's later steps.
  const ownDraft = draft && draft.funnel === funnel && (!productId || !draft.productId || draft.productId === productId) ? draft : null;
  const missing = firstMissingStep(funnel, step, ownDraft);
  const stepper = <Stepper steps={steps.map((candidate) => t(`steps.${candidate.step}`))} current={current} label={t('steps.label')} />;

  if (missing) return <SiteNavigate replace to={stepUrl(missing.path, productId)} />;
  if (NEEDS_ITEMS.includes(step)) {
    if (cartStatus === 'restoring')
      return (
        <Page title={title} before={stepper}>
          <StepSkeleton />
        </Page>
      );
    if (!cart || cart.items.length === 0) return <SiteNavigate replace to={SHOP_PATHS.cart} />;
  }
  return (
    <Page title={title} intro={intro} before={stepper}>
      {children({ funnel, productId, draft })}
    </Page>
  );
}
