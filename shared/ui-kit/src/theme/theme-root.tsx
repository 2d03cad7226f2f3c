import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { loadRtlPlugin, rtlPlugin, rtlPluginReady } from './rtl-plugin';
import { theme as baseTheme, type AtlasTheme } from './theme';

export interface ThemeRootProps {
  direction: 'ltr' | 'rtl';
  children?: ReactNode;
  /** Sets `dir` on <html>. The shell leaves it on; a widget rendered inside a page turns it off. */
  applyToDocument?: boolean;
  /** Renders the reset and body styles. Once per page: the shell (or a remote in standalone mode). */
  withGlobalStyle?: boolean;
  theme?: AtlasTheme;
}

const RTL_PLUGINS = [rtlPlugin];
const LTR_PLUGINS: typeof RTL_PLUGINS = [];

/**
 * Theme, direction and global styles. Components are written in left-to-right terms
 * (margin-left, padding-right, text-align: left); under `rtl` stylis-plugin-rtl flips them.
 */
export function ThemeRoot({ direction, children, applyToDocument = true, withGlobalStyle = true, theme = baseTheme }: ThemeRootProps) {
  // Right to left once the RTL plugin is here (loadRtlPlugin): styles injected without it would
  // keep their class names unflipped.
  // (Once loaded it stays: a page switching to Arabic after the language switch fetched it draws it at once.)
  const [rtlLoaded, setRtlLoaded] = useState(rtlPluginReady);
  const rtlReady = rtlLoaded || rtlPluginReady();
  const drawn = direction === 'rtl' && !rtlReady ? 'ltr' : direction;
  useEffect(() => {
    if (direction !== 'rtl' || rtlReady) return;
    let current = true;
    loadRtlPlugin().then(
      () => current && setRtlLoaded(true),
      (error: unknown) => console.warn('[theme] the right-to-left styles could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [direction, rtlReady]);
  const value = useMemo(() => ({ ...theme, direction: drawn }), [theme, drawn]);

  useLayoutEffect(() => {
    if (applyToDocument && typeof document !== 'undefined') document.documentElement.dir = drawn;
  }, [applyToDocument, drawn]);

  return (
    <StyleSheetManager stylisPlugins={drawn === 'rtl' ? RTL_PLUGINS : LTR_PLUGINS}>
      <ThemeProvider theme={value}>
        {withGlobalStyle && <GlobalStyle />}
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
