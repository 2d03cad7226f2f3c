/**
 * What other modules may use of telemetry (the eslint zones refuse any other import of this
 * folder from another module): the aggregate and its reading.
 */
export { BUCKET_BOUNDS, percentileFromBuckets, VITALS, type Vital } from './histogram';
export { addTelemetryRow, emptySums, failuresOf, p75Of, type TelemetrySums } from './telemetry-sums';
export { HistogramsRepository } from './histograms.repository';
