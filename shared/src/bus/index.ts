export * from './events';
export * from './scan-bus-usage';
