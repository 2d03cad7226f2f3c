import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Container, Price, SiteLink, useLanguage } from '@atlas/shared';
import { HOME_INTERNET_FAMILIES, offerNameIn, type CatalogProduct, type HomeInternetFamily } from '@atlas/shared/contracts/catalog';
import { CATALOG_PATHS, homeInternetPath } from '../../../platform-remote';
import { CATALOGUE_NS } from '../../../i18n/catalogue-translations';
import { ResponsiveImage } from '../../content/components/responsive-image';
import { Card, CardFoot, CardGrid, OfferHighlights, OfferName, PageHeader, ProductPrice, Tag, Tags, useLocalized } from '../components/catalog-parts';
import { CatalogListing } from '../components/catalog-listing';
import { ProductCard } from '../components/product-card';
import { commitmentText } from '../components/plan-allowances';
import { useAddToCart } from '../components/use-add-to-cart';

const FAMILY_PICTURES: Record<HomeInternetFamily, string> = {
  'fibre-optique': '/api/v1/ms-content/media/icon-fibre.svg',
  'adsl-xtra': '/api/v1/ms-content/media/router.svg',
  'idar-duo': '/api/v1/ms-content/media/icon-5g.svg',
  'vacay-wifi': '/api/v1/ms-content/media/icon-roaming.svg',
};

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Speed = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Section = styled.section`
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h2.section-title {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Icon = styled.div`
  width: 72px;
`;

/** "100 Mb/s", "1 Gb/s". */
export const speedLabel = (megabits: number, language: string) =>
  megabits >= 1000 ? `${megabits / 1000} ${language === 'ar' ? 'جيغابت/ث' : language === 'en' ? 'Gbps' : 'Gb/s'}` : `${megabits} ${language === 'ar' ? 'ميغابت/ث' : language === 'en' ? 'Mbps' : 'Mb/s'}`;

function HomeOfferCard({ offer, highlighted }: { offer: CatalogProduct; highlighted: boolean }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const localized = useLocalized();
  const addToCart = useAddToCart();
  const name = offerNameIn(offer, language);
  return (
    <Card $highlighted={highlighted} data-offer-id={offer.id}>
      <Tags>
        {offer.badge && <Tag $tone="primary">{localized(offer.badge)}</Tag>}
        <Tag>{commitmentText(t, offer.allowances)}</Tag>
      </Tags>
      <OfferName>{name}</OfferName>
      {offer.allowances?.speedMbps !== undefined && <Speed>{t('catalog.internet.speed', { speed: speedLabel(offer.allowances.speedMbps, language) })}</Speed>}
      <OfferHighlights>{offer.allowances?.highlights.map((highlight) => <li key={highlight.fr}>{localized(highlight)}</li>)}</OfferHighlights>
      <CardFoot>
        <ProductPrice product={offer} size="lg" />
        {offer.productType === 'idar' ? (
          // i-dar comes with a box: the shop's funnel (mf-cart-payment) starts with its choice.
          <Button to={`/achat/idar/choose-device-step?productId=${encodeURIComponent(offer.id)}`} aria-label={t('catalog.internet.subscribeNamed', { name })}>
            {t('catalog.internet.subscribe')}
          </Button>
        ) : (
          <Button onClick={() => addToCart(offer)} aria-label={t('catalog.internet.subscribeNamed', { name })}>
            {t('catalog.internet.subscribe')}
          </Button>
        )}
      </CardFoot>
    </Card>
  );
}

/** offres-internet/wifi-a-la-maison/<family>: the offers of one home-internet family (and, for i-dar, its boxes). */
export function HomeInternetPage({ family }: { family: HomeInternetFamily }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('productId');
  return (
    <Container data-page={family}>
      <PageHeader>
        <SiteLink to={CATALOG_PATHS.internetOffers}>
          <span aria-hidden="true">‹ </span>
          {t('catalog.internet.allOffers')}
        </SiteLink>
        <h1>{t(`catalog.internet.families.${family}.title`)}</h1>
        <p>{t(`catalog.internet.families.${family}.intro`)}</p>
      </PageHeader>
      <Section aria-labelledby="home-offers">
        <h2 id="home-offers" className="section-title">
          {t('catalog.internet.offers')}
        </h2>
        <CatalogListing query={{ family: 'home-internet', homeFamily: family, sort: 'price-asc' }}>
          {(page) => (
            <CardGrid>
              {page.items.map((offer) => (
                <li key={offer.id}>
                  <HomeOfferCard offer={offer} highlighted={offer.id === selectedId} />
                </li>
              ))}
            </CardGrid>
          )}
        </CatalogListing>
      </Section>
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
        <CatalogListing query={{ family: 'home-internet' }}>
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
