/** Uploaded images: the one guard before decoding, and the isolated worker that decodes and reads them. */
export { imageTypeOf, type ImageType } from './image-type';
export { IMAGE_POLICIES, ImageRefused, inspectImage, type ImagePolicy, type ImageRefusalReason, type InspectedImage } from './image-guard';
export {
  IsolatedJobFailed,
  IsolatedWorker,
  IsolatedWorkerFailed,
  residentBytes,
  serveJobs,
  type IsolatedWorkerOptions,
  type WorkerFailure,
} from './isolated-worker';
export { guardImage, readingFailure } from './refusals';
