import path from 'node:path';
import type { Config } from 'jest';

/** The jest setup every workspace uses: swc for TypeScript, jsdom for the browser parts. */
export function jestProject(rootDir: string, environment: 'jsdom' | 'node'): Config {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        // @swc/jest with the built-ins hot loops call bound in each module (see the file).
        path.join(__dirname, 'fast-globals-transform.cjs'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'file-stub.ts'),
      '\\.css\\?raw$': path.join(__dirname, 'file-stub.ts'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.ts')] : [],
  } as Config;
}
