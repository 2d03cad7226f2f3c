import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@atlas/runtime';
import { Card, DAY_WITH_YEAR, formatDay, mdnInText, SiteLink } from '@atlas/ui-kit';
import type { Order } from '@atlas/contracts/shop';
import { SHOP_NS } from '../../i18n/shop';
import { EXPLAINER_PATHS, SHOP_PATHS, SURVEY_PATH } from '../../platform-remote';
import type { PaymentData } from './payment-data';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  li::marker {
    color: ${({ theme }) => theme.colors.primary.main};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The chosen number of a plan order (a custom option of its number item). */
const chosenNumberOf = (order: Order) => order.orderItems.flatMap((item) => item.custom_options).find((option) => option.label === 'mdn')?.value;

/** The post-purchase page's next steps, for what was bought and how it comes. */
export function NextSteps({ order, payment }: { order: Order; payment: PaymentData | null }) {
  const { t } = useTranslation(SHOP_NS);
  const language = useLanguage();
  const types = new Set(order.orderItems.map((item) => item.productType));
  const number = chosenNumberOf(order);
  const portingDate = payment?.refNumber === order.refNumber ? payment.portingDate : undefined;
  const delivery = order.delivery ?? (payment?.refNumber === order.refNumber ? payment.delivery : null);
  const homeInternet = types.has('idar') || types.has('home') || types.has('adsl');
  return (
    <Card aria-labelledby="next-steps-title" data-next-steps>
      <h2 id="next-steps-title">{t('nextSteps.title')}</h2>
      <Steps>
        <li>{t('nextSteps.email')}</li>
        {delivery && <li>{t(delivery === 'agency' ? 'nextSteps.agency' : 'nextSteps.home')}</li>}
        {types.has('offre-mobile') && !portingDate && <li>{number ? t('nextSteps.simWithNumber', { number: mdnInText(number) }) : t('nextSteps.sim')}</li>}
        {portingDate && <li>{t('nextSteps.portability', { date: formatDay(portingDate, language, DAY_WITH_YEAR) })}</li>}
        {homeInternet && <li>{t('nextSteps.homeInternet')}</li>}
        <li>{t('nextSteps.track', { refNumber: order.refNumber })}</li>
      </Steps>
      <Links>
        <li>
          <SiteLink to={EXPLAINER_PATHS.purchase}>{t('nextSteps.explainer')}</SiteLink>
        </li>
        {portingDate && (
          <li>
            <SiteLink to={EXPLAINER_PATHS.portability}>{t('nextSteps.portabilityExplainer')}</SiteLink>
          </li>
        )}
        <li>
          <SiteLink to={SHOP_PATHS.orderTracking}>{t('nextSteps.trackLink')}</SiteLink>
        </li>
        <li>
          <SiteLink to={`${SURVEY_PATH}?ref=${encodeURIComponent(order.refNumber)}`}>{t('nextSteps.survey')}</SiteLink>
        </li>
      </Links>
    </Card>
  );
}
