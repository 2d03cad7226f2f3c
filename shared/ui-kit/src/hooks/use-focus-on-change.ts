import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to `ref` when `value` changes (not on the first render): a funnel focuses the new
 * step's heading so keyboard and screen-reader users land on it. Give the target tabIndex={-1}.
 */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, value: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [ref, value]);
}
