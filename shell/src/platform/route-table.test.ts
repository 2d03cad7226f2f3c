import type { PlatformManifest } from '@atlas/contracts/platform-manifest';
import { remoteVersion as version } from '../test/manifest-fixtures';
import { buildRouteTable, resolveRoute } from './route-table';
import { chooseVersion } from './choose-version';

const manifest: PlatformManifest = {
  schemaVersion: 1,
  updatedAt: '',
  remotes: {
    'mf-catalogue': {
      name: 'mf-catalogue',
      container: 'mf_catalogue',
      activeVersion: '1.0.0',
      lastGoodVersion: null,
      history: [],
      versions: {
        '1.0.0': version('1.0.0', [
          { path: '/' },
          { path: '/offres-internet/*' },
          { path: '/offres-internet/fibre-optique/offer-selected', layout: { noLayoutOnMobile: true } },
        ]),
      },
    },
    'mf-selfcare': {
      name: 'mf-selfcare',
      container: 'mf_selfcare',
      activeVersion: '1.0.0',
      lastGoodVersion: null,
      history: [],
      versions: {
        '1.0.0': version('1.0.0', [
          { path: '/*', area: 'selfcare' },
          { path: 'login', area: 'selfcare' },
        ]),
      },
    },
    'mf-unreleased': {
      name: 'mf-unreleased',
      container: 'mf_unreleased',
      activeVersion: null,
      lastGoodVersion: null,
      history: [],
      versions: {},
    },
  },
};

const choices = Object.fromEntries(Object.values(manifest.remotes).map((r) => [r.name, chooseVersion(r, 'b')]));
const table = buildRouteTable(manifest, choices, '/espace-client');

describe('route table', () => {
  it('applies the configured self-care prefix to self-care routes', () => {
    expect(table.map((r) => r.pattern)).toEqual(expect.arrayContaining(['/espace-client/*', '/espace-client/login', '/offres-internet/*']));
  });

  it('routes a path to the remote owning its most specific pattern', () => {
    expect(resolveRoute(table, '/')?.remote).toBe('mf-catalogue');
    expect(resolveRoute(table, '/offres-internet/fibre-optique')?.pattern).toBe('/offres-internet/*');
    expect(resolveRoute(table, '/offres-internet/fibre-optique/offer-selected')?.layout).toEqual({
      noLayoutOnMobile: true,
    });
    expect(resolveRoute(table, '/espace-client/login')?.remote).toBe('mf-selfcare');
    expect(resolveRoute(table, '/espace-client/dashboard/details')?.remote).toBe('mf-selfcare');
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(resolveRoute(table, '/nowhere')).toBeNull();
  });
});
