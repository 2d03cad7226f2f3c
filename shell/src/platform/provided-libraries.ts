import { loadShare } from '@module-federation/enhanced/runtime';

/**
 * Platform libraries the shell itself does not draw with but provides to the remotes, so that
 * its share scope holds every shared package a remote needs (a remote never brings its own copy).
 * Listing one here puts it into the shell's Module Federation share scope: the first remote that
 * asks for it gets the shell's copy (the singletons journey checks that no remote's copy is
 * fetched).
 */
export const providedLibraries = {
  '@atlas/forms': () => import('@atlas/forms'),
} as const;

type LoadShare = (name: string) => Promise<unknown>;

/**
 * Fetches the provided libraries' code without running it (Module Federation's `loadShare` hands
 * back the module's factory, evaluated only when a page imports it): a form page opened later
 * finds its code in the page. Running it here was a 100 ms task on a phone for pages without a
 * form (yup's evaluation, issue 18).
 */
export async function fetchProvidedLibraries(load: LoadShare = loadShare): Promise<void> {
  await Promise.all(Object.keys(providedLibraries).map((name) => load(name)));
}

/** Once the page has loaded and the browser is idle: nothing of it competes with the first screen. */
export function fetchProvidedLibrariesWhenIdle(load?: LoadShare): void {
  const fetchNow = () => void fetchProvidedLibraries(load).catch(() => undefined);
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(fetchNow, { timeout: 5000 });
    else setTimeout(fetchNow, 2000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
