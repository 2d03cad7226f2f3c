import type { RemoteDeclaration } from '@atlas/build/remote-contract';

/** The flow's steps (selfcare spec: the identification flow). */
export const IDENTIFICATION_PATHS = {
  start: '/identification',
  otp: '/identification/otp',
  ocr: '/identification/ocr',
  infos: '/identification/ocr/infos',
  signature: '/identification/ocr/signature',
  create: '/identification/create',
  /** The signed-in service, under the self-care prefix. */
  service: 'services/identification-ligne',
} as const;

/** The routes mf-identification owns. */
export const identificationDeclaration: RemoteDeclaration = {
  name: 'mf-identification',
  container: 'mf_identification',
  routesModule: './routes',
  routes: [
    { path: '/identification' },
    { path: '/identification/otp' },
    { path: '/identification/ocr' },
    { path: '/identification/ocr/infos' },
    { path: '/identification/ocr/signature' },
    { path: '/identification/create' },
    { path: `/${IDENTIFICATION_PATHS.service}`, area: 'selfcare' },
  ],
  widgets: [],
};
