import { useMemo, type ComponentType } from 'react';
import type { Language, RemoteRootProps } from '@atlas/contracts';
import { selectSessionStatus, useAppSelector } from '@atlas/runtime';
import { usePlatform } from './platform-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemoteModule } from './use-remote-module';
import { PageSkeleton } from '../pages/page-skeleton';

/** Renders the routes module of the remote that owns the current path. */
export function RemoteArea({ remote, language }: { remote: string; language: Language }) {
  const platform = usePlatform();
  const target = useMemo(() => platform.targetOf(remote), [platform, remote]);
  const exposed = target?.version.routesModule ?? './routes';
  const { state, retry } = useRemoteModule<{ default: ComponentType<RemoteRootProps> }>(target, exposed, platform.preloadedModule(remote, exposed));

  // The page waits (its code loading meanwhile) until the kept session is read back: a page that
  // reads on arrival (a payment's result after the gateway) must not ask as a visitor a moment
  // before the customer's tokens are there.
  const sessionKnown = useAppSelector((root) => selectSessionStatus(root) !== 'unknown');
  if (state.status === 'loading' || !sessionKnown) return <PageSkeleton />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  const Root = state.module.default;
  return (
    <RemoteErrorBoundary remote={remote} fallback={(reset) => <RemoteFallback remote={remote} onRetry={reset} />}>
      <div data-remote-area={remote} data-remote-version={state.version} style={{ display: 'contents' }}>
        <Root language={language} selfCarePrefix={platform.selfCarePrefix} />
      </div>
    </RemoteErrorBoundary>
  );
}
