import type { AppParams, OtpDurations } from '@atlas/contracts/app-config';
import { RESIZE_IMAGE_PREFIX } from '@atlas/contracts/content';
import { CART_LIMITS } from '@atlas/contracts/shop';

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
  maxCartProducts: CART_LIMITS.maxProducts,
  minRechargeCartAmount: CART_LIMITS.rechargeMinTotal,
  historyPageSize: 4,
  searchDefaultSize: 5,
  faqLinksTtlSeconds: 300,
  rioShortNumber: '1234',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '© OpenStreetMap contributors',
  resizeImageUrl: RESIZE_IMAGE_PREFIX,
};
