import fp from 'fastify-plugin';
import { storedSecret } from '../../plugins/stored-secret';
import { IdentityScansRepository } from './identity-scans.repository';
import { createDocumentReader, type DocumentReader } from './ocr/document-reader';
import { createSealer, type Sealer } from './sealed';

declare module 'fastify' {
  interface FastifyInstance {
    identification: { reader: DocumentReader; sealer: Sealer; scans: IdentityScansRepository };
  }
}

/**
 * The document reader (a child process, started on first use, stopped with the app), the identity sealer and the scans'
 * repository, at the root: ms-client's verify-ocr-scan reaches them through this module's public.ts.
 */
export const identificationPlugin = fp(
  async (app) => {
    const reader = createDocumentReader();
    const sealer = createSealer(await storedSecret(app.appConfigRepository, 'identityKey', process.env.IDENTITY_KEY ?? null));
    app.decorate('identification', { reader, sealer, scans: new IdentityScansRepository(app.db) });
    app.addHook('onClose', async () => reader.close());
  },
  { name: 'atlas-identification', dependencies: ['atlas-database', 'app-config-repository'] },
);
