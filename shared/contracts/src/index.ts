/**
 * @atlas/contracts — layer 0, no React: what the parts agree on. The event bus (busEvents and
 * their payloads), the platform manifest's types, the languages, and the API's shapes that every
 * part reads. Each API contract also has its own subpath (`@atlas/contracts/shop`), which is how
 * the API and the remotes import the rest. Named exports only.
 */
export * from './bus';
export * from './languages';
export * from './platform/manifest';
export type * from './platform/remote-root';
export type * from './app-config';
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
} from './content';
export type { ApiErrorBody } from './api-error';
export type * from './selfcare';
export { SELFCARE_ERROR_CODES, OTP_ERROR_CODES, AVATAR_LIMITS, ADDRESS_MAX_LENGTHS, PASSWORD_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from './selfcare';
export { COMMON_ERROR_CODES } from './api-error';
export { MEDIA_WIDTHS, SEARCH_CATEGORIES } from './content';
export type * from './line-services';
export {
  LINE_SERVICE_ERROR_CODES,
  LOST_LINE_ERROR_CODES,
  LINE_OTP_PURPOSES,
  ROAMING_EFFECT_MINUTES,
  ATLAS_ICC_PREFIX,
  SUSPENSION_PASSWORD_LIMIT,
  OFFER_REFUSAL_REASONS,
  SUPPORT_NUMBER,
} from './line-services';
