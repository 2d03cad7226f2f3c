import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What the lint tests read of the browser code (the parts and the shipped libraries). */
export const repo = path.resolve(__dirname, '../../..');

/** The names a source imports or re-exports from `pkg` as values (type-only imports left out). */
export function valueNamesImportedFrom(source: string, pkg: string): string[] {
  const file = ts.createSourceFile('probe.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === pkg) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === pkg
    ) {
      if (statement.isTypeOnly) continue;
      if (!statement.exportClause) names.push('*');
      else if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** The browser sources: the parts and the shipped libraries, not their tests, not the server build. */
export function browserSources(): string[] {
  const roots = [
    'shell/src',
    ...fs
      .readdirSync(repo)
      .filter((dir) => dir.startsWith('mf-'))
      .map((dir) => `${dir}/src`),
    'shared/runtime/src',
    'shared/ui-kit/src',
    'shared/forms/src',
    'shared/contracts/src',
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'server' && entry.name !== 'test') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const root of roots) if (fs.existsSync(path.join(repo, root))) walk(path.join(repo, root));
  return files;
}
