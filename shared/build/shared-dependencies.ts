import path from 'node:path';
import { createRequire } from 'node:module';

const requireFromShared = createRequire(path.join(__dirname, '..', 'package.json'));

/**
 * The libraries that must exist once per page. The shell and every remote share them as
 * singletons through this one map, so no part can drift to its own copy.
 * Subpaths are shared only when listed, hence `react-dom/client` and the JSX runtimes.
 */
export const SINGLETON_PACKAGES = [
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
  // Forms: shared's FormField reads the Form context of the remote's <Form>, so one copy of each.
  'final-form',
  'react-final-form',
  'yup',
  '@atlas/shared',
] as const;

export type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

function installedVersion(pkg: string): string {
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]!;
  return (requireFromShared(`${root}/package.json`) as { version: string }).version;
}

export function sharedDependencies(): Record<string, { singleton: true; requiredVersion: string; version: string }> {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((pkg) => {
      const version = installedVersion(pkg);
      return [pkg, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}
