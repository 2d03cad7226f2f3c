import { useEffect, useRef } from 'react';
import { takeEvery } from 'redux-saga/effects';
import { busEvents, type BasketNext } from '@atlas/contracts';
import { useAppDispatch } from '@atlas/runtime';

/** The step on screen that the basket panel's "next" button submits (one page at a time). */
let submitStep: (() => void) | null = null;

/** Run with the shop's pages: the panel's button asks the step on screen to submit itself. */
export function* basketNextSaga() {
  yield takeEvery(busEvents.basketNextRequested, () => submitStep?.());
}

/**
 * Declares the label and state of the basket panel's "next" button while the page is shown, and
 * what pressing it does; the button goes away with the page.
 */
export function useBasketNext(next: BasketNext | null, onNext: () => void): void {
  const dispatch = useAppDispatch();
  const handler = useRef(onNext);
  handler.current = onNext;
  const labelKey = next?.labelKey;
  const disabled = next?.disabled === true;

  useEffect(() => {
    const submit = () => handler.current();
    submitStep = submit;
    return () => {
      if (submitStep === submit) submitStep = null;
      dispatch(busEvents.basketNextDeclared(null));
    };
  }, [dispatch]);

  useEffect(() => {
    dispatch(busEvents.basketNextDeclared(labelKey ? { labelKey, disabled } : null));
  }, [dispatch, labelKey, disabled]);
}
