export * from './session-slice';
export * from './token-vault';
