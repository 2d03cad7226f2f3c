/**
 * What other modules may use of ms-identification (its only public entry: the eslint zones refuse any other
 * import of this folder from another module). Routes are never exported: each module registers its own.
 */
export { identificationStatus } from './identification-status.repository';
export { confirmRecap, documentReadingOf, recordedIdentity, type DocumentReading } from './scans';
