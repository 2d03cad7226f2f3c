/**
 * The codemod that splits `@atlas/shared` into its layered packages (issue 12, point 1).
 *
 *   npx tsx ops/scripts/split-shared.ts            # move, rewrite, update package.json files, npm install
 *   npx tsx ops/scripts/split-shared.ts --dry-run  # say what it would do, change nothing
 *   npx tsx ops/scripts/split-shared.ts --no-install
 *
 * Re-runnable and idempotent: it moves whatever is still in the old folders of `shared/` at run time
 * (files other branches added included), rewrites every import of `@atlas/shared` and its subpaths
 * in every workspace to the package that exports each name (the map is read from the new packages'
 * index files with TypeScript's compiler API), fixes relative imports that now cross a package
 * boundary, and declares the packages each workspace uses in its package.json. A second run on its
 * own result changes nothing. Anything it cannot decide (a default or namespace import of
 * `@atlas/shared`, a name no package exports, a file left in an old folder that no rule places) is
 * listed at the end and the exit code is 1.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run');
const problems: string[] = [];
const log = (line: string) => console.info(line);

// ─── The target shape ─────────────────────────────────────────────────────────────────────────

interface PackageInfo {
  dir: string;
  name: string;
}

/** The new packages, lowest layer first (their package.json `atlas.layer` says the same). */
const PACKAGES: PackageInfo[] = [
  { dir: 'shared/contracts', name: '@atlas/contracts' },
  { dir: 'shared/runtime', name: '@atlas/runtime' },
  { dir: 'shared/ui-kit', name: '@atlas/ui-kit' },
  { dir: 'shared/forms', name: '@atlas/forms' },
  { dir: 'shared/test-kit', name: '@atlas/test-kit' },
  { dir: 'shared/build', name: '@atlas/build' },
];

/**
 * Where each old path goes, most specific first. A folder rule moves whatever the folder holds at
 * run time, so files added on other branches follow their folder.
 */
const RULES: [from: string, to: string][] = [
  ['shared/src/i18n/languages.ts', 'shared/contracts/src/languages.ts'],
  ['shared/src/i18n/expect-keys-in-all-languages.ts', 'shared/test-kit/src/expect-keys-in-all-languages.ts'],
  ['shared/src/session/require-sign-in.tsx', 'shared/ui-kit/src/session/require-sign-in.tsx'],
  ['shared/src/session/require-sign-in.test.tsx', 'shared/ui-kit/src/session/require-sign-in.test.tsx'],
  ['shared/src/testing', 'shared/test-kit/src'],
  ['shared/src/contracts', 'shared/contracts/src'],
  ['shared/src/bus', 'shared/contracts/src/bus'],
  ['shared/src/platform', 'shared/contracts/src/platform'],
  ['shared/src/api', 'shared/runtime/src/api'],
  ['shared/src/config', 'shared/runtime/src/config'],
  ['shared/src/i18n', 'shared/runtime/src/i18n'],
  ['shared/src/session', 'shared/runtime/src/session'],
  ['shared/src/storage', 'shared/runtime/src/storage'],
  ['shared/src/store', 'shared/runtime/src/store'],
  ['shared/src/theme', 'shared/ui-kit/src/theme'],
  ['shared/src/ui', 'shared/ui-kit/src/ui'],
  ['shared/src/format', 'shared/ui-kit/src/format'],
  ['shared/src/hooks', 'shared/ui-kit/src/hooks'],
  ['shared/src/app', 'shared/ui-kit/src/app'],
  ['shared/src/validation', 'shared/forms/src'],
  ['shared/test', 'shared/test-kit/src'],
];

/** Files of the old package that have no place in the new shape (each new package has its own). */
const RETIRED = ['shared/src/index.ts', 'shared/src/README.md', 'shared/package.json', 'shared/tsconfig.json', 'shared/jest.config.ts', 'shared/surface.json'];

/** Subpaths of `@atlas/shared` whose old file moved as a whole module: old subpath prefix → new specifier prefix. */
const SUBPATHS: [from: string, to: string][] = [
  ['@atlas/shared/platform-manifest', '@atlas/contracts/platform-manifest'],
  ['@atlas/shared/contracts/', '@atlas/contracts/'],
  ['@atlas/shared/validation/', '@atlas/forms/'],
  ['@atlas/shared/format/', '@atlas/ui-kit/format/'],
  ['@atlas/shared/test/', '@atlas/test-kit/'],
  ['@atlas/shared/build/', '@atlas/build/'],
];

