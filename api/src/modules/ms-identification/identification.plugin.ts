import fp from 'fastify-plugin';
import { storedSecret } from '../../plugins/stored-secret';
import { IdentityScansRepository } from './identity-scans.repository';
import { createOcrEngine, type OcrEngine } from './ocr/engine';
import { createSealer, type Sealer } from './sealed';

declare module 'fastify' {
  interface FastifyInstance {
    identification: { engine: OcrEngine; sealer: Sealer; scans: IdentityScansRepository };
  }
}

/**
 * The OCR engine (started on first use, stopped with the app), the identity sealer and the scans'
 * repository, at the root: ms-client's verify-ocr-scan reaches them through this module's public.ts.
 */
export const identificationPlugin = fp(
  async (app) => {
    const engine = createOcrEngine();
    const sealer = createSealer(await storedSecret(app.db, 'identityKey', process.env.IDENTITY_KEY ?? null));
    app.decorate('identification', { engine, sealer, scans: new IdentityScansRepository(app.db) });
    app.addHook('onClose', async () => engine.close());
  },
  { name: 'atlas-identification', dependencies: ['atlas-database'] },
);
