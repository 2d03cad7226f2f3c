import type { RemoteRecord } from '@atlas/contracts/platform-manifest';
import { remoteVersion } from '../test/manifest-fixtures';
import { canaryBucket, chooseVersion, parseOverrides } from './choose-version';

const record: RemoteRecord = {
  name: 'mf-catalogue',
  container: 'mf_catalogue',
  activeVersion: '1.0.0',
  lastGoodVersion: null,
  history: [],
  versions: { '1.0.0': remoteVersion('1.0.0'), '1.1.0': remoteVersion('1.1.0') },
};

describe('chooseVersion', () => {
  it('runs the active version by default', () => {
    expect(chooseVersion(record, 'browser-a')).toMatchObject({ reason: 'active', version: { version: '1.0.0' } });
  });

  it('ignores an override the manifest does not allow', () => {
    expect(chooseVersion(record, 'b', { 'mf-catalogue': '1.1.0' })?.version.version).toBe('1.0.0');
  });

  it('honours an allowed override of a published version only', () => {
    const open = { ...record, allowOverride: true };
    expect(chooseVersion(open, 'b', { 'mf-catalogue': '1.1.0' })).toMatchObject({ reason: 'override' });
    expect(chooseVersion(open, 'b', { 'mf-catalogue': '9.9.9' })?.reason).toBe('active');
  });

  it('sends a sticky share of browsers to the canary version', () => {
    const canary = { ...record, canary: { version: '1.1.0', percent: 30 } };
    const browsers = Array.from({ length: 1000 }, (_, i) => `browser-${i}`);
    const onCanary = browsers.filter((b) => chooseVersion(canary, b)?.reason === 'canary').length;
    expect(onCanary).toBeGreaterThan(230);
    expect(onCanary).toBeLessThan(370);
    expect(browsers.map((b) => chooseVersion(canary, b)?.reason)).toEqual(browsers.map((b) => chooseVersion(canary, b)?.reason));
    expect(canaryBucket('x', 'mf-catalogue')).toBe(canaryBucket('x', 'mf-catalogue'));
  });

  it('has nothing to run when no version is active', () => {
    expect(chooseVersion({ ...record, activeVersion: null }, 'b')).toBeNull();
  });
});

describe('parseOverrides', () => {
  it('reads remote@version pairs and drops malformed ones', () => {
    expect(parseOverrides('?mf-override=mf-catalogue@1.1.0,bad,mf-selfcare@2.0.0')).toEqual({
      'mf-catalogue': '1.1.0',
      'mf-selfcare': '2.0.0',
    });
    expect(parseOverrides('?x=1')).toEqual({});
  });
});
