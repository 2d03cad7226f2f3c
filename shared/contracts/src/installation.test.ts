import { FIXED_PUBLIC_HOLIDAYS, INSTALLATION_HORIZON_DAYS, installationDates, isBookableInstallationDate } from './installation';

// Sunday 22 November 2026, 15:30 in Casablanca.
const SUNDAY = new Date('2026-11-22T14:30:00Z');
// Saturday 28 November 2026, 00:30 in Casablanca, still Friday in UTC.
const SATURDAY_AFTER_MIDNIGHT = new Date('2026-11-27T23:30:00Z');

describe('installation calendar', () => {
  it('offers Monday to Saturday from tomorrow to the horizon, without Sundays', () => {
    const dates = installationDates(SUNDAY);
    expect(dates[0]).toBe('2026-11-23');
    expect(dates.at(-1)! <= '2026-12-22').toBe(true);
    expect(dates).not.toContain('2026-11-22');
    expect(dates).not.toContain('2026-11-29');
    expect(dates).toContain('2026-11-28');
    // 30 days hold 4 or 5 Sundays.
    expect(dates.length).toBeGreaterThanOrEqual(INSTALLATION_HORIZON_DAYS - 5);
  });

  it('leaves out the fixed public holidays', () => {
    const beforeNewYear = installationDates(new Date('2026-12-20T10:00:00Z'));
    expect(beforeNewYear).toContain('2026-12-31');
    expect(beforeNewYear).not.toContain('2027-01-01');
    expect(beforeNewYear).not.toContain('2027-01-11');
    expect(FIXED_PUBLIC_HOLIDAYS).toContain('11-18');
  });

  it('counts days from the Moroccan date, not the UTC one', () => {
    expect(installationDates(SATURDAY_AFTER_MIDNIGHT)[0]).toBe('2026-11-30');
  });

  it('refuses today, a Sunday, a date past the horizon and a date that does not exist', () => {
    expect(isBookableInstallationDate('2026-11-23', SUNDAY)).toBe(true);
    expect(isBookableInstallationDate('2026-11-22', SUNDAY)).toBe(false);
    expect(isBookableInstallationDate('2026-11-29', SUNDAY)).toBe(false);
    expect(isBookableInstallationDate('2027-01-04', SUNDAY)).toBe(false);
    expect(isBookableInstallationDate('2026-11-31', SUNDAY)).toBe(false);
  });
});
