import { useTranslation } from 'react-i18next';
import { ErrorState } from '@atlas/ui-kit';
import { SHELL_NS } from '../i18n/shell';

/** What a customer sees in place of a remote that cannot load: the rest of the page still works. */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div data-testid="remote-fallback" data-remote={remote}>
      <ErrorState title={t('remoteUnavailableTitle')} description={t('remoteUnavailableText')} onRetry={onRetry} retryLabel={t('retry')} />
    </div>
  );
}
