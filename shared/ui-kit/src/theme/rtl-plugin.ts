import type rtlPluginSource from 'stylis-plugin-rtl';

type RtlPlugin = typeof rtlPluginSource;

let source: RtlPlugin | null = null;
let loading: Promise<void> | null = null;

/**
 * Fetches stylis-plugin-rtl (and cssjanus), once: only a page drawn right to left needs them, so a
 * French or English first visit does not download them (issue 34). The shell awaits it before it
 * draws an Arabic page, the server render before it renders one, the language switch before it
 * goes to Arabic; ThemeRoot keeps the page left to right until it is there.
 */
export function loadRtlPlugin(): Promise<void> {
  loading ??= import('stylis-plugin-rtl').then(
    (module) => {
      source = ((module as { default?: RtlPlugin }).default ?? module) as RtlPlugin;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the RTL plugin is loaded: a page may be drawn right to left. */
export const rtlPluginReady = (): boolean => source !== null;

/**
 * The plugin ThemeRoot gives styled-components under `rtl` (once loaded). styled-components hashes
 * its stylis plugins by `name` to tell the RTL and LTR class names apart; minifiers mangle function
 * names, so pin one.
 */
export const rtlPlugin: RtlPlugin = Object.defineProperty(((...args: Parameters<RtlPlugin>) => (source ? source(...args) : undefined)) as RtlPlugin, 'name', {
  value: 'atlasRtl',
});
