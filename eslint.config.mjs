// One lint setup for every workspace. The boundary rule: a remote never imports another remote's
// code (nor the shell's); remotes talk through the bus in @atlas/contracts and the API.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { includeIgnoreFile } from '@eslint/compat';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';

const PARTS = ['shell', 'mf-catalogue', 'mf-cart-payment', 'mf-recharge', 'mf-invoices', 'mf-selfcare', 'mf-identification'];

/**
 * The platform's libraries (`atlas.layer` in a workspace's package.json): a library imports only
 * libraries of a lower layer, never one of its own layer or above (contracts 0 → runtime 1 →
 * ui-kit 2 → forms 3; the test kit, 4, is for tests). Tests may compose any of them.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const LIBRARIES = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  .workspaces.filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) }))
  .filter(({ manifest }) => manifest.atlas)
  .map(({ dir, manifest }) => ({ dir, name: manifest.name, layer: manifest.atlas.layer }));

const NO_PARTS = PARTS.map((part) => ({ group: [part, `${part}/*`, `**/${part}/**`], message: 'The shared libraries depend on no part.' }));

function higherLibraries(self) {
  return LIBRARIES.filter((other) => other.name !== self.name && other.layer >= self.layer).map((other) => ({
    group: [other.name, `${other.name}/*`, `**/${path.basename(other.dir)}/src/**`],
    message: `${self.name} (layer ${self.layer}) may not import ${other.name} (layer ${other.layer}): a library imports only lower layers.`,
  }));
}

/** Imports a part may not make: every other part, by package name or by relative path. */
function foreignParts(self) {
  return PARTS.filter((part) => part !== self).map((part) => ({
    group: [part, `${part}/*`, `**/${part}/**`, `**/${part}`],
    message: `${self} may not import ${part}: use the event bus in @atlas/contracts or the API.`,
  }));
}

export default tseslint.config(
  // What git ignores (builds, databases, published platforms, test output) is never linted.
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url))),
  {
    ignores: ['api/migrations/**', '**/.cache/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...PARTS.map((part) => ({
    files: [`${part}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: foreignParts(part) }] },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: NO_PARTS }] },
  },
  ...LIBRARIES.map((library) => ({
    files: [`${library.dir}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/jest.config.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...NO_PARTS, ...higherLibraries(library)] }] },
  })),
  {
    files: ['api/**/*.ts', 'ops/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}', '**/test/**', '**/build/**', '**/webpack.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
