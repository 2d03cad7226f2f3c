/** The selected remote's rollout: its state and its steps. */
import { useTranslation } from 'react-i18next';
import type { Language } from '@atlas/contracts';
import { Banner, Facts, MutedText } from '@atlas/ui-kit';
import type { RolloutState, SeriesResponse } from './operations-api';
import { OPERATIONS_NS } from './i18n/operations';
import { useFormat } from './operations-format';
import { Card, Column, Scroll, Table } from './operations-layout';

export function RolloutCard({ series, language }: { series: SeriesResponse; language: Language }) {
  const { t } = useTranslation(OPERATIONS_NS);
  const { dateTime, number } = useFormat(language);
  const rollout: RolloutState | null = series.rollout;
  return (
    <Card aria-labelledby="rollout-title" data-rollout={rollout?.status ?? 'none'}>
      <h2 id="rollout-title">{t('canaryTitle')}</h2>
      <p data-canary>{series.canary ? t('canaryShare', { version: series.canary.version, percent: series.canary.percent }) : t('noCanary')}</p>
      {!rollout ? (
        <MutedText>{t('noRollout')}</MutedText>
      ) : (
        <Column $gap="sm">
          <h3>{t('rolloutOf', { version: rollout.version, stable: rollout.stableVersion })}</h3>
          <Facts>
            <dt>{t('status')}</dt>
            <dd data-rollout-status={rollout.status}>{t(`status_${rollout.status}`)}</dd>
            <dt>{t('step')}</dt>
            <dd data-rollout-step>{t('stepOf', { step: rollout.step + 1, steps: rollout.steps.length, percent: rollout.steps[rollout.step] ?? 0 })}</dd>
            <dt>{t('stepStarted')}</dt>
            <dd>{dateTime(rollout.stepStartedAt)}</dd>
          </Facts>
          {rollout.decisions.length > 0 && (
            <>
              <h3>{t('decisions')}</h3>
              {[...rollout.decisions].reverse().map((decision) => (
                <Banner
                  key={decision.at}
                  $tone={decision.verdict === 'abort' ? 'danger' : decision.verdict === 'stopped' ? 'info' : 'success'}
                  data-decision={decision.verdict}
                >
                  <p>
                    <strong>
                      {dateTime(decision.at)} — {t('step')} {decision.step + 1} ({decision.percent} %) : {t(`verdict_${decision.verdict}`)}
                    </strong>
                  </p>
                  <p dir="ltr">{decision.reason}</p>
                  {(decision.canary || decision.stable) && (
                    <Scroll>
                      <Table>
                        <thead>
                          <tr>
                            <th scope="col">{t('arm')}</th>
                            <th scope="col">{t('pageViews')}</th>
                            <th scope="col">{t('errors')}</th>
                            <th scope="col">{t('failures')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {[decision.canary, decision.stable].filter(Boolean).map((arm) => (
                            <tr key={arm!.version}>
                              <th scope="row">{arm!.version}</th>
                              <td>{number(arm!.pageViews)}</td>
                              <td>{number(arm!.errors)}</td>
                              <td>{number(arm!.failures)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </Table>
                    </Scroll>
                  )}
                  {decision.checks && decision.checks.length > 0 && (
                    <Scroll>
                      <Table>
                        <thead>
                          <tr>
                            <th scope="col">{t('check')}</th>
                            <th scope="col">{t('status')}</th>
                            <th scope="col">{t('role_canary')}</th>
                            <th scope="col">{t('role_stable')}</th>
                            <th scope="col">{t('pValue')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {decision.checks.map((check) => (
                            <tr key={check.metric}>
                              <th scope="row">{check.metric}</th>
                              <td>{check.verdict}</td>
                              <td>{check.canary === null ? '—' : number(check.canary, 4)}</td>
                              <td>{check.stable === null ? '—' : number(check.stable, 4)}</td>
                              <td>{check.pValue === undefined ? '—' : number(check.pValue, 5)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </Table>
                    </Scroll>
                  )}
                </Banner>
              ))}
            </>
          )}
        </Column>
      )}
    </Card>
  );
}
