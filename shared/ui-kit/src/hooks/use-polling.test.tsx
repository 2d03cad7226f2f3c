import { act, renderHook } from '@testing-library/react';
import { usePolling } from './use-polling';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('usePolling', () => {
  it('ticks every second up to the duration, then times out', () => {
    const onTick = jest.fn();
    const onTimeout = jest.fn();
    const { result } = renderHook(() => usePolling({ durationSeconds: 3, onTick, onTimeout }));
    act(() => jest.advanceTimersByTime(1000));
    expect(onTick).toHaveBeenLastCalledWith(1);
    expect(result.current.remaining).toBe(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(onTick).toHaveBeenCalledTimes(3);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(result.current.isPolling).toBe(false);
    expect(result.current.timedOut).toBe(true);
  });

  it('stops when onTick answers true', () => {
    const onTick = jest.fn((elapsed: number) => elapsed === 2);
    const onTimeout = jest.fn();
    const { result } = renderHook(() => usePolling({ durationSeconds: 10, onTick, onTimeout }));
    act(() => jest.advanceTimersByTime(5000));
    expect(onTick).toHaveBeenCalledTimes(2);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(result.current.isPolling).toBe(false);
    expect(result.current.timedOut).toBe(false);
  });

  it('starts on demand', () => {
    const onTick = jest.fn();
    const { result } = renderHook(() => usePolling({ durationSeconds: 2, onTick, enabled: false }));
    act(() => jest.advanceTimersByTime(3000));
    expect(onTick).not.toHaveBeenCalled();
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(1000));
    expect(onTick).toHaveBeenCalledWith(1);
  });
});
