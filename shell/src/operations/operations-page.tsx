import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@atlas/contracts';
import { Banner, Button, Card as KitCard, Facts, FormAlert, Inline, MutedText, Page, Select, Stack, TextField } from '@atlas/ui-kit';
import {
  operationsApi,
  OperationsError,
  type AuditEntry,
  type OperatorSession,
  type RemoteSummary,
  type RolloutState,
  type SeriesResponse,
  type VersionFigures,
} from './operations-api';
import { OPERATIONS_NS } from './i18n/operations';
import { LINE_STYLES, VersionChart } from './version-chart';

/**
 * The operator's session: in this tab's memory only (gone with a reload or the tab), never beside
 * the customer's session, never stored on the device.
 */
let kept: OperatorSession | null = null;

/** Forgets the tab's operator session (tests start each from a signed-out tab). */
export const forgetOperatorSession = () => {
  kept = null;
};

const WINDOWS = [30, 60, 360, 1440] as const;

type Metric = 'pageViews' | 'errorRate' | 'failures' | 'lcpP75' | 'inpP75' | 'clsP75';
const METRICS: Array<{ metric: Metric; label: string }> = [
  { metric: 'pageViews', label: 'pageViews' },
  { metric: 'errorRate', label: 'errorRate' },
  { metric: 'failures', label: 'failures' },
  { metric: 'lcpP75', label: 'lcp' },
  { metric: 'inpP75', label: 'inp' },
  { metric: 'clsP75', label: 'cls' },
];

/** The kit's card, whose one column may shrink below its tables' width (they scroll inside). */
const Card = styled(KitCard)`
  grid-template-columns: minmax(0, 1fr);
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.9rem;
  th,
  td {
    padding: 6px 8px;
    text-align: start;
    border-bottom: 1px solid #e5e7eb;
    white-space: nowrap;
  }
`;

/** A table wider than a phone scrolls sideways in its box, which the keyboard can reach (WCAG 2.1.1). */
const Scroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;
  max-width: 100%;
