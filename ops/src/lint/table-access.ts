import path from 'node:path';
import ts from 'typescript';
import { sourcesUnder } from './import-cycles';

/**
 * How closed the API's modules are at their tables (issue 35, item 2), counted on the sources of
 * `api/src` (paths relative to it): who imports a table it does not own, where it writes into one,
 * and which functions outside repositories take a database handle. Tests, the database layer
 * (`db/`: schema, seed, migrations) and tables files (a foreign key names another module's table)
 * are not counted.
 *
 * `npx tsx ops/src/lint/table-access.ts [dir] [--list]` prints the figures (and, with --list, the places).
 */
export interface TableAccess {
  /** Files importing a table of another module (by its tables file or db/schema), sorted. */
  foreignReads: string[];
  /** `file: insert|update|delete(table)` where the table is another module's. */
  foreignWrites: string[];
  /** Files outside a repository importing their own module's tables (the lint refuses them). */
  ownOutsideRepositories: string[];
  /**
   * `file: function` taking a database handle (`db`, `tx`…, or typed Database/Transaction) outside
   * repositories (`*.repository.ts`, and a module's `repositories.ts`, which binds its repositories
   * to one handle: the app's or a transaction's). Domain functions take a `UnitOfWork`
   * (db/unit-of-work.ts), which only repositories open.
   */
  databaseFunctions: string[];
}

const HANDLE_NAMES = new Set(['db', 'tx', 'trx', 'database', 'executor']);
const HANDLE_TYPES = /\b(Database|Transaction|Executor|PgTransaction|DbOrTx)\b/;

/** The owner of a file: its module (`modules/<name>/…`), else its top folder (`plugins`, `checkout`…) or `api`. */
export function ownerOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules') return parts[1]!;
  return parts.length > 1 ? parts[0]! : 'api';
}

const isRepository = (file: string) => file.endsWith('.repository.ts') || file.endsWith('/repositories.ts');
const counted = (file: string) => !/\.test\.ts$/.test(file) && !file.startsWith('db/') && !file.startsWith('test/') && !file.endsWith('.tables.ts');

function resolve(files: ReadonlyMap<string, string>, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.join(path.posix.dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}/index.ts`].find((candidate) => files.has(candidate)) ?? null;
}

/** The tables each tables file declares (`export const x = pgTable(…)`), and what `db/schema.ts` re-exports. */
function tablesByFile(files: ReadonlyMap<string, string>): Map<string, Map<string, string>> {
  const declared = new Map<string, Map<string, string>>();
  for (const [file, source] of files) {
    if (!file.endsWith('.tables.ts')) continue;
    const names = new Map<string, string>();
    const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
    for (const statement of parsed.statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && init && ts.isCallExpression(init) && /Table$/.test(init.expression.getText(parsed)))
          names.set(declaration.name.text, ownerOf(file));
      }
    }
    declared.set(file, names);
  }
  const schema = 'db/schema.ts';
  if (files.has(schema)) {
    const all = new Map<string, string>();
    const parsed = ts.createSourceFile(schema, files.get(schema)!, ts.ScriptTarget.Latest, false);
    for (const statement of parsed.statements) {
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolve(files, schema, statement.moduleSpecifier.text);
        for (const [name, owner] of (target ? declared.get(target) : undefined) ?? []) all.set(name, owner);
      }
    }
    declared.set(schema, all);
  }
  return declared;
}

function functionName(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source).split('\n')[0]}(…)`;
  return `(line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`;
}

/**
 * A callback handed to `x.transaction(…)` receives the transaction it opened: that is the one place
 * a handle is born; one handed to `inTransaction(…)` receives a unit of work.
 */
const opensTransaction = (node: ts.Node): boolean =>
  ts.isCallExpression(node.parent) &&
  ((ts.isPropertyAccessExpression(node.parent.expression) && node.parent.expression.name.text === 'transaction') ||
    (ts.isIdentifier(node.parent.expression) && node.parent.expression.text === 'inTransaction'));

export function tableAccess(files: ReadonlyMap<string, string>): TableAccess {
  const tables = tablesByFile(files);
  const access: TableAccess = { foreignReads: [], foreignWrites: [], ownOutsideRepositories: [], databaseFunctions: [] };
  for (const [file, text] of files) {
    if (!counted(file)) continue;
    const owner = ownerOf(file);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    /** Local names bound to a table, with the table's owner; `*` for a namespace of tables. */
    const bound = new Map<string, string>();
    const namespaces = new Map<string, Map<string, string>>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = resolve(files, file, statement.moduleSpecifier.text);
      const declared = target ? tables.get(target) : undefined;
      const bindings = statement.importClause?.namedBindings;
      if (!declared || !bindings) continue;
      if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, declared);
      else
        for (const element of bindings.elements) {
          const owner = declared.get((element.propertyName ?? element.name).text);
          if (owner) bound.set(element.name.text, owner);
        }
    }
    const owners = new Set([...bound.values(), ...[...namespaces.values()].flatMap((names) => [...names.values()])]);
    if ([...owners].some((other) => other !== owner)) access.foreignReads.push(file);
    if (owners.has(owner) && !file.endsWith('.repository.ts')) access.ownOutsideRepositories.push(file);

    const tableOwner = (expression: ts.Expression): string | undefined => {
      if (ts.isIdentifier(expression)) return bound.get(expression.text);
      if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression))
        return namespaces.get(expression.expression.text)?.get(expression.name.text);
      return undefined;
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['insert', 'update', 'delete'].includes(node.expression.name.text)) {
        const written = node.arguments[0] && tableOwner(node.arguments[0]);
        if (written && written !== owner) access.foreignWrites.push(`${file}: ${node.expression.name.text}(${node.arguments[0]!.getText(source)})`);
      }
      if (
        !isRepository(file) &&
        ts.isFunctionLike(node) &&
        'body' in node &&
        node.body &&
        !opensTransaction(node) &&
        node.parameters.some(
          (parameter) =>
            (ts.isIdentifier(parameter.name) && HANDLE_NAMES.has(parameter.name.text)) || (parameter.type && HANDLE_TYPES.test(parameter.type.getText(source))),
        )
      )
        access.databaseFunctions.push(`${file}: ${functionName(node, source)}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const list of Object.values(access)) list.sort();
  return access;
}

if (require.main === module) {
  const [dirArgument] = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  const dir = path.resolve(dirArgument ?? path.join(__dirname, '../../../api/src'));
  const access = tableAccess(sourcesUnder(dir));
  for (const [name, list] of Object.entries(access)) {
    console.info(`${name}: ${list.length}`);
    if (process.argv.includes('--list')) for (const item of list) console.info(`  ${item}`);
  }
}
