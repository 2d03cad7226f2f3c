import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Language, type UserLine } from '@atlas/contracts';
import { readState, useAppDispatch, useErrorText } from '@atlas/runtime';
import { Button, ErrorState, Skeleton, Stack, useSession } from '@atlas/ui-kit';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { SELFCARE_PATHS, SERVICE_PATHS } from '../../platform-remote';
import { absentFor, type SegmentService } from '../../components/line-service-fit';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { LineSummary } from '../../components/line-summary';
import { lineServicesApi, useLineStateQuery } from './line-services-api';

export const Notice = styled.p<{ $tone?: 'info' | 'success' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone = 'info' }) => theme.colors[$tone].light};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/**
 * An Idempotency-Key for one intent: kept across a retry of the same act (a lost answer never acts
 * twice), renewed once the act is done so the next one is a new request.
 */
export function useIdempotencyKey(): [string, () => void] {
  const key = useRef(crypto.randomUUID());
  const [, rerender] = useState(0);
  const renew = useCallback(() => {
    key.current = crypto.randomUUID();
    rerender((n) => n + 1);
  }, []);
  return [key.current, renew];
}

/** Headers of a line act: the key; the api client adds the bearer and the line's segmentation token. */
export const actConfig = (key: string) => ({ authorized: true, headers: { 'Idempotency-Key': key } });

export type LineQuery<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; code: string };

/** A line's state read fresh (no cache: it changes with each act), again with `reload` or `replace`. */
export function useLineQuery<T>(url: string): [LineQuery<T>, () => void, (data: T) => void] {
  const dispatch = useAppDispatch();
  const mdn = useSession().selectedLine?.mdn ?? '';
  const result = useLineStateQuery({ url, mdn }, { refetchOnMountOrArgChange: true });
  const answer = readState(result);
  // Asked again: a skeleton while it comes, as at first.
  const state: LineQuery<T> =
    result.isFetching || answer.status === 'loading'
      ? { status: 'loading' }
      : answer.status === 'error'
        ? { status: 'error', code: answer.code }
        : { status: 'ready', data: answer.data as T };
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);
  // An act answers the new state: it replaces the one read, without asking again.
  const replace = useCallback((data: T) => void dispatch(lineServicesApi.util.updateQueryData('lineState', { url, mdn }, () => data)), [dispatch, url, mdn]);
  return [state, reload, replace];
}

/** What a line query shows until it is ready: a skeleton, or the error with a retry. */
export function QueryFallback({ query, retry }: { query: LineQuery<unknown>; retry: () => void }) {
  const { t } = useTranslation(SERVICES_NS);
  const errorText = useErrorText();
  if (query.status === 'error') return <ErrorState message={errorText(query.code)} code={query.code} onRetry={retry} retryLabel={t('common.retry')} />;
  return (
    <Stack aria-busy="true">
      <Skeleton width="60%" height={24} />
      <Skeleton lines={2} />
    </Stack>
  );
}

/**
 * A service opened for a line it cannot succeed on (a prepaid line's plan change, a postpaid line's
 * migration): why, and the one that applies — instead of asking the API for a refusal.
 */
export function NotForThisLine({ service, line, children }: { service: SegmentService; line: UserLine; children: ReactNode }) {
  const { t } = useTranslation(SERVICES_NS);
  const path = useSelfcarePath();
  const why = absentFor(service, line);
  if (!why) return <>{children}</>;
  return (
    <Card>
      <Stack>
        <Notice role="status" data-service-absent={service}>
          {t(`menu.absent.${why.reason}`)}
        </Notice>
        <Button to={path(SERVICE_PATHS[why.instead])}>{t(`menu.${why.instead}`)}</Button>
      </Stack>
    </Card>
  );
}

export interface ServicePageProps {
  title: string;
  intro?: string;
  language: Language;
  /** The service for the selected mobile line; rendered again from scratch when the line changes. */
  children: (line: UserLine) => ReactNode;
}

/**
 * A line service's page: the selected line with the line switcher, then the service for that line
 * (mobile lines only: another line kind is asked to pick a mobile line in the switcher).
 */
export function ServicePage({ title, intro, language, children }: ServicePageProps) {
  const { t } = useTranslation(SERVICES_NS);
  const { selectedUserLine } = useSession();
  return (
    <SelfcarePage title={title} intro={intro} back={SELFCARE_PATHS.dashboard} narrow>
      <Stack $gap="lg">
        <LineSummary language={language} />
        {selectedUserLine &&
          (selectedUserLine.kind === 'mobile' ? (
            <div key={selectedUserLine.mdn} data-service-line={selectedUserLine.mdn}>
              {children(selectedUserLine)}
            </div>
          ) : (
            <Card>
              <Notice role="status" $tone="warning">
                {t('common.mobileOnly')}
              </Notice>
            </Card>
          ))}
      </Stack>
    </SelfcarePage>
  );
}
