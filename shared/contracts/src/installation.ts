/**
 * When a technician can come to install fibre: a working day (Monday to Saturday, not a fixed
 * public holiday) from tomorrow to INSTALLATION_HORIZON_DAYS ahead, Moroccan dates. The booking
 * form and the API read the same calendar.
 */
import { dayOf, isCalendarDate, moroccanClock } from './call-back';

export const INSTALLATION_HORIZON_DAYS = 30;
/** Technicians work Monday (1) to Saturday (6). */
export const INSTALLATION_WORKING_DAYS: readonly number[] = [1, 2, 3, 4, 5, 6];
/**
 * Morocco's fixed-date public holidays (MM-DD): New Year, Independence Manifesto, Amazigh New
 * Year, Labour Day, Throne Day, Oued Ed-Dahab, Revolution of the King and the People, Youth Day,
 * Unity Day, Green March, Independence Day. Religious holidays follow the moon and are announced
 * late; the planning team closes those days by lowering the slots' capacity.
 */
export const FIXED_PUBLIC_HOLIDAYS: readonly string[] = ['01-01', '01-11', '01-14', '05-01', '07-30', '08-14', '08-20', '08-21', '10-31', '11-06', '11-18'];

const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

const isWorkingDay = (date: string) => INSTALLATION_WORKING_DAYS.includes(dayOf(date)) && !FIXED_PUBLIC_HOLIDAYS.includes(date.slice(5));

/** Every date a visit can be booked on, in order (YYYY-MM-DD). */
export function installationDates(now: Date = new Date()): string[] {
  const today = moroccanClock(now).date;
  return Array.from({ length: INSTALLATION_HORIZON_DAYS }, (_, index) => addDays(today, index + 1)).filter(isWorkingDay);
}

export function isBookableInstallationDate(date: string, now: Date = new Date()): boolean {
  return isCalendarDate(date) && installationDates(now).includes(date);
}
