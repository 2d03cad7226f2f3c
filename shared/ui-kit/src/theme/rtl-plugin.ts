import rtlPluginSource from 'stylis-plugin-rtl';

/**
 * styled-components hashes its stylis plugins by `name` to tell the RTL and LTR class names
 * apart; minifiers mangle function names, so pin one.
 */
export const rtlPlugin: typeof rtlPluginSource = Object.defineProperty(
  ((...args: Parameters<typeof rtlPluginSource>) => rtlPluginSource(...args)) as typeof rtlPluginSource,
  'name',
  { value: 'atlasRtl' },
);
