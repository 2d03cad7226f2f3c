export * from './storage-keys';
export * from './safe-storage';
