import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { busEvents } from './events';
import { scanBusUsage, unemittedEvents, type SourceFile } from './scan-bus-usage';

/**
 * The bus check of the architecture: across the shell, every remote and this library, each event
 * some part listens to is emitted by some part. Tests and the contract file itself do not count.
 */
function findRepoRoot(dir: string): string {
  const manifest = path.join(dir, 'package.json');
  if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: string[] }).workspaces) return dir;
  return findRepoRoot(path.dirname(dir));
}
const repoRoot = findRepoRoot(__dirname);

/** The shell's and the remotes' sources, and every shared library's. */
function sourceRoots(): string[] {
  const parts = readdirSync(repoRoot).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const libraries = readdirSync(path.join(repoRoot, 'shared')).map((name) => path.join(repoRoot, 'shared', name, 'src'));
  return [...parts.map((name) => path.join(repoRoot, name, 'src')), path.join(repoRoot, 'shared', 'src'), ...libraries].filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  });
}

function readSources(dir: string, into: SourceFile[] = []): SourceFile[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== '__fixtures__') readSources(full, into);
    } else if (/\.(t|j)sx?$/.test(entry.name) && !/\.(test|spec)\.(t|j)sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      if (full === path.join(__dirname, 'events.ts') || full === path.join(__dirname, 'scan-bus-usage.ts')) continue;
      into.push({ path: path.relative(repoRoot, full), text: readFileSync(full, 'utf8') });
    }
  }
  return into;
}

describe('bus contract', () => {
  const files = sourceRoots().flatMap((dir) => readSources(dir));
  const usage = scanBusUsage(files);

  it('scans the shell, the remotes and the shared libraries', () => {
    expect(files.some((file) => file.path.startsWith('shared/'))).toBe(true);
    expect(files.some((file) => file.path.startsWith('mf-catalogue/src/'))).toBe(true);
  });

  it('has every event listened to emitted by some part', () => {
    const silent = unemittedEvents(usage).map(({ event, listenedIn }) => `${event} (listened to in ${listenedIn.join(', ')})`);
    expect(silent).toEqual([]);
  });

  it('refers only to events of the contract', () => {
    const known = new Set(Object.keys(busEvents));
    const unknown = [...usage.listened.keys(), ...usage.emitted.keys()].filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });

  it('names every event domain/eventName', () => {
    Object.values(busEvents).forEach((creator) => expect(creator.type).toMatch(/^[a-z]+\/[a-z][A-Za-z]+$/));
  });
});
