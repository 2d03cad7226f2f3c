import { Suspense, useMemo, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLanguage } from '@atlas/runtime';
import { Button, lazyWithPreload, media, Skeleton } from '@atlas/ui-kit';
import { offerNameIn, type CatalogProduct } from '@atlas/contracts/catalog';
import type { EligibilityCheck } from '@atlas/contracts/eligibility';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { homeInternetPath } from '../../platform-remote';
import { CardGrid } from '../../components/catalog-parts';
import { HomeOfferCard, speedLabel } from '../../components/home-offer-card';
import type { MapPoint } from '../../components/site-map';
import { addressLabel } from './address-label';
import '../../i18n/catalogue-eligibility';

const SiteMap = lazyWithPreload(() => import('../../components/site-map'));

const Summary = styled.div<{ $eligible: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-inline-start: 6px solid ${({ theme, $eligible }) => ($eligible ? theme.colors.success.main : theme.colors.warning.main)};
  background: ${({ theme, $eligible }) => ($eligible ? theme.colors.success.light : theme.colors.warning.light)};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Verdict = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.secondary.main};
    &:focus {
      outline: none;
    }
  }
  dl {
    display: grid;
    gap: 2px;
    margin: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    unicode-bidi: plaintext;
  }
`;

const Speed = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Offers = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Outcome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface EligibilityOutcomeProps {
  check: EligibilityCheck;
  /** What each offer that fits lets the customer do (choose it for the installation, for a call-back…). */
  offerAction: (offer: CatalogProduct) => ReactNode;
  highlightedOfferId?: string | null;
  onRedo: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Shown after the offers (the business call-back form). */
  children?: ReactNode;
}

/** The answer of a test: eligible or not, where, how fast, a map, the offers that fit and the others, and "redo". */
export function EligibilityOutcome({ check, offerAction, highlightedOfferId, onRedo, headingRef, children }: EligibilityOutcomeProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const errorText = useErrorText();
  const eligible = check.status === 'eligible';
  const title = eligible
    ? t(`eligibility.outcome.eligible.${check.technology}`)
    : check.status === 'not-found'
      ? t('eligibility.outcome.notFound')
      : check.address
        ? t(`eligibility.outcome.notCovered.${check.technology}`)
        : t('eligibility.outcome.positionNotCovered');
  const explanation = eligible
    ? t('eligibility.outcome.speed', { speed: speedLabel(check.maxSpeedMbps ?? 0, language) })
    : check.technology === 'fibre'
      ? errorText('fibre_not_covered')
      : t('eligibility.outcome.adslText');

  const points = useMemo<MapPoint[]>(() => {
    const list: MapPoint[] = [];
    if (check.position)
      list.push({ id: 'position', latitude: check.position.latitude, longitude: check.position.longitude, label: t('eligibility.outcome.yourPosition') });
    if (check.address)
      list.push({
        id: check.address.buildingId,
        latitude: check.address.latitude,
        longitude: check.address.longitude,
        label: check.address.street[language],
        selected: true,
      });
    return list;
  }, [check, language, t]);

  return (
    <Outcome data-eligibility-status={check.status} data-check-id={check.checkId}>
      <Summary $eligible={eligible}>
        <Verdict>
          <h3 ref={headingRef} tabIndex={-1}>
            {title}
          </h3>
          {eligible ? <Speed>{explanation}</Speed> : <p>{explanation}</p>}
          {check.address && (
            <dl>
              <dt>
                {check.distanceMeters !== undefined ? t('eligibility.outcome.nearest', { distance: check.distanceMeters }) : t('eligibility.outcome.tested')}
              </dt>
              <dd>{addressLabel(check.address, language)}</dd>
            </dl>
          )}
          {check.addressText && (
            <dl>
              <dt>{t('eligibility.outcome.typed')}</dt>
              <dd>{check.addressText}</dd>
            </dl>
          )}
          {check.distanceMeters !== undefined && <p>{t('eligibility.outcome.notYours')}</p>}
          <div>
            <Button variant="secondary" onClick={onRedo}>
              {t('eligibility.outcome.redo')}
            </Button>
          </div>
        </Verdict>
        {points.length > 0 && (
          <Suspense fallback={<Skeleton variant="rect" height={240} />}>
            <SiteMap
              points={points}
              label={t('eligibility.outcome.map')}
              height={240}
              selectedZoom={17}
              unavailableNotice={t('eligibility.outcome.mapUnavailable')}
            />
          </Suspense>
        )}
      </Summary>
      {check.offers.length > 0 && (
        <Offers aria-labelledby={`offers-${check.checkId}`}>
          <h3 id={`offers-${check.checkId}`}>{t('eligibility.outcome.offers')}</h3>
          <CardGrid>
            {check.offers.map((offer) => (
              <li key={offer.id}>
                <HomeOfferCard offer={offer} headingLevel={4} highlighted={offer.id === highlightedOfferId} action={offerAction(offer)} />
              </li>
            ))}
          </CardGrid>
        </Offers>
      )}
      {check.alternatives.length > 0 && (
        <Offers aria-labelledby={`alternatives-${check.checkId}`} data-alternatives="">
          <h3 id={`alternatives-${check.checkId}`}>{t('eligibility.outcome.alternatives')}</h3>
          <CardGrid>
            {check.alternatives.map((offer) => (
              <li key={offer.id}>
                <HomeOfferCard
                  offer={offer}
                  headingLevel={4}
                  action={
                    <Button
                      variant="secondary"
                      to={offer.homeFamily ? `${homeInternetPath(offer.homeFamily)}?productId=${offer.id}` : undefined}
                      aria-label={t('eligibility.outcome.seeNamed', { name: offerNameIn(offer, language) })}
                    >
                      {t('eligibility.outcome.see')}
                    </Button>
                  }
                />
              </li>
            ))}
          </CardGrid>
        </Offers>
      )}
      {children}
    </Outcome>
  );
}
