import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@atlas/runtime';
import { Checkbox, formatAmount, Select } from '@atlas/ui-kit';
import type { CatalogFacets, Network, OperatingSystem } from '@atlas/contracts/catalog';
import { CATALOGUE_NS } from '../../../i18n/catalogue';
import type { SmartphoneFilters } from '../api/smartphone-filters';

/** Price steps of the range selects, in dirhams. */
const PRICE_STEPS = [1000, 2000, 3000, 5000, 8000, 10000, 15000] as const;

export const OS_NAMES: Record<OperatingSystem, string> = { android: 'Android', ios: 'iOS' };

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const toggle = <T extends string>(values: readonly T[], value: T): T[] => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);

export interface SmartphoneFilterPanelProps {
  filters: SmartphoneFilters;
  facets: CatalogFacets;
  /** Given how to change the filters, so that taps that follow each other faster than renders all count. */
  onChange: (change: (current: SmartphoneFilters) => SmartphoneFilters) => void;
  /** Distinguishes the ids of the sidebar's panel from the mobile dialog's. */
  idPrefix: string;
}

/** Brand, network, system and price: each change applies at once (the list and the URL follow). */
export function SmartphoneFilterPanel({ filters, facets, onChange, idPrefix }: SmartphoneFilterPanelProps) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const priceOptions = PRICE_STEPS.map((step) => ({ value: String(step), label: t('catalog.smartphones.upTo', { price: formatAmount(step, language) }) }));
  const setPrice = (bound: 'minPrice' | 'maxPrice', value: string) => {
    onChange((current) => {
      const next = { ...current };
      if (value === '') delete next[bound];
      else next[bound] = Number(value);
      return next;
    });
  };
  return (
    <Panel>
      <Group>
        <legend>{t('catalog.smartphones.brand')}</legend>
        {facets.brands.map(({ value, count }) => (
          <Checkbox
            key={value}
            id={`${idPrefix}-brand-${value}`}
            label={`${value} (${count})`}
            checked={filters.brands.includes(value)}
            onChange={() => onChange((current) => ({ ...current, brands: toggle(current.brands, value) }))}
          />
        ))}
      </Group>
      <Group>
        <legend>{t('catalog.smartphones.network')}</legend>
        {facets.networks.map(({ value, count }) => (
          <Checkbox
            key={value}
            id={`${idPrefix}-network-${value}`}
            label={`${value} (${count})`}
            checked={filters.networks.includes(value as Network)}
            onChange={() => onChange((current) => ({ ...current, networks: toggle(current.networks, value as Network) }))}
          />
        ))}
      </Group>
      <Group>
        <legend>{t('catalog.smartphones.os')}</legend>
        {facets.operatingSystems.map(({ value, count }) => (
          <Checkbox
            key={value}
            id={`${idPrefix}-os-${value}`}
            label={`${OS_NAMES[value as OperatingSystem] ?? value} (${count})`}
            checked={filters.systems.includes(value as OperatingSystem)}
            onChange={() => onChange((current) => ({ ...current, systems: toggle(current.systems, value as OperatingSystem) }))}
          />
        ))}
      </Group>
      <Group>
        <legend>{t('catalog.smartphones.price')}</legend>
        <Select
          id={`${idPrefix}-min-price`}
          label={t('catalog.smartphones.minPrice')}
          placeholder={t('catalog.smartphones.anyPrice')}
          options={priceOptions.filter((option) => filters.maxPrice === undefined || Number(option.value) < filters.maxPrice)}
          value={filters.minPrice !== undefined ? String(filters.minPrice) : ''}
          onChange={(event) => setPrice('minPrice', event.target.value)}
        />
        <Select
          id={`${idPrefix}-max-price`}
          label={t('catalog.smartphones.maxPrice')}
          placeholder={t('catalog.smartphones.anyPrice')}
          options={priceOptions.filter((option) => filters.minPrice === undefined || Number(option.value) > filters.minPrice)}
          value={filters.maxPrice !== undefined ? String(filters.maxPrice) : ''}
          onChange={(event) => setPrice('maxPrice', event.target.value)}
        />
      </Group>
    </Panel>
  );
}
