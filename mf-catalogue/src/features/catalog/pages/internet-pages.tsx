import { Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { Button, Container, Price, SiteLink, Skeleton } from '@atlas/ui-kit';
import { HOME_INTERNET_FAMILIES, offerNameIn, type CatalogProduct, type HomeInternetFamily } from '@atlas/contracts/catalog';
import type { Technology } from '@atlas/contracts/eligibility';
import { CATALOG_PATHS, ELIGIBILITY_PATHS, eligibilityTestSelection, HOME_MIGRATION_PATHS, homeInternetPath } from '../../../platform-remote';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { ResponsiveImage } from '../../../components/responsive-image';
import { Card, CardFoot, CardGrid, OfferName, PageHeader } from '../../../components/catalog-parts';
import { CatalogListing } from '../components/catalog-listing';
import { HomeOfferCard } from '../../../components/home-offer-card';
import { ProductCard } from '../components/product-card';
import '../../../i18n/catalogue-eligibility';

/** The eligibility test a fibre or ADSL page shows: the eligibility feature's, placed by the routes. */
export type EligibilitySection = ComponentType<{ family: HomeInternetFamily; technology: Technology; focus: boolean }>;

const TECHNOLOGY_OF: Partial<Record<HomeInternetFamily, Technology>> = { 'fibre-optique': 'fibre', 'adsl-xtra': 'adsl' };

const FAMILY_PICTURES: Record<HomeInternetFamily, string> = {
  'fibre-optique': '/api/v1/ms-content/media/icon-fibre.svg',
  'adsl-xtra': '/api/v1/ms-content/media/router.svg',
  'idar-duo': '/api/v1/ms-content/media/icon-5g.svg',
  'vacay-wifi': '/api/v1/ms-content/media/icon-roaming.svg',
};

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Section = styled.section`
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h2.section-title {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** For customers who already have a line of this family: moving it to another home offer. */
const MigrationCallout = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary.light};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
`;

/** The families whose lines can move to another home offer (ADSL and i-dar, see migration-home). */
const MIGRATING_FAMILIES: readonly HomeInternetFamily[] = ['adsl-xtra', 'idar-duo'];

const Icon = styled.div`
  width: 72px;
`;

/** offres-internet/wifi-a-la-maison/<family>: the offers of one home-internet family (and, for i-dar, its boxes). */
export function HomeInternetPage({
  family,
  openTest = false,
  eligibility: HomeEligibilitySection,
}: {
  family: HomeInternetFamily;
  openTest?: boolean;
  eligibility?: EligibilitySection;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('productId');
  const technology = TECHNOLOGY_OF[family];
  const selection = eligibilityTestSelection(family);
  const testRequested = openTest || searchParams.get('selected') === selection;
  // Fibre and ADSL are sold where the line reaches: an offer chosen here opens the test first.
  const goToTest = (offer: CatalogProduct) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('selected', selection);
      next.set('productId', offer.id);
      return next;
    });
  return (
    <Container data-page={family}>
      <PageHeader>
        <SiteLink to={CATALOG_PATHS.internetOffers}>
          <span aria-hidden="true">‹ </span>
          {t('catalog.internet.allOffers')}
        </SiteLink>
        <h1>{t(`catalog.internet.families.${family}.title`)}</h1>
        <p>{t(`catalog.internet.families.${family}.intro`)}</p>
        {technology && (
          <div>
            <Button to={family === 'adsl-xtra' ? ELIGIBILITY_PATHS.adslTest : `${homeInternetPath(family)}?selected=${selection}`}>
              {t('eligibility.testCta')}
            </Button>
          </div>
        )}
      </PageHeader>
      <Section aria-labelledby="home-offers">
        <h2 id="home-offers" className="section-title">
          {t('catalog.internet.offers')}
        </h2>
        <CatalogListing query={{ family: 'home-internet', segment: 'consumer', homeFamily: family, sort: 'price-asc' }}>
          {(page) => (
            <CardGrid>
              {page.items.map((offer) => (
                <li key={offer.id}>
                  <HomeOfferCard
                    offer={offer}
                    highlighted={offer.id === selectedId}
                    action={
                      technology && (
                        <Button onClick={() => goToTest(offer)} aria-label={t('catalog.internet.subscribeNamed', { name: offerNameIn(offer, language) })}>
                          {t('catalog.internet.subscribe')}
                        </Button>
                      )
                    }
                  />
                </li>
              ))}
            </CardGrid>
          )}
        </CatalogListing>
      </Section>
      {technology && HomeEligibilitySection && (
        <Section>
          <Suspense fallback={<Skeleton variant="rect" height={240} />}>
            <HomeEligibilitySection family={family} technology={technology} focus={testRequested} />
          </Suspense>
        </Section>
      )}
      {family === 'idar-duo' && (
        <Section aria-labelledby="home-devices">
          <h2 id="home-devices" className="section-title">
            {t('catalog.internet.devices')}
          </h2>
          <CatalogListing query={{ family: 'accessory', homeFamily: 'idar-duo', sort: 'price-asc' }} skeletonCount={2}>
            {(page) => (
              <CardGrid $compact>
                {page.items.map((device) => (
                  <li key={device.id}>
                    <ProductCard product={device} to={`${CATALOG_PATHS.accessories}/${device.id}`} withAddToCart />
                  </li>
                ))}
              </CardGrid>
            )}
          </CatalogListing>
        </Section>
      )}
      {MIGRATING_FAMILIES.includes(family) && (
        <MigrationCallout aria-labelledby="home-migration">
          <h2 id="home-migration">{t('catalog.internet.migration.title')}</h2>
          <p>{t('catalog.internet.migration.body')}</p>
          <Button to={HOME_MIGRATION_PATHS.form} variant="secondary">
            {t('catalog.internet.migration.cta')}
          </Button>
        </MigrationCallout>
      )}
    </Container>
  );
}

