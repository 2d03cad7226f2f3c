import { memo, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { readState } from '@atlas/runtime';
import { Button, Container, EmptyState, ErrorState, Modal, Select, media, useFocusOnChange } from '@atlas/ui-kit';
import { CATALOG_SORTS, type CatalogProduct, type CatalogSort } from '@atlas/contracts/catalog';
import { CATALOG_PATHS } from '../../../platform-remote';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import { useCatalogPageQuery } from '../../../components/catalog-api';
import { activeFilterCount, filtersFromUrl, filtersToQuery, filtersToUrl, NO_FILTERS, type SmartphoneFilters } from '../api/smartphone-filters';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { CardGrid, PageHeader } from '../../../components/catalog-parts';
import { ProductCard } from '../components/product-card';
import { OS_NAMES, SmartphoneFilterPanel } from '../components/smartphone-filter-panel';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  ${media.up('md')} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

const Sidebar = styled.aside`
  display: none;
  ${media.up('md')} {
    display: block;
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Count = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &:focus {
    outline: none;
  }
`;

const FiltersButton = styled(Button)`
  ${media.up('md')} {
    display: none;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.primary.main};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.light};
  color: ${({ theme }) => theme.colors.primary.dark};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

interface AppliedFilter {
  label: string;
  /** The filters as they are when the chip is pressed, without this one. */
  without: (current: SmartphoneFilters) => SmartphoneFilters;
}

/** One removable chip per applied filter, so what narrows the list is always in sight. */
function appliedFilters(filters: SmartphoneFilters, priceLabel: (bound: 'min' | 'max', value: number) => string): AppliedFilter[] {
  const chips: AppliedFilter[] = [
    ...filters.brands.map((brand) => ({
      label: brand,
      without: (current: SmartphoneFilters) => ({ ...current, brands: current.brands.filter((b) => b !== brand) }),
    })),
    ...filters.networks.map((network) => ({
      label: network,
      without: (current: SmartphoneFilters) => ({ ...current, networks: current.networks.filter((n) => n !== network) }),
    })),
    ...filters.systems.map((os) => ({
      label: OS_NAMES[os],
      without: (current: SmartphoneFilters) => ({ ...current, systems: current.systems.filter((s) => s !== os) }),
    })),
  ];
  if (filters.minPrice !== undefined) chips.push({ label: priceLabel('min', filters.minPrice), without: (current) => ({ ...current, minPrice: undefined }) });
  if (filters.maxPrice !== undefined) chips.push({ label: priceLabel('max', filters.maxPrice), without: (current) => ({ ...current, maxPrice: undefined }) });
  return chips;
}

/** The listing's cards: drawn again only when the listing itself changes, not on every tap of a filter. */
const ProductGrid = memo(function ProductGrid({ items }: { items: CatalogProduct[] }) {
  return (
    <CardGrid $compact>
      {items.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} to={`${CATALOG_PATHS.smartphones}/${product.id}`} priority={index < 2} />
        </li>
      ))}
    </CardGrid>
  );
});

/** The history state of an entry the listing wrote itself, as its filters changed. */
const FILTERS_WRITE = { smartphoneFilters: true } as const;
const isFiltersWrite = (state: unknown) => typeof state === 'object' && state !== null && (state as typeof FILTERS_WRITE).smartphoneFilters === true;

type ApplyFilters = (change: (current: SmartphoneFilters) => SmartphoneFilters) => void;

interface SmartphoneResultsProps {
  /** The filters the list shows (they follow the page's by a render). */
  listedFilters: SmartphoneFilters;
  /** The sort as chosen, shown at once by its select. */
  sort: CatalogSort;
  apply: ApplyFilters;
  onOpenFilters: () => void;
}

/**
 * The results of the listed filters: count, sort, chips and cards. Drawn again when they change,
 * not on the tap of a filter (issue 34): that tap answers with its checkbox, and the results
 * follow in a render React may interrupt.
 */
const SmartphoneResults = memo(function SmartphoneResults({ listedFilters, sort, apply, onOpenFilters }: SmartphoneResultsProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const listing = readState(useCatalogPageQuery(filtersToQuery(listedFilters)));
  const countRef = useRef<HTMLParagraphElement>(null);
  const applied = activeFilterCount(listedFilters);
  useFocusOnChange(countRef, applied);
  const priceLabel = (bound: 'min' | 'max', value: number) =>
    `${t(bound === 'min' ? 'catalog.smartphones.minPrice' : 'catalog.smartphones.maxPrice')} ${t('catalog.smartphones.upTo', { price: value })}`;
  const chips = appliedFilters(listedFilters, priceLabel);
  const clear = () => apply((current) => ({ ...NO_FILTERS, sort: current.sort }));
  return (
    <>
      <Toolbar>
        <Count id="smartphone-results" ref={countRef} tabIndex={-1} aria-live="polite">
          {listing.status === 'ready' ? t('catalog.results', { count: listing.data.total }) : '\u00a0'}
        </Count>
        <FiltersButton variant="secondary" size="sm" onClick={onOpenFilters} aria-haspopup="dialog">
          {applied ? t('catalog.smartphones.filtersWithCount', { count: applied }) : t('catalog.smartphones.filters')}
        </FiltersButton>
        <Select
          id="smartphone-sort"
          label={t('catalog.smartphones.sort')}
          placeholder={false}
          value={sort}
          options={CATALOG_SORTS.map((option) => ({ value: option, label: t(`catalog.smartphones.sorts.${option}`) }))}
          onChange={(event) => {
            const chosen = event.target.value as CatalogSort;
            apply((current) => ({ ...current, sort: chosen }));
          }}
        />
      </Toolbar>
      {chips.length > 0 && (
        <Chips aria-label={t('catalog.smartphones.activeFilters')}>
          {chips.map((chip) => (
            <li key={chip.label}>
              <Chip type="button" onClick={() => apply(chip.without)} aria-label={t('catalog.smartphones.removeFilter', { name: chip.label })}>
                {chip.label} <span aria-hidden="true">×</span>
              </Chip>
            </li>
          ))}
          <li>
            <Button variant="link" size="sm" onClick={clear}>
              {t('catalog.smartphones.clear')}
            </Button>
          </li>
        </Chips>
      )}
      {listing.status === 'loading' && <CardGridSkeleton />}
      {listing.status === 'error' && <ErrorState title={t('catalog.loadError')} code={listing.code} onRetry={listing.retry} />}
      {listing.status === 'ready' && listing.data.items.length === 0 && (
        <EmptyState
          title={t('catalog.smartphones.empty')}
          description={t('catalog.smartphones.emptyHint')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('catalog.smartphones.clear')}
            </Button>
          }
        />
      )}
      {listing.status === 'ready' && listing.data.items.length > 0 && <ProductGrid items={listing.data.items} />}
    </>
  );
});

/** catalogue-smartphones: the listing, its filters and sort kept in the URL so a selection can be shared. */
export function SmartphonesPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The page's own filters lead (quick successive taps each build on the last one) and the URL
  // follows them. Only a URL the page did not write (a link, back, forward) resets them, once it is
  // committed: a render may still show one of the page's older URLs, or the one it was opened at,
  // after a tap (seen on CI: a price, a sort or a checkbox undone).
  const [filters, setFilters] = useState(() => filtersFromUrl(searchParams));
  const handledLocation = useRef(location.key);
  /** The URL the page last wrote or adopted: the router's may be a write or two behind it. */
  const urlFilters = useRef(filtersToUrl(filtersFromUrl(searchParams)).toString());
  useEffect(() => {
    if (handledLocation.current === location.key) return;
    handledLocation.current = location.key;
    if (isFiltersWrite(location.state) && navigationType !== NavigationType.Pop) return;
    const adopted = filtersFromUrl(searchParams);
    urlFilters.current = filtersToUrl(adopted).toString();
    setFilters(adopted);
  }, [location.key, location.state, navigationType, searchParams]);
  // The tapped filter answers at once; what follows from it (the results, their count taking the
  // focus, the URL) comes in a render of its own that React may interrupt (issue 34: the tap's
  // next paint does not wait for the grid to be taken down, its skeleton drawn or the history
  // entry replaced).
  const listedFilters = useDeferredValue(filters);
  useEffect(() => {
    const listed = filtersToUrl(listedFilters);
    if (listed.toString() === urlFilters.current) return;
    urlFilters.current = listed.toString();
    setSearchParams(listed, { replace: true, preventScrollReset: true, state: FILTERS_WRITE });
  }, [listedFilters, setSearchParams]);
  const listing = readState(useCatalogPageQuery(filtersToQuery(listedFilters)));
  // Facets describe the whole family: the unfiltered listing holds them even while a filtered one loads.
  const family = readState(useCatalogPageQuery(filtersToQuery(NO_FILTERS)));
  const facets = listing.data?.facets ?? family.data?.facets;
  const [dialogOpen, setDialogOpen] = useState(false);
  const openFilters = useCallback(() => setDialogOpen(true), []);
  const apply: ApplyFilters = setFilters;
  const panel = (idPrefix: string) => (facets ? <SmartphoneFilterPanel idPrefix={idPrefix} filters={filters} facets={facets} onChange={apply} /> : null);

  return (
    <Container data-page="catalogue-smartphones">
      <PageHeader>
        <h1>{t('catalog.smartphones.title')}</h1>
        <p>{t('catalog.smartphones.intro')}</p>
      </PageHeader>
      <Layout>
        <Sidebar aria-label={t('catalog.smartphones.filters')}>{panel('side')}</Sidebar>
        <section aria-labelledby="smartphone-results">
          <SmartphoneResults listedFilters={listedFilters} sort={filters.sort} apply={apply} onOpenFilters={openFilters} />
        </section>
      </Layout>
      <Modal
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t('catalog.smartphones.filters')}
        footer={
          <Button fullWidth onClick={() => setDialogOpen(false)}>
            {t('catalog.smartphones.showResults', { count: listing.data?.total ?? 0 })}
          </Button>
        }
      >
        {panel('dialog')}
      </Modal>
    </Container>
  );
}
