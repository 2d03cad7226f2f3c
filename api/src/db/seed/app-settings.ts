import type { AppParams, OtpDurations } from '@atlas/shared/contracts/app-config';

export const otpDurations: OtpDurations = {
  otpValiditySeconds: 300,
  resendDelaySeconds: 60,
  maxSends: 3,
  blockedRetrySeconds: 900,
};

export const appParams: AppParams = {
  selfCarePrefix: '/espace-client',
  supportNumber: '220',
  showEnglishLang: '1',
  maxCartProducts: 5,
  minRechargeCartAmount: 5,
  historyPageSize: 4,
  searchDefaultSize: 5,
  faqLinksTtlSeconds: 300,
  rioShortNumber: '1234',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '© OpenStreetMap contributors',
};
