/**
 * What other modules may use of ms-order (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { OFFER_CHANGE_OPTION, applyOfferChange, feesScope, offerChangeFeesProduct, offerChangeItem } from './change-offer';
export { eligibleOrRefuse, quoteFor } from './offer-change-checks';
