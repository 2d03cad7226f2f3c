export * from './use-countdown';
export * from './use-polling';
export * from './use-focus-on-change';
export * from './use-geolocation';
export * from './use-debounced-value';
export * from './use-dismiss';
export * from './use-image-parcours';