`;

/** A column whose blocks may shrink below their tables' width (the tables scroll inside). */
const Column = styled(Stack)`
  min-width: 0;
  & > * {
    min-width: 0;
    max-width: 100%;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

function useFormat(language: Language) {
  const locale = language === 'ar' ? 'ar-MA-u-nu-latn' : language === 'en' ? 'en-GB' : 'fr-FR';
  const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const time = (iso: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
  const figure = (metric: Metric, value: number | null): string => {
    if (value === null) return '—';
    if (metric === 'errorRate') return `${number(value * 100, 1)} %`;
    if (metric === 'lcpP75' || metric === 'inpP75') return `${number(value)} ms`;
    if (metric === 'clsP75') return number(value, 3);
    return number(value);
  };
  return { number, time, dateTime, figure };
}

function SignInForm({ onSignedIn }: { onSignedIn: (session: OperatorSession) => void }) {
  const { t } = useTranslation(OPERATIONS_NS);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { ...(login.trim() ? {} : { login: t('required') }), ...(password ? {} : { password: t('required') }) };
    setErrors(found);
    setRefusal(null);
    if (found.login || found.password) {
      document.getElementById(found.login ? 'operator-login' : 'operator-password')?.focus();
      return;
    }
    setBusy(true);
    try {
      onSignedIn(await operationsApi.signIn(login.trim().toLowerCase(), password));
    } catch (error) {
      const status = error instanceof OperationsError ? error.status : 0;
      setRefusal(status === 401 ? t('badCredentials') : status === 429 ? t('slowed', { seconds: 60 }) : t('failed'));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('signInTitle')} intro={t('signInIntro')} narrow>
      <Card>
        <form onSubmit={submit} noValidate data-operator-sign-in>
          <Stack $gap="md">
            {refusal && <FormAlert role="alert">{refusal}</FormAlert>}
            <TextField
              id="operator-login"
              label={t('login')}
              name="login"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={login}
              error={errors.login}
              onChange={(event) => setLogin(event.target.value)}
            />
            <TextField
              id="operator-password"
              label={t('password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={errors.password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="submit" loading={busy}>
              {t('signIn')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}

function RolloutCard({ series, language }: { series: SeriesResponse; language: Language }) {
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

function VersionsTable({ series, language }: { series: SeriesResponse; language: Language }) {
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

function SeriesCharts({ series, language }: { series: SeriesResponse; language: Language }) {
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

function AuditCard({ entries, language }: { entries: AuditEntry[]; language: Language }) {
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

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

function Dashboard({
  session,
  language,
  onSignOut,
  onExpired,
}: {
  session: OperatorSession;
  language: Language;
  onSignOut: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation(OPERATIONS_NS);
  const [remotes, setRemotes] = useState<Load<RemoteSummary[]>>({ status: 'loading' });
  const [remote, setRemote] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<number>(60);
  const [series, setSeries] = useState<Load<SeriesResponse> | null>(null);
  const [audit, setAudit] = useState<AuditEntry[]>([]);
  const [round, setRound] = useState(0);

  const refused = useCallback(
    (error: unknown) => {
      if (error instanceof OperationsError && (error.status === 401 || error.status === 403)) onExpired();
    },
    [onExpired],
  );

  useEffect(() => {
    let live = true;
    operationsApi.remotes(session).then(
      ({ remotes: found }) => {
        if (!live) return;
        setRemotes({ status: 'ready', value: found });
        setRemote((current) => current ?? found[0]?.name ?? null);
      },
      (error: unknown) => {
        refused(error);
        if (live) setRemotes({ status: 'failed' });
      },
    );
    operationsApi.audit(session).then(
      ({ entries }) => live && setAudit(entries),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [session, refused, round]);

  useEffect(() => {
    if (!remote) return;
    let live = true;
    setSeries((current) => (current?.status === 'ready' ? current : { status: 'loading' }));
    operationsApi.series(session, remote, minutes).then(
      (value) => live && setSeries({ status: 'ready', value }),
      (error: unknown) => {
        refused(error);
        if (live) setSeries({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [session, remote, minutes, refused, round]);

  const windowLabel = (value: number) => (value < 60 ? t('minutes', { count: value }) : t('hours', { count: value / 60 }));

  return (
    <Page title={t('title')} intro={t('signedInAs', { login: session.login })}>
      <Column $gap="lg">
        <Inline $gap="md" $justify="between">
          <Inline $gap="md">
            {remotes.status === 'ready' && remotes.value.length > 0 && (
              <Select
                id="operations-remote"
                label={t('remote')}
                placeholder={false}
                value={remote ?? ''}
                options={remotes.value.map((item) => ({ value: item.name, label: item.name }))}
                onChange={(event) => setRemote(event.target.value)}
              />
            )}
            <Select
              id="operations-window"
              label={t('window')}
              placeholder={false}
              value={String(minutes)}
              options={WINDOWS.map((value) => ({ value: String(value), label: windowLabel(value) }))}
              onChange={(event) => setMinutes(Number(event.target.value))}
            />
          </Inline>
          <Inline $gap="sm">
            <Button variant="secondary" onClick={() => setRound((value) => value + 1)}>
              {t('refresh')}
            </Button>
            <Button variant="ghost" onClick={onSignOut}>
              {t('signOut')}
            </Button>
          </Inline>
        </Inline>
        {remotes.status === 'failed' && <FormAlert role="alert">{t('failed')}</FormAlert>}
        {remotes.status === 'ready' && remotes.value.length === 0 && <MutedText>{t('noRemote')}</MutedText>}
        {series?.status === 'loading' && <MutedText aria-live="polite">{t('loading')}</MutedText>}
        {series?.status === 'failed' && <FormAlert role="alert">{t('failed')}</FormAlert>}
        {series?.status === 'ready' && (
          <>
            <RolloutCard series={series.value} language={language} />
            <Card aria-labelledby="versions-title">
              <h2 id="versions-title">{series.value.remote}</h2>
              {series.value.versions.length === 0 ? <MutedText>{t('noData')}</MutedText> : <VersionsTable series={series.value} language={language} />}
            </Card>
            {series.value.versions.length > 0 && <SeriesCharts series={series.value} language={language} />}
          </>
        )}
        {audit.length > 0 && <AuditCard entries={audit} language={language} />}
      </Column>
    </Page>
  );
}

/** /operations: an operator signs in (never with a customer's account), then sees each remote's versions over time. */
export default function OperationsPage({ language }: { language: Language }) {
  const { t } = useTranslation(OPERATIONS_NS);
  const [session, setSession] = useState<OperatorSession | null>(kept);
  const [expired, setExpired] = useState(false);
  const keep = (next: OperatorSession | null) => {
    kept = next;
    setSession(next);
  };
  const onExpired = useCallback(() => {
    kept = null;
    setSession(null);
    setExpired(true);
  }, []);
  if (!session) {
    return (
      <>
        {expired && (
          <Banner $tone="info" role="status">
            {t('expired')}
          </Banner>
        )}
        <SignInForm
          onSignedIn={(next) => {
            setExpired(false);
            keep(next);
          }}
        />
      </>
    );
  }
  return <Dashboard session={session} language={language} onSignOut={() => keep(null)} onExpired={onExpired} />;
}
