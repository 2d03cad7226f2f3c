/** Each figure of the selected remote's versions over time, one chart a figure. */
import { useTranslation } from 'react-i18next';
import type { Language } from '@atlas/contracts';
import type { SeriesResponse } from './operations-api';
import { OPERATIONS_NS } from './i18n/operations';
import { LINE_STYLES, VersionChart } from './version-chart';
import { METRICS, useFormat } from './operations-format';
import { Card, Charts, Legend } from './operations-layout';

export function SeriesCharts({ series, language }: { series: SeriesResponse; language: Language }) {
  const { t } = useTranslation(OPERATIONS_NS);
  const { figure, time } = useFormat(language);
  const roleLabel = (role: string) => t(`role_${role}`);
  return (
    <Card aria-labelledby="charts-title">
      <h2 id="charts-title">{t('chartsTitle')}</h2>
      <Legend aria-hidden="true">
        {series.versions.map((version) => (
          <li key={version.version}>
            <svg width="28" height="10" aria-hidden="true">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                stroke={LINE_STYLES[version.role].colour}
                strokeWidth="2"
                strokeDasharray={LINE_STYLES[version.role].dash || undefined}
              />
            </svg>{' '}
            {version.version} ({roleLabel(version.role)})
          </li>
        ))}
      </Legend>
      <Charts>
        {METRICS.map(({ metric, label }) => {
          const lines = series.versions.map((version) => ({
            version: version.version,
            role: version.role,
            roleLabel: roleLabel(version.role),
            points: version.minutes.map((minute) => ({ minute: minute.minute, value: minute[metric] })),
          }));
          const description = t('chartDesc', {
            metric: t(label),
            since: time(series.since),
            until: time(series.until),
            lines: lines
              .map((line) =>
                t('chartLine', {
                  version: line.version,
                  role: line.roleLabel,
                  points: line.points.map((point) => `${time(point.minute)} ${figure(metric, point.value)}`).join(', '),
                }),
              )
              .join(' '),
          });
          return (
            <VersionChart
              key={metric}
              metric={metric}
              title={t(label)}
              description={description}
              lines={lines}
              since={series.since}
              until={series.until}
              format={(value) => figure(metric, value)}
              formatMinute={time}
              minuteLabel={t('minute')}
              figuresLabel={t('showFigures')}
            />
          );
        })}
      </Charts>
    </Card>
  );
}
