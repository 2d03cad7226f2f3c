/**
 * Reads every document of the synthetic set and compares with the truth: the figures of
 * `npm run bench` and the floor the API test asserts.
 */
import { performance } from 'node:perf_hooks';
import type { OcrEngine } from '../ocr/engine';
import { readDocument, type IdentityRead } from '../ocr/read-document';
import { FIRST_SEED, renderDocument, testSetIdentities, type SyntheticDocument, type TrueIdentity } from './synthetic-documents';
import { renderVaried, variedSet } from './varied-documents';
import type { VariedIdentity } from './varied-identity';

export const MEASURED_FIELDS = [
  'lastName',
  'firstName',
  'birthDate',
  'expiryDate',
  'cinId',
  'documentNumber',
  'gender',
  'nationality',
  'city',
  'address',
  'lastNameAr',
  'firstNameAr',
  'birthPlaceAr',
] as const;
const ARABIC_FIELDS = ['lastNameAr', 'firstNameAr', 'birthPlaceAr'] as const;

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
  /** What the document was like, by dimension (model, name order, labels, fill, glare…): the figures are given per value. */
  traits: Record<string, string>;
  /** The document prints Arabic names, and both were read exactly. */
  arabicNames: 'none' | 'exact' | 'wrong';
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
  /** Share read completely per value of each trait (`model` → `cnie-2020` → share). */
  completeByTrait: Record<string, Record<string, number>>;
  /** Documents that print Arabic names, and the share whose both Arabic names were read exactly. */
  arabicDocuments: number;
  arabicExactShare: number;
  /** Seconds per document, the 95th percentile. */
  secondsP95: number;
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

/** The traits a varied document is reported by. */
export function traitsOf(truth: TrueIdentity): Record<string, string> {
  const varied = truth as Partial<VariedIdentity>;
  if (!varied.layout || !varied.capture) return { model: truth.kind === 'cin' ? 'cnie-classic' : 'passport-classic', picture: truth.degradation };
  const { layout, capture } = varied;
  return {
    model: layout.model,
    nameOrder: layout.nameOrder,
    labels: layout.labels,
    latinFont: layout.latinFont,
    arabicFont: truth.lastNameAr ? layout.arabicFont : 'none',
    photo: layout.photoSide,
    fill: capture.fill < 0.55 ? '40-55 %' : capture.fill < 0.75 ? '55-75 %' : '75-95 %',
    glare: capture.glare ? 'glare' : 'no glare',
    moire: capture.moire ? 'moiré' : 'no moiré',
    blur: capture.blur > 0 ? 'blurred' : 'sharp',
    jpeg: capture.jpegQuality < 70 ? 'JPEG 55-69' : 'JPEG 70-90',
  };
}

export function compare(truth: TrueIdentity, read: IdentityRead | null, seconds: number, cpuSeconds = 0): DocumentOutcome {
  const got = (field: (typeof MEASURED_FIELDS)[number]) => (read ? ((read as unknown as Record<string, string | undefined>)[field] ?? '') : '');
  const wrongFields = MEASURED_FIELDS.filter((field) => got(field) !== expected(truth, field));
  const review = read?.fieldsToReview ?? [...MEASURED_FIELDS];
  return {
    traits: traitsOf(truth),
    arabicNames: !truth.lastNameAr ? 'none' : ARABIC_FIELDS.slice(0, 2).every((field) => got(field) === truth[field]) ? 'exact' : 'wrong',
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

/** Reads each document (rendered on demand) and gives the figures. */
export async function measureDocuments(
  engine: OcrEngine,
  documents: Array<{ truth: TrueIdentity; render: () => Promise<SyntheticDocument> }>,
  onOutcome: (outcome: DocumentOutcome) => void = () => undefined,
): Promise<AccuracyFigures> {
  const outcomes: DocumentOutcome[] = [];
  for (const { truth, render } of documents) {
    const document = await render();
    const start = performance.now();
    const cpu = process.cpuUsage();
    const read = await readDocument(engine, truth.kind, document.recto, document.verso);
    const used = process.cpuUsage(cpu);
    const outcome = compare(truth, read, (performance.now() - start) / 1000, (used.user + used.system) / 1e6);
    outcomes.push(outcome);
    onOutcome(outcome);
  }
  const fields = outcomes.length * MEASURED_FIELDS.length;
  const wrong = outcomes.reduce((sum, outcome) => sum + outcome.wrongFields.length, 0);
  const traitNames = [...new Set(outcomes.flatMap((outcome) => Object.keys(outcome.traits)))];
  const arabic = outcomes.filter((outcome) => outcome.arabicNames !== 'none');
  const seconds = outcomes.map((outcome) => outcome.seconds).sort((a, b) => a - b);
  return {
    documents: outcomes.length,
    completeShare: outcomes.filter((outcome) => outcome.complete).length / outcomes.length,
    allCheckDigitsShare: outcomes.filter((outcome) => outcome.allCheckDigits).length / outcomes.length,
    fieldAccuracy: (fields - wrong) / fields,
    silentErrors: outcomes.reduce((sum, outcome) => sum + outcome.silentErrors.length, 0),
    secondsPerDocument: outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0) / outcomes.length,
    secondsP95: seconds[Math.min(seconds.length - 1, Math.ceil(seconds.length * 0.95) - 1)] ?? 0,
    cpuSecondsPerDocument: outcomes.reduce((sum, outcome) => sum + outcome.cpuSeconds, 0) / outcomes.length,
    completeByKind: shareBy(outcomes, (outcome) => outcome.kind),
    completeByDegradation: shareBy(outcomes, (outcome) => outcome.degradation),
    completeByTrait: Object.fromEntries(traitNames.map((trait) => [trait, shareBy(outcomes, (outcome) => outcome.traits[trait] ?? '-')])),
    arabicDocuments: arabic.length,
    arabicExactShare: arabic.length ? arabic.filter((outcome) => outcome.arabicNames === 'exact').length / arabic.length : 1,
    fieldRight: Object.fromEntries(
      MEASURED_FIELDS.map((field) => [field, outcomes.filter((outcome) => !outcome.wrongFields.includes(field)).length / outcomes.length]),
    ),
    outcomes,
  };
}

/** The first model's set (36 documents, one degradation each). */
export function measureAccuracy(engine: OcrEngine, count = 36, firstSeed = FIRST_SEED): Promise<AccuracyFigures> {
  return measureDocuments(
    engine,
    testSetIdentities(count, firstSeed).map((truth, index) => ({ truth, render: () => renderDocument(truth, firstSeed + index) })),
  );
}

/** The varied set: `perModel` documents of each model from `firstSeed` (TUNING_SEED or UNTUNED_SEED). */
export function measureVaried(
  engine: OcrEngine,
  perModel: number,
  firstSeed: number,
  onOutcome?: (outcome: DocumentOutcome) => void,
): Promise<AccuracyFigures> {
  return measureDocuments(
    engine,
    variedSet(perModel, firstSeed).map((truth, index) => ({ truth, render: () => renderVaried(truth, firstSeed + index) })),
    onOutcome,
  );
}
