import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SHARED_SUBSETS } from '../../../shared/build/shared-dependencies';
import { browserSources, repo, valueNamesImportedFrom } from './browser-sources';

/**
 * A package shared as a subset (shared/build/shared-dependencies.ts, issue 34) must export every
 * name the browser code imports from it: a missing one is `undefined` at run time, in every part,
 * and the type checker (which reads the package itself) does not see it.
 */

/** The names the subset module exports. */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

describe('packages shared as a subset', () => {
  it('reads value imports and re-exports, not type-only ones', () => {
    const source = [
      "import { Link, type NavigateFunction, useNavigate as go } from 'react-router-dom';",
      "import type { Location } from 'react-router-dom';",
      "export { matchPath } from 'react-router-dom';",
      "import { useMatch } from 'react-router';",
    ].join('\n');
    expect(valueNamesImportedFrom(source, 'react-router-dom')).toEqual(['Link', 'useNavigate', 'matchPath']);
  });

  for (const [pkg, subset] of Object.entries(SHARED_SUBSETS)) {
    it(`${pkg}: the subset exports every name the browser code imports`, () => {
      const exported = new Set(exportedNames(subset!));
      const missing = browserSources().flatMap((file) =>
        valueNamesImportedFrom(fs.readFileSync(file, 'utf8'), pkg)
          .filter((name) => !exported.has(name))
          .map((name) => `${path.relative(repo, file)}: ${name}`),
      );
      expect(missing).toEqual([]);
    });
  }
});
