/** mf-invoices' self-care page of the line's pending bank bills (by address: remotes never import each other). */
export const BANK_BILL_PATH = 'services/paiement-fatourati';
