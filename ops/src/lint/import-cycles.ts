import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The import cycles among a folder's TypeScript files, type-only imports counted (issue 35 counts
 * them; import-x/no-cycle, which the lint runs on the API, follows only value imports). Each cycle
 * is a strongly connected component of the relative imports, its files sorted.
 */
export function importCycles(files: ReadonlyMap<string, string>): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, source] of files) {
    const targets = ts
      .preProcessFile(source, true, false)
      .importedFiles.map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(files, file, specifier))
      .filter((target): target is string => target !== null);
    edges.set(file, targets);
  }
  return stronglyConnected(edges)
    .filter((component) => component.length > 1 || edges.get(component[0]!)?.includes(component[0]!))
    .map((component) => component.sort());
}

function resolve(files: ReadonlyMap<string, string>, from: string, specifier: string): string | null {
  const base = path.posix.join(path.posix.dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate)) ?? null;
}

/** Tarjan's strongly connected components. */
function stronglyConnected(edges: ReadonlyMap<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** Every .ts file under `dir`, by its path relative to `dir` (posix separators). */
export function sourcesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.set(path.relative(dir, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}
