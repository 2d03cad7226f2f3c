import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type Language } from '@atlas/contracts';
import { readState, useLanguage } from '@atlas/runtime';
import { Button, Container, ErrorState, Loading, media, Skeleton, TextField } from '@atlas/ui-kit';
import type { RoamingCountrySummary, RoamingOverview, RoamingZoneId } from '@atlas/contracts/roaming';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { PlainList, WrapList } from '../../components/block-parts';
import { CountryCode } from './country-code';
import { CountryPanel } from './country-panel';
import { PassList } from './pass-list';
import { RatesTable } from './rates-table';
import { findCountries, kitUrl, useRoamingOverviewQuery } from './roaming-api';
import '../../i18n/catalogue-roaming';

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-template-columns: minmax(260px, 360px) minmax(0, 1fr);
    align-items: start;
  }
`;

const SearchBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};
`;

const Results = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const CountryButton = styled.button<{ $current?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary.main : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.raised};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.main};
  }
  small {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Zones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const ZoneChip = styled.button<{ $pressed: boolean }>`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary.main};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $pressed }) => ($pressed ? theme.colors.primary.main : 'transparent')};
  color: ${({ theme, $pressed }) => ($pressed ? theme.colors.primary.contrastText : theme.colors.primary.dark)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

const ZoneDetails = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.secondary.main};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const CountryChips = styled(WrapList)`
  button {
    width: auto;
  }
`;

const Kit = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.xs};
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

/** "+212 520 220 220": how a number is dialled from abroad. */
const internationalNumber = (number: string) => number.replace(/^(\+\d{3})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

function CountryChoice({ country, onChoose, zoneName }: { country: RoamingCountrySummary; onChoose: (code: string) => void; zoneName?: string }) {
  return (
    <CountryButton type="button" onClick={() => onChoose(country.code)} data-country-code={country.code}>
      <CountryCode>{country.code}</CountryCode>
      {country.name}
      {zoneName && <small>{zoneName}</small>}
    </CountryButton>
  );
}

function Finder({ overview, language }: { overview: RoamingOverview; language: Language }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const ids = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const countryCode = searchParams.get('pays')?.toUpperCase() ?? null;
  const zones = overview.zones;
  const askedZone = searchParams.get('zone');
  const zoneId = (zones.find((zone) => zone.id === askedZone)?.id ?? zones[0]?.id) as RoamingZoneId | undefined;
  const zone = zones.find((candidate) => candidate.id === zoneId);
  const found = useMemo(() => findCountries(overview.countries, query).slice(0, 8), [overview.countries, query]);
  const zoneNames = useMemo(() => new Map(zones.map((candidate) => [candidate.id, candidate.name])), [zones]);

  const chooseCountry = (code: string) => setSearchParams({ pays: code }, { replace: false });
  const chooseZone = (id: RoamingZoneId) => setSearchParams({ zone: id }, { replace: true });
  const closeCountry = () => setSearchParams(zoneId ? { zone: zoneId } : {}, { replace: false });

  return (
    <Layout>
      <SearchBox role="search" aria-label={t('roaming.searchLabel')}>
        <TextField
          id={`${ids}-country`}
          type="search"
          label={t('roaming.searchLabel')}
          hint={t('roaming.searchHint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          maxLength={60}
        />
        <p role="status" aria-live="polite">
          {query.trim() && (found.length === 0 ? t('roaming.noCountry') : t('roaming.found', { count: found.length }))}
        </p>
        {found.length > 0 && (
          <Results aria-label={t('roaming.results')}>
            {found.map((country) => (
              <li key={country.code}>
                <CountryChoice country={country} onChoose={chooseCountry} zoneName={zoneNames.get(country.zoneId)} />
              </li>
            ))}
          </Results>
        )}
        <Kit>
          <Button href={kitUrl(language)} variant="secondary" data-kit-download>
            {t('roaming.kit')}
          </Button>
          <p>{t('roaming.kitHint')}</p>
          <p>
            {t('roaming.supportFromAbroad')}{' '}
            <a href={`tel:${overview.supportFromAbroad}`} dir="ltr">
              {internationalNumber(overview.supportFromAbroad)}
            </a>
          </p>
        </Kit>
      </SearchBox>
      <div>
        {countryCode ? (
          <CountryPanel key={countryCode} code={countryCode} onClose={closeCountry} />
        ) : (
          zone && (
            <>
              <Zones role="group" aria-label={t('roaming.zones')}>
                {zones.map((candidate) => (
                  <ZoneChip
                    key={candidate.id}
                    type="button"
                    aria-pressed={candidate.id === zone.id}
                    $pressed={candidate.id === zone.id}
                    onClick={() => chooseZone(candidate.id)}
                    data-zone={candidate.id}
                  >
                    {candidate.name}
                  </ZoneChip>
                ))}
              </Zones>
              <ZoneDetails data-zone-details={zone.id}>
                <h3>{zone.name}</h3>
                <p>{zone.description}</p>
                <RatesTable rates={zone.rates} caption={t('roaming.zoneRates', { zone: zone.name })} />
                <h4>{t('roaming.passesFor', { country: zone.name })}</h4>
                <PassList passes={zone.passes} />
                <h4>{t('roaming.zoneCountries', { count: zone.countryCount })}</h4>
                <CountryChips>
                  {overview.countries
                    .filter((country) => country.zoneId === zone.id)
                    .map((country) => (
                      <li key={country.code}>
                        <CountryChoice country={country} onChoose={chooseCountry} />
                      </li>
                    ))}
                </CountryChips>
              </ZoneDetails>
            </>
          )
        )}
      </div>
    </Layout>
  );
}

/** Roaming prices: search a country as one types, or browse by zone; a country's panel; the kit. */
export function RoamingFinder() {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const answer = readState(useRoamingOverviewQuery(language));
  return (
    <Band aria-labelledby="roaming-finder-title" data-roaming-finder>
      <Container>
        <h2 id="roaming-finder-title">{t('roaming.title')}</h2>
        {answer.status === 'loading' && (
          <Loading label={t('roaming.loading')}>
            <Skeleton variant="rect" height={360} />
          </Loading>
        )}
        {answer.status === 'error' && <ErrorState title={t('roaming.loadError')} code={answer.code} onRetry={answer.retry} />}
        {answer.status === 'ready' && <Finder overview={answer.data} language={language} />}
      </Container>
    </Band>
  );
}
