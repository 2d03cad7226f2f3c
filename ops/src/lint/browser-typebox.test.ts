import fs from 'node:fs';
import path from 'node:path';
import { browserSources, repo, valueNamesImportedFrom } from './browser-sources';

/**
 * The browser builds resolve `@sinclair/typebox` to a builder that builds no schema
 * (shared/build/browser/typebox.ts, issue 34): the contracts may build their schemas with `Type`,
 * but no browser code may use TypeBox otherwise (validate, compile, read a schema's kind), since
 * the page would get nothing. The API validates; the browser reads the types.
 */
describe('TypeBox in the browser', () => {
  it('is imported as a value only by the contracts, and only its `Type` builder', () => {
    const misuse = browserSources().flatMap((file) => {
      const relative = path.relative(repo, file);
      return valueNamesImportedFrom(fs.readFileSync(file, 'utf8'), '@sinclair/typebox')
        .filter((name) => name !== 'Type' || !relative.startsWith('shared/contracts/'))
        .map((name) => `${relative}: ${name}`);
    });
    expect(misuse).toEqual([]);
  });
});
