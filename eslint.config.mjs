// One lint setup for every workspace. The boundary rule: a remote never imports another remote's
// code (nor the shell's); remotes talk through the bus in @atlas/contracts and the API.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { includeIgnoreFile } from '@eslint/compat';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const PARTS = ['shell', 'mf-catalogue', 'mf-cart-payment', 'mf-recharge', 'mf-invoices', 'mf-selfcare', 'mf-identification'];

/** The feature folders of a part (`<part>/src/features/<feature>`). */
function featuresOf(part) {
  const dir = new URL(`${part}/src/features/`, import.meta.url);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * bulletproof-react's boundaries inside a part: a feature does not reach into another feature,
 * and the part's shared components do not depend on features (routes, `src/pages`, widgets and i18n
 * compose them).
 */
function featureZones(part) {
  const features = featuresOf(part);
  return [
    ...features.map((feature) => ({
      target: `./${part}/src/features/${feature}`,
      from: `./${part}/src/features`,
      except: [`./${feature}`],
      message: `A feature does not import another feature's internals: move what both need to ${part}/src/components (or a shared library: @atlas/ui-kit, @atlas/forms…), or talk through the bus.`,
    })),
    {
      target: `./${part}/src/components`,
      from: `./${part}/src/features`,
      message: 'The shared components of a part do not depend on its features.',
    },
  ];
}

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

/** The API's microservices (`api/src/modules/<service>`, each one plugin found and registered by app.ts). */
function apiModules() {
  const dir = path.join(root, 'api', 'src', 'modules');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * fastify/demo's boundaries between the API's modules: a module reaches another only through its
 * `public.ts` (never its routes or internals), or through a decorator of `api/src/plugins`; a
 * tables file may name another module's table in a foreign key (tableZones says who else may not).
 */
function publicFilesOf(module) {
  const files = fs.readdirSync(path.join(root, 'api', 'src', 'modules', module));
  return files.filter((file) => file === 'public.ts' || file.endsWith('.tables.ts')).map((file) => `./${module}/${file}`);
}

function apiModuleZones() {
  const modules = apiModules();
  return modules.map((module) => ({
    target: `./api/src/modules/${module}`,
    from: './api/src/modules',
    except: [`./${module}`, ...modules.filter((other) => other !== module).flatMap(publicFilesOf)],
    message: "A module does not import another module's routes or internals: use its public.ts or a decorator of api/src/plugins.",
  }));
}

/**
 * Modules closed at their tables (issue 35): a module's tables (`*.tables.ts`) are imported only by
 * its own repositories (`*.repository.ts`), and by other tables files for a foreign key; everything
 * else goes through the repositories, and other modules through the module's public.ts, in the
 * domain's words. `db/schema.ts` gathers every table for drizzle-kit, the database's type, the seed
 * and tests: no module imports it.
 */
const API_OUTSIDE_MODULES = ['./api/src/*.ts', './api/src/!(modules|db|test)/**/!(*.tables).ts'];

function tableZones() {
  const modules = apiModules().filter((module) => fs.readdirSync(path.join(root, 'api', 'src', 'modules', module)).some((file) => file.endsWith('.tables.ts')));
  return [
    ...modules.map((module) => ({
      target: [...API_OUTSIDE_MODULES, `./api/src/modules/!(${module})/**/!(*.tables).ts`, `./api/src/modules/${module}/**/!(*.repository|*.tables).ts`],
      from: `./api/src/modules/${module}/**/*.tables.ts`,
      message: `Only ${module}'s repositories read and write its tables: use a repository of your own module, or ${module}'s public.ts.`,
    })),
    {
      // The plugins' own tables (mail, SMS, one-time codes, captchas, failure counts): read and
      // written by their repositories; modules use the plugin's decorator.
      target: ['./api/src/*.ts', './api/src/!(plugins|db|test)/**/!(*.tables).ts', './api/src/plugins/**/!(*.repository|*.tables).ts'],
      from: './api/src/plugins/**/*.tables.ts',
      message: "Only a plugin's repository reads and writes its tables: use the plugin's decorator (app.mail, app.smsOutbox, app.otpService…).",
    },
    {
      // Domain functions take a unit of work (db/unit-of-work.ts), never a handle to query with:
      // only repositories open it (issue 35 §2).
      target: [
        './api/src/!(*.test).ts',
        './api/src/!(db|test|plugins)/**/!(*.repository|repositories|*.test).ts',
        './api/src/plugins/**/!(database|*.repository|*.test).ts',
      ],
      from: ['./api/src/db/repository-handle.ts', './api/src/db/database.ts'],
      message: 'Only repositories query the database: take a UnitOfWork (db/unit-of-work.ts) and hand it to a repository.',
    },
    {
      target: [...API_OUTSIDE_MODULES, './api/src/modules/**/*.ts'],
      from: './api/src/db/schema.ts',
      message: "db/schema.ts gathers every table for migrations, the seed and tests: import your own module's tables in its repositories.",
    },
  ];
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
      // `interface X extends Static<typeof X> {}`: a contract's type named after its schema (an
      // interface, so its printed surface keeps its name), and module augmentation (DefaultTheme).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...PARTS.map((part) => ({
    files: [`${part}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: foreignParts(part),
          // A lazily loaded module's texts are loaded, in the page's language, before it draws
          // (docs/architecture.md, "Translations"): React.lazy alone would draw their keys.
          paths: [
            { name: 'react', importNames: ['lazy'], message: 'Use lazyWithPreload (@atlas/ui-kit): it loads the texts the module declares before drawing it.' },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: featureZones(part) }],
    },
  })),
  {
    files: ['api/src/**/*.ts'],
    // Tests may drive another module (the gateway's signature, a seeded table) to set a scene up.
    ignores: ['**/*.test.ts', 'api/src/test/**', 'api/src/db/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...apiModuleZones(), ...tableZones()] }] },
  },
  {
    // Relative imports only: a cycle lives inside one part (parts never import each other).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // import-x follows only the files of `import-x/extensions` (.js, .mjs, .cjs by default): without
    // this, no-cycle never opens a .ts file and finds nothing. On the API, every relative import is
    // followed, so a cycle among its files fails the lint (type-only imports are not followed).
    files: ['api/src/**/*.ts'],
    settings: { 'import-x/extensions': ['.ts', '.js', '.mjs', '.json'] },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The code field of an OTP step takes the focus right after the code is sent (OtpInput's
      // `autoFocus` prop, a focus the customer's own action caused); DOM elements never autofocus.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
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
    // The API formats and validates with the bottom layer (@atlas/contracts: amounts, numbers,
    // patterns, dates, call-back windows, attachments, countries), never with the UI's libraries.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@atlas/ui-kit', '@atlas/ui-kit/*', '@atlas/forms', '@atlas/forms/*', '**/shared/ui-kit/**', '**/shared/forms/**'],
              message: 'The API depends on no UI library: domain formats and patterns live in @atlas/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts', 'ops/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}', '**/test/**', '**/build/**', '**/webpack.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
