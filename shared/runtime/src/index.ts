/**
 * @atlas/runtime — layer 1: what exists once per page. The store (createPlatformStore,
 * DomainModule), the api client, the session, i18n, the app configuration and safe storage.
 * Imports only @atlas/contracts among the platform's packages. Named exports only.
 */
export * from './api';
export * from './config';
export * from './i18n';
export * from './session';
export * from './storage';
export * from './store';
