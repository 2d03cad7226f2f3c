import { act, renderHook } from '@testing-library/react';
import { useBreakpoint, useIsMobile, useIsTablet } from './use-media-query';

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('viewport hooks', () => {
  it('tells mobile (< 600) from tablet (600 to 1200), 450 ms after the last resize', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1300 });
    const mobile = renderHook(() => useIsMobile());
    const tablet = renderHook(() => useIsTablet());
    const bp = renderHook(() => useBreakpoint());
    expect(mobile.result.current).toBe(false);
    expect(bp.result.current).toBe('lg');

    act(() => resizeTo(360));
    act(() => jest.advanceTimersByTime(449));
    expect(mobile.result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(mobile.result.current).toBe(true);
    expect(bp.result.current).toBe('xs');

    act(() => resizeTo(800));
    act(() => jest.advanceTimersByTime(450));
    expect(mobile.result.current).toBe(false);
    expect(tablet.result.current).toBe(true);
  });
});
