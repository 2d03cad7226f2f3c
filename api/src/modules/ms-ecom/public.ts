/**
 * What other modules may use of ms-ecom (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { checkPortability, portabilityRequestSchema } from './portability';
export { sendReceipt } from './receipts';
export { BankBillMiss, cancelBankBillHolding, pendingBankBillsHolding, type HoldingBankBill } from './bank-bill-lookup';
export { LineOrdersRepository, orderExists, renumberLineOrders } from './line-orders.repository';
