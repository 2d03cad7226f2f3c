import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { rtlPlugin } from './rtl-plugin';
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
  const value = useMemo(() => ({ ...theme, direction }), [theme, direction]);

  useLayoutEffect(() => {
    if (applyToDocument && typeof document !== 'undefined') document.documentElement.dir = direction;
  }, [applyToDocument, direction]);

  return (
    <StyleSheetManager stylisPlugins={direction === 'rtl' ? RTL_PLUGINS : LTR_PLUGINS}>
      <ThemeProvider theme={value}>
        {withGlobalStyle && <GlobalStyle />}
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
