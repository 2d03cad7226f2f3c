import type { FastifyInstance } from 'fastify';
import { reconcilePayments, type ReconciliationPass } from './outbox';
import { releaseClaims } from './outbox.repository';

/**
 * The reconciliation of the gateway's captures with the shop's confirmations: a pass once the
 * app is ready (what a killed process left undelivered), then every `everySeconds`. One pass at a
 * time in a process; replicas share the work through their claims (outbox.ts).
 */
export function scheduleReconciliation(app: FastifyInstance, everySeconds: number): void {
  let running: Promise<ReconciliationPass | null> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const run = () => {
    running ??= reconcilePayments(app)
      .then((pass) => {
        // Anything found means a confirmation had not reached the shop (a process stopped, the shop down): worth a warning.
        if (pass.adopted + pass.delivered + pass.refused + pass.pending > 0) app.log.warn({ pass }, 'payment reconciliation');
        return pass;
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'payment reconciliation failed');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    // One process alone opens a PGlite data folder: a claim left there is a killed process's.
    if (app.databaseKind === 'pglite') await releaseClaims(app.db);
    setImmediate(() => void run());
    timer = setInterval(() => void run(), everySeconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
