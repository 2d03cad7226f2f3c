/**
 * The visitor's invoice payment, one page a step (paiement-facture: search, code, invoices,
 * payment, result, registered bank bill), gathered here so that the routes load them as one chunk.
 */
export { InvoiceSearchPage } from './invoice-search-page';
export { InvoiceOtpPage } from './invoice-otp-page';
export { InvoiceListPage } from './invoice-list-page';
export { InvoicePaymentPage } from './invoice-payment-page';
export { InvoiceResultPage } from './invoice-result-page';
export { InvoiceRegisteredPage } from './invoice-registered-page';
