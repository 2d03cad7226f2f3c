import { useCallback, useEffect, useRef, useState } from 'react';

export type GeolocationState =
  | { status: 'idle' | 'locating' }
  | { status: 'located'; latitude: number; longitude: number; accuracy: number }
  /** denied: the customer or the browser refused; unavailable: no position on this device (or no API); timeout: too slow. */
  | { status: 'denied' | 'unavailable' | 'timeout' };

const REASONS = { 1: 'denied', 2: 'unavailable', 3: 'timeout' } as const;

/**
 * The browser's position, asked when `locate()` is called, with each way it can fail told apart
 * so the page can say what to do. Rounded to about 10 m: enough to find a building or an agency.
 */
export function useGeolocation({ timeoutMs = 10_000, maximumAgeMs = 300_000 }: { timeoutMs?: number; maximumAgeMs?: number } = {}) {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setState({
          status: 'located',
          latitude: Math.round(coords.latitude * 1e4) / 1e4,
          longitude: Math.round(coords.longitude * 1e4) / 1e4,
          accuracy: coords.accuracy,
        });
      },
      (error) => mounted.current && setState({ status: REASONS[error.code as 1 | 2 | 3] ?? 'unavailable' }),
      { timeout: timeoutMs, maximumAge: maximumAgeMs },
    );
  }, [timeoutMs, maximumAgeMs]);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, locate, reset };
}
