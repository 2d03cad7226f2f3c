import path from 'node:path';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

const repo = path.resolve(__dirname, '../../..');

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * Lints sources as if they stood at a path of the repository, with its real ESLint configuration,
 * in one long-lived ESLint process (ops/bin/eslint-probe-server.mjs) so the configuration and
 * the type information load once per test file. `close()` ends the process (in `afterAll`).
 */
export function eslintProbe(): { lint: (file: string, source: string) => Promise<LintMessage[]>; close: () => void } {
  let server: ChildProcessWithoutNullStreams | null = null;
  const waiting: Array<(line: string) => void> = [];
  const start = (): ChildProcessWithoutNullStreams => {
    const child = spawn(process.execPath, [path.join(repo, 'ops/bin/eslint-probe-server.mjs'), repo], { cwd: repo });
    createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    return child;
  };
  return {
    lint: (file, source) =>
      new Promise((resolve, reject) => {
        server ??= start();
        waiting.push((line) => {
          const answer = JSON.parse(line) as { messages?: LintMessage[]; error?: string };
          if (answer.error) reject(new Error(answer.error));
          else resolve(answer.messages ?? []);
        });
        server.stdin.write(`${JSON.stringify({ file, source })}\n`);
      }),
    close: () => {
      server?.stdin.end();
      server = null;
    },
  };
}
