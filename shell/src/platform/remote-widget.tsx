import { useMemo, type ComponentType } from 'react';
import type { Language, RemoteWidgetProps } from '@atlas/contracts';
import { usePlatform } from './platform-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteModule } from './use-remote-module';

function LoadedWidget({ name, language }: { name: string; language: Language }) {
  const platform = usePlatform();
  const widget = useMemo(() => platform.widgetOf(name), [platform, name]);
  const { state } = useRemoteModule<{ default: ComponentType<RemoteWidgetProps> }>(widget?.target ?? null, widget?.module ?? '');
  if (state.status !== 'ready' || !widget) return null;
  const Widget = state.module.default;
  return (
    <RemoteErrorBoundary remote={widget.target.name} fallback={() => null}>
      <Widget language={language} />
    </RemoteErrorBoundary>
  );
}

/**
 * A widget some remote exposes (the header line switcher, a basket panel). Nothing is loaded, and
 * nothing shown, when no published remote exposes it; a failing widget hides itself.
 */
export function RemoteWidget({ name, language }: { name: string; language: Language }) {
  const platform = usePlatform();
  if (!platform.widgetOf(name)) return null;
  return <LoadedWidget name={name} language={language} />;
}
