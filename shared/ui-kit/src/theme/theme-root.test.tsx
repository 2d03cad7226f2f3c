import type * as ReactModule from 'react';
import type * as TestingLibrary from '@testing-library/react/pure';
import { render } from '@testing-library/react';
import type * as StyledModule from 'styled-components';
import styled from 'styled-components';
import { BREAKPOINTS, breakpointOf, media } from './breakpoints';
import { theme } from './theme';
import type * as RtlPluginModule from './rtl-plugin';
import { ThemeRoot } from './theme-root';
import type * as ThemeRootModule from './theme-root';

const Probe = styled.div`
  margin-left: 7px;
  color: ${({ theme: t }) => t.colors.primary.main};
`;

const cssText = (): string =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

describe('theme', () => {
  it('carries the brand colours, the 40px button and the spec breakpoints', () => {
    expect(theme.colors.primary.main).toBe('#c8007e');
    expect(theme.colors.secondary.main).toBe('#3b0a45');
    expect(theme.controls.height.md).toBe('40px');
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.fonts.body).toContain('"Noto Sans Arabic"');
    expect(theme.spacing(2, 4)).toBe('8px 16px');
  });

  it('writes media queries', () => {
    expect(media.up('md')).toBe('@media (min-width: 900px)');
    expect(media.down('sm')).toBe('@media (max-width: 599.98px)');
    expect(media.between('sm', 'lg')).toBe('@media (min-width: 600px) and (max-width: 1199.98px)');
    expect(breakpointOf(599)).toBe('xs');
    expect(breakpointOf(600)).toBe('sm');
    expect(breakpointOf(1536)).toBe('xl');
  });
});

describe('ThemeRoot', () => {
  it('keeps left-to-right CSS as written and sets dir on <html>', () => {
    render(
      <ThemeRoot direction="ltr">
        <Probe>x</Probe>
      </ThemeRoot>,
    );
    expect(cssText()).toMatch(/margin-left:\s*7px/);
    expect(cssText()).toMatch(/color:\s*#c8007e/);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('flips the CSS for right-to-left', () => {
    render(
      <ThemeRoot direction="rtl">
        <Probe>x</Probe>
      </ThemeRoot>,
    );
    expect(cssText()).toMatch(/margin-right:\s*7px/);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('draws left to right until the RTL plugin is here, then flips (a French page never fetches it)', async () => {
    // A page's first load: the modules fresh, the plugin not fetched yet (the jest setup fetched it for the others).
    type Fresh = {
      plugin: typeof RtlPluginModule;
      root: typeof ThemeRootModule;
      library: typeof TestingLibrary;
      react: typeof ReactModule;
      styled: typeof StyledModule;
    };
    let fresh!: Fresh;
    jest.isolateModules(() => {
      fresh = {
        plugin: jest.requireActual('./rtl-plugin'),
        root: jest.requireActual('./theme-root'),
        library: jest.requireActual('@testing-library/react/pure'),
        react: jest.requireActual('react'),
        styled: jest.requireActual('styled-components'),
      };
    });
    expect(fresh.plugin.rtlPluginReady()).toBe(false);
    const Fresh = fresh.styled.default.div`
      margin-left: 9px;
    `;
    fresh.library.render(fresh.react.createElement(fresh.root.ThemeRoot, { direction: 'rtl' }, fresh.react.createElement(Fresh, null, 'x')));
    expect(document.documentElement.dir).toBe('ltr');
    await fresh.library.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(fresh.plugin.rtlPluginReady()).toBe(true);
    expect(cssText()).toMatch(/margin-right:\s*9px/);
    fresh.library.cleanup();
  });
});
