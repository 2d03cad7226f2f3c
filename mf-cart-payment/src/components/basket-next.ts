import { useEffect, useRef } from 'react';
import { type BasketNext } from '@atlas/contracts';
import { createWidgetChannel, type BasketNextAction } from '@atlas/ui-kit';

/** The "next" button of the shop's basket panel, as the page on screen declared it. */
export const basketNext = createWidgetChannel<BasketNextAction>();

/**
 * Declares the label and state of the basket panel's "next" button while the page is shown, and
 * what pressing it does (the panel, a widget of this remote, calls it); it goes away with the page.
 */
export function useBasketNext(next: BasketNext | null, onNext: () => void): void {
  const handler = useRef(onNext);
  handler.current = onNext;
  const labelKey = next?.labelKey;
  const disabled = next?.disabled === true;

  useEffect(() => {
    if (!labelKey) return;
    const action: BasketNextAction = { labelKey, disabled, run: () => handler.current() };
    basketNext.set(action);
    return () => basketNext.clear(action);
  }, [labelKey, disabled]);
}
