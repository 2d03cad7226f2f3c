import { SERVER_RENDERED_ATTRIBUTE, SERVER_STATE_ID } from '@atlas/contracts/server-render';
import type { ServerState } from '@atlas/runtime';

/**
 * The page the edge rendered on the server (issue 18): `#root` holds its markup, inert and marked
 * `data-server-rendered="<remote>@<version>"` until the browser takes it over, and
 * `#atlas-server-state` the reads its store needs for a first render equal to it.
 */
export interface ServerRenderedPage {
  root: HTMLElement;
  /** The remote that rendered the page's route, as the edge names it (`mf-catalogue@1.4.0`). */
  remote: string;
  state: unknown;
}

/** What the server hands the browser's store and i18n: its reads, and the configured labels of the page's language it drew with. */
export type ShellServerState = ServerState & { labels?: Record<string, string> };

/** The server-rendered page, or null when the page came plain (or its state cannot be read). */
export function readServerRenderedPage(document: Document): ServerRenderedPage | null {
  const root = document.getElementById('root');
  const remote = root?.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (!root || !remote) return null;
  try {
    const state: unknown = JSON.parse(document.getElementById(SERVER_STATE_ID)?.textContent ?? 'null');
    return state && typeof state === 'object' ? { root, remote, state } : null;
  } catch {
    return null;
  }
}

/** The page is the browser's: usable, no longer marked. */
export function finishTakeover(root: HTMLElement): void {
  root.removeAttribute('inert');
  root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  root.ownerDocument.getElementById(SERVER_STATE_ID)?.remove();
}

/** Resolves once `ready()` holds (checked on each store change), or after `limitMs` anyway. */
export function whenReady(subscribe: (listener: () => void) => () => void, ready: () => boolean, limitMs: number): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const unsubscribe = subscribe(() => {
      if (ready()) done();
    });
  });
}
