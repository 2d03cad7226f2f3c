/**
 * The public surface of the platform's libraries: every name each entry point exports (the
 * package root and its subpaths), with its type as TypeScript's compiler prints it. It is recorded
 * in `<library>/surface.json` with the version it belongs to; the check (ops/src/lint/
 * library-versions.test.ts, in `npm test`) fails when the surface changed and the version did not.
 *
 *   npx tsx shared/build/public-surface.ts          # says what changed, per library
 *   npx tsx shared/build/public-surface.ts --write  # records the surface of libraries whose version was bumped enough
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { platformLibraries, type PlatformLibrary } from './shared-dependencies';

const repoRoot = path.resolve(__dirname, '../..');

/** Entry point (`.`, `./shop`) → exported name → printed type. */
export type Surface = Record<string, Record<string, string>>;

export interface SurfaceRecord {
  name: string;
  version: string;
  surface: Surface;
}

export const surfaceFile = (library: PlatformLibrary): string => path.join(repoRoot, library.dir, 'surface.json');

const isSourceFile = (file: string) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file);

/** Entry point → file, from the package.json `exports` map (a `*` pattern stands for each file it matches). */
export function entryPoints(library: PlatformLibrary): Record<string, string> {
  const dir = path.join(repoRoot, library.dir);
  const exportsMap = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: Record<string, string> }).exports ?? {};
  const entries: Record<string, string> = {};
  for (const [key, target] of Object.entries(exportsMap)) {
    if (!/\.tsx?$/.test(target)) continue;
    if (!key.includes('*')) {
      entries[key] = path.join(dir, target);
      continue;
    }
    const [before, after] = target.split('*') as [string, string];
    const folder = path.join(dir, path.dirname(`${before}x`));
    if (!fs.existsSync(folder)) continue;
    for (const file of fs.readdirSync(folder).sort()) {
      const relative = `./${path.posix.relative(dir, path.join(folder, file)).split(path.sep).join('/')}`;
      if (!isSourceFile(file) || !relative.startsWith(before) || !relative.endsWith(after)) continue;
      const middle = relative.slice(before.length, relative.length - after.length);
      const entry = key.replace('*', middle);
      if (middle === 'index' || entries[entry] || Object.values(entries).includes(path.join(dir, relative))) continue;
      entries[entry] = path.join(dir, relative);
    }
  }
  return entries;
}

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;

/** Types printed as `import("/abs/path/x")` name their module relative to the repository (or the package in node_modules). */
function portable(text: string): string {
  return text.replace(/import\("([^"]+)"\)/g, (_match, file: string) => {
    const inModules = file.lastIndexOf('/node_modules/');
    const relative = inModules >= 0 ? file.slice(inModules + '/node_modules/'.length) : path.relative(repoRoot, file).split(path.sep).join('/');
    return `import("${relative}")`;
  });
}

const byName = ([a]: readonly [string, unknown], [b]: readonly [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

function describeSymbol(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const parts: string[] = [];
  const declaration = symbol.declarations?.[0];
  if (symbol.flags & ts.SymbolFlags.Value && declaration) {
    parts.push(`value: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, declaration), undefined, FLAGS)}`);
  }
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const members = checker
      .getPropertiesOfType(type)
      .map((member) => {
        const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
        const at = member.declarations?.[0] ?? declaration;
        // Well-known symbols print as `__@observable@<id>`, the id changing with the program: keep the name only.
        return `${member.getName().replace(/^__@(\w+)@\d+$/, '[Symbol.$1]')}${optional}: ${at ? checker.typeToString(checker.getTypeOfSymbolAtLocation(member, at), undefined, FLAGS) : '?'}`;
      })
      .sort();
    const signatures = [...type.getCallSignatures(), ...type.getConstructSignatures()].map((signature) =>
      checker.signatureToString(signature, undefined, FLAGS),
    );
    const indexes = checker
      .getIndexInfosOfType(type)
      .map((info) => `[${checker.typeToString(info.keyType)}]: ${checker.typeToString(info.type, undefined, FLAGS)}`);
    parts.push(`shape: { ${[...signatures, ...indexes, ...members].join('; ')} }`);
  } else if (symbol.flags & ts.SymbolFlags.TypeAlias) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    parts.push(`type: ${checker.typeToString(type, declaration, FLAGS | ts.TypeFormatFlags.InTypeAlias)}`);
  } else if (symbol.flags & ts.SymbolFlags.Enum) {
    parts.push(`enum: ${(symbol.exports ? [...symbol.exports.keys()].map(String) : []).sort().join(', ')}`);
  }
  return layoutFree(portable(parts.join(' | ') || 'namespace'));
}

/**
 * The same surface however its source is laid out: TypeScript prints a destructured parameter
 * from its source text, trailing comma included when the pattern spans lines (a formatter's
 * choice, not a change of the surface).
 */
