/** The selected remote's versions and their figures over the window. */
import { useTranslation } from 'react-i18next';
import type { Language } from '@atlas/contracts';
import type { SeriesResponse, VersionFigures } from './operations-api';
import { OPERATIONS_NS } from './i18n/operations';
import { METRICS, useFormat } from './operations-format';
import { Scroll, Table } from './operations-layout';

export function VersionsTable({ series, language }: { series: SeriesResponse; language: Language }) {
  const { t } = useTranslation(OPERATIONS_NS);
  const { figure } = useFormat(language);
  return (
    <Scroll>
      <Table data-versions-table>
        <caption>
          <strong>{t('versions')}</strong>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('version')}</th>
            {METRICS.map(({ metric, label }) => (
              <th scope="col" key={metric}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.versions.map((version) => (
            <tr key={version.version} data-version={version.version}>
              <th scope="row">
                {version.version} ({t(`role_${version.role}`)})
              </th>
              {METRICS.map(({ metric }) => (
                <td key={metric}>{figure(metric, version.totals[metric as keyof VersionFigures] as number | null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
