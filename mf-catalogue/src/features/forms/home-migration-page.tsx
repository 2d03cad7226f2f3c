import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizePath, readState, useLanguage } from '@atlas/runtime';
import { ErrorState, Skeleton } from '@atlas/ui-kit';
import { FormField, FormRadioGroup, FormSelect, homeMigrationSchema } from '@atlas/forms';
import { offerNameIn, type CatalogProduct } from '@atlas/contracts/catalog';
import { CONTACT_TIMES, MIGRATION_TARGET_FAMILIES, type HomeMigrationRequest } from '@atlas/contracts/forms';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { HOME_MIGRATION_PATHS } from '../../platform-remote';
import { useCatalogPageQuery } from '../../components/catalog-api';
import { PageHeader } from '../../components/catalog-parts';
import { FieldRow, FormPage } from '../../components/form-parts';
import { homeMigrationReceipt } from './home-migration-receipt';
import { PublicForm } from '../../components/public-form';
import '../../i18n/catalogue-forms';

const OFFERS_QUERY = { family: 'home-internet', sort: 'price-asc' } as const;

/** The offers a home line may move to, fibre first, from the catalogue. */
function useMigrationTargets() {
  const listing = readState(useCatalogPageQuery(OFFERS_QUERY));
  const offers =
    listing.status === 'ready' ? MIGRATION_TARGET_FAMILIES.flatMap((family) => listing.data.items.filter((offer) => offer.homeFamily === family)) : [];
  return { listing, offers };
}

function OfferSelect({ offers }: { offers: CatalogProduct[] }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const id = useId();
  return (
    <FormSelect
      id={`${id}-offer`}
      name="targetOfferId"
      label={t('forms.migration.targetOffer')}
      required
      options={offers.map((offer) => ({
        value: offer.id,
        label: t('forms.migration.offerOption', { name: offerNameIn(offer, language), price: offer.price }),
      }))}
    />
  );
}

/**
 * offres-internet/wifi-a-la-maison/migration-home: an Atlas ADSL or i-dar customer asks to move
 * the line to fibre or another home offer; the request is stored, then send-success shows its reference.
 */
export function HomeMigrationPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const { listing, offers } = useMigrationTargets();
  return (
    <FormPage data-page="migration-home">
      <PageHeader>
        <h1>{t('forms.migration.title')}</h1>
        <p>{t('forms.migration.intro')}</p>
      </PageHeader>
      {listing.status === 'loading' && (
        <div data-testid="page-skeleton">
          <Skeleton variant="rect" height={360} />
        </div>
      )}
      {listing.status === 'error' && <ErrorState title={t('forms.migration.offersError')} code={listing.code} onRetry={listing.retry} />}
      {listing.status === 'ready' && (
        <PublicForm<HomeMigrationRequest>
          path="home-migration"
          schema={homeMigrationSchema}
          sentTitle={t('forms.migration.sent')}
          errorFields={{
            'form-009': 'homeLineNumber',
            'form-010': 'homeLineNumber',
            'form-011': 'homeLineNumber',
            'form-012': 'targetOfferId',
            'catalog-001': 'targetOfferId',
          }}
          onSent={(receipt, values) => {
            const offer = offers.find((candidate) => candidate.id === values.targetOfferId);
            homeMigrationReceipt.write({
              reference: receipt.reference,
              offerId: values.targetOfferId,
              offerName: offer ? { fr: offer.offer_name_fr, ar: offer.offer_name_ar, en: offer.offer_name_en } : undefined,
              contactTime: values.contactTime,
            });
            navigate(`${localizePath(HOME_MIGRATION_PATHS.sent, language)}?reference=${encodeURIComponent(receipt.reference)}`);
          }}
        >
          <FieldRow>
            <FormField
              id={`${id}-line`}
              name="homeLineNumber"
              label={t('forms.migration.homeLineNumber')}
              hint={t('forms.migration.homeLineHint')}
              required
              type="tel"
              inputMode="numeric"
              placeholder="0537123456"
            />
            <FormField
              id={`${id}-mobile`}
              name="contactMobile"
              label={t('forms.migration.contactMobile')}
              hint={t('forms.migration.contactMobileHint')}
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="0612345678"
            />
          </FieldRow>
          <OfferSelect offers={offers} />
          <FormRadioGroup
            name="contactTime"
            legend={t('forms.migration.contactTime')}
            hint={t('forms.migration.contactTimeHint')}
            required
            options={CONTACT_TIMES.map((time) => ({ value: time, label: t(`forms.migration.contactTimes.${time}`) }))}
          />
        </PublicForm>
      )}
    </FormPage>
  );
}
