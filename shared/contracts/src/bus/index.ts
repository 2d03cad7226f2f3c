export * from './events';
export * from './scan-bus-usage';
export * from './window-broadcast';
