import { lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { loadPageTranslations } from '@atlas/runtime';

/** A lazily loaded component that can be loaded ahead (`preload`): once loaded, it renders at once. */
export type PreloadableComponent<P> = ComponentType<P> & {
  /** Loads the component's module (once; again after a failure) and answers the component. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy with a preload (like react-lazy-with-preload): after `preload()` resolved, the
 * component renders synchronously instead of suspending once. A server render and the browser's
 * first render preload the first route's pages, so the browser's first commit is the page, not a
 * Suspense fallback. Before that, it is React.lazy (it suspends until its module is there).
 * The namespaces the module's code declared are loaded in the page's language before it counts as
 * loaded: a page never draws a key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyWithPreload<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): PreloadableComponent<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      async (module) => {
        await loadPageTranslations();
        loaded = module.default as ComponentType<P>;
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // The choice is kept for the component's life: switching from Lazy to the loaded one would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
