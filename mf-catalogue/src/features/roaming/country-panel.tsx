import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { readState, useLanguage } from '@atlas/runtime';
import { Button, ErrorState, Loading, Skeleton } from '@atlas/ui-kit';
import { CATALOGUE_NS } from '../../i18n/catalogue';
import { Tag, Tags } from '../../components/catalog-parts';
import { CountryCode } from './country-code';
import { useRoamingCountryQuery } from './roaming-api';
import { PassList } from './pass-list';
import { RatesTable } from './rates-table';
import '../../i18n/catalogue-roaming';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.primary.main};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.secondary.main};
    &:focus {
      outline: none;
    }
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** One country's prices: its rates, its passes and the partner networks there. The dialling code stays "+34" in an Arabic line (isolated left to right). */
export function CountryPanel({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const language = useLanguage();
  const answer = readState(useRoamingCountryQuery({ code, language }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ready = answer.status === 'ready';
  // The panel replaces what the customer clicked: bring them to it.
  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready, code]);

  if (answer.status === 'loading') {
    return (
      <Loading label={t('roaming.loadingCountry')}>
        <Skeleton variant="rect" height={320} />
      </Loading>
    );
  }
  if (answer.status === 'error') {
    return (
      <ErrorState
        title={answer.code === 'roaming-001' ? t('roaming.countryUnknown') : t('roaming.loadError')}
        code={answer.code}
        onRetry={answer.code === 'roaming-001' ? undefined : answer.retry}
      />
    );
  }
  const country = answer.data;
  return (
    <Panel aria-labelledby="roaming-country-title" data-country={country.code}>
      <Head>
        <h3 id="roaming-country-title" ref={headingRef} tabIndex={-1}>
          <CountryCode>{country.code}</CountryCode>
          {country.name}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('roaming.allCountries')}
        </Button>
      </Head>
      <Muted>{t('roaming.countryZone', { zone: country.zone.name, dialCode: language === 'ar' ? `\u2066${country.dialCode}\u2069` : country.dialCode })}</Muted>
      <RatesTable rates={country.rates} caption={t('roaming.countryRates', { country: country.name })} />
      <h4>{t('roaming.passesFor', { country: country.name })}</h4>
      <PassList passes={country.passes} />
      <h4>{t('roaming.partners')}</h4>
      <Tags>
        {country.partners.map((partner) => (
          <Tag key={partner.name}>
            {partner.name} · {partner.technologies.join(' / ')}
          </Tag>
        ))}
      </Tags>
    </Panel>
  );
}
