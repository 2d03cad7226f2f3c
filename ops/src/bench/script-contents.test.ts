import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFileOf, byLibrary, contentsLines, libraryOf, scriptContents } from './script-contents';

describe("the bench's bundle analyser", () => {
  it('groups the sources of a source map by library', () => {
    expect(libraryOf('webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(libraryOf('webpack://shell/../node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs')).toBe('@reduxjs/toolkit');
    expect(libraryOf('webpack://shell/../shared/ui-kit/src/ui/button.tsx')).toBe('@atlas/ui-kit (ui)');
    expect(libraryOf('webpack://shell/./src/layout/header.tsx')).toBe('shell (layout/header)');
    expect(libraryOf('webpack://mf_catalogue_1_4_0/./src/features/content/components/home-page.tsx')).toBe('mf-catalogue (features/content)');
    expect(libraryOf('webpack://shell/webpack/runtime/sharing')).toBe('webpack runtime');
  });

  it("finds a fetched script in the shell's build or in its remote's version", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-contents-'));
    fs.mkdirSync(path.join(dir, 'shell/assets'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'catalogue/assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell/assets/main.js'), '');
    fs.writeFileSync(path.join(dir, 'catalogue/remoteEntry.js'), '');
    const parts = [
      { name: 'shell', dir: path.join(dir, 'shell') },
      { name: 'mf-catalogue', dir: path.join(dir, 'catalogue'), version: '1.4.0' },
    ];
    expect(buildFileOf('http://site/assets/main.js?abc', parts)).toBe(path.join(dir, 'shell/assets/main.js'));
    expect(buildFileOf('http://site/remotes/mf-catalogue/1.4.0/remoteEntry.js', parts)).toBe(path.join(dir, 'catalogue/remoteEntry.js'));
    expect(buildFileOf('http://site/remotes/mf-catalogue/1.3.0/remoteEntry.js', parts)).toBeNull();
  });

  it("shares each script's compressed bytes among its libraries by raw size, and counts a script it cannot read whole", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-contents-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    // Two sources of 30 and 10 characters on one line.
    const code = `${'a'.repeat(30)}${'b'.repeat(10)}\n//# sourceMappingURL=one.js.map\n`;
    const map = {
      version: 3,
      sources: ['webpack://shell/../node_modules/axios/index.js', 'webpack://shell/./src/layout/header.tsx'],
      names: [],
      // Column 0 → source 0, column 30 → source 1.
      mappings: 'AAAA,8BCAA',
    };
    fs.writeFileSync(path.join(dir, 'assets/one.js'), code);
    fs.writeFileSync(path.join(dir, 'assets/one.js.map'), JSON.stringify(map));
    const contents = await scriptContents(
      [
        { url: 'http://site/assets/one.js', transferBytes: 400 },
        { url: 'http://site/assets/elsewhere.js', transferBytes: 100 },
      ],
      [{ name: 'shell', dir }],
    );
    const libraries = Object.fromEntries(byLibrary(contents).map((group) => [group.name, Math.round(group.bytes)]));
    expect(libraries.axios! / libraries['shell (layout/header)']!).toBeCloseTo(3, 0);
    expect(libraries['(not in the builds)']).toBe(100);
  });

  it('lists a script once, and a later page counts it without listing it again', () => {
    const script = (url: string, bytes: number) => ({ url, transferBytes: bytes, file: null, groups: [{ name: 'react-dom', bytes }] });
    const listed = new Set<string>();
    const home = contentsLines('home', [script('http://site/assets/a.js', 2048), script('http://site/assets/b.js', 1024)], listed);
    const listing = contentsLines('listing', [script('http://site/assets/a.js', 2048), script('http://site/assets/c.js', 1024)], listed);
    expect(home[0]).toBe('home: 3.0 KB in 2 scripts');
    expect(home.filter((line) => line.includes('/assets/'))).toHaveLength(2);
    expect(listing.filter((line) => line.includes('/assets/'))).toEqual(['     1.0 KB  /assets/c.js: react-dom 1.0 KB']);
    expect(listing).toContain('     2.0 KB  and 1 scripts listed above');
    expect(listing[listing.length - 1]).toBe('  by library: react-dom 3.0 KB');
  });
});
