export * from './api-error';
export * from './browser-id';
export * from './sdata';
export * from './api-client';
export * from './atlas-api';
export * from './read-state';
export * from './kept-across-reloads';
