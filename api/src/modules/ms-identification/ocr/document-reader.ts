/**
 * The document reading, run in a child process of its own (api/src/images/isolated-worker.ts):
 * decoding, preparing and reading one document costs that child its memory and time, never the
 * API's process. One reading at a time; a few wait; the rest are refused (readers busy).
 */
import path from 'node:path';
import { IsolatedWorker } from '../../../images';
import type { IdentityRead, IdentityType } from './read-document';

export interface DocumentReading {
  type: IdentityType;
  recto: Uint8Array;
  verso: Uint8Array | null;
}

export type DocumentReader = IsolatedWorker<DocumentReading, IdentityRead | null>;

export interface DocumentReaderLimits {
  /** The reader's resident memory at most (bytes); its baseline, tesseract's three workers loaded, is about 450 MB. */
  maxRssBytes: number;
  /** One reading's time at most (ms): about 1 s of CPU on an idle core, several when the cores are shared. */
  timeoutMs: number;
  /** Readings waiting at most beyond the running one. */
  maxQueue: number;
}

export const DOCUMENT_READER_LIMITS: DocumentReaderLimits = { maxRssBytes: 1024 * 1024 * 1024, timeoutMs: 60_000, maxQueue: 8 };

export function createDocumentReader(limits: DocumentReaderLimits = DOCUMENT_READER_LIMITS): DocumentReader {
  return new IsolatedWorker({ script: path.join(__dirname, 'document-reader.worker.ts'), ...limits });
}
