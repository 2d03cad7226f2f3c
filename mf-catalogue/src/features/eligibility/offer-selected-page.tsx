import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { readState, skipToken, useAppDispatch, useLanguage } from '@atlas/runtime';
import { Button, Container, EmptyState, ErrorState, Loading, media, SiteLink, Skeleton } from '@atlas/ui-kit';
import { offerNameIn } from '@atlas/contracts/catalog';
import type { InstallationBookingSummary } from '@atlas/contracts/eligibility';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { eligibilityTestSelection, homeInternetPath } from '../../platform-remote';
import { PageHeader } from '../../components/catalog-parts';
import { HomeOfferCard } from '../../components/home-offer-card';
import { addressLabel } from './address-label';
import { bookingChanged, useEligibilityCheckQuery } from './eligibility-api';
import { InstallationBookingForm } from './installation-booking-form';
import { InstallationConfirmation } from './installation-confirmation';
import '../../i18n/catalogue-eligibility';

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
    > aside {
      order: 2;
      position: sticky;
      top: ${({ theme }) => theme.space.md};
    }
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2.summary-title {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dl {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background.subtle};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    unicode-bidi: plaintext;
  }
`;

const Main = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  > h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
  > p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const fibrePage = homeInternetPath('fibre-optique');
const testSelection = eligibilityTestSelection('fibre-optique');

/**
 * fibre-optique/offre-selectionnee?checkId&productId: the offer chosen after an eligible test, the
 * installation booking and its confirmation, then on to the cart. The test is read again from its
 * id, so a reload keeps everything, the booking included. No site header on a phone (layout flag).
 */
export function OfferSelectedPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const [params] = useSearchParams();
  const checkId = params.get('checkId') ?? '';
  const productId = params.get('productId') ?? '';
  const answer = readState(useEligibilityCheckQuery(checkId || skipToken));
  const dispatch = useAppDispatch();
  const [booked, setBooked] = useState<InstallationBookingSummary | null>(null);
  /** The visit just cancelled: the test read earlier still names it until it is read again. */
  const [cancelledId, setCancelledId] = useState<string | null>(null);
  const backToTest = `${fibrePage}?${new URLSearchParams({ selected: testSelection, ...(checkId ? { checkId } : {}), ...(productId ? { productId } : {}) }).toString()}`;

  const back = (
    <SiteLink to={backToTest}>
      <span aria-hidden="true">‹ </span>
      {t('eligibility.offerSelected.back')}
    </SiteLink>
  );
  /** The page while there is no offer to name: loading, refused, missing. */
  const withoutOffer = (content: ReactNode) => (
    <Page data-page="offre-selectionnee">
      <PageHeader>
        {back}
        <h1>{t('eligibility.offerSelected.heading')}</h1>
      </PageHeader>
      {content}
    </Page>
  );

  if (!checkId || !productId || (answer.status === 'ready' && !answer.data)) {
    return withoutOffer(
      <EmptyState
        title={t('eligibility.offerSelected.missingTitle')}
        description={t('eligibility.offerSelected.missingBody')}
        action={<Button to={`${fibrePage}?selected=${testSelection}`}>{t('eligibility.testCta')}</Button>}
      />,
    );
  }
  if (answer.status === 'loading') {
    return withoutOffer(
      <Loading label={t('loadingPage')}>
        <Skeleton lines={10} height={32} />
      </Loading>,
    );
  }
  if (answer.status === 'error') return withoutOffer(<ErrorState title={t('eligibility.outcome.loadError')} code={answer.code} onRetry={answer.retry} />);

  const check = answer.data!;
  const offer = check.offers.find((candidate) => candidate.id === productId);
  const { address } = check;
  if (check.status !== 'eligible' || !offer || !address) {
    return withoutOffer(
      <EmptyState
        title={t('eligibility.offerSelected.unavailableTitle')}
        description={t('eligibility.offerSelected.unavailableBody')}
        action={<Button to={backToTest}>{t('eligibility.offerSelected.seeOffers')}</Button>}
      />,
    );
  }

  const current = booked ?? check.booking;
  const booking = current && current.bookingId !== cancelledId ? current : undefined;
  return (
    <Page data-page="offre-selectionnee">
      <PageHeader>
        {back}
        <h1>{t('eligibility.offerSelected.title', { name: offerNameIn(offer, language) })}</h1>
      </PageHeader>
      <Layout>
        <Aside aria-labelledby="offer-summary">
          <h2 id="offer-summary" className="summary-title">
            {t('eligibility.offerSelected.summary')}
          </h2>
          <HomeOfferCard offer={offer} headingLevel={3} action={false} />
          <dl>
            <dt>{t('eligibility.offerSelected.installationAddress')}</dt>
            <dd>{addressLabel(address, language)}</dd>
          </dl>
        </Aside>
        <Main aria-labelledby={booking ? undefined : 'installation-title'} aria-label={booking ? t('eligibility.booking.confirmed') : undefined}>
          {booking ? (
            <InstallationConfirmation
              booking={booking}
              offer={offer}
              checkId={check.checkId}
              onCancelled={() => {
                dispatch(bookingChanged(check.checkId));
                setCancelledId(booking.bookingId);
                setBooked(null);
              }}
            />
          ) : (
            <>
              {cancelledId && <p role="status">{t('eligibility.booking.cancelled')}</p>}
              <h2 id="installation-title">{t('eligibility.booking.title')}</h2>
              <p>{t('eligibility.booking.intro')}</p>
              <InstallationBookingForm
                check={{ ...check, address }}
                productId={offer.id}
                onBooked={(receipt) => {
                  dispatch(bookingChanged(check.checkId));
                  setBooked({
                    bookingId: receipt.bookingId,
                    reference: receipt.reference,
                    visitDate: receipt.visitDate,
                    slot: receipt.slot,
                    productId: receipt.productId,
                  });
                }}
              />
            </>
          )}
        </Main>
      </Layout>
    </Page>
  );
}
