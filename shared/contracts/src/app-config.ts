import { Type, type Static } from '@sinclair/typebox';
import { Localized, StringEnum, TextsByLanguage } from './schema-kit';

export const AppService = Type.Object({
  id: Type.String(),
  label: Localized,
  link: Type.String(),
  icon: Type.String(),
});
export type AppService = Static<typeof AppService>;

export const CarouselSlide = Type.Object({
  id: Type.String(),
  image: Type.String(),
  link: Type.String(),
  title: Localized,
});
export type CarouselSlide = Static<typeof CarouselSlide>;

export const OtpDurations = Type.Object({
  /** How long a code stays valid. */
  otpValiditySeconds: Type.Integer(),
  /** Countdown before "resend" is offered. */
  resendDelaySeconds: Type.Integer(),
  maxSends: Type.Integer(),
  /** How long a number stays blocked after too many sends or wrong codes. */
  blockedRetrySeconds: Type.Integer(),
});
export type OtpDurations = Static<typeof OtpDurations>;

export const AppParams = Type.Object({
  selfCarePrefix: Type.String(),
  supportNumber: Type.String(),
  showEnglishLang: StringEnum(['1', '0']),
  maxCartProducts: Type.Integer(),
  minRechargeCartAmount: Type.Number(),
  historyPageSize: Type.Integer(),
  searchDefaultSize: Type.Integer(),
  faqLinksTtlSeconds: Type.Integer(),
  rioShortNumber: Type.String(),
  /** Map tiles (agencies, eligibility): a `{z}/{x}/{y}` URL template and its attribution. */
  mapTileUrl: Type.String(),
  mapTileAttribution: Type.String(),
  /**
   * The resize-image URL prefix (selfcare spec §7): `<prefix>/<width>/<file>` is a media file at one
   * of MEDIA_WIDTHS, an address a CDN caches as it is (`resizedImageUrl` of @atlas/contracts/content).
   */
  resizeImageUrl: Type.String(),
});
export type AppParams = Static<typeof AppParams>;

/** `GET /api/ms-config/v2/app-config`: loaded once at start, kept locally, drives labels and error texts. */
export const AppConfig = Type.Object({
  /** Changes whenever the content changes; the client keeps its local copy keyed by it. */
  version: Type.String(),
  services: Type.Array(AppService),
  /** Labels by language; they override the labels bundled with the code. */
  appLanguagesData: TextsByLanguage,
  /** Error texts by language and code, including the payment error catalogue and `generic_exception`. */
  appErrorMessages: TextsByLanguage,
  carousel: Type.Array(CarouselSlide),
  otpDurationDTO: OtpDurations,
  appParams: AppParams,
});
export type AppConfig = Static<typeof AppConfig>;
