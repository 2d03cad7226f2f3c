import { lineBalances } from './ms-balance.tables';
import { lineRead } from '../../plugins/session-tokens';

/**
 * ms-balance's SQL: the counters of the selected line, as last computed. requireLine reads them in
 * its own statement, with the session and the line's holder (GET /balances: one round trip).
 */
export const lineBalancesRead = lineRead(lineBalances, lineBalances.mdn);
