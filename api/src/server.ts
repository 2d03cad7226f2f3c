import { buildApp } from './app';
import { ConfigError, loadServerConfig } from './config';

/** Runs the API alone: `npx tsx api/src/server.ts` (PORT, HOST and the variables of config.ts). */
async function main(): Promise<void> {
  const { port, host } = loadServerConfig();
  const app = await buildApp({ logger: true });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // close() stops accepting connections, lets requests in flight finish, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port, host });
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what is wrong, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
