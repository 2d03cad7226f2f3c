export * from './app-config-client';
