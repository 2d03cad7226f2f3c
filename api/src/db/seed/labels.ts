import type { Localized } from '../../language';

/**
 * Labels served in appLanguagesData: the operator changes them without a release. Keys are
 * `namespace:key` of the front-end bundles (shell, catalogue) or a bare key for `common`; the
 * texts may use the same {{placeholders}} as the bundled ones.
 */
export const labels: Record<string, Localized> = {
  'shell:brand': { fr: 'Atlas Telecom', ar: 'أطلس تيليكوم', en: 'Atlas Telecom' },
  'catalogue:brand': { fr: 'Atlas Telecom', ar: 'أطلس تيليكوم', en: 'Atlas Telecom' },
  'shell:footerCopyright': {
    fr: '© {{year}} Atlas Telecom S.A. — Opérateur de télécommunications agréé par l’ANRT. Tous droits réservés.',
    ar: '© {{year}} أطلس تيليكوم ش.م — مُشغّل اتصالات مرخّص من طرف الوكالة الوطنية لتقنين المواصلات. جميع الحقوق محفوظة.',
    en: '© {{year}} Atlas Telecom S.A. — Telecommunications operator licensed by ANRT. All rights reserved.',
  },
  'shell:footerSupport': {
    fr: 'Service client : appelez le 220 depuis votre mobile Atlas (gratuit), 7j/7 de 8h à 22h',
    ar: 'خدمة الزبناء: اتصل بالرقم 220 من هاتفك أطلس (بالمجان)، طيلة أيام الأسبوع من 8 صباحًا إلى 10 ليلًا',
    en: 'Customer service: call 220 from your Atlas mobile (free), 7 days a week, 8 am to 10 pm',
  },
  'shell:promoRibbon': {
    fr: 'Offre de rentrée : la Fibre 200 Méga à 349 Dh/mois pendant 6 mois, installation offerte',
    ar: 'عرض الدخول: الألياف البصرية 200 ميغا بـ 349 درهم في الشهر لمدة 6 أشهر، مع تركيب مجاني',
    en: 'Back-to-school offer: 200 Mbps Fibre at 349 Dh/month for 6 months, free installation',
  },
  'shell:cookieText': {
    fr: 'Nous utilisons des cookies pour mesurer l’audience et améliorer votre navigation. Vous pouvez les accepter ou les refuser à tout moment.',
    ar: 'نستعمل ملفات تعريف الارتباط لقياس عدد الزوار وتحسين تصفحك. يمكنك قبولها أو رفضها في أي وقت.',
    en: 'We use cookies to measure our audience and improve your browsing. You can accept or refuse them at any time.',
  },
};
