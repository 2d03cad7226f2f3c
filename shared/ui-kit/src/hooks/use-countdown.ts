import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, rounded up (shows 1 until the very end). */
  remaining: number;
  isRunning: boolean;
  isDone: boolean;
  /** Starts again from `seconds` (default: the initial value). */
  restart: (seconds?: number) => void;
  stop: () => void;
}

export interface CountdownOptions {
  onEnd?: () => void;
  /** Start at once (default true). */
  autoStart?: boolean;
}

/**
 * A countdown that ticks every second (OTP resend, pending payment expiry, promo end). It reads
 * the clock at each tick, so a throttled background tab shows the right time when it wakes up.
 */
export function useCountdown(seconds: number, { onEnd, autoStart = true }: CountdownOptions = {}): Countdown {
  const [endAt, setEndAt] = useState<number | null>(() => (autoStart ? Date.now() + seconds * 1000 : null));
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(seconds)));
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (endAt === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        setEndAt(null);
        onEndRef.current?.();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endAt]);

  const restart = useCallback(
    (next: number = seconds) => {
      setRemaining(Math.max(0, Math.ceil(next)));
      setEndAt(Date.now() + next * 1000);
    },
    [seconds],
  );
  const stop = useCallback(() => setEndAt(null), []);

  return { remaining, isRunning: endAt !== null, isDone: endAt === null && remaining === 0, restart, stop };
}
