import type { UsageKind, UsageScope } from '@atlas/contracts/histories';
import { type usageRecords } from '../schema';
import { balancesFor, type SeedLine } from './customers';
import { seededRandom } from '../../seeded-random';

/** A line kept without usage: a SIM just handed to a new employee (the call history's empty state). */
export const LINE_WITHOUT_USAGE = '0700112203';
/** Months of use the usage summary shows: this one and the three before (ms-consumption's MONTHS). */
const SUMMARY_MONTHS = 4;

/**
 * Days of use to seed before `day`: from the first day of the oldest month the usage summary shows,
 * so each of its months is whole whatever the date (with a fixed 90 days, late in a month the
 * oldest held two or three days and could show no call at all).
 */
export function usageDays(day: Date): number {
  const firstShown = Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - (SUMMARY_MONTHS - 1), 1);
  return Math.ceil((day.getTime() - firstShown) / 86400_000);
}

const NATIONAL = ['0661', '0662', '0670', '0522', '0537', '0600', '0708'];
const ABROAD: Array<[string, string]> = [
  ['FR', '+33 6'],
  ['ES', '+34 6'],
  ['BE', '+32 4'],
  ['IT', '+39 3'],
];

type Row = typeof usageRecords.$inferInsert;

/**
 * Calls, SMS and data sessions for a line since the first day of the month three months back,
 * national, international and roaming (a five-day trip in Spain six weeks ago), the last 30 days'
 * data scaled to what its internet counter says is used. The same rows (same ids) on every run of
 * the same day.
 */
export function usageRowsFor(line: SeedLine, day: Date): Row[] {
  if (line.mdn === LINE_WITHOUT_USAGE) return [];
  const home = line.kind !== 'mobile';
  const prepaid = line.segment === 'prepaid';
  const rows: Row[] = [];
  const base = Number(line.mdn.slice(2));
  for (let ago = usageDays(day); ago >= 1; ago -= 1) {
    const next = seededRandom(base * 131 + ago);
    const dayStart = day.getTime() - ago * 86400_000;
    const roaming = !home && ago >= 40 && ago <= 44;
    const add = (kind: UsageKind, scope: UsageScope, values: Partial<Row>) => {
      const hour = 8 + Math.floor(next() * 14);
      rows.push({
        id: `${line.mdn}-${ago}-${rows.length}`,
        mdn: line.mdn,
        kind,
        direction: next() < 0.6 ? 'out' : 'in',
        scope,
        counterpart: null,
        country: scope === 'national' ? null : 'ES',
        durationSeconds: 0,
        volumeKb: 0,
        costCentimes: 0,
        startedAt: new Date(dayStart + hour * 3600_000 + Math.floor(next() * 3600) * 1000),
        ...values,
      });
      // What the customer receives costs nothing, but a call answered abroad (roaming rates).
      const row = rows[rows.length - 1]!;
      if (row.direction === 'in' && kind !== 'data' && !(kind === 'call' && scope === 'roaming')) row.costCentimes = 0;
      if (row.direction === 'in' && kind === 'call' && scope === 'roaming') row.costCentimes = Math.ceil(row.durationSeconds! / 60) * 590;
    };
    const number = () => `${NATIONAL[Math.floor(next() * NATIONAL.length)]}${String(Math.floor(next() * 1e6)).padStart(6, '0')}`;
    const calls = Math.floor(next() * (home ? 2 : 4));
    for (let i = 0; i < calls; i += 1) {
      const seconds = 20 + Math.floor(next() * (next() < 0.1 ? 3600 : 420));
      if (!home && !roaming && next() < 0.08) {
        const [country, prefix] = ABROAD[Math.floor(next() * ABROAD.length)]!;
        add('call', 'international', {
          counterpart: `${prefix}${String(Math.floor(next() * 1e8)).padStart(8, '0')}`,
          country,
          durationSeconds: seconds,
          costCentimes: Math.ceil(seconds / 60) * 450,
        });
      } else {
        add('call', roaming ? 'roaming' : 'national', {
          counterpart: number(),
          durationSeconds: seconds,
          costCentimes: roaming ? Math.ceil(seconds / 60) * 1200 : prepaid ? Math.ceil(seconds / 60) * 150 : 0,
        });
      }
    }
    if (!home || line.kind === 'idar') {
      const sms = Math.floor(next() * 3);
      for (let i = 0; i < sms; i += 1) add('sms', roaming ? 'roaming' : 'national', { counterpart: number(), costCentimes: roaming ? 300 : prepaid ? 50 : 0 });
    }
    const sessions = 1 + Math.floor(next() * 2);
    for (let i = 0; i < sessions; i += 1) {
      const volumeKb = Math.floor((home ? 800_000 : 120_000) * (0.2 + next()));
      add('data', roaming ? 'roaming' : 'national', { durationSeconds: 300 + Math.floor(next() * 7200), volumeKb, costCentimes: 0 });
    }
  }
  // The last 30 days' national data add up to what the internet counter shows as used, 60 % of it
  // in the last two weeks: a pace that clearly empties a cameleon allowance before it renews, so
  // the forecast shown does not hang on the hour the seed ran.
  const internet = balancesFor(line, day).find((category) => category.category === 'internet')?.subCategories[0];
  if (internet && !internet.unlimited && internet.total) {
    const usedKb = Math.round((internet.total - internet.value) * 1024 * 1024);
    const since = (days: number) => day.getTime() - days * 86400_000;
    const national = rows.filter((row) => row.kind === 'data' && row.scope === 'national' && row.startedAt!.getTime() >= since(30));
    const lastTwoWeeks = national.filter((row) => row.startedAt!.getTime() >= since(13));
    const before = national.filter((row) => row.startedAt!.getTime() < since(13));
    const spread = (part: typeof rows, kb: number) => {
      const sum = part.reduce((total, row) => total + row.volumeKb!, 0);
      for (const row of part) row.volumeKb = Math.round((row.volumeKb! * kb) / sum);
    };
    if (lastTwoWeeks.length && before.length) {
      spread(lastTwoWeeks, usedKb * 0.6);
      spread(before, usedKb - Math.round(usedKb * 0.6));
    } else spread(national, usedKb);
  }
  return rows;
}
