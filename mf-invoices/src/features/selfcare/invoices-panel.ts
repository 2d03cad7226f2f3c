import { useEffect, useRef } from 'react';
import { takeEvery } from 'redux-saga/effects';
import { busEvents } from '@atlas/contracts';
import { useAppDispatch } from '@atlas/runtime';
import type { Invoice } from '@atlas/contracts/billing';

/** The page whose invoices the panel's "pay" button pays (one page at a time). */
let payFromPanel: (() => void) | null = null;

/** Run with the invoice pages: the invoices panel's button asks the page on screen to pay. */
export function* invoicesPanelSaga() {
  yield takeEvery(busEvents.basketNextRequested, () => payFromPanel?.());
}

/**
 * Shows the chosen invoices in the shell's invoices basket panel (layout flag
 * `invoicesBasketPanel`) with its "pay" button while the page is shown; both go away with it.
 */
export function useInvoicesPanel(invoices: Invoice[], total: number, onPay: () => void): void {
  const dispatch = useAppDispatch();
  const handler = useRef(onPay);
  handler.current = onPay;
  const key = invoices.map((invoice) => invoice.billNo).join(',');

  useEffect(() => {
    const pay = () => handler.current();
    payFromPanel = pay;
    return () => {
      if (payFromPanel === pay) payFromPanel = null;
      dispatch(busEvents.invoicesSelectionUpdated(null));
      dispatch(busEvents.basketNextDeclared(null));
    };
  }, [dispatch]);

  useEffect(() => {
    dispatch(
      busEvents.invoicesSelectionUpdated({
        cartId: null,
        itemCount: invoices.length,
        total,
        monthlyTotal: 0,
        items: invoices.map((invoice) => ({
          itemId: invoice.billNo,
          productType: 'facture',
          name: { fr: `Facture ${invoice.period}`, ar: `فاتورة ${invoice.period}`, en: `Invoice ${invoice.period}` },
          quantity: 1,
          unitPrice: invoice.amount,
          period: 'once',
        })),
      }),
    );
    dispatch(busEvents.basketNextDeclared({ labelKey: 'invoices:list.pay', disabled: invoices.length === 0 }));
    // `key` stands for the invoices chosen: the panel changes when the choice does.
  }, [dispatch, key, total]);
}
