/**
 * npm start: the whole site on one local URL. Builds the shell and every remote (SKIP_BUILD=1
 * keeps builds that are present), publishes the builds into the platform folder and makes them
 * live, then serves everything with the API on PGlite. Ctrl-C stops it.
 */
import path from 'node:path';
import { buildParts } from './build/build-parts';
import { demoAccounts, describeAccount, startOperatorApi } from './edge/operator-api';
import { publishedRemotes } from './edge/remote-folders';
import { createEdge } from './edge/server';
import { bootstrapPlatform } from './platform/bootstrap';
import { platformDir, repoRoot } from './platform/paths';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? 'localhost';
  const dir = platformDir();

  console.log('Building the shell and the remotes…');
  await buildParts({ skipWhenBuilt: process.env.SKIP_BUILD === '1' });

  console.log(`Publishing the builds into ${dir}…`);
  await bootstrapPlatform({ platformDir: dir, log: (line) => console.log(`  ${line}`) });

  console.log('Starting the API (migrations and seed on first start)…');
  const api = await startOperatorApi();
  const edge = await createEdge({ shellDir: path.join(repoRoot, 'shell/dist'), remotes: publishedRemotes(dir), api });
  await edge.listen({ port, host }).catch(async (error: NodeJS.ErrnoException) => {
    await edge.close();
    throw error.code === 'EADDRINUSE' ? new Error(`port ${port} is in use (another npm start?); choose another: PORT=${port + 1} npm start`) : error;
  });

  const url = `http://localhost:${port}`;
  const accounts = await demoAccounts();
  console.log(
    [
      '',
      `  Atlas Telecom is running at ${url}`,
      `  listening on ${host}:${port}${host === 'localhost' ? ' (HOST=0.0.0.0 opens it to the network)' : ''}`,
      `  platform manifest   ${url}/platform-manifest.json`,
      `  API health          ${url}/api/health`,
      `  operations          npm run ops -- list   (publish, switch, rollback, audit, canary…)`,
      ...(accounts.length ? ['  demo accounts', ...accounts.map((account) => `    ${describeAccount(account)}`)] : []),
      '',
      '  Ctrl-C stops it.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    edge.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
