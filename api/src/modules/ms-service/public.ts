/**
 * What other modules may use of ms-service (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { applyNumberChange, changeNumberItem, quoteNumberChange } from './change-number';
export { offerChangeNotice, queueLineActNotice } from './line-act-notices';
export { accountEmailOf, notifyAccount } from './line-notices';
export {
  actHeadersSchema,
  actOnce,
  identifiedLine,
  mdnField,
  mdnQuerySchema,
  receiptProperties,
  recordDone,
  recordPaidAct,
  recordRefusal,
  selectedMobileLine,
  spendLineProof,
} from './line-service-acts';
export { LINE_ACT_OPTION, lineActRule } from './line-act-checkout';
export { isLineSuspended } from './line-services.repository';
export { checkHolderDocument } from './sim-swap-identity';
export { applyMigration, migratingLine, migrationItem, migrationOffers } from './migration';
export {
  chosenNumbersOf,
  cartReservations,
  holdCartNumbers,
  moveCartNumbers,
  outOfQuarantine,
  releaseNumbers,
  reserveNumber,
  sellNumbers,
  visitorHolds,
} from './numbers.repository';
