/** The operators' latest acts. */
import { useTranslation } from 'react-i18next';
import type { Language } from '@atlas/contracts';
import type { AuditEntry } from './operations-api';
import { OPERATIONS_NS } from './i18n/operations';
import { useFormat } from './operations-format';
import { Card, Scroll, Table } from './operations-layout';

export function AuditCard({ entries, language }: { entries: AuditEntry[]; language: Language }) {
  const { t } = useTranslation(OPERATIONS_NS);
  const { dateTime } = useFormat(language);
  return (
    <Card aria-labelledby="audit-title">
      <h2 id="audit-title">{t('auditTitle')}</h2>
      <Scroll>
        <Table data-audit>
          <thead>
            <tr>
              <th scope="col">{t('at')}</th>
              <th scope="col">{t('who')}</th>
              <th scope="col">{t('action')}</th>
              <th scope="col">{t('outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`} data-audit-entry={`${entry.action}:${entry.outcome}`}>
                <td>{dateTime(entry.at)}</td>
                <td>{entry.login}</td>
                <td>{t(`action_${entry.action}`, { defaultValue: entry.action })}</td>
                <td>{t(`outcome_${entry.outcome}`)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </Card>
  );
}
