import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { skipToken, useLanguage } from '@atlas/runtime';
import { Button, Checkbox, Container, Price, Tabs, showToast } from '@atlas/ui-kit';
import { offerNameIn, type CatalogProduct, type CatalogSegment } from '@atlas/contracts/catalog';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { useCatalogProductQuery } from '../../../components/catalog-api';
import { Card, CardFoot, CardGrid, OfferHighlights, OfferName, PageHeader, Tag, Tags, useLocalized } from '../../../components/catalog-parts';
import { CatalogListing } from '../components/catalog-listing';
import { allowanceText, commitmentText } from '../../../components/plan-allowances';

const MAX_COMPARED_PLANS = 3;

/** `?segment=entreprise` shows the business plans; the consumer ones are the default. */
const SEGMENT_IN_URL: Record<CatalogSegment, string | null> = { consumer: null, business: 'entreprise' };

const Allowances = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  text-align: center;
  div {
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background.subtle};
  }
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const PriceTag = styled.div`
  color: ${({ theme }) => theme.colors.primary.main};
`;

const TableScroll = styled.div`
  overflow-x: auto;
  margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  table {
    width: 100%;
    border-collapse: collapse;
    min-width: 480px;
  }
  caption {
    padding: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  tbody th {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Hint = styled.p`
  margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function PlanCard({
  plan,
  highlighted,
  compared,
  onCompare,
}: {
  plan: CatalogProduct;
  highlighted: boolean;
  compared: boolean;
  onCompare: (checked: boolean) => void;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const localized = useLocalized();
  const name = offerNameIn(plan, language);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  return (
    <Card ref={ref} $highlighted={highlighted} data-plan-id={plan.id} aria-current={highlighted ? 'true' : undefined}>
      <Tags>
        {highlighted && <Tag $tone="primary">{t('catalog.plans.selected')}</Tag>}
        {plan.badge && <Tag $tone="primary">{localized(plan.badge)}</Tag>}
        {plan.network && <Tag>{plan.network}</Tag>}
      </Tags>
      <OfferName>{name}</OfferName>
      <Allowances>
        <div>
          <dt>{t('catalog.plans.data')}</dt>
          <dd>{allowanceText(t, 'data', plan.allowances)}</dd>
        </div>
        <div>
          <dt>{t('catalog.plans.calls')}</dt>
          <dd>{allowanceText(t, 'calls', plan.allowances)}</dd>
        </div>
        <div>
          <dt>{t('catalog.plans.sms')}</dt>
          <dd>{allowanceText(t, 'sms', plan.allowances)}</dd>
        </div>
      </Allowances>
      <OfferHighlights aria-label={t('catalog.plans.included')}>
        {plan.allowances?.highlights.map((highlight) => (
          <li key={highlight.fr}>{localized(highlight)}</li>
        ))}
      </OfferHighlights>
      <CardFoot>
        <PriceTag>
          <Price amount={plan.price} period="month" size="lg" />
        </PriceTag>
        {/* The shop's funnel (mf-cart-payment): a new number, or the customer's own kept. */}
        <Button to={`/achat/offre-mobile/choix-numero?productId=${encodeURIComponent(plan.id)}`} aria-label={t('catalog.plans.chooseNamed', { name })}>
          {t('catalog.plans.choose')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          to={`/achat/offre-mobile/portabilite?productId=${encodeURIComponent(plan.id)}`}
          aria-label={t('catalog.plans.keepNumberNamed', { name })}
        >
          {t('catalog.plans.keepNumber')}
        </Button>
        <Checkbox
          id={`compare-${plan.id}`}
          label={t('catalog.plans.compare')}
          aria-label={t('catalog.plans.compareNamed', { name })}
          checked={compared}
          onChange={(event) => onCompare(event.target.checked)}
        />
      </CardFoot>
    </Card>
  );
}

function Comparison({ plans }: { plans: CatalogProduct[] }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const localized = useLocalized();
  const rows: Array<[string, (plan: CatalogProduct) => ReactNode]> = [
    [t('catalog.plans.price'), (plan) => <Price amount={plan.price} period="month" size="sm" />],
    [t('catalog.plans.data'), (plan) => allowanceText(t, 'data', plan.allowances)],
    [t('catalog.plans.calls'), (plan) => allowanceText(t, 'calls', plan.allowances)],
    [t('catalog.plans.sms'), (plan) => allowanceText(t, 'sms', plan.allowances)],
    [t('catalog.plans.network'), (plan) => plan.network ?? '—'],
    [t('catalog.plans.commitment'), (plan) => commitmentText(t, plan.allowances)],
    [t('catalog.plans.included'), (plan) => plan.allowances?.highlights.map((highlight) => localized(highlight)).join(' · ')],
  ];
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('catalog.plans.comparison')}>
      <table data-plan-comparison>
        <caption>{t('catalog.plans.comparison')}</caption>
        <thead>
          <tr>
            <td />
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {offerNameIn(plan, language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {plans.map((plan) => (
                <td key={plan.id}>{cell(plan)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function PlanList({ plans, selectedId }: { plans: CatalogProduct[]; selectedId: string | null }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const [compared, setCompared] = useState<string[]>([]);
  const compare = (id: string, checked: boolean) => {
    if (checked && compared.length >= MAX_COMPARED_PLANS) {
      showToast({ kind: 'info', text: t('catalog.plans.compareLimit') });
      return;
    }
    setCompared((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));
  };
  const comparedPlans = plans.filter((plan) => compared.includes(plan.id));
  return (
    <>
      <CardGrid>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              highlighted={plan.id === selectedId}
              compared={compared.includes(plan.id)}
              onCompare={(checked) => compare(plan.id, checked)}
            />
          </li>
        ))}
      </CardGrid>
      {comparedPlans.length >= 2 ? (
        <>
          <Comparison plans={comparedPlans} />
          <Button variant="link" onClick={() => setCompared([])}>
            {t('catalog.plans.clearComparison')}
          </Button>
        </>
      ) : (
        <Hint>{t('catalog.plans.compareHint')}</Hint>
      )}
    </>
  );
}

/** offres-mobiles/forfait-mobile: the plans of a segment, side-by-side comparison, `?productId=` picked out. */
export function PlansPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('productId');
  // A plan asked by id opens the tab of its segment.
  const selectedPlan = useCatalogProductQuery(selectedId ?? skipToken);
  const segment: CatalogSegment = searchParams.get('segment') === SEGMENT_IN_URL.business ? 'business' : (selectedPlan.currentData?.segment ?? 'consumer');
  const choose = (next: string) => {
    const params = new URLSearchParams();
    const inUrl = SEGMENT_IN_URL[next as CatalogSegment];
    if (inUrl) params.set('segment', inUrl);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  const tab = (id: CatalogSegment) => ({
    id,
    label: t(`catalog.plans.${id}`),
    content: (
      <CatalogListing query={{ family: 'plan', segment: id, sort: 'price-asc' }}>
        {(page) => <PlanList plans={page.items} selectedId={selectedId} />}
      </CatalogListing>
    ),
  });
  return (
    <Container data-page="forfait-mobile">
      <PageHeader>
        <h1>{t('catalog.plans.title')}</h1>
        <p>{t('catalog.plans.intro')}</p>
      </PageHeader>
      <Tabs label={t('catalog.plans.segments')} value={segment} onChange={choose} tabs={[tab('consumer'), tab('business')]} />
    </Container>
  );
}
