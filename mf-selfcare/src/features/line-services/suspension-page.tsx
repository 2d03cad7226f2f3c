import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Language,
  type LineStatusResponse,
  type LineSuspensionReason,
  type SuspendReactivateRequest,
  type SuspendReactivateResponse,
  type UserLine,
} from '@atlas/contracts';
import { api, toApiError, useErrorText } from '@atlas/runtime';
import { Button, FormAlert, formatMoment, RadioGroup, SiteLink, Stack, SuccessPanel } from '@atlas/ui-kit';
import { Card } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { SERVICE_PATHS } from '../../platform-remote';
import { LostLineConfirmation } from './lost-line-confirmation';
import { actConfig, Notice, QueryFallback, ServicePage, useIdempotencyKey, useLineQuery } from './service-page';

function Suspension({ line, language }: { line: UserLine; language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  const path = useSelfcarePath();
  const [query, reload, replace] = useLineQuery<LineStatusResponse>(`/api/ms-service/v1/line-status?mdn=${line.mdn}`);
  const [reason, setReason] = useState<LineSuspensionReason | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<SuspendReactivateResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [key, renewKey] = useIdempotencyKey();

  if (query.status !== 'ready') return <QueryFallback query={query} retry={reload} />;
  const status = query.data;
  const action = status.status === 'active' ? 'suspend' : 'reactivate';

  const start = () => {
    setDone(null);
    setFailure(null);
    if (action === 'suspend' && !reason) {
      setReasonError(t('suspension.reasonRequired'));
      return;
    }
    setConfirming(true);
  };

  const act = async (otpToken: string) => {
    try {
      const body: SuspendReactivateRequest = { mdn: line.mdn, action, otpToken, ...(action === 'suspend' ? { reason } : {}) };
      const answer = await api.post<SuspendReactivateResponse>('/api/ms-service/v1/suspend-reactivate-line', body, actConfig(key));
      renewKey();
      setDone(answer);
      replace(answer);
    } catch (error) {
      setFailure(toApiError(error).code);
      reload();
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack $gap="lg">
      {done && (
        <SuccessPanel role="status" data-suspension-done={done.status}>
          <h2>{t(done.status === 'suspended' ? 'suspension.suspendedDone' : 'suspension.reactivatedDone')}</h2>
          <p>{t('common.reference', { reference: done.reference })}</p>
        </SuccessPanel>
      )}
      <Card>
        <Stack>
          <Notice $tone={status.status === 'active' ? 'success' : 'warning'} data-line-status={status.status}>
            {status.status === 'active'
              ? t('suspension.active')
              : t('suspension.suspended', { since: formatMoment(status.since!, language), reason: t(`suspension.${status.reason ?? 'lost'}`) })}
          </Notice>
          {confirming ? (
            <>
              <LostLineConfirmation line={line} language={language} onConfirmed={(token) => void act(token)} />
              <Button variant="link" onClick={() => setConfirming(false)}>
                {t('lostLine.back')}
              </Button>
            </>
          ) : (
            <>
              {action === 'suspend' && (
                <RadioGroup
                  name="reason"
                  legend={t('suspension.reasonLegend')}
                  required
                  value={reason}
                  error={reasonError}
                  onChange={(value) => (setReason(value as LineSuspensionReason), setReasonError(undefined))}
                  options={[
                    { value: 'lost', label: t('suspension.lost') },
                    { value: 'stolen', label: t('suspension.stolen') },
                  ]}
                />
              )}
              <Button variant={action === 'suspend' ? 'primary' : 'secondary'} onClick={start}>
                {t(`suspension.${action}`)}
              </Button>
            </>
          )}
          {failure && <FormAlert role="alert">{errorText(failure)}</FormAlert>}
          {status.status === 'suspended' && <SiteLink to={path(SERVICE_PATHS.simSwap)}>{t('suspension.newSim')}</SiteLink>}
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * assistance/suspension-ligne: a lost or stolen phone's line suspended at once, reactivated later,
 * each confirmed with what the customer still has (never a code to the lost line).
 */
export function SuspensionPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  return (
    <ServicePage title={t('suspension.title')} intro={t('suspension.intro')} language={language}>
      {(line) => <Suspension line={line} language={language} />}
    </ServicePage>
  );
}
