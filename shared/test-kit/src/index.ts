/**
 * @atlas/test-kit — helpers for the parts' jest tests; a devDependency, never in a build.
 * The jest preset (`jest-preset.ts`) and the DOM setup are imported by path from jest configs.
 */
export * from './fake-api';
export * from './render-with-platform';
export * from './render-ui';
export * from './translation-coverage';
export * from './expect-keys-in-all-languages';
export * from './contract-agreement';
