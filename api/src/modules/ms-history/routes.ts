/** ms-history: the line's transactions, calls and the customer's notifications (see each file). */
export { transactionRoutes } from './transactions';
export { notificationRoutes, recordNotification } from './notifications';
export { historyCallsRoutes } from './history-calls';
export { savRoutes } from './sav';
export { usageSummaryRoutes } from './usage-summary';
