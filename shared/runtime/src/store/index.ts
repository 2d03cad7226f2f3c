export * from './platform-state';
export * from './create-platform-store';
export * from './hooks';
export * from './domain-module';
