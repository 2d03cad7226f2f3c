export * from './session-slice';
export * from './token-vault';
export * from './require-sign-in';
