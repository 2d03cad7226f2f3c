/**
 * @atlas/ui-kit — layer 2: the theme (RTL), the UI components, formatting, hooks, RequireSignIn
 * and the providers around a tree (PlatformProviders, startStandalone). Imports @atlas/contracts
 * and @atlas/runtime. Named exports only.
 */
export * from './theme';
export * from './ui';
export * from './format';
export * from './hooks';
export * from './session/require-sign-in';
export * from './app/platform-providers';
export * from './app/start-standalone';
export * from './app/lazy-with-preload';
