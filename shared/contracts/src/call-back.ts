/**
 * When the operator calls customers back (spec §9): the consumer and business form Monday to
 * Friday 10:00–18:00, the fibre form Monday to Saturday 9:00–19:00, Moroccan time. The forms and
 * the API read the same windows.
 */
export interface CallBackWindow {
  /** Days of the week (0 Sunday … 6 Saturday). */
  days: readonly number[];
  fromHour: number;
  toHour: number;
}

export const CALL_BACK_WINDOWS = {
  standard: { days: [1, 2, 3, 4, 5], fromHour: 10, toHour: 18 },
  fibre: { days: [1, 2, 3, 4, 5, 6], fromHour: 9, toHour: 19 },
} as const satisfies Record<string, CallBackWindow>;

export const MOROCCO_TIME_ZONE = 'Africa/Casablanca';

/** The hours a call can be booked at: each full hour that ends inside the window ("10:00" … "17:00"). */
export const callBackHours = (window: CallBackWindow): string[] =>
  Array.from({ length: window.toHour - window.fromHour }, (_, index) => `${String(window.fromHour + index).padStart(2, '0')}:00`);

/** The Moroccan wall-clock date ("2026-11-23") and hour of an instant. */
export function moroccanClock(instant: Date): { date: string; hour: number; minute: number; day: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: MOROCCO_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, hour: Number(parts.hour), minute: Number(parts.minute), day: new Date(`${date}T12:00:00Z`).getUTCDay() };
}

export const dayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export const isCalendarDate = (date: string) => {
  const parsed = new Date(`${date}T12:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/** Whether a booked date ("YYYY-MM-DD") and hour ("HH:00") fall inside the window and after now. */
export function isBookableCallBack(window: CallBackWindow, date: string, hour: string, now: Date = new Date()): 'ok' | 'outside' | 'past' {
  if (!isCalendarDate(date) || !callBackHours(window).includes(hour)) return 'outside';
  if (!window.days.includes(dayOf(date))) return 'outside';
  const clock = moroccanClock(now);
  const bookedHour = Number(hour.slice(0, 2));
  if (date < clock.date || (date === clock.date && bookedHour <= clock.hour)) return 'past';
  return 'ok';
}

/** When an "immediate" call-back can happen: now inside the window, else the window's next opening (Moroccan date and hour). */
export function nextCallBackOpening(window: CallBackWindow, now: Date = new Date()): { date: string; hour: string; now: boolean } {
  const clock = moroccanClock(now);
  if (window.days.includes(clock.day) && clock.hour >= window.fromHour && clock.hour < window.toHour) {
    return { date: clock.date, hour: `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`, now: true };
  }
  let date = clock.date;
  if (window.days.includes(clock.day) && clock.hour < window.fromHour) return { date, hour: `${String(window.fromHour).padStart(2, '0')}:00`, now: false };
  for (let step = 0; step < 8; step += 1) {
    const next = new Date(`${date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    date = next.toISOString().slice(0, 10);
    if (window.days.includes(dayOf(date))) break;
  }
  return { date, hour: `${String(window.fromHour).padStart(2, '0')}:00`, now: false };
}
