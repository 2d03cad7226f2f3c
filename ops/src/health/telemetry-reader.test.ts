import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../../api/src/db/database';
import { TelemetryAggregator } from '../../../api/src/modules/telemetry/aggregator';
import { HistogramsRepository } from '../../../api/src/modules/telemetry/histograms.repository';
import type { TelemetryBeacon } from '../../../api/src/modules/telemetry/beacon';
import { bucketOf } from '../../../api/src/modules/telemetry/histogram';
import { tempDir } from '../platform/test-fixtures';
import { healthReport } from './health';
import { openTelemetry } from './telemetry-reader';

jest.setTimeout(120_000);

const beacon = (version: string, extra: Partial<TelemetryBeacon> = {}): TelemetryBeacon => ({
  route: '/paiement-facture/invoices',
  language: 'fr',
  device: 'mobile',
  shell: '1.0.0',
  remotes: { 'mf-invoices': version },
  vitals: [
    { name: 'LCP', value: 2100, remote: 'mf-invoices' },
    { name: 'INP', value: 120, remote: 'mf-invoices' },
  ],
  errors: [],
  failures: [],
  ...extra,
});

it('reads what the collector aggregated, per version over the window, from a copy of the API’s PGlite folder', async () => {
  const work = tempDir('atlas-telemetry-reader-');
  const folder = path.join(work, 'pglite');
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: folder });
    await handle.prepare();
    let now = new Date('2026-12-01T10:00:30Z');
    const aggregator = new TelemetryAggregator(new HistogramsRepository(handle.db), { flushEveryMs: 60_000, maxRows: 100_000, now: () => now });
    for (let index = 0; index < 40; index++) aggregator.record(beacon('1.0.0'));
    for (let index = 0; index < 10; index++) {
      aggregator.record(
        beacon('1.1.0', {
          vitals: [{ name: 'INP', value: 400, remote: 'mf-invoices' }],
          errors: index < 3 ? [{ remote: 'mf-invoices', version: '1.1.0', kind: 'render', count: 1 }] : [],
          failures: index < 2 ? [{ remote: 'mf-invoices', version: '1.1.0', phase: 'expose', count: 1 }] : [],
        }),
      );
    }
    now = new Date('2026-12-01T09:00:00Z'); // outside the window
    aggregator.record(beacon('1.0.0'));
    await aggregator.close();
    await handle.close();

    const telemetry = await openTelemetry({ PGLITE_DATA_DIR: folder });
    const versions = await telemetry.versions('mf-invoices', new Date('2026-12-01T09:30:00Z'), new Date('2026-12-01T10:30:00Z'));
    await telemetry.close();
    expect([...versions.keys()].sort()).toEqual(['1.0.0', '1.1.0']);
    const stable = versions.get('1.0.0')!;
    expect(stable).toMatchObject({ pageViews: 40, errors: 0, failures: {} });
    expect(stable.vitals.LCP![bucketOf('LCP', 2100)]).toBe(40);
    const canary = versions.get('1.1.0')!;
    expect(canary).toMatchObject({ pageViews: 10, errors: 3, failures: { expose: 2 } });
    expect(canary.vitals.INP![bucketOf('INP', 400)]).toBe(10);
    expect(canary.vitals.LCP).toBeUndefined();
    // The reader worked on a copy: the API's own folder is as it was, and no copy is left behind.
    expect(fs.existsSync(folder)).toBe(true);

    const report = healthReport(
      {
        name: 'mf-invoices',
        container: 'mf_invoices',
        activeVersion: '1.0.0',
        lastGoodVersion: null,
        history: [],
        versions: {},
        canary: { version: '1.1.0', percent: 10 },
      },
      versions,
      { since: new Date('2026-12-01T09:30:00Z'), until: new Date('2026-12-01T10:30:00Z') },
    );
    expect(report).toMatch(/1\.0\.0 \(stable\)\n {4}page views 40 {3}errors 0 \(0\.00 % of page views with an error\)/);
    expect(report).toMatch(/1\.1\.0 \(canary\)\n {4}page views 10 {3}errors 3 \(30\.00 %[^\n]*\n {4}load failures 2 \(expose 2\), 20\.00 % of page views/);
    expect(report).toMatch(/p75 LCP 2188 ms {3}p75 INP 119 ms/);
    expect(report).toMatch(/verdict: wait — too few page views/);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
