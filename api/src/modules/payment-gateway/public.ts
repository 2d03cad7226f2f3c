/**
 * What other modules may use of payment-gateway (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { cancelGatewaySession, closeBillReference, openGatewaySession, registerBillReference } from './gateway';
export { CALLBACK_TOLERANCE_SECONDS, SIGNATURE_HEADER, isSignedByGateway } from './signature';
export { sessionsUnderWay } from './gateway-sessions.repository';