export function layoutFree(text: string): string {
  return text.replace(/,\s*(?=[}\])])/g, ' ').replace(/\s+/g, ' ');
}

/** The surface of each library, read with one TypeScript program over all their entry points. */
export function readSurfaces(libraries = platformLibraries()): Map<string, Surface> {
  const entries = new Map(libraries.map((library) => [library.name, entryPoints(library)]));
  const config = ts.parseJsonConfigFileContent({ extends: './tsconfig.base.json', compilerOptions: { noEmit: true } }, ts.sys, repoRoot);
  const program = ts.createProgram(
    [...entries.values()].flatMap((files) => Object.values(files)),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const surfaces = new Map<string, Surface>();
  for (const [name, files] of entries) {
    const surface: Surface = {};
    for (const [entry, file] of Object.entries(files).sort(byName)) {
      const source = program.getSourceFile(file);
      const moduleSymbol = source && checker.getSymbolAtLocation(source);
      if (!moduleSymbol) continue;
      surface[entry] = Object.fromEntries(
        checker
          .getExportsOfModule(moduleSymbol)
          .map((symbol) => [symbol.getName(), describeSymbol(checker, symbol)] as const)
          .sort(byName),
      );
    }
    surfaces.set(name, surface);
  }
  return surfaces;
}

export interface SurfaceChange {
  added: string[];
  changed: string[];
  removed: string[];
}

const CLOSING: Record<string, string> = { '(': ')', '{': '}', '[': ']', '<': '>' };
const isQuote = (char: string) => char === '"' || char === "'" || char === '`';

/** Splits `text` at each top-level `separator` (outside brackets and quotes; the `>` of `=>` closes nothing). */
function splitTopLevel(text: string, separator: string): string[] {
  const pieces: string[] = [];
  const closers: string[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quote) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = null;
    } else if (isQuote(char)) quote = char;
    else if (CLOSING[char]) closers.push(CLOSING[char]);
    else if (char === closers[closers.length - 1] && !(char === '>' && text[at - 1] === '=')) closers.pop();
    else if (closers.length === 0 && text.startsWith(separator, at)) {
      pieces.push(text.slice(start, at));
      start = at + separator.length;
      at += separator.length - 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** Where the group opened at `at` ends (just after its closer). */
function groupEnd(text: string, at: number): number {
  const closers = [CLOSING[text[at]!]!];
  let end = at + 1;
  while (end < text.length && closers.length) {
    const char = text[end]!;
    if (isQuote(char)) {
      end += 1;
      while (end < text.length && text[end] !== char) end += text[end] === '\\' ? 2 : 1;
    } else if (CLOSING[char]) closers.push(CLOSING[char]);
    else if (char === closers[closers.length - 1] && !(char === '>' && text[end - 1] === '=')) closers.pop();
    end += 1;
  }
  return end;
}

/** One alternative of a union: its groups (`{…}`, `<…>`, `(…)`, `[…]`) canonical in turn. */
function canonicalGroups(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (isQuote(char)) {
      let end = at + 1;
      while (end < text.length && text[end] !== char) end += text[end] === '\\' ? 2 : 1;
      out += text.slice(at, end + 1);
      at = end + 1;
    } else if (CLOSING[char]) {
      const end = groupEnd(text, at);
      const content = text.slice(at + 1, end - 1);
      out += char === '{' ? `{ ${canonicalMembers(content)} }` : char + canonicalUnions(content) + text[end - 1];
      at = end;
    } else {
      out += char;
      at += 1;
    }
  }
  return out;
}

/** An object type's members (`a: X; b: Y;`), each canonical, in one order: TypeScript prints a mapped type's in the program's. */
function canonicalMembers(content: string): string {
  const members = splitTopLevel(content.trim().replace(/;$/, ''), '; ').filter((member) => member.trim() !== '');
  return members.length
    ? `${members
        .map((member) => canonicalUnions(member.trim()))
        .sort()
        .join('; ')};`
    : '';
}

/**
 * A type's text with the members of each union and of each object type in one order (sorted).
 * TypeScript prints a union in the order its member types were first created in the program, so
 * new code elsewhere (a schema naming the same string literals) reorders `"a" | "b"` without
 * changing the type; a mapped type's members likewise.
 */
export function canonicalUnions(text: string): string {
  // Members (`a: X; b: Y`), arguments and elements (`X, Y`), then the alternatives of each: `name: ` stays in front.
  return splitTopLevel(text, '; ')
    .map((member) =>
      splitTopLevel(member, ', ')
        .map((element) => {
          const alternatives = splitTopLevel(element, ' | ');
          if (alternatives.length === 1) return canonicalGroups(element);
          const label = /^((?:[\w$-]+|"[^"]*")\??: )/.exec(alternatives[0]!)?.[1] ?? '';
          return label + [alternatives[0]!.slice(label.length), ...alternatives.slice(1)].map(canonicalGroups).sort().join(' | ');
        })
        .join(', '),
    )
    .join('; ');
}

/**
 * A name's description in parts: its type (shape, type or enum) under the name, and its value
 * under `name (value)` when it is a type too. A schema added beside a type that keeps its shape
 * (`export const X = Type.Object(…)` next to `export interface X extends Static<typeof X> {}`)
 * is then an addition, not a change.
 */
function parts(key: string, description: string): Array<readonly [string, string]> {
  const typeAt = description.search(/ \| (shape|type|enum): /);
  if (!description.startsWith('value: ') || typeAt < 0) return [[key, canonicalUnions(description)]];
  return [
    [key, canonicalUnions(description.slice(typeAt + 3))],
    [`${key} (value)`, canonicalUnions(description.slice(0, typeAt))],
  ];
}

export function compareSurfaces(before: Surface, after: Surface): SurfaceChange {
  const flat = (surface: Surface) =>
    new Map(
      Object.entries(surface).flatMap(([entry, names]) =>
        Object.entries(names).flatMap(([name, type]) => parts(`${entry === '.' ? '' : `${entry.slice(2)}:`}${name}`, type)),
      ),
    );
  const old = flat(before);
  const now = flat(after);
  return {
    added: [...now.keys()].filter((key) => !old.has(key)),
    changed: [...now.keys()].filter((key) => old.has(key) && old.get(key) !== now.get(key)),
    removed: [...old.keys()].filter((key) => !now.has(key)),
  };
}

const parseVersion = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number) as [number, number, number];

/** The smallest bump a change needs: a removal or a change breaks users (major; minor before 1.0), an addition is a minor. */
export function neededBump(change: SurfaceChange): 'major' | 'minor' | 'none' {
  if (change.removed.length || change.changed.length) return 'major';
  return change.added.length ? 'minor' : 'none';
}

export function bumpIsEnough(from: string, to: string, needed: 'major' | 'minor' | 'none'): boolean {
  const [a, b, c] = parseVersion(from);
  const [x, y, z] = parseVersion(to);
  if (needed === 'none') return true;
  const breaking = a === 0 ? [0, b + 1] : [a + 1, 0];
  if (needed === 'major') return a === 0 ? x > 0 || y >= breaking[1]! : x >= breaking[0]!;
  return x > a || (x === a && y > b) || (a === 0 && b === 0 && z > c);
}

/** What is wrong between a library's recorded surface, its current surface and its version; null when nothing. */
export function versionProblem(library: PlatformLibrary, record: SurfaceRecord | null, surface: Surface): string | null {
  const write = 'npx tsx shared/build/public-surface.ts --write';
  if (!record) return `${library.name} has no recorded surface: run ${write}`;
  const change = compareSurfaces(record.surface, surface);
  const needed = neededBump(change);
  const list = (label: string, keys: string[]) =>
    keys.length ? ` ${label}: ${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ` (+${keys.length - 8})` : ''};` : '';
  const what = `${list('added', change.added)}${list('changed', change.changed)}${list('removed', change.removed)}`;
  if (needed !== 'none' && library.version === record.version) {
    return `the public surface of ${library.name} changed (${what.trim()}) but its version is still ${library.version}: bump it (${needed}) in ${library.dir}/package.json, the ranges of the parts that need the change, then run ${write}`;
  }
  if (!bumpIsEnough(record.version, library.version, needed)) {
    return `the public surface of ${library.name} changed (${what.trim()}): ${record.version} → ${library.version} is not a ${needed} bump`;
  }
  if (needed !== 'none' || library.version !== record.version) {
    return `${library.name} ${library.version} is not recorded (surface.json says ${record.version}): run ${write}`;
  }
  return null;
}

export function readRecord(library: PlatformLibrary): SurfaceRecord | null {
  const file = surfaceFile(library);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SurfaceRecord) : null;
}

function main(): void {
  const write = process.argv.includes('--write');
  const libraries = platformLibraries();
  const surfaces = readSurfaces(libraries);
  let failed = false;
  for (const library of libraries) {
    const surface = surfaces.get(library.name)!;
    const record = readRecord(library);
    const problem = versionProblem(library, record, surface);
    if (!problem) {
      console.info(`${library.name} ${library.version}: surface recorded`);
      continue;
    }
    const canWrite =
      !record ||
      (bumpIsEnough(record.version, library.version, neededBump(compareSurfaces(record.surface, surface))) &&
        (record.version !== library.version || neededBump(compareSurfaces(record.surface, surface)) === 'none'));
    if (write && canWrite) {
      fs.writeFileSync(surfaceFile(library), `${JSON.stringify({ name: library.name, version: library.version, surface }, null, 2)}\n`);
      console.info(`${library.name} ${library.version}: surface written`);
    } else {
      console.error(problem);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}

if (require.main === module) main();
