/**
 * What other modules may use of ms-billing (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { invoiceProductSource, settleInvoices, unpaidInvoicesOf } from './invoices';
export { latestInvoicesOf } from './invoices.repository';
export { overdueInvoicesOf, refuseWhileUnpaid, type Subscriber } from './unpaid-rule';
