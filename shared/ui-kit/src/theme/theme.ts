import { BREAKPOINTS } from './breakpoints';

/** Arabic needs a face with Arabic glyphs early in the stack, or browsers pick a poor fallback. */
export const FONT_STACK = 'system-ui, "Segoe UI", Roboto, "Noto Sans Arabic", "Noto Sans", "Helvetica Neue", Arial, sans-serif';

const SPACING_UNIT = 4;

export const theme = {
  name: 'atlas',
  colors: {
    primary: { main: '#c8007e', dark: '#96005e', light: '#fbe3f1', contrastText: '#ffffff' },
    secondary: { main: '#3b0a45', dark: '#24052b', light: '#efe4f2', contrastText: '#ffffff' },
    neutral: {
      0: '#ffffff',
      50: '#f7f6f9',
      100: '#efedf2',
      200: '#dedbe3',
      300: '#c4c0cb',
      400: '#9c97a5',
      500: '#76717f',
      600: '#5a5563',
      700: '#433f4a',
      800: '#2c2932',
      900: '#18161c',
    },
    text: { primary: '#18161c', secondary: '#5a5563', disabled: '#9c97a5', inverse: '#ffffff', link: '#a30068' },
    background: { page: '#ffffff', subtle: '#f7f6f9', raised: '#ffffff', overlay: 'rgba(24, 22, 28, 0.56)' },
    border: { default: '#c4c0cb', subtle: '#dedbe3', strong: '#76717f' },
    success: { main: '#1b7a3a', light: '#e5f4ea', contrastText: '#ffffff' },
    warning: { main: '#9a5b00', light: '#fdf1dc', contrastText: '#ffffff' },
    danger: { main: '#c0262d', light: '#fbe7e8', contrastText: '#ffffff' },
    info: { main: '#1f5fa8', light: '#e4eef9', contrastText: '#ffffff' },
    /** Focus ring: visible on white, on the subtle greys and on the magenta buttons (with offset). */
    focus: '#3b0a45',
  },
  /** `spacing(1)` = 4px, `spacing(2, 4)` = "8px 16px". */
  spacing: (...factors: number[]): string => factors.map((f) => `${f * SPACING_UNIT}px`).join(' '),
  space: { xxs: '4px', xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px', xxl: '48px', xxxl: '64px' },
  radii: { sm: '4px', md: '8px', lg: '16px', xl: '24px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(24, 22, 28, 0.08)',
    md: '0 4px 12px rgba(24, 22, 28, 0.12)',
    lg: '0 12px 32px rgba(24, 22, 28, 0.18)',
  },
  fonts: { body: FONT_STACK, heading: FONT_STACK, mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', xxxl: '2.25rem' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5 },
  breakpoints: BREAKPOINTS,
  layout: { maxWidth: '1200px', gutter: '16px', gutterDesktop: '24px' },
  controls: {
    /** The spec's button height. Inputs share it so a field and its button line up. */
    height: { sm: '32px', md: '40px', lg: '48px' },
    borderWidth: '1px',
  },
  zIndices: { header: 100, dropdown: 200, overlay: 900, modal: 1000, toast: 1100 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
  /** Set by ThemeRoot; CSS is flipped by stylis-plugin-rtl, this is for JS decisions (icons, swipe). */
  direction: 'ltr' as 'ltr' | 'rtl',
};

export type AtlasTheme = typeof theme;

// Every styled component of the shell and the remotes sees the theme typed.
declare module 'styled-components' {
  export interface DefaultTheme extends AtlasTheme {}
}
