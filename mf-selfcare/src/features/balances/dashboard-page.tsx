import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type BalanceCategory, type Language } from '@atlas/contracts';
import { selectProfile, useAppSelector, useErrorText } from '@atlas/runtime';
import { Button, EmptyState, ErrorState, lazyWithPreload, mdnInText, media, SiteLink, Skeleton, Stack } from '@atlas/ui-kit';
import { Card, CardRow, CardTitle, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { BalanceGauge } from './balance-gauge';
import { categoryName, formatBalanceValue } from './balance-format';
import { LineSummary } from '../../components/line-summary';
import { useBalances } from './use-balances';
import { ServicesMenu } from '../../components/services-menu';
import { BalanceUsageChart } from '../../components/balance-usage-chart';
import { rechargeLinePath, takesRecharges } from '../../components/recharge-links';
import { useShownLine } from '../../components/shown-line';

// What the dashboard adds below the balances (repeats, amount due): fetched once they are drawn.
const HomeCards = lazyWithPreload(() => import('./home-cards'));

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Money = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary.main};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const QuickLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: inherit;
    text-decoration: none;
  }
`;

export function BalancesSkeleton() {
  return (
    <Grid aria-busy="true" data-testid="balances-skeleton">
      {[0, 1, 2].map((index) => (
        <Card key={index}>
          <Skeleton width="40%" height={24} />
          <Skeleton lines={3} />
        </Card>
      ))}
    </Grid>
  );
}

/**
 * One category of counters. The Dh balance of a line that takes recharges has "Recharger" beside
 * it, the line filled in (`rechargeMdn`).
 */
export function CategoryCard({
  category,
  language,
  limit,
  rechargeMdn,
}: {
  category: BalanceCategory;
  language: Language;
  limit?: number;
  rechargeMdn?: string;
}) {
  const { t } = useTranslation(SELFCARE_NS);
  const items = limit ? category.subCategories.slice(0, limit) : category.subCategories;
  const money = category.category === 'dirhams' && items.length === 1 && items[0] && items[0].total === null ? items[0] : null;
  const recharge = category.category === 'dirhams' && rechargeMdn && (
    <Button
      size="sm"
      to={rechargeLinePath(rechargeMdn)}
      aria-label={t('home.rechargeLine', { number: mdnInText(rechargeMdn) })}
      data-recharge-line={rechargeMdn}
    >
      {t('home.recharge')}
    </Button>
  );
  return (
    <Card aria-labelledby={`balance-${category.category}`} data-balance-category={category.category}>
      <CardTitle as="h3" id={`balance-${category.category}`}>
        {categoryName(category, language)}
      </CardTitle>
      <Stack $gap="md">
        {(money || recharge) && (
          <CardRow>
            {money && <Money>{formatBalanceValue(money.value, money.unit, language)}</Money>}
            {recharge}
          </CardRow>
        )}
        {items.map((item) => (
          <BalanceGauge key={item.name} item={item} language={language} />
        ))}
      </Stack>
    </Card>
  );
}

/** What the balances area shows while loading, on failure, empty, or the cards. */
export function BalancesArea({ language, limit }: { language: Language; limit?: number }) {
  const { t } = useTranslation(SELFCARE_NS);
  const errorText = useErrorText();
  const { list, loading, error, retry } = useBalances();
  const { selectedUserLine } = useShownLine();
  const rechargeMdn = takesRecharges(selectedUserLine) ? selectedUserLine!.mdn : undefined;
  if (loading) return <BalancesSkeleton />;
  if (error) return <ErrorState title={t('balances.errorTitle')} message={errorText(error)} code={error} onRetry={retry} retryLabel={t('common.retry')} />;
  if (list.length === 0) return <EmptyState title={t('balances.emptyTitle')} description={t('balances.emptyText')} />;
  return (
    <Grid>
      {list.map((category) => (
        <CategoryCard key={category.category} category={category} language={language} limit={limit} rechargeMdn={rechargeMdn} />
      ))}
    </Grid>
  );
}

/** dashboard: the selected line and its balances at a glance. */
export function DashboardPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const profile = useAppSelector(selectProfile);
  const { loading } = useBalances();
  // Once the balances have been drawn the links stay, through a refresh or a change of line.
  const [balancesDrawn, setBalancesDrawn] = useState(false);
  if (!loading && !balancesDrawn) setBalancesDrawn(true);
  const path = useSelfcarePath();
  return (
    <SelfcarePage title={t('dashboard.hello', { name: profile?.firstName ?? '' })}>
      <Stack $gap="lg">
        <LineSummary language={language} />
        <SectionHead>
          <h2>{t('dashboard.balances')}</h2>
          <SiteLink to={path(`${SELFCARE_PATHS.dashboard}/details`)}>{t('dashboard.details')}</SiteLink>
        </SectionHead>
        <BalancesArea language={language} limit={2} />
        {/* Below the balances once they are drawn: the skeleton cannot know their height, and
            links moved down as they arrive were the dashboard's layout shift (issue 18). */}
        {balancesDrawn && (
          <>
            <Suspense fallback={null}>
              <HomeCards language={language} />
            </Suspense>
            <ServicesMenu />
            <QuickLinks aria-label={t('dashboard.shortcuts')}>
              <SiteLink to={path(SELFCARE_PATHS.lines)}>{t('account.lines')}</SiteLink>
              <SiteLink to={path(SELFCARE_PATHS.addLine)}>{t('account.addLine')}</SiteLink>
              <SiteLink to={path(SELFCARE_PATHS.account)}>{t('account.title')}</SiteLink>
            </QuickLinks>
          </>
        )}
      </Stack>
    </SelfcarePage>
  );
}

/** dashboard/details: every category and counter of the selected line. */
export function BalanceDetailsPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const { list, loading, retry } = useBalances();
  return (
    <SelfcarePage title={t('details.title')} back={SELFCARE_PATHS.dashboard}>
      <Stack $gap="lg">
        <LineSummary language={language} />
        <BalancesArea language={language} />
        <BalanceUsageChart language={language} />
        {!loading && list.length > 0 && (
          <div>
            <Button variant="secondary" onClick={retry}>
              {t('details.refresh')}
            </Button>
          </div>
        )}
        <ServicesMenu />
      </Stack>
    </SelfcarePage>
  );
}
