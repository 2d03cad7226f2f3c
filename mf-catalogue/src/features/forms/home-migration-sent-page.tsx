import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { Button, EmptyState } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { CATALOG_PATHS, HOME_MIGRATION_PATHS } from '../../platform-remote';
import { PageHeader } from '../../components/catalog-parts';
import { FormPage, FormSent } from '../../components/form-parts';
import { homeMigrationReceipt } from './home-migration-receipt';
import '../../i18n/catalogue-forms';

const REFERENCE = /^MIG-[A-Z2-9]{6}$/;

/** …/migration-home/send-success?reference=MIG-…: the stored request's reference, after a reload too. */
export function HomeMigrationSentPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference') ?? '';
  const receipt = REFERENCE.test(reference) ? homeMigrationReceipt.read(reference) : null;
  return (
    <FormPage data-page="migration-home-send-success">
      <PageHeader>
        <h1>{t('forms.migration.title')}</h1>
      </PageHeader>
      {REFERENCE.test(reference) ? (
        <FormSent form="home-migration" title={t('forms.migration.sent')} reference={reference}>
          {receipt?.offerName && <p>{t('forms.migration.sentOffer', { name: receipt.offerName[language] })}</p>}
          <p>
            {receipt ? t('forms.migration.sentCall', { time: t(`forms.migration.contactTimes.${receipt.contactTime}`) }) : t('forms.migration.sentCallSoon')}
          </p>
          <div>
            <Button variant="secondary" to={CATALOG_PATHS.internetOffers}>
              {t('forms.migration.backToOffers')}
            </Button>
          </div>
        </FormSent>
      ) : (
        <EmptyState
          title={t('forms.migration.noRequest')}
          action={
            <Button to={HOME_MIGRATION_PATHS.form} variant="secondary">
              {t('forms.migration.start')}
            </Button>
          }
        />
      )}
    </FormPage>
  );
}
