/**
 * The production topology's page server (issue 18): nginx sends it the requests for pages (not
 * files, not /api) and serves the plain index.html itself when it fails or is slow. It is the
 * Node edge's own page, rendered on the server as `npm start` renders it, with the API called over
 * HTTP instead of in the same process.
 *
 *   PORT           where it listens (default 3100), on HOST (default 127.0.0.1)
 *   SHELL_ROOT     the shell's build (default shell/dist)
 *   PLATFORM_ROOT  the platform folder (default PLATFORM_DIR, as the operations tool reads it)
 *   API_URL        an API replica or the edge's own /api (default http://127.0.0.1:3000)
 */
import path from 'node:path';
import { platformDir, repoRoot } from '../platform/paths';
import { publishedRemotes } from './remote-folders';
import { createEdge } from './server';
import { httpApi } from './server-render';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3100);
  const host = process.env.HOST ?? '127.0.0.1';
  const edge = await createEdge({
    shellDir: process.env.SHELL_ROOT ?? path.join(repoRoot, 'shell/dist'),
    remotes: publishedRemotes(process.env.PLATFORM_ROOT ?? platformDir()),
    renderApi: httpApi(process.env.API_URL ?? 'http://127.0.0.1:3000'),
  });
  await edge.listen({ port, host });
  console.log(`[pages] server-rendered pages on ${host}:${port}`);
  const stop = () => void edge.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
