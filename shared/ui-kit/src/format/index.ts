export * from './format-amount';
export * from './format-mdn';
export * from './format-duration';
export * from './format-countdown';
export * from './is-arabic-text';
export * from './search-text';
export * from './format-day';
export * from './format-spoken-duration';
