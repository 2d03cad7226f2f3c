import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { ConfigError, loadServerConfig } from './config';

/** Runs the API alone: `npx tsx api/src/server.ts` (PORT, HOST and the variables of config.ts). */
async function main(): Promise<void> {
  const { port, host, drainMs, closeTimeoutMs } = loadServerConfig();
  const app = await buildApp({ logger: true });

  let closing = false;
  // A graceful stop within the pod's grace period: readiness fails first (the load balancer takes
  // the replica out while it still answers), then close() stops accepting connections, lets the
  // requests in flight finish and closes the database; past the time-out the process exits anyway.
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    // Kept connections with nothing in flight end now; those in use end after their answer (the
    // onSend hook), so none is idle when the server closes, where an edge could send a request
    // the moment it is cut.
    app.server.closeIdleConnections();
    app.log.info({ signal, drainMs }, 'draining');
    await sleep(drainMs);
    const deadline = setTimeout(() => {
      app.log.error({ closeTimeoutMs }, 'requests still in flight at the shutdown time-out');
      process.exit(1);
    }, closeTimeoutMs);
    deadline.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'close failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port, host });
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what is wrong, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
