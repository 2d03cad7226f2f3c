/** The signed-in operator's dashboard: a remote and a window chosen, its rollout, versions, charts and the audit. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@atlas/contracts';
import { Button, FormAlert, Inline, MutedText, Page, Select } from '@atlas/ui-kit';
import { type AuditEntry, OperationsError, type OperatorSession, type RemoteSummary, type SeriesResponse, operationsApi } from './operations-api';
import { OPERATIONS_NS } from './i18n/operations';
import { AuditCard } from './audit-card';
import { Card, Column } from './operations-layout';
import { RolloutCard } from './rollout-card';
import { SeriesCharts } from './series-charts';
import { VersionsTable } from './versions-table';

const WINDOWS = [30, 60, 360, 1440] as const;

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

export function Dashboard({
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
