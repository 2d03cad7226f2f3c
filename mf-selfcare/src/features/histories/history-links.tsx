import { useTranslation } from 'react-i18next';
import { SiteLink } from '@atlas/ui-kit';
import { HISTORIES_NS } from '../../i18n/selfcare-histories';

const TRANSACTION_HISTORY_PATH = 'TransactionHistory';
export const CALL_HISTORY_PATH = 'dashboard/HistoryAppels';
export const CALL_HISTORY_CHECK_PATH = 'dashboard/HistoryAppels/checkOtp';

/** The account menu's links to the histories. */
export function HistoryLinks({ go }: { go: (path: string) => string }) {
  const { t } = useTranslation(HISTORIES_NS);
  return (
    <>
      <SiteLink to={go(TRANSACTION_HISTORY_PATH)}>{t('links.transactions')}</SiteLink>
      <SiteLink to={go(CALL_HISTORY_PATH)}>{t('links.calls')}</SiteLink>
      <SiteLink to={`${go('assistance/sav')}?from=${encodeURIComponent(typeof window === 'undefined' ? '' : window.location.pathname)}`}>
        {t('links.sav')}
      </SiteLink>
    </>
  );
}
