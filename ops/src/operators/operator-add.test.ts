import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { operatorAdd, passwordFrom } from './operator-add';

jest.setTimeout(120_000);

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-operator-add-'));
const env = { PGLITE_DATA_DIR: path.join(folder, 'pglite') };
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

it('adds an operator to the API’s database with a hashed password, once, and audits it', async () => {
  await expect(operatorAdd('ana.ops', 'short', 'test', env)).rejects.toThrow(/at least 12 characters/);
  await expect(operatorAdd('Ana Ops', 'a-long-password-1', 'test', env)).rejects.toThrow(/the login must be/);
  expect(await operatorAdd('ana.ops', 'a-long-password-1', 'test', env)).toMatch(/operator ana\.ops added/);
  await expect(operatorAdd('ana.ops', 'another-password-2', 'test', env)).rejects.toThrow(/exists already/);

  const db = await PGlite.create(env.PGLITE_DATA_DIR);
  try {
    const { rows } = await db.query<{ login: string; password_hash: string }>('SELECT login, password_hash FROM operator_accounts');
    expect(rows).toEqual([{ login: 'ana.ops', password_hash: expect.stringMatching(/^scrypt\$/) }]);
    expect(rows[0]!.password_hash).not.toContain('a-long-password-1');
    const audit = await db.query<{ login: string; action: string; detail: unknown }>('SELECT login, action, detail FROM operator_audit');
    expect(audit.rows).toEqual([{ login: 'test', action: 'operator-add', detail: { added: 'ana.ops' } }]);
  } finally {
    await db.close();
  }
});

it('reads the password from OPERATOR_PASSWORD, else the first line of standard input', async () => {
  expect(await passwordFrom({ OPERATOR_PASSWORD: 'from-the-env-1' }, Readable.from(['ignored\n']))).toBe('from-the-env-1');
  expect(await passwordFrom({}, Readable.from(['from-stdin-pass-1\n', 'second line\n']))).toBe('from-stdin-pass-1');
});
