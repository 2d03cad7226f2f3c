import { jestProject } from '../shared/test-kit/src/jest-preset';

const base = jestProject(__dirname, 'node');

export default {
  ...base,
  // PGlite's CommonJS build loads Node built-ins with `await import('fs')`, which jest's module
  // sandbox refuses without --experimental-vm-modules; swc turns those calls into require() (as
  // api/jest.config.ts does: the telemetry reader's test opens the API's PGlite).
  transform: {
    ...base.transform,
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // @fastify/static requires content-disposition, which ships only as an ES module: jest (unlike
  // Node 20.19+) cannot require it untransformed; so does cookie 2, which Fastify's inject requires
  // (the edge's server render calls the API through it).
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@electric-sql/pglite)/)'],
};
