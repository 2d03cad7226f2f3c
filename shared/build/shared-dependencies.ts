import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const repoRoot = path.resolve(__dirname, '../..');
const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));

/**
 * Third-party libraries that must exist once per page. The shell and every remote share them as
 * singletons through this one map, so no part can drift to its own copy.
 * Subpaths are shared only when listed, hence `react-dom/client` and the JSX runtimes.
 */
export const THIRD_PARTY_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  'redux',
  '@reduxjs/toolkit',
  'redux-saga',
  'redux-saga/effects',
  'styled-components',
  'i18next',
  'react-i18next',
  'axios',
  // Forms: the shared FormField reads the Form context of the remote's <Form>, so one copy of each.
  'final-form',
  'react-final-form',
  'yup',
] as const;

interface WorkspaceManifest {
  name: string;
  version: string;
  atlas?: { layer: number; shipped: boolean };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  workspaces?: string[];
}

export interface PlatformLibrary {
  name: string;
  version: string;
  /** Lower layers never import higher ones. */
  layer: number;
  /** Folder, relative to the repository. */
  dir: string;
}

const readManifest = (dir: string): WorkspaceManifest => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as WorkspaceManifest;

/**
 * The platform's own libraries that ship in the page (`atlas.shipped` in their package.json),
 * lowest layer first. Each is a singleton of its own, at its own semver version.
 */
export function platformLibraries(): PlatformLibrary[] {
  return (readManifest(repoRoot).workspaces ?? [])
    .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readManifest(path.join(repoRoot, dir)) }))
    .filter(({ manifest }) => manifest.atlas?.shipped)
    .map(({ dir, manifest }) => ({ name: manifest.name, version: manifest.version, layer: manifest.atlas!.layer, dir }))
    .sort((a, b) => a.layer - b.layer);
}

/** Every package the page holds once: the third-party singletons and the platform's libraries. */
export function singletonPackages(): string[] {
  return [...THIRD_PARTY_SINGLETONS, ...platformLibraries().map((library) => library.name)];
}

function installedVersion(pkg: string): string {
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]!;
  return (requireFromRoot(`${root}/package.json`) as { version: string }).version;
}

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
  /** The module provided under the name, when it is not the package itself. */
  import?: string;
}

/**
 * Shared under a package's name, a module of the platform's that re-exports only what the parts
 * use of it, so that the provided copy is tree-shaken (browser builds only).
 */
export const SHARED_SUBSETS: Partial<Record<(typeof THIRD_PARTY_SINGLETONS)[number], string>> = {
  'react-router-dom': path.join(__dirname, 'browser/react-router-dom.ts'),
};

/**
 * The Module Federation `shared` map of the part in `packageDir`. A platform library is required
 * at the range the part's package.json declares (what it was built against), and provided at the
 * library's own version; the build records both in mf-manifest.json, which `ops switch` and
 * `canary` check against the live shell's `shared-scope.json`.
 */
export function sharedDependencies(packageDir: string): Record<string, SharedConfig> {
  const part = readManifest(packageDir);
  const declared = { ...part.peerDependencies, ...part.devDependencies, ...part.dependencies };
  const thirdParty = THIRD_PARTY_SINGLETONS.map((pkg) => {
    const version = installedVersion(pkg);
    const subset = SHARED_SUBSETS[pkg];
    // Relative to the part (webpack's context): the build's stats name no checkout (issue 30, item 6).
    const request = subset && `./${path.relative(packageDir, subset).split(path.sep).join('/')}`;
    return [pkg, { singleton: true as const, requiredVersion: `^${version}`, version, ...(request ? { import: request } : {}) }] as const;
  });
  const platform = platformLibraries().map(
    (library) =>
      [library.name, { singleton: true as const, requiredVersion: declared[library.name] ?? `^${library.version}`, version: library.version }] as const,
  );
  return Object.fromEntries([...thirdParty, ...platform]);
}

/**
 * The federation runtime the shell hands to the remotes' production builds (Module Federation's
 * `experiments.externalRuntime`): a remote built that way runs on the shell's copy, so it requires
 * it like a shared library (`requires` in its platform-remote.json) and the shell lists it in
 * `shared-scope.json` among what it provides.
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

export function federationRuntimeVersion(): string {
  // Its exports map does not expose package.json: read it beside its entry (dist/index.*).
  const entry = requireFromRoot.resolve(FEDERATION_RUNTIME);
  return readManifest(path.resolve(path.dirname(entry), '..')).version;
}

/** What a shell build provides to the remotes: written as `shared-scope.json` beside its index.html. */
export interface SharedScope {
  shell: string;
  provides: Record<string, string>;
}

export function sharedScopeOf(packageDir: string): SharedScope {
  const shared = sharedDependencies(packageDir);
  return {
    shell: readManifest(packageDir).version,
    provides: {
      ...Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, config.version])),
      [FEDERATION_RUNTIME]: federationRuntimeVersion(),
    },
  };
}
