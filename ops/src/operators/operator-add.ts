/**
 * `npm run ops -- operator-add <login>`: an operator account for the operations page (issue 30),
 * in the API's database (DATABASE_URL, else its PGlite folder PGLITE_DATA_DIR, default
 * <repo>/.data/pglite — PGlite serves one process: stop the API first). The password comes from
 * OPERATOR_PASSWORD or standard input (`… operator-add ana < file`), never from the command line
 * (which other users and the shell's history see), and there is no default: production has no
 * operator until one is added this way.
 */
import type { DatabaseTarget } from '../../../api/src/config';
import { openDatabase } from '../../../api/src/db/database';
import { addOperator, LOGIN_PATTERN, OPERATOR_PASSWORD_MIN } from '../../../api/src/modules/operations/operators';
import { OperatorsRepository } from '../../../api/src/modules/operations/public';
import { pgliteFolder } from '../health/telemetry-reader';
import { Refusal, UsageError } from '../platform/refusal';

const databaseTargetOf = (env: NodeJS.ProcessEnv): DatabaseTarget =>
  env.DATABASE_URL?.trim() ? { kind: 'postgres', url: env.DATABASE_URL.trim() } : { kind: 'pglite', dataDir: pgliteFolder(env) };

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** The password: OPERATOR_PASSWORD, else standard input (its first line), refused from a terminal left empty. */
export async function passwordFrom(env: NodeJS.ProcessEnv, stdin: NodeJS.ReadStream | NodeJS.ReadableStream): Promise<string> {
  if (env.OPERATOR_PASSWORD) return env.OPERATOR_PASSWORD;
  if ((stdin as NodeJS.ReadStream).isTTY) throw new UsageError('give the password on standard input (operator-add ana < file) or in OPERATOR_PASSWORD');
  return (await readAll(stdin)).split(/\r?\n/)[0] ?? '';
}

export async function operatorAdd(login: string, password: string, by: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (!LOGIN_PATTERN.test(login)) throw new Refusal(`the login must be 3–40 of a–z, 0–9, ".", "_", "-" (got "${login}")`);
  if ([...password].length < OPERATOR_PASSWORD_MIN) throw new Refusal(`the password must have at least ${OPERATOR_PASSWORD_MIN} characters`);
  const database = await openDatabase(databaseTargetOf(env));
  try {
    await database.prepare();
    const result = await addOperator(new OperatorsRepository(database.db), login, password, by);
    if (!result.added) throw new Refusal(result.reason === 'login-taken' ? `an operator ${login} exists already` : result.reason);
    return `operator ${login} added (sign in at /operations)`;
  } finally {
    await database.close();
  }
}
