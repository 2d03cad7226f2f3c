/**
 * What other modules may use of ms-balance (its only public entry besides its tables): the usage
 * feed draws a line's uses on its counters here, ms-balance being the one that changes them.
 */
export {
  balancesOfLine,
  balancesOfLines,
  drawUsage,
  lockLineBalances,
  saveBalanceCredit,
  saveLineBalances,
  startBalanceCredit,
  type CreditedItems,
  type LineBalancesRow,
} from './balances.repository';
export { applyUsage, type UsageDraw } from './usage-draw';
