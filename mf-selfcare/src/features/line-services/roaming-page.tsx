import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROAMING_EFFECT_MINUTES,
  type Language,
  type NetworkConfigResponse,
  type RoamingStatusResponse,
  type UpdateRoamingResponse,
  type UserLine,
} from '@atlas/contracts';
import { api, toApiError, useErrorText } from '@atlas/runtime';
import { Button, FormAlert, formatMoment, mdnInText, SiteLink, Stack } from '@atlas/ui-kit';
import { Card } from '../../components/selfcare-page';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { actConfig, Notice, QueryFallback, ServicePage, useIdempotencyKey, useLineQuery } from './service-page';

function NetworkConfig({ line }: { line: UserLine }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const [key, renewKey] = useIdempotencyKey();
  const [sent, setSent] = useState<NetworkConfigResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setSent(await api.post<NetworkConfigResponse>('/api/ms-service/v1/network-config', { mdn: line.mdn }, actConfig(key)));
      renewKey();
    } catch (error) {
      setFailure(toApiError(error).code);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="network-config">
      <Stack>
        <h2 id="network-config">{t('roaming.networkTitle')}</h2>
        <p>{t('roaming.networkText')}</p>
        <Button variant="secondary" onClick={() => void send()} loading={busy}>
          {t('roaming.networkSend')}
        </Button>
        {sent && (
          <Notice role="status" $tone="success">
            {t('roaming.networkSent', { number: mdnInText(sent.sentTo) })}
          </Notice>
        )}
        {failure && <FormAlert role="alert">{errorText(failure)}</FormAlert>}
      </Stack>
    </Card>
  );
}

function Roaming({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const [query, reload, replace] = useLineQuery<RoamingStatusResponse>(`/api/ms-service/v1/display-roaming-status?mdn=${line.mdn}`);
  const [key, renewKey] = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'recorded' | 'cancelled' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (query.status !== 'ready') return <QueryFallback query={query} retry={reload} />;
  const status = query.data;
  // One state: a pending request is what the customer sees (with when, and until then), and the one
  // act it offers is to cancel it — asking back for the state in force; otherwise, the switch.
  const target = status.pending ? status.active : !status.active;

  const update = async () => {
    setBusy(true);
    setFailure(null);
    setOutcome(null);
    try {
      const answer = await api.post<UpdateRoamingResponse>('/api/ms-service/v1/update-roaming-status', { mdn: line.mdn, active: target }, actConfig(key));
      renewKey();
      replace(answer);
      setOutcome(answer.pending ? 'recorded' : 'cancelled');
    } catch (error) {
      setFailure(toApiError(error).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack $gap="lg">
      <Card>
        <Stack>
          {status.pending ? (
            <Notice role="status" $tone="warning" data-roaming={status.active ? 'on' : 'off'} data-roaming-pending={status.pending.active ? 'on' : 'off'}>
              {t(status.pending.active ? 'roaming.pendingOn' : 'roaming.pendingOff', { when: formatMoment(status.pending.effectiveAt, language) })}
            </Notice>
          ) : (
            <Notice $tone={status.active ? 'success' : 'info'} data-roaming={status.active ? 'on' : 'off'}>
              {t(status.active ? 'roaming.on' : 'roaming.off')}
            </Notice>
          )}
          {outcome && <p role="status">{t(`roaming.${outcome}`)}</p>}
          <Button
            onClick={() => void update()}
            loading={busy}
            variant={status.pending || !target ? 'secondary' : 'primary'}
            data-roaming-act={status.pending ? 'cancel' : target ? 'on' : 'off'}
          >
            {t(status.pending ? 'roaming.cancelRequest' : target ? 'roaming.activate' : 'roaming.deactivate')}
          </Button>
          <p>{t('roaming.delay', { minutes: ROAMING_EFFECT_MINUTES })}</p>
          {failure && <FormAlert role="alert">{errorText(failure)}</FormAlert>}
          <SiteLink to="/roaming">{t('roaming.prices')}</SiteLink>
        </Stack>
      </Card>
      <NetworkConfig line={line} />
    </Stack>
  );
}

/** roaming (self-care): roaming on or off for the selected line, recorded and effective later; network settings by SMS. */
export function RoamingPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  return (
    <ServicePage title={t('roaming.title')} intro={t('roaming.intro')} language={language}>
      {(line) => <Roaming line={line} language={language} />}
    </ServicePage>
  );
}
