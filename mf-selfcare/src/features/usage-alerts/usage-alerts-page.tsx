import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@atlas/contracts';
import {
  USAGE_ALERT_COUNTERS,
  USAGE_ALERT_THRESHOLDS,
  type UsageAlertCounter,
  type UsageAlertCounterState,
  type UsageAlertSet,
  type UsageAlertsResponse,
} from '@atlas/contracts/usage-alerts';
import { errorCodeOf, skipToken, useErrorText } from '@atlas/runtime';
import { Button, ErrorState, formatDay, mdnInText, Skeleton, Stack, useSession } from '@atlas/ui-kit';
import { FormCheckbox, FormCheckboxGroup } from '@atlas/forms';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { LineSummary } from '../../components/line-summary';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { useSetUsageAlertsMutation, useUsageAlertsQuery } from './usage-alerts-api';

const Counters = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text.secondary};
  li + li {
    margin-top: 2px;
  }
`;

interface AlertsForm {
  internet: string[];
  calls: string[];
  sms: string[];
  bySms: boolean;
  byEmail: boolean;
}

const toForm = (answer: UsageAlertsResponse): AlertsForm => ({
  internet: answer.alerts.internet.map(String),
  calls: answer.alerts.calls.map(String),
  sms: answer.alerts.sms.map(String),
  bySms: answer.channels.sms && answer.smsTo !== null,
  byEmail: answer.channels.email && answer.email !== null,
});

/** A set as saved, whatever the order its boxes were ticked in. */
const savedForm = (values: AlertsForm) =>
  JSON.stringify([[...values.internet].sort(), [...values.calls].sort(), [...values.sms].sort(), values.bySms, values.byEmail]);

const thresholdsOf = (values: string[]) => values.map(Number) as UsageAlertSet['internet'];

/** The day an instant falls on where the customer is (the browser's time zone), as "2026-12-20". */
function localDay(instant: string): string {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const nameIn = (counter: UsageAlertCounterState, language: Language) =>
  language === 'ar' ? counter.name_ar : language === 'en' ? counter.name_en : counter.name;

/** One family's counters as they stand: "Internet national: 52 % used, renews on 31 December". */
function CounterStates({ counters, language }: { counters: UsageAlertCounterState[]; language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  return (
    <Counters>
      {counters.map((counter) => (
        <li key={counter.name}>
          {t('alerts.used', { name: nameIn(counter, language), percent: counter.percentUsed })}
          {counter.validUntil ? ` ${t('alerts.renews', { day: formatDay(localDay(counter.validUntil), language, { day: 'numeric', month: 'long' }) })}` : ''}
        </li>
      ))}
    </Counters>
  );
}

/**
 * mon-compte/alertes-consommation: the selected line's usage alerts — for each family of counters
 * it has (internet, calls, SMS) the thresholds to be told at, and where besides the notification
 * centre (SMS, email). Told once per threshold and per period of the allowance.
 */
export function UsageAlertsPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const errorText = useErrorText();
  const { selectedLine } = useSession();
  const mdn = selectedLine?.mdn;
  const read = useUsageAlertsQuery(mdn ?? skipToken);
  const [save, saving] = useSetUsageAlertsMutation();
  // What was last saved: told as saved while the form shows it — also once the read refreshed
  // after the save has put the saved set back as the form's initial values (which starts the
  // form's own submit state anew).
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const answer = read.currentData;
  const families = USAGE_ALERT_COUNTERS.filter((counter) => answer?.counters.some((state) => state.counter === counter));
  const missing = USAGE_ALERT_COUNTERS.filter((counter) => !families.includes(counter));

  return (
    <SelfcarePage title={t('alerts.title')} intro={t('alerts.intro')} back={SELFCARE_PATHS.account} narrow>
      <Stack $gap="lg">
        <LineSummary language={language} />
        {read.isError && <ErrorState code={errorCodeOf(read.error)} onRetry={() => void read.refetch()} />}
        {!answer && !read.isError && <Skeleton variant="rect" height={240} />}
        {answer && mdn && (
          <Form<AlertsForm>
            key={`${mdn}-${answer.mdn}`}
            initialValues={toForm(answer)}
            // The read refreshed after a save answers what was saved: the form stays as it is (saved).
            initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
            onSubmit={async (values) => {
              const saved = await save({
                mdn,
                alerts: { internet: thresholdsOf(values.internet), calls: thresholdsOf(values.calls), sms: thresholdsOf(values.sms) },
                channels: { sms: values.bySms, email: values.byEmail },
              });
              if ('error' in saved) return { bySms: errorText(errorCodeOf(saved.error)) };
              setLastSaved(savedForm(values));
              return undefined;
            }}
          >
            {({ handleSubmit, submitting, values }) => (
              <form onSubmit={handleSubmit} noValidate data-form="usage-alerts">
                <Stack $gap="lg">
                  {families.length === 0 ? (
                    <Card>
                      <p>{t('alerts.nothingToWatch')}</p>
                    </Card>
                  ) : (
                    families.map((family: UsageAlertCounter) => (
                      <Card key={family} data-alert-family={family}>
                        <CounterStates counters={answer.counters.filter((state) => state.counter === family)} language={language} />
                        <FormCheckboxGroup
                          name={family}
                          legend={t(`alerts.family.${family}`)}
                          row
                          options={USAGE_ALERT_THRESHOLDS.map((threshold) => ({
                            value: String(threshold),
                            label: threshold === 100 ? t('alerts.usedUp') : t('alerts.percent', { percent: threshold }),
                          }))}
                        />
                      </Card>
                    ))
                  )}
                  {missing.length > 0 && families.length > 0 && (
                    <p>{t('alerts.notOffered', { families: missing.map((family) => t(`alerts.family.${family}`)).join(t('alerts.and')) })}</p>
                  )}
                  <Card>
                    <Stack $gap="sm">
                      <h2>{t('alerts.channels')}</h2>
                      <p>{t('alerts.centreAlways')}</p>
                      {answer.smsTo && <FormCheckbox name="bySms" label={t('alerts.bySms', { number: mdnInText(answer.smsTo) })} />}
                      {answer.email && <FormCheckbox name="byEmail" label={t('alerts.byEmail', { email: answer.email })} />}
                    </Stack>
                  </Card>
                  <div>
                    <Button type="submit" loading={submitting || saving.isLoading} disabled={families.length === 0}>
                      {t('alerts.save')}
                    </Button>
                  </div>
                  {lastSaved !== null && lastSaved === savedForm(values) && (
                    <p role="status" data-alerts-saved>
                      {t('alerts.saved')}
                    </p>
                  )}
                </Stack>
              </form>
            )}
          </Form>
        )}
      </Stack>
    </SelfcarePage>
  );
}
