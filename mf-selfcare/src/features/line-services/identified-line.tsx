import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type UserLine } from '@atlas/contracts';
import { localeFromPath } from '@atlas/runtime';
import { Button, mdnInText, Skeleton, Stack, useSelfCarePrefix } from '@atlas/ui-kit';
import { Card } from '../../components/selfcare-page';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { SELFCARE_PATHS } from '../../platform-remote';
import { useIdentificationStatusQuery } from './line-services-api';
import { Notice } from './service-page';

/** mf-identification's flow: `mdn` fills the line in, `returnUrl` is the way back once identified. */
export const IDENTIFICATION_PATH = '/identification';

/**
 * A service that needs the line's holder known (SIM swap, number change): when the line is not
 * identified (check-identification-status), the customer is sent to the identification flow with
 * the way back to this page, instead of the service. The server refuses the act anyway (service-019).
 */
export function IdentifiedLine({ line, children }: { line: UserLine; children: ReactNode }) {
  const { t } = useTranslation(SERVICES_NS);
  const { pathname } = useLocation();
  const prefix = useSelfCarePrefix();
  const status = useIdentificationStatusQuery(line.mdn, { refetchOnMountOrArgChange: true });
  // The spec's default is identified: a failed check lets the service show (the server still checks).
  const identified = status.isError ? true : status.currentData && !status.isFetching ? status.currentData.isIdentified !== false : null;

  if (identified === null) return <Skeleton variant="rect" height={120} />;
  if (identified) return <>{children}</>;
  const back = localeFromPath(pathname).rest;
  return (
    <Card data-identification-required>
      <Stack>
        <h2>{t('identify.title')}</h2>
        <Notice role="status" $tone="warning">
          {t('identify.text', { number: mdnInText(line.mdn) })}
        </Notice>
        <Button to={`${IDENTIFICATION_PATH}?mdn=${line.mdn}&returnUrl=${encodeURIComponent(back)}`}>{t('identify.start')}</Button>
        <Button variant="secondary" to={`${prefix}/${SELFCARE_PATHS.dashboard}`}>
          {t('identify.back')}
        </Button>
      </Stack>
    </Card>
  );
}
