import path from 'node:path';
import { spawnSync } from 'node:child_process';

const repo = path.resolve(__dirname, '../../..');

/** Lints a source as if it stood at `file`, with the repository's real ESLint configuration. */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [path.join(repo, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'],
    { cwd: repo, input: source, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

jest.setTimeout(30_000);

describe('part boundaries', () => {
  it('refuses a remote importing another remote, by package or by path', async () => {
    expect(await boundaryErrors('mf-catalogue/src/probe.ts', "import 'mf-selfcare/src/routes';\n")).toHaveLength(1);
    expect(await boundaryErrors('mf-catalogue/src/probe.ts', "import '../../mf-selfcare/src/routes';\n")).toHaveLength(1);
    expect(await boundaryErrors('mf-selfcare/src/probe.ts', "import '../../shell/src/app/app';\n")).toHaveLength(1);
  });

  it('refuses shared depending on a part', async () => {
    expect(await boundaryErrors('shared/src/probe.ts', "import '../../shell/src/app/app';\n")).toHaveLength(1);
  });

  it('lets a remote import the shared library and its own code', async () => {
    expect(await boundaryErrors('mf-catalogue/src/probe.ts', "import '@atlas/shared';\nimport './routes';\n")).toEqual([]);
  });
});
