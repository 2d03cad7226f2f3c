import { CALL_BACK_WINDOWS, callBackHours, isBookableCallBack, moroccanClock, nextCallBackOpening } from './call-back';

// Sunday 22 November 2026, 15:30 in Casablanca (UTC+1).
const SUNDAY_AFTERNOON = new Date('2026-11-22T14:30:00Z');
const MONDAY_NOON = new Date('2026-11-23T11:00:00Z');

describe('call-back windows', () => {
  it('offers the full hours that end inside each window', () => {
    expect(callBackHours(CALL_BACK_WINDOWS.standard)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(callBackHours(CALL_BACK_WINDOWS.fibre)[0]).toBe('09:00');
    expect(callBackHours(CALL_BACK_WINDOWS.fibre).at(-1)).toBe('18:00');
  });

  it('reads the Moroccan wall clock', () => {
    expect(moroccanClock(SUNDAY_AFTERNOON)).toEqual({ date: '2026-11-22', hour: 15, minute: 30, day: 0 });
  });

  it('books Monday to Friday for the standard form, Saturday too for fibre, never in the past', () => {
    expect(isBookableCallBack(CALL_BACK_WINDOWS.standard, '2026-11-23', '10:00', SUNDAY_AFTERNOON)).toBe('ok');
    expect(isBookableCallBack(CALL_BACK_WINDOWS.standard, '2026-11-28', '10:00', SUNDAY_AFTERNOON)).toBe('outside');
    expect(isBookableCallBack(CALL_BACK_WINDOWS.fibre, '2026-11-28', '18:00', SUNDAY_AFTERNOON)).toBe('ok');
    expect(isBookableCallBack(CALL_BACK_WINDOWS.standard, '2026-11-23', '18:00', SUNDAY_AFTERNOON)).toBe('outside');
    expect(isBookableCallBack(CALL_BACK_WINDOWS.standard, '2026-11-23', '09:00', SUNDAY_AFTERNOON)).toBe('outside');
    expect(isBookableCallBack(CALL_BACK_WINDOWS.standard, '2026-11-23', '12:00', MONDAY_NOON)).toBe('past');
    expect(isBookableCallBack(CALL_BACK_WINDOWS.standard, '2026-11-23', '13:00', MONDAY_NOON)).toBe('ok');
    expect(isBookableCallBack(CALL_BACK_WINDOWS.standard, '2026-02-30', '13:00', MONDAY_NOON)).toBe('outside');
    expect(isBookableCallBack(CALL_BACK_WINDOWS.standard, '2026-13-01', '13:00', MONDAY_NOON)).toBe('outside');
  });

  it('says when an immediate call-back happens: now in the window, else its next opening', () => {
    expect(nextCallBackOpening(CALL_BACK_WINDOWS.standard, MONDAY_NOON)).toEqual({ date: '2026-11-23', hour: '12:00', now: true });
    expect(nextCallBackOpening(CALL_BACK_WINDOWS.standard, SUNDAY_AFTERNOON)).toEqual({ date: '2026-11-23', hour: '10:00', now: false });
    expect(nextCallBackOpening(CALL_BACK_WINDOWS.fibre, new Date('2026-11-27T19:00:00Z'))).toEqual({ date: '2026-11-28', hour: '09:00', now: false });
    expect(nextCallBackOpening(CALL_BACK_WINDOWS.standard, new Date('2026-11-27T19:00:00Z'))).toEqual({ date: '2026-11-30', hour: '10:00', now: false });
  });
});
