import { rechargeProductRows } from './recharge';

describe('the recharge products as the seed writes them', () => {
  const rows = rechargeProductRows();

  it('count their days with the Arabic noun form of each number: "7 أيام", "30 يومًا", never "7 يومًا"', () => {
    const counted = rows.map((row) => /لمدة (.+)\.$/.exec(row.description.ar)?.[1]);
    expect(counted.every(Boolean)).toBe(true);
    for (const [index, text] of counted.entries()) {
      const days = rows[index]!.validityDays;
      const expected = days === 1 ? 'يوم واحد' : days === 2 ? 'يومان' : days <= 10 ? `${days} أيام` : `${days} يومًا`;
      expect(`${rows[index]!.id}: ${text}`).toBe(`${rows[index]!.id}: ${expected}`);
    }
    expect(new Set(rows.map((row) => row.validityDays)).size).toBeGreaterThan(1);
  });

  it('say one day in the singular in French and English', () => {
    for (const row of rows) {
      if (row.validityDays === 1) expect([row.description.fr, row.description.en].join(' ')).toMatch(/1 jour\b.*1 day\b/);
      else expect(row.description.fr).toContain(`${row.validityDays} jours`);
    }
  });
});
