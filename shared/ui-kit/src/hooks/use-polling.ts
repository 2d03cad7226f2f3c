import { useCallback, useEffect, useRef, useState } from 'react';

export interface PollingOptions {
  /** How long to poll, in seconds. */
  durationSeconds: number;
  /** Called every second with the elapsed seconds; answer true to stop (the awaited state came). */
  onTick?: (elapsedSeconds: number) => boolean | void | Promise<boolean | void>;
  /** Called once when the duration ran out without onTick stopping it. */
  onTimeout?: () => void;
  /** Starts at once (default true). */
  enabled?: boolean;
  intervalMs?: number;
}

export interface Polling {
  elapsed: number;
  remaining: number;
  isPolling: boolean;
  timedOut: boolean;
  start: () => void;
  stop: () => void;
}

/** The spec's polling helper: ticks every second up to a given duration (payment status, OCR result). */
export function usePolling({ durationSeconds, onTick, onTimeout, enabled = true, intervalMs = 1000 }: PollingOptions): Polling {
  const [isPolling, setIsPolling] = useState(enabled);
  const [elapsed, setElapsed] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const callbacks = useRef({ onTick, onTimeout });
  callbacks.current = { onTick, onTimeout };

  useEffect(() => {
    if (!isPolling) return undefined;
    let count = 0;
    let cancelled = false;
    const timer = setInterval(() => {
      count += 1;
      setElapsed(count);
      const finish = (stopped: boolean | void) => {
        if (cancelled) return;
        if (stopped) {
          clearInterval(timer);
          setIsPolling(false);
        } else if (count * intervalMs >= durationSeconds * 1000) {
          clearInterval(timer);
          setIsPolling(false);
          setTimedOut(true);
          callbacks.current.onTimeout?.();
        }
      };
      const result = callbacks.current.onTick?.(count);
      if (result instanceof Promise) result.then(finish, () => finish(false));
      else finish(result);
    }, intervalMs);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [isPolling, durationSeconds, intervalMs]);

  const start = useCallback(() => {
    setElapsed(0);
    setTimedOut(false);
    setIsPolling(true);
  }, []);
  const stop = useCallback(() => setIsPolling(false), []);

  const remaining = Math.max(0, durationSeconds - Math.floor((elapsed * intervalMs) / 1000));
  return { elapsed, remaining, isPolling, timedOut, start, stop };
}
