import { useId, useState } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { Button, Container } from '@atlas/ui-kit';
import { businessEligibilitySchema, FormField } from '@atlas/forms';
import { offerNameIn } from '@atlas/contracts/catalog';
import type { BusinessEligibilityRequest, EligibilityCheck } from '@atlas/contracts/eligibility';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PageHeader } from '../../components/catalog-parts';
import { PublicForm } from '../../components/public-form';
import { ELIGIBILITY_BASE } from './eligibility-api';
import { EligibilityTest } from './eligibility-test';
import '../../i18n/catalogue-eligibility';

type BusinessValues = Omit<BusinessEligibilityRequest, 'checkId' | 'productId'>;

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const CallBack = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 720px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Chosen = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary.dark};
`;

/** The sales call-back of a tested address: stored with the test (and the offer chosen) before the confirmation. */
function BusinessCallBack({ check, productId }: { check: EligibilityCheck; productId: string | null }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const id = useId();
  const chosen = check.offers.find((offer) => offer.id === productId);
  return (
    <CallBack aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('eligibility.business.formTitle')}</h3>
      <p>{check.status === 'eligible' ? t('eligibility.business.formIntro') : t('eligibility.business.notCoveredIntro')}</p>
      {chosen && <Chosen role="status">{t('eligibility.business.chosen', { name: offerNameIn(chosen, language) })}</Chosen>}
      <PublicForm<BusinessValues>
        path="business-fibre-eligibility"
        endpoint={`${ELIGIBILITY_BASE}/business-requests`}
        schema={businessEligibilitySchema}
        sentTitle={t('eligibility.business.sent')}
        toRequest={(values): BusinessEligibilityRequest => ({
          checkId: check.checkId,
          ...(chosen ? { productId: chosen.id } : {}),
          ...(businessEligibilitySchema.cast(values, { stripUnknown: true }) as BusinessValues),
        })}
      >
        <FormField id={`${id}-company`} name="companyName" label={t('eligibility.business.companyName')} required autoComplete="organization" maxLength={120} />
        <FormField id={`${id}-contact`} name="contactName" label={t('eligibility.business.contactName')} required autoComplete="name" maxLength={80} />
        <FormField
          id={`${id}-phone`}
          name="phone"
          label={t('eligibility.business.phone')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="0612345678"
        />
        <FormField id={`${id}-email`} name="email" label={t('eligibility.business.email')} required type="email" autoComplete="email" />
      </PublicForm>
    </CallBack>
  );
}

/** entreprise/eligibilite-fibre: a company tests the address of its premises, sees the business fibre offers and asks for a sales call-back. */
export function BusinessEligibilityPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const [productId, setProductId] = useState<string | null>(null);
  return (
    <Page data-page="entreprise-eligibilite-fibre">
      <PageHeader>
        <h1>{t('eligibility.business.title')}</h1>
        <p>{t('eligibility.business.intro')}</p>
      </PageHeader>
      <EligibilityTest
        technology="fibre"
        segment="business"
        title={t('eligibility.business.testTitle')}
        checkId={params.get('checkId')}
        onCheckIdChange={(checkId) => {
          setProductId(null);
          setParams(checkId ? { checkId } : {}, { replace: true });
        }}
        highlightedOfferId={productId}
        offerAction={(offer) => (
          <Button
            variant={offer.id === productId ? 'primary' : 'secondary'}
            aria-pressed={offer.id === productId}
            onClick={() => setProductId(offer.id)}
            aria-label={t('eligibility.outcome.chooseNamed', { name: offerNameIn(offer, language) })}
          >
            {t('eligibility.business.choose')}
          </Button>
        )}
      >
        {(check) => <BusinessCallBack key={check.checkId} check={check} productId={productId} />}
      </EligibilityTest>
    </Page>
  );
}
