import type { PlatformManifest } from '@atlas/contracts/platform-manifest';
import type { TelemetryBeacon } from './beacon';
import { KnownPlatform } from './known-platform';

const manifest = {
  schemaVersion: 1,
  remotes: {
    'mf-catalogue': {
      name: 'mf-catalogue',
      versions: {
        '1.0.0': { version: '1.0.0', routes: [{ path: '/' }, { path: '/catalogue-smartphones/:productId' }] },
        '1.1.0': { version: '1.1.0', routes: [{ path: '/offres' }] },
      },
    },
    'mf-selfcare': { name: 'mf-selfcare', versions: { '2.0.0': { version: '2.0.0', routes: [{ path: '/dashboard', area: 'selfcare' }] } } },
  },
} as unknown as PlatformManifest;

const beacon = (route: string, extra: Partial<TelemetryBeacon> = {}): TelemetryBeacon => ({
  route,
  language: 'fr',
  device: 'mobile',
  shell: '1.0.0',
  remotes: { 'mf-catalogue': '1.0.0' },
  vitals: [{ name: 'LCP', value: 1000, remote: 'mf-catalogue' }],
  errors: [],
  failures: [],
  ...extra,
});

describe('the routes and versions the platform manifest declares', () => {
  const known = new KnownPlatform();
  known.learn(manifest);

  it('knows the routes of every published version (a canary’s too), the shell’s pages, and self-care routes under their prefix', () => {
    expect(['/', '(shell)', '/catalogue-smartphones/:productId', '/offres', '/espace-client/dashboard'].filter((route) => !known.knowsRoute(route))).toEqual(
      [],
    );
    expect(['/catalogue-smartphones/42', '/dashboard/extra', '/wp-admin', '/espace-client/a/dashboard'].filter((route) => known.knowsRoute(route))).toEqual([]);
  });

  it('drops the page view of an unknown route, and an unknown remote version’s entries (its vital kept as the shell’s)', () => {
    expect(known.restrict(beacon('/wp-admin'))).toBeNull();
    const restricted = known.restrict(
      beacon('/offres', {
        remotes: { 'mf-catalogue': '1.1.0', 'mf-selfcare': '6.6.6' },
        vitals: [{ name: 'INP', value: 80, remote: 'mf-selfcare' }],
        errors: [
          { remote: 'mf-selfcare', version: '6.6.6', kind: 'error', count: 1 },
          { remote: 'mf-catalogue', version: '1.1.0', kind: 'render', count: 2 },
        ],
        failures: [{ remote: 'mf-unheard', version: '1.0.0', phase: 'entry', count: 1 }],
      }),
    );
    expect(restricted).toMatchObject({
      remotes: { 'mf-catalogue': '1.1.0' },
      vitals: [{ name: 'INP', value: 80 }],
      errors: [{ remote: 'mf-catalogue', version: '1.1.0', kind: 'render', count: 2 }],
      failures: [],
    });
    expect(restricted!.vitals[0]!.remote).toBeUndefined();
  });

  it('checks patterns only until a first reading of the manifest succeeded (the edge may start after the collector)', async () => {
    const unread = await new KnownPlatform('/nonexistent/platform-manifest.json').start(60_000);
    expect(unread.isLoaded).toBe(false);
    expect(unread.restrict(beacon('/anything'))).toEqual(beacon('/anything'));
    unread.stop();
  });
});
