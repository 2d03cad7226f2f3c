/**
 * Reads every document of the synthetic set and compares with the truth: the figures of
 * `npm run bench` and the floor the API test asserts.
 */
import { performance } from 'node:perf_hooks';
import type { OcrEngine } from '../ocr/engine';
import { readDocument, type IdentityRead } from '../ocr/read-document';
import { FIRST_SEED, renderDocument, testSetIdentities, type TrueIdentity } from './synthetic-documents';

export const MEASURED_FIELDS = ['lastName', 'firstName', 'birthDate', 'expiryDate', 'cinId', 'documentNumber', 'gender', 'city', 'address'] as const;

export interface DocumentOutcome {
  id: string;
  kind: TrueIdentity['kind'];
  degradation: TrueIdentity['degradation'];
  /** Every field right and none sent to review: nothing for the customer to fix. */
  complete: boolean;
  /** Every check digit of the zone was read and held, the composite digit included. */
  allCheckDigits: boolean;
  wrongFields: string[];
  /** Fields wrong and not listed for review: the failures that must never happen. */
  silentErrors: string[];
  fieldsToReview: string[];
  seconds: number;
  /** Processor time the reading took, every thread of the process (tesseract's workers) counted. */
  cpuSeconds: number;
}

export interface AccuracyFigures {
  documents: number;
  completeShare: number;
  allCheckDigitsShare: number;
  fieldAccuracy: number;
  silentErrors: number;
  secondsPerDocument: number;
  /** Processor seconds per document: what the reading costs whatever else the machine is doing. */
  cpuSecondsPerDocument: number;
  /** Share of documents read completely, per document type and per degradation. */
  completeByKind: Record<string, number>;
  completeByDegradation: Record<string, number>;
  /** Share of documents where the field was read right, per field. */
  fieldRight: Record<string, number>;
  outcomes: DocumentOutcome[];
}

function shareBy(outcomes: DocumentOutcome[], key: (outcome: DocumentOutcome) => string): Record<string, number> {
  const groups = new Map<string, DocumentOutcome[]>();
  for (const outcome of outcomes) groups.set(key(outcome), [...(groups.get(key(outcome)) ?? []), outcome]);
  return Object.fromEntries([...groups].map(([name, group]) => [name, group.filter((outcome) => outcome.complete).length / group.length]));
}

function expected(truth: TrueIdentity, field: (typeof MEASURED_FIELDS)[number]): string {
  if (field === 'address') return truth.address ?? '';
  return truth[field];
}

export function compare(truth: TrueIdentity, read: IdentityRead | null, seconds: number, cpuSeconds = 0): DocumentOutcome {
  const wrongFields = MEASURED_FIELDS.filter((field) => (read ? read[field] : '') !== expected(truth, field));
  const review = read?.fieldsToReview ?? [...MEASURED_FIELDS];
  return {
    id: truth.id,
    kind: truth.kind,
    degradation: truth.degradation,
    complete: !!read && wrongFields.length === 0 && review.length === 0,
    allCheckDigits: !!read?.checkDigitsValid,
    wrongFields,
    silentErrors: wrongFields.filter((field) => !review.includes(field)),
    fieldsToReview: review,
    seconds,
    cpuSeconds,
  };
}

export async function measureAccuracy(engine: OcrEngine, count = 36, firstSeed = FIRST_SEED): Promise<AccuracyFigures> {
  const outcomes: DocumentOutcome[] = [];
  for (const [index, truth] of testSetIdentities(count, firstSeed).entries()) {
    const document = await renderDocument(truth, firstSeed + index);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const read = await readDocument(engine, truth.kind, document.recto, document.verso);
    const used = process.cpuUsage(cpu);
    outcomes.push(compare(truth, read, (performance.now() - start) / 1000, (used.user + used.system) / 1e6));
  }
  const fields = outcomes.length * MEASURED_FIELDS.length;
  const wrong = outcomes.reduce((sum, outcome) => sum + outcome.wrongFields.length, 0);
  return {
    documents: outcomes.length,
    completeShare: outcomes.filter((outcome) => outcome.complete).length / outcomes.length,
    allCheckDigitsShare: outcomes.filter((outcome) => outcome.allCheckDigits).length / outcomes.length,
    fieldAccuracy: (fields - wrong) / fields,
    silentErrors: outcomes.reduce((sum, outcome) => sum + outcome.silentErrors.length, 0),
    secondsPerDocument: outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0) / outcomes.length,
    cpuSecondsPerDocument: outcomes.reduce((sum, outcome) => sum + outcome.cpuSeconds, 0) / outcomes.length,
    completeByKind: shareBy(outcomes, (outcome) => outcome.kind),
    completeByDegradation: shareBy(outcomes, (outcome) => outcome.degradation),
    fieldRight: Object.fromEntries(
      MEASURED_FIELDS.map((field) => [field, outcomes.filter((outcome) => !outcome.wrongFields.includes(field)).length / outcomes.length]),
    ),
    outcomes,
  };
}
