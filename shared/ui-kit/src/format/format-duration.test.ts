import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows mm:ss below one hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows hh:mm:ss from one hour', () => {
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3 * 3600 + 62)).toBe('03:01:02');
  });

  it('never shows negative or invalid durations', () => {
    expect(formatDuration(-10)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
    expect(formatDuration(12.9)).toBe('00:12');
  });
});
