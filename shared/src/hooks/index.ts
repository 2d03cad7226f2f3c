export * from './use-countdown';
export * from './use-polling';
export * from './use-focus-on-change';
export * from './use-cached-query';
export * from './use-dismiss';
