import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readState } from '@atlas/runtime';
import { EmptyState, ErrorState } from '@atlas/ui-kit';
import type { CatalogPage, CatalogQuery } from '@atlas/contracts/catalog';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { useCatalogPageQuery } from '../../../components/catalog-api';
import { CardGridSkeleton } from './card-grid-skeleton';

/** A catalogue query's loading, error and empty states around what renders its items. */
export function CatalogListing({
  query,
  children,
  skeletonCount = 4,
}: {
  query: CatalogQuery;
  children: (page: CatalogPage) => ReactNode;
  skeletonCount?: number;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const listing = readState(useCatalogPageQuery(query));
  if (listing.status === 'loading') return <CardGridSkeleton count={skeletonCount} />;
  if (listing.status === 'error') return <ErrorState title={t('catalog.loadError')} code={listing.code} onRetry={listing.retry} />;
  if (listing.data.items.length === 0) return <EmptyState title={t('catalog.smartphones.empty')} />;
  return <>{children(listing.data)}</>;
}
