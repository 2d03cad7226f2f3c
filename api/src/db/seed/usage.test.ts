import { SEED_ACCOUNTS } from './customers';
import { usageDays, usageRowsFor } from './usage';

const DAY = 86400_000;
const cameleon = SEED_ACCOUNTS.flatMap((account) => account.lines).find((line) => line.segment === 'cameleon')!;

describe('the seeded usage', () => {
  it('starts on the first day of the oldest month the usage summary shows, whatever the date', () => {
    // The seed's day is the start of today, UTC (seedDay).
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += DAY) {
      const today = new Date(day);
      const firstShown = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 1);
      const oldest = day - usageDays(today) * DAY;
      expect({ today: today.toISOString(), startsBy: oldest <= firstShown, withinADay: firstShown - oldest < DAY }).toEqual({
        today: today.toISOString(),
        startsBy: true,
        withinADay: true,
      });
    }
  });

  it('gives late in a month each of the four months outgoing calls and data, as the summary counts them (27 November: 1 August onwards)', () => {
    const today = new Date(Date.UTC(2026, 10, 27));
    const rows = usageRowsFor(cameleon, today);
    for (const month of ['2026-08', '2026-09', '2026-10', '2026-11']) {
      const inMonth = rows.filter((row) => row.startedAt!.toISOString().startsWith(month));
      expect({
        month,
        calls: inMonth.some((row) => row.kind === 'call' && row.direction === 'out' && row.durationSeconds! >= 30),
        data: inMonth.some((row) => row.kind === 'data'),
      }).toEqual({
        month,
        calls: true,
        data: true,
      });
    }
    expect(rows.every((row) => row.startedAt! >= new Date(Date.UTC(2026, 7, 1)))).toBe(true);
  });

  it('charges nothing for received calls and SMS, but a call answered abroad', () => {
    const prepaid = SEED_ACCOUNTS.flatMap((account) => account.lines).find((line) => line.segment === 'prepaid' && line.kind === 'mobile')!;
    const rows = usageRowsFor(prepaid, new Date(Date.UTC(2026, 10, 27)));
    const received = rows.filter((row) => row.direction === 'in' && row.kind !== 'data');
    expect(received.length).toBeGreaterThan(10);
    expect(received.filter((row) => !(row.kind === 'call' && row.scope === 'roaming')).every((row) => row.costCentimes === 0)).toBe(true);
    expect(received.filter((row) => row.kind === 'call' && row.scope === 'roaming').every((row) => row.costCentimes! > 0)).toBe(true);
    // What the customer sent still costs a prepaid line.
    expect(rows.some((row) => row.direction === 'out' && row.kind === 'call' && row.costCentimes! > 0)).toBe(true);
  });
});
