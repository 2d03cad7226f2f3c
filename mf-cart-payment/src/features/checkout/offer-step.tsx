import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, MutedText, SiteLink, Stack } from '@atlas/ui-kit';
import { SHOP_NS } from '../../i18n/shop';
import type { CheckoutDraft } from '../../components/checkout-draft';
import { FunnelStep, type FunnelStepProps } from '../../components/funnel-step';
import { stepUrl } from '../../components/funnels';
import { OfferRecap } from './offer-recap';

export interface OfferStepProps extends Omit<FunnelStepProps, 'children'> {
  /** The other way to buy the same offer (a new number, or keeping one's own). */
  other?: { text: string; link: string; path: string };
  /** Where to choose an offer when the address names none. */
  catalogue: { path: string; label: string };
  /** The step's form, for the offer of the address and what the draft holds for it. */
  children: (productId: string, draft: CheckoutDraft | null) => ReactNode;
}

/** The first step of an offer's funnel (`?productId=`): the offer at the top, then the step's form. */
export function OfferStep({ other, catalogue, children, ...step }: OfferStepProps) {
  const { t } = useTranslation(SHOP_NS);
  return (
    <FunnelStep {...step}>
      {({ productId, draft }) =>
        productId ? (
          <Stack $gap="lg">
            <OfferRecap productId={productId} />
            {other && (
              <MutedText>
                {other.text} <SiteLink to={stepUrl(other.path, productId)}>{other.link}</SiteLink>
              </MutedText>
            )}
            {children(productId, draft?.productId === productId ? draft : null)}
          </Stack>
        ) : (
          <EmptyState title={t('checkout.noOffer')} action={<Button to={catalogue.path}>{catalogue.label}</Button>} />
        )
      }
    </FunnelStep>
  );
}
