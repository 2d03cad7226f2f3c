import { Fragment, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { type Language } from '@atlas/contracts';
import { atlasApi, readState, useLanguage } from '@atlas/runtime';
import {
  Button,
  Checkbox,
  Container,
  ErrorState,
  formatDay,
  lazyWithPreload,
  Loading,
  PhoneNumber,
  media,
  Select,
  Skeleton,
  useGeolocation,
} from '@atlas/ui-kit';
import { AGENCY_SERVICES, type AgenciesResponse, type Agency, type AgencyService } from '@atlas/contracts/places';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PageHeader, Tag, Tags } from '../../components/catalog-parts';
import '../../i18n/catalogue-places';

const SiteMap = lazyWithPreload(() => import('../../components/site-map'));

const agenciesApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** Agencies follow the content: kept five minutes of non-use. */
    agencies: build.query<AgenciesResponse, ReturnType<typeof agenciesParams>>({
      query: (params) => ({ url: '/api/v1/ms-content/agencies', params }),
      keepUnusedDataFor: 300,
    }),
  }),
});

interface AgencyFilters {
  city: string;
  service: AgencyService | '';
  sunday: boolean;
  position: { lat: number; lng: number } | null;
}

const agenciesParams = (language: Language, filters: AgencyFilters) => ({
  language,
  ...(filters.city ? { city: filters.city } : {}),
  ...(filters.service ? { service: filters.service } : {}),
  ...(filters.sunday ? { sunday: true } : {}),
  ...(filters.position ? { lat: filters.position.lat, lng: filters.position.lng } : {}),
});

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, auto);
    justify-content: start;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    > :last-child {
      position: sticky;
      top: ${({ theme }) => theme.space.md};
      order: 2;
    }
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ $selected }) => ($selected ? 2 : 1)}px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary.main : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    unicode-bidi: plaintext;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Weekday names of the page's language, Monday first as agencies post them. */
function useWeekdays(language: Language) {
  return useMemo(() => {
    // 2026-11-22 is a Sunday: day d of the week is that date plus d days.
    return [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, name: formatDay(`2026-11-${22 + day}`, language, { weekday: 'long' }) }));
  }, [language]);
}

function AgencyCard({ agency, selected, language }: { agency: Agency; selected: boolean; language: Language }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const weekdays = useWeekdays(language);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <Card ref={ref} $selected={selected} data-agency-id={agency.id} aria-current={selected ? 'true' : undefined}>
      <h2>{agency.name}</h2>
      <Muted>
        {agency.address}, {agency.city}
        {agency.distanceKm !== undefined &&
          ` — ${t('places.agencies.distance', { distance: agency.distanceKm.toLocaleString(language === 'ar' ? 'ar-MA' : 'fr-MA') })}`}
      </Muted>
      <Tags>
        {agency.openOnSunday && <Tag $tone="success">{t('places.agencies.openSunday')}</Tag>}
        {agency.services.map((service) => (
          <Tag key={service}>{t(`places.agencies.services.${service}`)}</Tag>
        ))}
      </Tags>
      <details>
        <summary>{t('places.agencies.hours')}</summary>
        <dl>
          {weekdays.map(({ day, name }) => {
            const opening = agency.hours.find((hours) => hours.day === day);
            return (
              <Fragment key={day}>
                <dt>{name}</dt>
                <dd>{opening ? `${opening.opens} – ${opening.closes}` : t('places.agencies.closed')}</dd>
              </Fragment>
            );
          })}
        </dl>
      </details>
      <Actions>
        <Button variant="secondary" size="sm" href={`tel:${agency.phone}`}>
          {t('places.agencies.call')} <PhoneNumber mdn={agency.phone} />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          href={`https://www.openstreetmap.org/directions?to=${agency.latitude}%2C${agency.longitude}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('places.agencies.directions')}
        </Button>
      </Actions>
    </Card>
  );
}

/** nos-agences: the agency locator — filters (city, service, open on Sunday), nearest first, map and list. */
export function AgenciesPage() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const ids = useId();
  const [filters, setFilters] = useState<AgencyFilters>({ city: '', service: '', sunday: false, position: null });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const params = agenciesParams(language, filters);
  const result = agenciesApi.useAgenciesQuery(params);
  const answer = readState(result);
  // The city list comes with every answer; keep the last one while a filtered list loads.
  const cities = result.data?.cities ?? [];

  const { state: location, locate } = useGeolocation();
  useEffect(() => {
    if (location.status === 'located') setFilters((current) => ({ ...current, city: '', position: { lat: location.latitude, lng: location.longitude } }));
  }, [location]);

  const agencies = answer.status === 'ready' ? answer.data.agencies : [];
  const points = agencies.map((agency) => ({
    id: agency.id,
    latitude: agency.latitude,
    longitude: agency.longitude,
    label: agency.name,
    selected: agency.id === selectedId,
  }));
  return (
    <Page data-page="nos-agences">
      <PageHeader>
        <h1>{t('places.agencies.title')}</h1>
        <p>{t('places.agencies.intro')}</p>
      </PageHeader>
      <Filters>
        <Select
          id={`${ids}-city`}
          label={t('places.agencies.city')}
          placeholder={t('places.agencies.allCities')}
          options={cities.map((city) => ({ value: city.id, label: city.name }))}
          value={filters.city}
          onChange={(event) => setFilters((current) => ({ ...current, city: event.target.value, position: event.target.value ? null : current.position }))}
        />
        <Select
          id={`${ids}-service`}
          label={t('places.agencies.service')}
          placeholder={t('places.agencies.allServices')}
          options={AGENCY_SERVICES.map((service) => ({ value: service, label: t(`places.agencies.services.${service}`) }))}
          value={filters.service}
          onChange={(event) => setFilters((current) => ({ ...current, service: event.target.value as AgencyService | '' }))}
        />
        <Checkbox
          id={`${ids}-sunday`}
          label={t('places.agencies.sunday')}
          checked={filters.sunday}
          onChange={(event) => setFilters((current) => ({ ...current, sunday: event.target.checked }))}
        />
        <Button variant="secondary" onClick={locate} loading={location.status === 'locating'}>
          {t('places.agencies.nearMe')}
        </Button>
      </Filters>
      <p role="status">
        {location.status === 'locating' && t('places.agencies.locating')}
        {location.status === 'located' && filters.position && t('places.agencies.located')}
        {(location.status === 'denied' || location.status === 'unavailable' || location.status === 'timeout') && t('places.agencies.locationRefused')}
      </p>
      <Layout>
        <section aria-labelledby={`${ids}-count`}>
          {answer.status === 'loading' && (
            <Loading label={t('loadingPage')}>
              <Skeleton lines={8} />
            </Loading>
          )}
          {answer.status === 'error' && <ErrorState title={t('places.agencies.loadError')} code={answer.code} onRetry={answer.retry} />}
          {answer.status === 'ready' && (
            <>
              <Muted id={`${ids}-count`}>{t('places.agencies.count', { count: agencies.length })}</Muted>
              {agencies.length === 0 ? (
                <p>{t('places.agencies.none')}</p>
              ) : (
                <List>
                  {agencies.map((agency) => (
                    <li key={agency.id}>
                      <AgencyCard agency={agency} selected={agency.id === selectedId} language={language} />
                    </li>
                  ))}
                </List>
              )}
            </>
          )}
        </section>
        <Suspense fallback={<Skeleton variant="rect" height={360} />}>
          <SiteMap points={points} label={t('places.agencies.map')} onSelect={setSelectedId} />
        </Suspense>
      </Layout>
    </Page>
  );
}
