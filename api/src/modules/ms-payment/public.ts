/**
 * What other modules may use of ms-payment (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { cartKind, closeCart, itemsOf, lockCart, newCart, openCartOf, replaceCartItems, reopenCart, repriceItem } from './carts.repository';
export { cartClosed, chosenNumbersOf, findCart, totalsOf, type CartItemRow, type CartRow } from './carts';
export { methodUnavailability, unavailableReason } from './payment-methods';
export { bankBillPayer, HOLDER_PAYER, isHolderOf, lineProvenByCode, type BankBillCaller } from './bank-bill-payer';
export { creditRecharge } from './recharge-credit';
export { cartMdn, checkMonthlyMax, rechargeableLine } from './recharge-lines';
export { productsFor } from './recharge-products';
