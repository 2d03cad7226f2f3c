export * from './validation-message';
export * from './patterns';
export * from './parse-date';
export * from './rules';
export * from './schemas';
export * from './validate-with';
export * from './form-field';
export * from './call-back';