/** Packages a part ships (dependencies) rather than uses to build or test (devDependencies). */
const DEV_ONLY = new Set(['@atlas/test-kit', '@atlas/build']);

const abs = (relative: string) => path.join(root, relative);

/** Where an old path (file or folder, existing or not) lives after the split; null when no rule moves it. */
function newPathOf(oldPath: string): string | null {
  for (const [from, to] of RULES) {
    if (oldPath === from) return to;
    if (oldPath.startsWith(`${from}/`)) return `${to}${oldPath.slice(from.length)}`;
  }
  return null;
}

function packageOf(relPath: string): PackageInfo | null {
  return PACKAGES.find((pkg) => relPath === pkg.dir || relPath.startsWith(`${pkg.dir}/`)) ?? null;
}

// ─── 1. Moves ─────────────────────────────────────────────────────────────────────────────────

function git(...gitArgs: string[]): void {
  if (dryRun) return;
  execFileSync('git', gitArgs, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

function isTracked(relPath: string): boolean {
  try {
    execFileSync('git', ['ls-files', '--error-unmatch', relPath], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function filesUnder(relDir: string): string[] {
  const dir = abs(relDir);
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [relDir];
  return fs.readdirSync(dir).flatMap((entry) => filesUnder(`${relDir}/${entry}`));
}

/** Old path → new path of every file moved by this run. */
const movedNow = new Map<string, string>();

function moveFile(from: string, to: string): void {
  if (fs.existsSync(abs(to))) {
    problems.push(`${from}: not moved, ${to} already exists (merge them by hand, then run again)`);
    return;
  }
  log(`move ${from} → ${to}`);
  movedNow.set(from, to);
  if (dryRun) return;
  fs.mkdirSync(path.dirname(abs(to)), { recursive: true });
  if (isTracked(from)) git('mv', from, to);
  else fs.renameSync(abs(from), abs(to));
}

function removeEmptyFolders(relDir: string): void {
  const dir = abs(relDir);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return;
  for (const entry of fs.readdirSync(dir)) removeEmptyFolders(`${relDir}/${entry}`);
  if (!dryRun && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

function moveEverything(): void {
  for (const [from] of RULES) {
    for (const file of filesUnder(from)) moveFile(file, newPathOf(file)!);
  }
  for (const file of RETIRED) {
    if (!fs.existsSync(abs(file))) continue;
    log(`remove ${file}`);
    if (isTracked(file)) git('rm', '-q', file);
    else if (!dryRun) fs.rmSync(abs(file));
  }
  removeEmptyFolders('shared/src');
  removeEmptyFolders('shared/test');
  for (const file of filesUnder('shared/src')) problems.push(`${file}: still in shared/src and no rule of RULES places it`);
}

// ─── 2. The symbol → package map, from the new packages' index files ──────────────────────────

interface Exported {
  pkg: string;
  /** True when the name is only a type (an interface or a type alias). */
  typeOnly: boolean;
}

function indexFileOf(pkg: PackageInfo): string | null {
  for (const candidate of ['src/index.ts', 'src/index.tsx']) {
    const file = abs(`${pkg.dir}/${candidate}`);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

function symbolMap(): Map<string, Exported> {
  const indexes = PACKAGES.map((pkg) => [pkg, indexFileOf(pkg)] as const).filter(([, file]) => file !== null);
  const program = ts.createProgram(
    indexes.map(([, file]) => file!),
    { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const map = new Map<string, Exported>();
  for (const [pkg, file] of indexes) {
    const source = program.getSourceFile(file!);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const typeOnly = (target.flags & ts.SymbolFlags.Value) === 0;
      const name = symbol.getName();
      const before = map.get(name);
      if (before && before.pkg !== pkg.name) problems.push(`${name} is exported by both ${before.pkg} and ${pkg.name}`);
      else map.set(name, { pkg: pkg.name, typeOnly });
    }
  }
  return map;
}

// ─── 3. Rewriting the sources ────────────────────────────────────────────────────────────────

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.js'];
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.platform',
  '.platform-dev',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
  '.bench',
  '.e2e-tmp',
  '.test-reports',
  '.cache',
]);

function sourceFiles(relDir = ''): string[] {
  const dir = abs(relDir);
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = relDir ? `${relDir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(child);
    return SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts') ? [child] : [];
  });
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * A relative specifier of a file that was at `oldFile`, resolved to the file it names now (an old
 * path is followed to where the rules moved it). With `literally`, only what the tree holds now.
 */
function resolveRelative(oldFile: string, specifier: string, literally = false): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(oldFile), specifier));
  const candidates = [base, ...['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext)];
  for (const candidate of candidates) {
    const now = literally ? candidate : (newPathOf(candidate) ?? candidate);
    if (fs.existsSync(abs(now)) && fs.statSync(abs(now)).isFile()) return now;
  }
  return null;
}

function relativeSpecifier(fromFile: string, toFile: string): string {
  let spec = path.posix
    .relative(path.posix.dirname(fromFile), toFile)
    .replace(/\.(ts|tsx)$/, '')
    .replace(/\/index$/, '');
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return spec;
}

/** The package specifier that names `targetFile` from outside its package, or null. */
function packageSpecifier(pkg: PackageInfo, targetFile: string): string | null {
  const manifestFile = abs(`${pkg.dir}/package.json`);
  if (!fs.existsSync(manifestFile)) return null;
  const exportsMap = (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { exports?: Record<string, string> }).exports ?? {};
  const inPackage = `./${path.posix.relative(pkg.dir, targetFile)}`;
  for (const [key, value] of Object.entries(exportsMap)) {
    if (!key.includes('*') && value === inPackage) return key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`;
  }
  for (const [key, value] of Object.entries(exportsMap)) {
    if (!key.includes('*')) continue;
    const [before, after] = value.split('*') as [string, string];
    if (inPackage.startsWith(before) && inPackage.endsWith(after)) {
      const middle = inPackage.slice(before.length, inPackage.length - after.length);
      return `${pkg.name}/${key.slice(2).replace('*', middle)}`;
    }
  }
  return null;
}

function quoteOf(node: ts.StringLiteralLike, text: string): string {
  return text[node.getStart()] === '"' ? '"' : "'";
}

function formatImport(keyword: 'import' | 'export', typeOnly: boolean, names: string[], specifier: string, quote: string): string {
  const head = `${keyword} ${typeOnly ? 'type ' : ''}`;
  const single = `${head}{ ${names.join(', ')} } from ${quote}${specifier}${quote};`;
  if (single.length <= 120) return single;
  return `${head}{\n${names.map((name) => `  ${name},`).join('\n')}\n} from ${quote}${specifier}${quote};`;
}

function rewriteFile(file: string, oldFile: string, symbols: Map<string, Exported>): string | null {
  const text = fs.readFileSync(abs(file), 'utf8');
  if (!text.includes('@atlas/shared') && !/['"]\.\.?\//.test(text)) return null;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const edits: Edit[] = [];
  // A jest config is loaded by ts-node, which does not read package exports: its paths stay relative.
  const ownPackage = path.basename(file) === 'jest.config.ts' ? null : packageOf(file);
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  /** New specifier for an `@atlas/shared/<subpath>` import, or null. */
  const subpathOf = (specifier: string): string | null => {
    for (const [from, to] of SUBPATHS) {
      if (specifier === from || (from.endsWith('/') && specifier.startsWith(from))) return to + specifier.slice(from.length);
    }
    return null;
  };

  /** Splits named bindings of `@atlas/shared` by package. */
  const byPackage = (names: { name: string; text: string; isType: boolean }[], node: ts.Node) => {
    const groups = new Map<string, { texts: string[]; allTypes: boolean }>();
    for (const entry of names) {
      const found = symbols.get(entry.name);
      if (!found) {
        problems.push(`${where(node)}: no package exports ${entry.name} (left on @atlas/shared)`);
        return null;
      }
      const group = groups.get(found.pkg) ?? { texts: [], allTypes: true };
      group.texts.push(entry.text);
      group.allTypes &&= entry.isType;
      groups.set(found.pkg, group);
    }
    return [...groups.entries()].sort(([a], [b]) => PACKAGES.findIndex((p) => p.name === a) - PACKAGES.findIndex((p) => p.name === b));
  };

  const rewriteDeclaration = (node: ts.ImportDeclaration | ts.ExportDeclaration, specNode: ts.StringLiteral) => {
    const specifier = specNode.text;
    const quote = quoteOf(specNode, text);
    if (specifier.startsWith('@atlas/shared/')) {
      const next = subpathOf(specifier);
      if (next) edits.push({ start: specNode.getStart(), end: specNode.getEnd(), text: `${quote}${next}${quote}` });
      else problems.push(`${where(node)}: unknown subpath ${specifier}`);
      return;
    }
    if (specifier === '@atlas/shared') {
      const keyword = ts.isImportDeclaration(node) ? 'import' : 'export';
      const declarationTypeOnly = ts.isImportDeclaration(node) ? !!node.importClause?.isTypeOnly : node.isTypeOnly;
      let elements: readonly (ts.ImportSpecifier | ts.ExportSpecifier)[] | null = null;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)) elements = clause.namedBindings.elements;
        else if (!clause) elements = null;
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        elements = node.exportClause.elements;
      }
      if (!elements) {
        problems.push(`${where(node)}: a default, namespace, bare or star import of @atlas/shared cannot be split by name`);
        return;
      }
      const names = elements.map((element) => ({
        name: (element.propertyName ?? element.name).text,
        text: element.getText(source),
        isType: declarationTypeOnly || element.isTypeOnly,
      }));
      const groups = byPackage(names, node);
      if (!groups) return;
      const statements = groups.map(([pkg, group]) => {
        // `import type { A }` stays type-only; a mixed import keeps its inline `type` markers.
        const texts = declarationTypeOnly ? group.texts : group.texts;
        return formatImport(keyword, declarationTypeOnly, texts, pkg, quote);
      });
      edits.push({ start: node.getStart(), end: node.getEnd(), text: statements.join('\n') });
      return;
    }
    if (specifier.startsWith('.')) {
      const target = resolveRelative(oldFile, specifier);
      if (!target) return;
      const targetPackage = packageOf(target);
      const crosses = ownPackage && targetPackage && ownPackage.name !== targetPackage.name;
      if (!crosses) {
        const next = relativeSpecifier(file, target);
        if (next !== specifier && resolveRelative(file, next, true) === target && resolveRelative(file, specifier, true) !== target) {
          edits.push({ start: specNode.getStart(), end: specNode.getEnd(), text: `${quote}${next}${quote}` });
        }
        return;
      }
      // A barrel that re-exported a module now in another package stops: that package exports it.
      if (ts.isExportDeclaration(node)) {
        log(`drop ${file}: ${node.getText(source)} (${target} is in ${targetPackage.name})`);
        const end = text[node.getEnd()] === '\n' ? node.getEnd() + 1 : node.getEnd();
        edits.push({ start: node.getStart(), end, text: '' });
        return;
      }
      const clause = node.importClause;
      const named = clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const rootExportsAll = named?.every((element) => symbols.get((element.propertyName ?? element.name).text)?.pkg === targetPackage.name);
      const next = rootExportsAll ? targetPackage.name : packageSpecifier(targetPackage, target);
      if (next) edits.push({ start: specNode.getStart(), end: specNode.getEnd(), text: `${quote}${next}${quote}` });
      else problems.push(`${where(node)}: ${specifier} now crosses into ${targetPackage.name}, which does not export ${target}`);
    }
  };

  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      rewriteDeclaration(node, node.moduleSpecifier);
      return;
    }
    // declare module '@atlas/shared' { interface PlatformState { … } }: augment the package that declares it.
    if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && node.name.text === '@atlas/shared') {
      const declared =
        node.body && ts.isModuleBlock(node.body)
          ? node.body.statements.flatMap((statement) =>
              'name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node) ? [(statement.name as ts.Identifier).text] : [],
            )
          : [];
      const packages = new Set(declared.map((name) => symbols.get(name)?.pkg));
      const [pkg] = [...packages];
      if (packages.size === 1 && pkg)
        edits.push({ start: node.name.getStart(), end: node.name.getEnd(), text: `${quoteOf(node.name, text)}${pkg}${quoteOf(node.name, text)}` });
      else problems.push(`${where(node)}: cannot tell which package declare module '@atlas/shared' augments`);
      return;
    }
    // await import('@atlas/shared') destructured: `const { a, b } = await import('…')`.
    if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0]!)) {
      const specNode = node.arguments[0] as ts.StringLiteral;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isLoader = ts.isPropertyAccessExpression(node.expression) && ['mock', 'requireActual', 'doMock', 'unmock'].includes(node.expression.name.text);
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isImport || isLoader || isRequire) {
        const specifier = specNode.text;
        const quote = quoteOf(specNode, text);
        if (specifier.startsWith('@atlas/shared/')) {
          const next = subpathOf(specifier);
          if (next) edits.push({ start: specNode.getStart(), end: specNode.getEnd(), text: `${quote}${next}${quote}` });
        } else if (specifier === '@atlas/shared') {
          let pattern: ts.Node = node.parent;
          while (pattern && (ts.isAwaitExpression(pattern) || ts.isParenthesizedExpression(pattern))) pattern = pattern.parent;
          const names =
            pattern && ts.isVariableDeclaration(pattern) && ts.isObjectBindingPattern(pattern.name)
              ? pattern.name.elements.map((element) => ((element.propertyName ?? element.name) as ts.Identifier).text)
              : null;
          const packages = new Set(names?.map((name) => symbols.get(name)?.pkg));
          const [pkg] = [...packages];
          if (names && packages.size === 1 && pkg) edits.push({ start: specNode.getStart(), end: specNode.getEnd(), text: `${quote}${pkg}${quote}` });
          else problems.push(`${where(node)}: cannot split ${node.getText(source)} by name`);
        } else if (specifier.startsWith('.')) {
          const target = resolveRelative(oldFile, specifier);
          if (target && resolveRelative(file, specifier, true) !== target) {
            const targetPackage = packageOf(target);
            const next =
              ownPackage && targetPackage && ownPackage.name !== targetPackage.name ? packageSpecifier(targetPackage, target) : relativeSpecifier(file, target);
            if (next) edits.push({ start: specNode.getStart(), end: specNode.getEnd(), text: `${quote}${next}${quote}` });
            else problems.push(`${where(node)}: ${specifier} crosses into ${targetPackage?.name}, which does not export ${target}`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) return null;
  let next = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
  next = mergeLibraryImports(file, next, kind);
  return next === text ? null : next;
}

/** Named imports of one library written as several statements (a split can make them) become one. */
function mergeLibraryImports(file: string, text: string, kind: ts.ScriptKind): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const libraries = new Set(PACKAGES.map((pkg) => pkg.name));
  const groups = new Map<string, ts.ImportDeclaration[]>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!libraries.has(statement.moduleSpecifier.text) || !clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const key = `${clause.isTypeOnly ? 'type ' : ''}${statement.moduleSpecifier.text}`;
    groups.set(key, [...(groups.get(key) ?? []), statement]);
  }
  const edits: Edit[] = [];
  for (const statements of groups.values()) {
    if (statements.length < 2) continue;
    const [first, ...rest] = statements as [ts.ImportDeclaration, ...ts.ImportDeclaration[]];
    const names = [
      ...new Set(
        statements.flatMap((statement) => (statement.importClause!.namedBindings as ts.NamedImports).elements.map((element) => element.getText(source))),
      ),
    ];
    const specifier = first.moduleSpecifier as ts.StringLiteral;
    edits.push({
      start: first.getStart(),
      end: first.getEnd(),
      text: formatImport('import', !!first.importClause!.isTypeOnly, names, specifier.text, quoteOf(specifier, text)),
    });
    for (const statement of rest) {
      const end = text[statement.getEnd()] === '\n' ? statement.getEnd() + 1 : statement.getEnd();
      edits.push({ start: statement.getStart(), end, text: '' });
    }
  }
  let next = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
  return next;
}

function rewriteSources(symbols: Map<string, Exported>): void {
  const oldOf = new Map([...movedNow.entries()].map(([from, to]) => [to, from]));
  for (const file of sourceFiles()) {
    if (file === 'ops/scripts/split-shared.ts') continue;
    const next = rewriteFile(file, oldOf.get(file) ?? file, symbols);
    if (next === null) continue;
    log(`rewrite ${file}`);
    if (!dryRun) fs.writeFileSync(abs(file), next);
  }
}

// ─── 4. Workspaces, dependencies and the other files that name the old package ────────────────

interface PackageJson {
  name: string;
  version: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(abs(file), 'utf8')) as T;

function writeJson(file: string, value: unknown): void {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (fs.readFileSync(abs(file), 'utf8') === text) return;
  log(`update ${file}`);
  if (!dryRun) fs.writeFileSync(abs(file), text);
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

function updateWorkspaces(): void {
  const manifest = readJson<PackageJson>('package.json');
  const list = manifest.workspaces ?? [];
  const without = list.filter((entry) => entry !== 'shared');
  const missing = PACKAGES.map((pkg) => pkg.dir).filter((dir) => !without.includes(dir));
  if (missing.length === 0 && without.length === list.length) return;
  manifest.workspaces = [...missing, ...without];
  writeJson('package.json', manifest);
}

/** Each workspace declares, at `^version`, the new packages its files import; `@atlas/shared` goes. */
function updateDependencies(): void {
  const versions = new Map(PACKAGES.map((pkg) => [pkg.name, readJson<PackageJson>(`${pkg.dir}/package.json`).version]));
  const workspaces = readJson<PackageJson>('package.json').workspaces ?? [];
  for (const workspace of workspaces) {
    const file = `${workspace}/package.json`;
    if (!fs.existsSync(abs(file))) continue;
    const manifest = readJson<PackageJson>(file);
    const used = new Set<string>();
    for (const source of sourceFiles(workspace)) {
      for (const match of fs.readFileSync(abs(source), 'utf8').matchAll(/['"](@atlas\/[a-z-]+)(?:\/[^'"]*)?['"]/g)) used.add(match[1]!);
    }
    used.delete(manifest.name);
    const dependencies = { ...(manifest.dependencies ?? {}) };
    const devDependencies = { ...(manifest.devDependencies ?? {}) };
    delete dependencies['@atlas/shared'];
    delete devDependencies['@atlas/shared'];
    for (const pkg of PACKAGES) {
      if (!used.has(pkg.name) || pkg.name === manifest.name) continue;
      if (dependencies[pkg.name] || devDependencies[pkg.name]) continue;
      const range = `^${versions.get(pkg.name)}`;
      if (DEV_ONLY.has(pkg.name)) devDependencies[pkg.name] = range;
      else dependencies[pkg.name] = range;
    }
    const next: PackageJson = { ...manifest };
    if (Object.keys(dependencies).length || manifest.dependencies) next.dependencies = sortKeys(dependencies);
    if (Object.keys(devDependencies).length || manifest.devDependencies) next.devDependencies = sortKeys(devDependencies);
    writeJson(file, next);
  }
}

/** The root jest run lists every package's project. */
function updateJestProjects(): void {
  const file = 'jest.config.ts';
  const text = fs.readFileSync(abs(file), 'utf8');
  const projects = PACKAGES.filter((pkg) => fs.existsSync(abs(`${pkg.dir}/jest.config.ts`))).map((pkg) => `'<rootDir>/${pkg.dir}'`);
  const missing = projects.filter((project) => !text.includes(project));
  if (!text.includes("'<rootDir>/shared'") && missing.length === 0) return;
  const next = text.replace(/'<rootDir>\/shared', /, '').replace('projects: [', `projects: [${missing.join(', ')}${missing.length ? ', ' : ''}`);
  log(`update ${file}`);
  if (!dryRun) fs.writeFileSync(abs(file), next);
}

/** Plain-text mentions that are commands, not prose: the API image installs the packages it needs. */
function updateTextFiles(): void {
  const file = 'ops/docker/Dockerfile';
  if (!fs.existsSync(abs(file))) return;
  const text = fs.readFileSync(abs(file), 'utf8');
  const next = text.replace(
    '--workspace @atlas/shared',
    '--workspace @atlas/contracts --workspace @atlas/forms --workspace @atlas/ui-kit --workspace @atlas/runtime',
  );
  if (next === text) return;
  log(`update ${file}`);
  if (!dryRun) fs.writeFileSync(abs(file), next);
}

// ─── Run ──────────────────────────────────────────────────────────────────────────────────────

function main(): void {
  const missingSkeletons = PACKAGES.filter((pkg) => !fs.existsSync(abs(`${pkg.dir}/package.json`)));
  if (missingSkeletons.length) {
    console.error(`The package skeletons are missing: ${missingSkeletons.map((pkg) => pkg.dir).join(', ')}`);
    process.exit(2);
  }
  moveEverything();
  const symbols = symbolMap();
  log(`${symbols.size} exported names in ${PACKAGES.length} packages`);
  rewriteSources(symbols);
  if (!dryRun) {
    updateWorkspaces();
    updateDependencies();
    updateJestProjects();
    updateTextFiles();
    if (!args.has('--no-install')) {
      log('npm install (links the new workspaces, updates package-lock.json)');
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], { cwd: root, stdio: 'inherit' });
    }
    // Each new library's surface is recorded at its first version (libraries already recorded are left alone).
    log('record the public surfaces (shared/build/public-surface.ts --write)');
    try {
      execFileSync('npx', ['tsx', 'shared/build/public-surface.ts', '--write'], { cwd: root, stdio: 'inherit' });
    } catch {
      problems.push('a library surface could not be recorded: see shared/build/public-surface.ts above');
    }
  }
  if (problems.length) {
    console.error(`\n${problems.length} thing(s) to settle by hand:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  log(dryRun ? 'dry run: nothing changed' : 'done');
}

main();
