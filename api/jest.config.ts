import type { Config } from 'jest';
import { jestProject } from '../shared/test-kit/src/jest-preset';

const base = jestProject(__dirname, 'node');

export default {
  ...base,
  // PGlite's CommonJS build loads Node built-ins with `await import('fs')`, which jest's module
  // sandbox refuses without --experimental-vm-modules; swc turns those calls into require().
  transform: {
    ...base.transform,
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // The migrated and seeded databases every test file copies, made once per run.
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  // cookie 2 (used by fastify's inject) is ESM only: Node 20 requires it natively, jest does not.
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/src/test/jest-setup.ts'],
  // mrz (ICAO parser) is ESM only too.
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|cookie|mrz)/)'],
} satisfies Config;
