import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isolateLatinRuns } from '@atlas/contracts/bidi';
import { missingTranslationKeys, moneyUnitMixups } from '@atlas/test-kit';
import type { TranslationTree } from '@atlas/runtime';

/**
 * Translations are data: one file per language per namespace (`<folder>/fr/<namespace>.json`,
 * `ar/`, `en/`), declared once with `defineTranslations` beside them (docs/architecture.md, "Adding
 * a text"). The type check fails on a key missing from the Arabic or English file of a declared
 * namespace; this test holds every file of the repository to the same, declared or not, and to
 * no translation object literal left in code.
 */

const repo = path.resolve(__dirname, '../../..');
const LANGUAGES = ['fr', 'ar', 'en'] as const;
const SOURCE_ROOTS = ['shell/src', 'shared/contracts/src', 'shared/runtime/src', 'shared/ui-kit/src', 'shared/forms/src']
  .concat(
    fs
      .readdirSync(repo)
      .filter((name) => name.startsWith('mf-'))
      .map((name) => `${name}/src`),
  )
  .filter((root) => fs.existsSync(path.join(repo, root)));

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? (entry.name === 'node_modules' ? [] : walk(full)) : [full];
  });
}

const files = SOURCE_ROOTS.flatMap((root) => walk(path.join(repo, root)));
/** Every French file: `<folder>/fr/<namespace>.json`. */
const frenchFiles = files.filter((file) => file.endsWith('.json') && path.basename(path.dirname(file)) === 'fr');
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationTree;
const namespaceOf = (french: string) => ({ folder: path.dirname(path.dirname(french)), ns: path.basename(french, '.json') });
const fileOf = (folder: string, language: string, ns: string) => path.join(folder, language, `${ns}.json`);

/** The Arabic texts with a Latin run left bare, and the text they should be. */
function unisolatedRuns(tree: TranslationTree, at = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? isolateLatinRuns(value) === value
        ? []
        : [`${at}${key}: ${JSON.stringify(isolateLatinRuns(value))}`]
      : unisolatedRuns(value, `${at}${key}.`),
  );
}

describe('translation files', () => {
  it('are found (one namespace per French file)', () => {
    const names = frenchFiles.map((file) => namespaceOf(file).ns);
    expect(names).toEqual(expect.arrayContaining(['common', 'errors', 'validation', 'shell', 'catalogue', 'shop', 'recharge']));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(frenchFiles.map((file) => [path.relative(repo, file), file] as const))('%s: every key in ar and en, no empty text', (_name, french) => {
    const { folder, ns } = namespaceOf(french);
    const bundle = Object.fromEntries(
      LANGUAGES.map((language) => {
        const file = fileOf(folder, language, ns);
        expect(fs.existsSync(file) ? file : `missing: ${file}`).toBe(file);
        return [language, read(file)];
      }),
    ) as Record<(typeof LANGUAGES)[number], TranslationTree>;
    expect(missingTranslationKeys(bundle)).toEqual([]);
    // One unit for money per language: "Dh" in French and English, «درهم» in Arabic (currencyLabel).
    expect(moneyUnitMixups(bundle)).toEqual([]);
    // Arabic keeps whole the Latin runs the bidirectional algorithm breaks ("*9", "3-D Secure",
    // "01-26-2027"): written in a left-to-right isolate, as isolateLatinRuns would put them.
    expect(unisolatedRuns(bundle.ar)).toEqual([]);
  });

  it.each(frenchFiles.map((file) => [path.relative(repo, file), file] as const))('%s: declared with defineTranslations', (_name, french) => {
    const { ns } = namespaceOf(french);
    // Or as a part of a namespace (defineTranslationsPart), or fetched on demand (defineTranslationsOnDemand).
    const declarations = files
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .filter((text) => /defineTranslations(?:Part|OnDemand)?\(/.test(text) && text.includes(`/fr/${ns}.json'`));
    expect(declarations).toHaveLength(1);
    for (const language of LANGUAGES) expect(declarations[0]).toContain(`/${language}/${ns}.json'`);
  });

  it('and the API’s customer texts write money with one unit per language (no "MAD" or "DH" after an amount)', () => {
    // The API writes its texts in code (seed, SMS, notifications, receipts, the gateway's page); the
    // currency code MAD stays in data (`currency: 'MAD'`) and comments.
    const offenders = walk(path.join(repo, 'api/src'))
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, where: `${path.relative(repo, file)}:${index + 1}` }))
          .filter(({ line }) => !/^\s*(?:\*|\/\/|\/\*)/.test(line))
          .filter(({ line }) => /(?:\d|\})\s*(?:MAD|DH|dh)\b|'درهم'\s*:\s*'MAD'/.test(line))
          .map(({ where }) => where),
      );
    expect(offenders).toEqual([]);
  });

  it('and the API’s Arabic customer texts keep whole the Latin runs Arabic lays out wrong ("*135#", "3-D Secure")', () => {
    // The seed's pages and names, the payment methods, the receipts: what the pages and PDFs show
    // as the API wrote it. The identity test set draws cards, not text for customers.
    const offenders = walk(path.join(repo, 'api/src'))
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !file.includes(`${path.sep}test-set${path.sep}`))
      .flatMap((file) => {
        const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
        const found: string[] = [];
        const visit = (node: ts.Node): void => {
          if (
            (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
            /[\u0600-\u06ff]/.test(node.text) &&
            isolateLatinRuns(node.text) !== node.text
          )
            found.push(
              `${path.relative(repo, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(isolateLatinRuns(node.text))}`,
            );
          ts.forEachChild(node, visit);
        };
        visit(source);
        return found;
      });
    expect(offenders).toEqual([]);
  });

  it('leave no translation object literal in code', () => {
    // What the *-translations.ts modules were: the three languages' trees typed as a LanguageBundle.
    const offenders = files
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /-translations\.tsx?$/.test(file) || /\bsatisfies LanguageBundle\b|:\s*LanguageBundle\s*=\s*\{/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(repo, file));
    expect(offenders).toEqual([]);
  });
});
