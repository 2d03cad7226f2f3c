import fs from 'node:fs';
import path from 'node:path';
import type { TranslationTree } from '@atlas/runtime';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function hasKey(tree: unknown, key: string): boolean {
  const textAt = (path: string) =>
    path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  // A key asked with a count may exist only in its plural forms (`found_one`, `found_other`).
  return [key, `${key}_other`].some((path) => {
    const value = textAt(path);
    return typeof value === 'string' && value.trim() !== '';
  });
}

/**
 * The literal keys `t('…')` asks for in the source files that use the namespace constant `marker`
 * (template keys such as t(`kinds.${kind}`) are checked by their own tests), and those missing from `tree`.
 */
export function missingKeys(srcDir: string, marker: string, tree: TranslationTree): { used: string[]; missing: string[] } {
  const used = sourceFiles(srcDir)
    .filter((file) => fs.readFileSync(file, 'utf8').includes(marker))
    .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1]!));
  return { used, missing: [...new Set(used)].filter((key) => !hasKey(tree, key)) };
}

/** Texts of the Arabic bundle written without any Arabic letter (a French or English leftover). */
export function latinOnlyTexts(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? (/[\u0600-\u06FF]/.test(value) ? [] : [`${prefix}${key}`]) : latinOnlyTexts(value, `${prefix}${key}.`),
  );
}
