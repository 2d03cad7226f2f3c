import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BalanceItem, Language } from '@atlas/contracts';
import { formatDay } from '@atlas/ui-kit';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { formatBalanceValue, itemName } from './balance-format';

const Row = styled.div`
  display: grid;
  gap: 6px;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  align-items: baseline;
  span:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  span:last-child {
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral[100]};
  overflow: hidden;
`;

const Fill = styled.div<{ $ratio: number }>`
  width: ${({ $ratio }) => Math.round($ratio * 100)}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $ratio }) => ($ratio < 0.15 ? theme.colors.warning.main : theme.colors.primary.main)};
`;

const Meta = styled.div`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The day an instant falls on where the customer is (the browser's time zone), as "2026-12-20". */
function localDay(instant: string): string {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function expiryText(t: (key: string, options?: Record<string, unknown>) => string, validUntil: string | null, language: Language): string | null {
  if (!validUntil || Number.isNaN(Date.parse(validUntil))) return null;
  return t('balances.validUntil', { date: formatDay(localDay(validUntil), language, { day: 'numeric', month: 'long', year: 'numeric' }) });
}

/** One counter at a glance: what is left of what was given (a bar), or "unlimited", and until when. */
export function BalanceGauge({ item, language }: { item: BalanceItem; language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const ratio = item.total ? Math.max(0, Math.min(1, item.value / item.total)) : null;
  const value = item.unlimited
    ? t('balances.unlimited')
    : item.total
      ? t('balances.leftOf', { value: formatBalanceValue(item.value, item.unit, language), total: formatBalanceValue(item.total, item.unit, language) })
      : formatBalanceValue(item.value, item.unit, language);
  const expiry = expiryText(t, item.validUntil, language);
  return (
    <Row data-balance-item={item.name}>
      <Head>
        <span>{itemName(item, language)}</span>
        <span>{value}</span>
      </Head>
      {ratio !== null && (
        <Track
          role="meter"
          aria-valuemin={0}
          aria-valuemax={item.total ?? 0}
          aria-valuenow={item.value}
          aria-label={itemName(item, language)}
          aria-valuetext={value}
        >
          <Fill $ratio={ratio} />
        </Track>
      )}
      {expiry && <Meta>{expiry}</Meta>}
    </Row>
  );
}
