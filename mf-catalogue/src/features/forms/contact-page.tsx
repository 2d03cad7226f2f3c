import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Container, Tabs } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PageHeader } from '../../components/catalog-parts';
import { CallBackForm } from './call-back-form';
import { FraudReportForm } from './fraud-report-form';
import '../../i18n/catalogue-forms';

const Page = styled(Container)`
  max-width: 720px;
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** nous-contacter: a call-back request, or a fraud report (`?demande=fraude`). */
export function ContactPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('demande') === 'fraude' ? 'fraud' : 'call-back';
  return (
    <Page data-page="nous-contacter">
      <PageHeader>
        <h1>{t('forms.contact.title')}</h1>
        <p>{t('forms.contact.intro')}</p>
      </PageHeader>
      <Tabs
        label={t('forms.contact.tabs')}
        value={tab}
        onChange={(next) => setSearchParams(next === 'fraud' ? { demande: 'fraude' } : {}, { replace: true })}
        tabs={[
          { id: 'call-back', label: t('forms.contact.callBackTab'), content: <CallBackForm /> },
          { id: 'fraud', label: t('forms.contact.fraudTab'), content: <FraudReportForm /> },
        ]}
      />
    </Page>
  );
}
