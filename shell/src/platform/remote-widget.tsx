import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Language, RemoteWidgetProps } from '@atlas/contracts';
import { usePlatform } from './platform-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteModule } from './use-remote-module';

export interface RemoteWidgetSlotProps {
  /** The slot's name, such as `header-basket` or `basket-panel`. */
  name: string;
  language: Language;
  /** The remote whose widget of that name comes first (the page's own remote). */
  from?: string;
  /** What the slot tells the widget besides the language (the basket panel's kind). */
  props?: Record<string, unknown>;
  /** Shown until the widget is there (the shell's stand-in of the same look); nothing by default. */
  placeholder?: ReactNode;
  /** False: the widget is not needed yet, the placeholder stands in and nothing is fetched. */
  load?: boolean;
}

function LoadedWidget({ name, language, from, props, placeholder = null, load = true }: RemoteWidgetSlotProps) {
  const platform = usePlatform();
  const widget = useMemo(() => platform.widgetOf(name, from), [platform, name, from]);
  const { state } = useRemoteModule<{ default: ComponentType<RemoteWidgetProps & Record<string, unknown>> }>(
    load ? (widget?.target ?? null) : null,
    widget?.module ?? '',
  );
  if (!load || state.status === 'loading') return <>{placeholder}</>;
  if (state.status !== 'ready' || !widget) return null;
  const Widget = state.module.default;
  return (
    <RemoteErrorBoundary remote={widget.target.name} fallback={() => null}>
      <Widget {...props} language={language} />
    </RemoteErrorBoundary>
  );
}

/**
 * A slot the shell places and some remote fills with a widget it exposes (the header's basket and
 * account menu, the basket panel beside a page). Nothing is loaded, and nothing shown, when no
 * published remote exposes it; a failing widget hides itself.
 */
export function RemoteWidget(slot: RemoteWidgetSlotProps) {
  const platform = usePlatform();
  const widget = platform.widgetOf(slot.name, slot.from);
  if (!widget) return null;
  // Another remote's widget is another component: a new slot, never the old one's state.
  return <LoadedWidget key={`${widget.target.name}/${widget.module}`} {...slot} />;
}
