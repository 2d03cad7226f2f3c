import type { PlatformManifest, RemoteRecord } from '@atlas/contracts/platform-manifest';
import { firstRouteHints, pathWithoutLocale, routeMatches, withPreloadHints } from './first-route-hints';

function record(name: string, paths: string[], extra: Partial<RemoteRecord> = {}): RemoteRecord {
  return {
    name,
    container: name.replace(/-/g, '_'),
    activeVersion: '1.0.0',
    lastGoodVersion: null,
    history: [],
    versions: {
      '1.0.0': {
        version: '1.0.0',
        entry: `/remotes/${name}/1.0.0/mf-manifest.json`,
        contentHash: 'x',
        publishedAt: '2026-11-24T00:00:00.000Z',
        publishedBy: 't',
        routesModule: './routes',
        routes: paths.map((path) => ({ path })),
        widgets: [],
      },
    },
    ...extra,
  };
}

describe('first-route hints', () => {
  it('strips the language prefix as the shell does', () => {
    expect(pathWithoutLocale('/ar')).toBe('/');
    expect(pathWithoutLocale('/en/catalogue-smartphones')).toBe('/catalogue-smartphones');
    expect(pathWithoutLocale('/arrivage')).toBe('/arrivage');
  });

  it('matches route patterns like react-router (parameters, splats, whole paths only)', () => {
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '/particuliers')).toBe(false);
    expect(routeMatches('/catalogue-smartphones/:id', '/catalogue-smartphones/p-1')).toBe(true);
    expect(routeMatches('/catalogue-smartphones/:id', '/catalogue-smartphones')).toBe(false);
    expect(routeMatches('/aide/*', '/aide')).toBe(true);
    expect(routeMatches('/aide/*', '/aide/faq/roaming')).toBe(true);
    expect(routeMatches('/particuliers', '/Particuliers/')).toBe(true);
  });

  it('names the most specific public route’s remote, and none while a canary may hand out another version', () => {
    const folders: string[] = [];
    const manifest: PlatformManifest = {
      schemaVersion: 1,
      updatedAt: '',
      remotes: { catch: record('mf-catch', ['/*']), shop: record('mf-shop', ['/boutique/:id']) },
    };
    firstRouteHints(manifest, '/boutique/p-1', (name) => (folders.push(name), null));
    expect(folders).toEqual(['mf-shop']);

    const withCanary: PlatformManifest = {
      ...manifest,
      remotes: { shop: record('mf-shop', ['/boutique/:id'], { canary: { version: '1.0.0', percent: 10 } }) },
    };
    folders.length = 0;
    expect(firstRouteHints(withCanary, '/boutique/p-1', (name) => (folders.push(name), null))).toEqual([]);
    expect(folders).toEqual([]);
    expect(firstRouteHints(null, '/', () => null)).toEqual([]);
  });

  it('writes the links before </head>, escaping attributes', () => {
    const html = withPreloadHints('<html><head><title>A</title></head><body></body></html>', [{ href: '/x"y.js', as: 'script' }]);
    expect(html).toBe('<html><head><title>A</title><link rel="preload" href="/x&quot;y.js" as="script" /></head><body></body></html>');
    expect(withPreloadHints('<p>no head</p>', [{ href: '/a.js', as: 'script' }])).toBe('<p>no head</p>');
  });
});
