import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { Button } from '@atlas/ui-kit';
import { offerNameIn, type HomeInternetFamily } from '@atlas/contracts/catalog';
import type { Technology } from '@atlas/contracts/eligibility';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { ELIGIBILITY_PATHS, eligibilityTestSelection } from '../../platform-remote';
import { useAddToCart } from '../../components/use-add-to-cart';
import { EligibilityTest } from './eligibility-test';
import '../../i18n/catalogue-eligibility';

/** The offer page of a fibre test, which books the installation; `checkId` and `productId` keep it across a reload. */
const offerSelectedPath = (checkId: string, productId: string) =>
  `${ELIGIBILITY_PATHS.fibreOfferSelected}?${new URLSearchParams({ checkId, productId }).toString()}`;

/**
 * The eligibility test of a home-internet family page (fibre, ADSL). `?selected=test-<family>`
 * (or the ADSL test's own route) scrolls to it and moves focus to its title; `?productId` is the
 * offer the customer asked for, highlighted among the offers that fit. A fibre offer goes on to
 * the installation booking; an ADSL offer goes to the cart (the line exists, no visit is needed).
 */
export function HomeEligibilitySection({ family, technology, focus }: { family: HomeInternetFamily; technology: Technology; focus: boolean }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const addToCart = useAddToCart();
  const [params, setParams] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = eligibilityTestSelection(family);
  const productId = params.get('productId');

  useEffect(() => {
    if (!focus) return;
    document.getElementById(section)?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [focus, section, productId]);

  return (
    <EligibilityTest
      id={section}
      technology={technology}
      title={t(`eligibility.title.${technology}`)}
      headingRef={heading}
      checkId={params.get('checkId')}
      onCheckIdChange={(checkId) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (checkId) next.set('checkId', checkId);
            else next.delete('checkId');
            return next;
          },
          { replace: true },
        )
      }
      highlightedOfferId={productId}
      offerAction={(offer, check) => {
        const label = t('eligibility.outcome.chooseNamed', { name: offerNameIn(offer, language) });
        return technology === 'fibre' ? (
          <Button to={offerSelectedPath(check.checkId, offer.id)} aria-label={label}>
            {t('eligibility.outcome.choose')}
          </Button>
        ) : (
          <Button onClick={() => addToCart(offer, { eligibilityCheckId: check.checkId })} aria-label={label}>
            {t('eligibility.outcome.choose')}
          </Button>
        );
      }}
    />
  );
}
