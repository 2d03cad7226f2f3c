import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Language } from '@atlas/contracts';
import { atlasApi, skipToken } from '@atlas/runtime';
import { formatAmount, formatDay, VisuallyHidden } from '@atlas/ui-kit';
import type { UsageMonth, UsageSummaryResponse } from '@atlas/contracts/histories';
import { Card } from './selfcare-page';
import { useShownLine } from './shown-line';
import { HISTORIES_NS } from '../i18n/selfcare-histories';

const usageApi = atlasApi.injectEndpoints({
  endpoints: (build) => ({
    /** The selected line's use (the segmentation token says which line; its number keys the read). */
    usageSummary: build.query<UsageSummaryResponse, string>({
      query: () => ({ url: '/api/ms-consumption/v1/usage-summary', authorized: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  figure {
    margin: 0;
  }
  figcaption {
    margin-bottom: 4px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  svg {
    width: 100%;
    height: auto;
  }
`;

const Forecast = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.info.light};
`;

type Metric = 'dataGb' | 'callMinutes' | 'sms';
const UNITS: Record<Metric, Record<Language, string>> = {
  dataGb: { fr: 'Go', ar: 'جيغا', en: 'GB' },
  callMinutes: { fr: 'min', ar: 'دقيقة', en: 'min' },
  sms: { fr: 'SMS', ar: 'رسالة', en: 'SMS' },
};
const monthLabel = (month: string, language: Language) => formatDay(`${month}-01`, language, { month: 'short' });

/** One metric's months as bars: a picture with its text alternative, and the numbers in a hidden table. */
function BarChart({ months, metric, title, language }: { months: UsageMonth[]; metric: Metric; title: string; language: Language }) {
  const id = useId();
  const max = Math.max(...months.map((month) => month[metric]), 1);
  const width = 240;
  const height = 120;
  const bar = width / months.length;
  const unit = UNITS[metric][language];
  const text = months.map((month) => `${monthLabel(month.month, language)} ${formatAmount(month[metric], language)} ${unit}`).join(', ');
  return (
    <figure data-chart={metric}>
      <figcaption id={id}>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-labelledby={id} aria-describedby={`${id}-d`}>
        <desc id={`${id}-d`}>{text}</desc>
        {months.map((month, index) => {
          const h = Math.round((month[metric] / max) * (height - 16));
          // Left to right in every language: time reads left to right on a chart's axis here.
          const x = index * bar + bar * 0.2;
          return (
            <g key={month.month}>
              <rect x={x} y={height - h} width={bar * 0.6} height={h} rx={3} fill={index === months.length - 1 ? '#e58ac3' : '#c8007e'} />
              <text x={x + bar * 0.3} y={height - h - 4} textAnchor="middle" fontSize="10" fill="currentColor">
                {formatAmount(month[metric], language)}
              </text>
              <text x={x + bar * 0.3} y={height + 14} textAnchor="middle" fontSize="10" fill="currentColor">
                {monthLabel(month.month, language)}
              </text>
            </g>
          );
        })}
      </svg>
      <VisuallyHidden as="table">
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th>{monthLabel(month.month, language)}</th>
              <td>
                {formatAmount(month[metric], language)} {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </figure>
  );
}

/**
 * Each balance's use over the last months and, for internet and minutes, the day it runs out at
 * the present pace. A component of its own, for dashboard/details (whoever builds that page).
 */
export function BalanceUsageChart({ language }: { language: Language }) {
  const { t } = useTranslation(HISTORIES_NS);
  const { selectedLine } = useShownLine();
  // Nothing while it loads or when it fails: the chart adds to the page, it never holds it up.
  const summary = usageApi.useUsageSummaryQuery(selectedLine ? selectedLine.mdn : skipToken, { refetchOnMountOrArgChange: true }).currentData;
  if (!summary) return null;
  const nameOf = (item: UsageSummaryResponse['forecasts'][number]) => (language === 'ar' ? item.name_ar : language === 'en' ? item.name_en : item.name);
  return (
    <Card aria-labelledby="usage-chart-title" data-usage-chart>
      <h2 id="usage-chart-title">{t('chart.title')}</h2>
      <Charts>
        <BarChart months={summary.months} metric="dataGb" title={t('chart.internet')} language={language} />
        <BarChart months={summary.months} metric="callMinutes" title={t('chart.calls')} language={language} />
        <BarChart months={summary.months} metric="sms" title={t('chart.sms')} language={language} />
      </Charts>
      {summary.forecasts.map((item) => (
        <Forecast key={item.category} data-forecast={item.category}>
          {item.runsOutOn
            ? t('chart.runsOut', {
                name: nameOf(item),
                date: formatDay(item.runsOutOn.slice(0, 10), language, { day: 'numeric', month: 'long' }),
                perDay: formatAmount(item.perDay, language),
                unit: UNITS[item.unit === 'Go' ? 'dataGb' : 'callMinutes'][language],
              })
            : t('chart.lasts', { name: nameOf(item) })}
        </Forecast>
      ))}
    </Card>
  );
}
