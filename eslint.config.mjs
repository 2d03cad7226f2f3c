// One lint setup for every workspace. The boundary rule: a remote never imports another remote's
// code (nor the shell's); remotes talk through the bus in @atlas/shared and the API.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { includeIgnoreFile } from '@eslint/compat';
import { fileURLToPath } from 'node:url';

const PARTS = ['shell', 'mf-catalogue', 'mf-cart-payment', 'mf-recharge', 'mf-invoices', 'mf-selfcare', 'mf-identification'];

/** Imports a part may not make: every other part, by package name or by relative path. */
function foreignParts(self) {
  return PARTS.filter((part) => part !== self).map((part) => ({
    group: [part, `${part}/*`, `**/${part}/**`, `**/${part}`],
    message: `${self} may not import ${part}: use the event bus in @atlas/shared or the API.`,
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
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: PARTS.map((part) => ({ group: [part, `${part}/*`, `**/${part}/**`], message: '@atlas/shared depends on no part.' })) },
      ],
    },
  },
  {
    files: ['api/**/*.ts', 'ops/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}', '**/test/**', '**/build/**', '**/webpack.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
