import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  it('ticks every second and calls onEnd once at zero', () => {
    const onEnd = jest.fn();
    const { result } = renderHook(() => useCountdown(3, { onEnd }));
    expect(result.current.remaining).toBe(3);
    expect(result.current.isRunning).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.isDone).toBe(true);
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('restarts and stops', () => {
    const { result } = renderHook(() => useCountdown(2));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.isDone).toBe(true);
    act(() => result.current.restart(5));
    expect(result.current.remaining).toBe(5);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(4);
    act(() => result.current.stop());
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.remaining).toBe(4);
    expect(result.current.isRunning).toBe(false);
  });

  it('waits for restart when autoStart is off', () => {
    const { result } = renderHook(() => useCountdown(2, { autoStart: false }));
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.remaining).toBe(2);
    expect(result.current.isRunning).toBe(false);
  });
});