/** The lowest monthly (or one-off) price of each family, for "from … Dh". */
const lowestPrices = (offers: CatalogProduct[]) =>
  new Map(HOME_INTERNET_FAMILIES.map((family) => [family, offers.filter((offer) => offer.homeFamily === family).sort((a, b) => a.price - b.price)[0]]));

/** offres-internet: every home-internet family with its lowest price. */
export function InternetOffersPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <Container data-page="offres-internet">
      <PageHeader>
        <h1>{t('catalog.internet.title')}</h1>
        <p>{t('catalog.internet.intro')}</p>
      </PageHeader>
      <Section>
        <CatalogListing query={{ family: 'home-internet', segment: 'consumer' }}>
          {(page) => {
            const lowest = lowestPrices(page.items);
            return (
              <CardGrid>
                {HOME_INTERNET_FAMILIES.map((family) => {
                  const cheapest = lowest.get(family);
                  return (
                    <li key={family}>
                      <Card data-home-family={family}>
                        <Icon>
                          <ResponsiveImage image={{ url: FAMILY_PICTURES[family], alt: '' }} decorative width={72} height={72} fit="contain" sizes="72px" />
                        </Icon>
                        <OfferName>{t(`catalog.internet.families.${family}.title`)}</OfferName>
                        <Muted>{t(`catalog.internet.families.${family}.intro`)}</Muted>
                        <CardFoot>
                          {cheapest && (
                            <p>
                              {t('catalog.internet.from')} <Price amount={cheapest.price} period={cheapest.period === 'month' ? 'month' : undefined} />
                            </p>
                          )}
                          <Button variant="secondary" to={homeInternetPath(family)}>
                            {t('catalog.internet.discover')}
                          </Button>
                        </CardFoot>
                      </Card>
                    </li>
                  );
                })}
              </CardGrid>
            );
          }}
        </CatalogListing>
      </Section>
    </Container>
  );
}
