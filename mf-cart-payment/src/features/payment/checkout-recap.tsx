import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readState, useLanguage } from '@atlas/runtime';
import { Card, DAY_WITH_YEAR, formatDay, PhoneNumber, SiteLink } from '@atlas/ui-kit';
import { DONOR_OPERATORS } from '@atlas/contracts/portability';
import { SHOP_NS } from '../../i18n/shop';
import { useSalesAgenciesQuery } from '../../components/checkout-api';
import type { CheckoutDraft } from '../../components/checkout-draft';
import { FUNNEL_STEPS, stepUrl, type StepId } from '../../components/funnels';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Section = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
  h3 {
    width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    color: ${({ theme }) => theme.colors.text.secondary};
    overflow-wrap: anywhere;
  }
`;

function AgencyName({ agencyId }: { agencyId: string }) {
  const language = useLanguage();
  const agencies = readState(useSalesAgenciesQuery(language));
  const agency = agencies.status === 'ready' ? agencies.data.agencies.find((item) => item.id === agencyId) : undefined;
  return <>{agency ? `${agency.name}, ${agency.address}, ${agency.city}` : agencyId}</>;
}

/** What the customer gave along the funnel, each part with the way back to change it. */
export function CheckoutRecap({ draft }: { draft: CheckoutDraft }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const pathOf = (step: StepId) => stepUrl(FUNNEL_STEPS[draft.funnel].find((candidate) => candidate.step === step)?.path ?? '', draft.productId);
  const change = (step: StepId, what: string) => (
    <SiteLink to={pathOf(step)} aria-label={t('recap.changeNamed', { what })}>
      {t('recap.change')}
    </SiteLink>
  );
  const { client, delivery, number, portability } = draft;
  return (
    <Card aria-labelledby="recap-title">
      <h2 id="recap-title">{t('recap.title')}</h2>
      <Sections>
        {number && (
          <Section>
            <h3>{t('recap.number')}</h3>
            <PhoneNumber mdn={number.mdn} />
            {change('number', t('recap.number'))}
          </Section>
        )}
        {portability && (
          <Section>
            <h3>{t('recap.portability')}</h3>
            <p>
              {t('recap.portabilityText', {
                operator: DONOR_OPERATORS.find((operator) => operator.id === portability.currentOperator)?.name ?? portability.currentOperator,
                date: portability.earliestPortingDate ? formatDay(portability.earliestPortingDate, language, DAY_WITH_YEAR) : '—',
              })}{' '}
              <PhoneNumber mdn={portability.mdn} />
            </p>
            {change('portability', t('recap.portability'))}
          </Section>
        )}
        {client && (
          <Section>
            <h3>{t('recap.client')}</h3>
            <p>
              {t(`client.${client.civility}`)} {client.firstName} {client.lastName} · {client.email} · <PhoneNumber mdn={client.phoneNumber} />
            </p>
            {change('client', t('recap.client'))}
          </Section>
        )}
        {delivery && (
          <Section>
            <h3>{t('recap.delivery')}</h3>
            <p>
              {delivery.mode === 'home' ? (
                t('recap.homeDelivery', { address: delivery.address, postalCode: delivery.postalCode, city: delivery.city })
              ) : (
                <AgencyName agencyId={delivery.agencyId} />
              )}
            </p>
            {change('delivery', t('recap.delivery'))}
          </Section>
        )}
      </Sections>
    </Card>
  );
}
