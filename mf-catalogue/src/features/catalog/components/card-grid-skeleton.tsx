import { useTranslation } from 'react-i18next';
import { Loading, Skeleton } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { Card, CardGrid } from '../../../components/catalog-parts';

export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation(CATALOGUE_NS);
  return (
    <Loading label={t('loadingPage')}>
      <CardGrid aria-hidden="true" $compact>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Card>
              <Skeleton variant="rect" height={220} />
              <Skeleton lines={2} />
              <Skeleton width="40%" height={28} />
            </Card>
          </li>
        ))}
      </CardGrid>
    </Loading>
  );
}
