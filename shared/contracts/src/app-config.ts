import type { Language } from './languages';

/** `GET /api/ms-config/v2/app-config`: loaded once at start, kept locally, drives labels and error texts. */
export interface AppConfig {
  /** Changes whenever the content changes; the client keeps its local copy keyed by it. */
  version: string;
  services: AppService[];
  /** Labels by language; they override the labels bundled with the code. */
  appLanguagesData: Record<Language, Record<string, string>>;
  /** Error texts by language and code, including the payment error catalogue and `generic_exception`. */
  appErrorMessages: Record<Language, Record<string, string>>;
  carousel: CarouselSlide[];
  otpDurationDTO: OtpDurations;
  appParams: AppParams;
}

export interface AppService {
  id: string;
  label: Record<Language, string>;
  link: string;
  icon: string;
}

export interface CarouselSlide {
  id: string;
  image: string;
  link: string;
  title: Record<Language, string>;
}

export interface OtpDurations {
  /** How long a code stays valid. */
  otpValiditySeconds: number;
  /** Countdown before "resend" is offered. */
  resendDelaySeconds: number;
  maxSends: number;
  /** How long a number stays blocked after too many sends or wrong codes. */
  blockedRetrySeconds: number;
}

export interface AppParams {
  selfCarePrefix: string;
  supportNumber: string;
  showEnglishLang: '1' | '0';
  maxCartProducts: number;
  minRechargeCartAmount: number;
  historyPageSize: number;
  searchDefaultSize: number;
  faqLinksTtlSeconds: number;
  rioShortNumber: string;
  /** Map tiles (agencies, eligibility): a `{z}/{x}/{y}` URL template and its attribution. */
  mapTileUrl: string;
  mapTileAttribution: string;
}
