import { LANGUAGES, localizedSchema } from '../../language';

const textsByLanguage = {
  type: 'object',
  required: [...LANGUAGES],
  properties: Object.fromEntries(
    LANGUAGES.map((language) => [language, { type: 'object', additionalProperties: { type: 'string' } }]),
  ),
} as const;

/** JSON schema of AppConfig (shared/src/contracts/app-config.ts). */
export const appConfigSchema = {
  type: 'object',
  required: ['version', 'services', 'appLanguagesData', 'appErrorMessages', 'carousel', 'otpDurationDTO', 'appParams'],
  properties: {
    version: { type: 'string' },
    services: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'label', 'link', 'icon'],
        properties: { id: { type: 'string' }, label: localizedSchema, link: { type: 'string' }, icon: { type: 'string' } },
      },
    },
    appLanguagesData: textsByLanguage,
    appErrorMessages: textsByLanguage,
    carousel: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'image', 'link', 'title'],
        properties: { id: { type: 'string' }, image: { type: 'string' }, link: { type: 'string' }, title: localizedSchema },
      },
    },
    otpDurationDTO: {
      type: 'object',
      required: ['otpValiditySeconds', 'resendDelaySeconds', 'maxSends', 'blockedRetrySeconds'],
      properties: {
        otpValiditySeconds: { type: 'integer' },
        resendDelaySeconds: { type: 'integer' },
        maxSends: { type: 'integer' },
        blockedRetrySeconds: { type: 'integer' },
      },
    },
    appParams: {
      type: 'object',
      required: [
        'selfCarePrefix',
        'supportNumber',
        'showEnglishLang',
        'maxCartProducts',
        'minRechargeCartAmount',
        'historyPageSize',
        'searchDefaultSize',
        'faqLinksTtlSeconds',
        'rioShortNumber',
        'mapTileUrl',
        'mapTileAttribution',
      ],
      properties: {
        selfCarePrefix: { type: 'string' },
        supportNumber: { type: 'string' },
        showEnglishLang: { type: 'string', enum: ['1', '0'] },
        maxCartProducts: { type: 'integer' },
        minRechargeCartAmount: { type: 'number' },
        historyPageSize: { type: 'integer' },
        searchDefaultSize: { type: 'integer' },
        faqLinksTtlSeconds: { type: 'integer' },
        rioShortNumber: { type: 'string' },
        mapTileUrl: { type: 'string' },
        mapTileAttribution: { type: 'string' },
      },
    },
  },
} as const;
