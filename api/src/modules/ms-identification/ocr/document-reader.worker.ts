/** The child process of createDocumentReader: one engine kept warm, one document read per job. */
import sharp from 'sharp';
import { serveJobs } from '../../../images';
import type { DocumentReading } from './document-reader';
import { createOcrEngine } from './engine';
import { readDocument } from './read-document';

// One image at a time: no libvips cache kept between readings, one thread per operation.
sharp.cache(false);
sharp.concurrency(1);
const engine = createOcrEngine();
const bytes = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);

serveJobs(({ type, recto, verso }: DocumentReading) => readDocument(engine, type, bytes(recto), verso ? bytes(verso) : null));
