/**
 * What other modules may use of ms-iam (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { accountPasswordMatches } from './account-password';
export { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwords';
export {
  accountEmailOf,
  heldLinesOf,
  holderAccountOf,
  isLineNumber,
  isLineAttached,
  isOperatorLine,
  lineHolderContacts,
  lineOf,
  linesOfAccount,
  lockLine,
  moveLineToPlan,
  movePrepaidToPlan,
  renumberLine,
  type LineRow,
} from './line-contacts.repository';
export { knownLine } from './sessions';
export { accountSegment } from './accounts.repository';
export { acceptTerms } from './terms.repository';
export { maskMdn, nationalMdn, parseUsername } from './username';
export { sessionReads } from './session-reads.repository';
export { CustomerAccountsRepository, type AccountRow, type HeldLine } from './customer-accounts.repository';
