import path from 'node:path';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { importCycles, sourcesUnder } from './import-cycles';

const repo = path.resolve(__dirname, '../../..');

jest.setTimeout(60_000);

describe("the API's import cycles (issue 35)", () => {
  it('finds none in api/src, type-only imports counted', () => {
    expect(importCycles(sourcesUnder(path.join(repo, 'api/src')))).toEqual([]);
  });

  it('finds a cycle of type-only imports, and one through an index', () => {
    const probe = new Map([
      ['db/database.ts', "import { read } from './read';\nexport type Database = object;\n"],
      ['db/read.ts', "import type { Database } from './database';\nexport const read = (db: Database) => db;\n"],
      ['a/index.ts', "export { b } from '../b';\n"],
      ['b.ts', "import { a } from './a';\nexport const b = a;\n"],
      ['c.ts', "import { read } from './db/read';\n"],
    ]);
    expect(importCycles(probe)).toEqual([
      ['db/database.ts', 'db/read.ts'],
      ['a/index.ts', 'b.ts'],
    ]);
  });

  it('fails the lint on a value cycle among API files (import-x/no-cycle follows .ts files there)', () => {
    const dir = fs.mkdtempSync(path.join(repo, 'api/src/cycle-probe-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): unknown => b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): unknown => a;\n");
      const run = spawnSync(process.execPath, [path.join(repo, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--no-ignore', dir], {
        cwd: repo,
        encoding: 'utf8',
      });
      const results = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
      expect(results.flatMap((result) => result.messages.map((message) => message.ruleId))).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
