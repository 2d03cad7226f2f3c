/**
 * @atlas/shared — the one library every part imports, shared as a Module Federation singleton
 * (one api client, one store, one i18n instance, one styled-components per page).
 * Named exports only.
 */
export * from './theme';
export * from './ui';
export * from './format';
export * from './hooks';
export * from './i18n';
export * from './storage';
export * from './store';
export * from './api';
export * from './config';
export * from './validation';
export * from './bus';
export * from './session';
export * from './app/platform-providers';
export * from './app/start-standalone';
export type * from './contracts/app-config';
export type {
  MediaImage,
  ContentBlockItem,
  ContentBlockStyle,
  ContentBlock,
  ImageParcours,
  MegaMenuEntry,
  Price as PriceInfo,
  SearchCategory,
  SearchResult,
  SearchResponse,
  FaqQuestion,
  FaqTopic,
} from './contracts/content';
export type { ApiErrorBody } from './contracts/api-error';
export type * from './contracts/selfcare';
export { SELFCARE_ERROR_CODES, OTP_ERROR_CODES, AVATAR_LIMITS } from './contracts/selfcare';
export { COMMON_ERROR_CODES } from './contracts/api-error';
export { MEDIA_WIDTHS, SEARCH_CATEGORIES } from './contracts/content';
export type * from './platform/manifest';
export { PLATFORM_MANIFEST_PATH, activeVersionOf, lastGoodVersionOf, emptyManifest } from './platform/manifest';
export type * from './platform/remote-root';
export type * from './contracts/line-services';
export { LINE_SERVICE_ERROR_CODES, LINE_OTP_PURPOSES, ROAMING_EFFECT_MINUTES, ATLAS_ICC_PREFIX, OFFER_REFUSAL_REASONS, SUPPORT_NUMBER } from './contracts/line-services';
