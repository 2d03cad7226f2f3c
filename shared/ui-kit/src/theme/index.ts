export * from './breakpoints';
export * from './theme';
export * from './global-style';
export * from './theme-root';
export * from './use-media-query';
export * from './rtl-plugin';
