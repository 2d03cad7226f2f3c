/**
 * One ESLint, configuration loaded once, linting sources sent on stdin as JSON lines
 * (`{ "file": "...", "source": "..." }`) and answering each with a JSON line of its messages.
 * The lint rule tests probe about forty sources: one process instead of forty saves two minutes
 * of `npm test` (ops/src/lint/eslint-probe.ts is the client).
 */
import { createInterface } from 'node:readline';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.argv[2] ?? process.cwd() });

for await (const line of createInterface({ input: process.stdin })) {
  const { file, source } = JSON.parse(line);
  try {
    const [result] = await eslint.lintText(source, { filePath: file });
    process.stdout.write(`${JSON.stringify({ messages: result?.messages ?? [] })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ error: String(error?.stack ?? error) })}\n`);
  }
}
