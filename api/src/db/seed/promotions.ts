import type { promotions } from '../schema';
import { moroccanTime } from './moroccan-time';

/**
 * The star promo: the operator's running promotion with its countdown, and last season's, ended.
 * Dates count from the seed day so a fresh database always has one running and one ended.
 */
export const promotionRows = (): Array<(typeof promotions)['$inferInsert']> => [
  {
    id: 'promo-etoile',
    title: { fr: 'Promo Étoile : des smartphones à prix étoilés', ar: 'عرض النجمة: هواتف ذكية بأسعار نجمية', en: 'Star promo: smartphones at star prices' },
    subtitle: {
      fr: 'Jusqu’à 1 500 Dh de remise sur les smartphones étoilés, et le double de data sur votre forfait pendant 3 mois.',
      ar: 'تخفيض يصل إلى 1500 درهم على الهواتف الذكية الحاملة للنجمة، وضعف الإنترنت في اشتراكك لمدة 3 أشهر.',
      en: 'Up to 1,500 Dh off starred smartphones, and double data on your plan for 3 months.',
    },
    description: {
      fr: 'Pour la fin de l’année, Atlas Telecom fait briller votre équipement : repérez l’étoile sur les fiches smartphones, la remise s’applique directement au panier. Associez-le à un forfait de 99 Dh par mois ou plus et profitez du double de data pendant vos trois premiers mois.',
      ar: 'بمناسبة نهاية السنة، تجعل أطلس تيليكوم تجهيزك يتألق: ابحث عن النجمة في صفحات الهواتف الذكية، ويُطبَّق التخفيض مباشرة في السلة. أضف إليه اشتراكًا بـ 99 درهمًا أو أكثر في الشهر واستفد من ضعف الإنترنت خلال الأشهر الثلاثة الأولى.',
      en: 'To end the year, Atlas Telecom makes your phone shine: look for the star on smartphone pages and the discount applies straight in the basket. Add a plan of 99 Dh a month or more and enjoy double data for your first three months.',
    },
    highlights: [
      {
        fr: 'Jusqu’à 1 500 Dh de remise immédiate sur une sélection de smartphones',
        ar: 'تخفيض فوري يصل إلى 1500 درهم على تشكيلة من الهواتف الذكية',
        en: 'Up to 1,500 Dh off at once on a selection of smartphones',
      },
      {
        fr: 'Le double de data pendant 3 mois avec un forfait de 99 Dh/mois ou plus',
        ar: 'ضعف الإنترنت لمدة 3 أشهر مع اشتراك بـ 99 درهمًا في الشهر أو أكثر',
        en: 'Double data for 3 months with a plan of 99 Dh/month or more',
      },
      {
        fr: 'Livraison gratuite en 48 h partout au Maroc, ou retrait en agence',
        ar: 'توصيل مجاني خلال 48 ساعة في جميع أنحاء المغرب، أو الاستلام من الوكالة',
        en: 'Free delivery within 48 hours anywhere in Morocco, or collection in an agency',
      },
    ],
    terms: [
      {
        fr: 'Offre valable pendant la période indiquée, dans la limite des stocks disponibles.',
        ar: 'العرض صالح خلال المدة المحددة وفي حدود المخزون المتوفر.',
        en: 'Offer valid during the period shown, while stocks last.',
      },
      {
        fr: 'Remise appliquée au panier, non cumulable avec une autre promotion sur le même produit.',
        ar: 'يُطبَّق التخفيض في السلة، ولا يُجمع مع عرض آخر على نفس المنتوج.',
        en: 'Discount applied in the basket, not combinable with another promotion on the same product.',
      },
      {
        fr: 'Double data : volume mensuel doublé pendant 3 mois pour toute souscription ou migration vers un forfait de 99 Dh/mois ou plus.',
        ar: 'ضعف الإنترنت: يُضاعَف الحجم الشهري لمدة 3 أشهر عند كل اشتراك أو انتقال إلى عرض بـ 99 درهمًا في الشهر أو أكثر.',
        en: 'Double data: monthly allowance doubled for 3 months on any new plan or move to a plan of 99 Dh/month or more.',
      },
      {
        fr: 'Offre réservée aux particuliers, sur présentation de la CIN. Prix en dirhams TTC.',
        ar: 'العرض خاص بالأفراد، بتقديم البطاقة الوطنية. الأسعار بالدرهم شاملة للرسوم.',
        en: 'For individual customers, on presentation of the national ID card (CIN). Prices in dirhams incl. VAT.',
      },
    ],
    image: 'hero-smartphones.svg',
    imageAlt: { fr: 'Smartphones en promotion', ar: 'هواتف ذكية في العرض', en: 'Smartphones on offer' },
    ctaLabel: { fr: 'Voir les smartphones étoilés', ar: 'اكتشف الهواتف الحاملة للنجمة', en: 'See the starred smartphones' },
    ctaLink: '/catalogue-smartphones',
    secondaryCtaLabel: { fr: 'Comparer les forfaits', ar: 'قارن العروض', en: 'Compare plans' },
    secondaryCtaLink: '/offres-mobiles/forfait-mobile',
    startsAt: moroccanTime(-7, 9),
    endsAt: moroccanTime(24, 23, 59, 59),
  },
  {
    id: 'etoile-ramadan',
    title: { fr: 'Promo Étoile Ramadan : recharges doublées', ar: 'عرض نجمة رمضان: تعبئات مضاعفة', en: 'Ramadan star promo: double top-ups' },
    subtitle: {
      fr: 'Chaque recharge de 20 Dh ou plus doublée en internet pendant le mois sacré.',
      ar: 'كل تعبئة بـ 20 درهمًا أو أكثر تتضاعف إنترنتًا خلال الشهر الفضيل.',
      en: 'Every top-up of 20 Dh or more doubled in data during the holy month.',
    },
    description: {
      fr: 'Pendant le Ramadan, chaque recharge de 20 Dh ou plus vous offrait le même montant en internet, valable 7 jours.',
      ar: 'خلال شهر رمضان، كانت كل تعبئة بـ 20 درهمًا أو أكثر تمنحك نفس المبلغ إنترنتًا صالحًا لمدة 7 أيام.',
      en: 'During Ramadan, every top-up of 20 Dh or more gave you the same amount again in data, valid for 7 days.',
    },
    highlights: [
      { fr: 'Recharge doublée en internet dès 20 Dh', ar: 'تعبئة مضاعفة إنترنتًا ابتداءً من 20 درهمًا', en: 'Top-up doubled in data from 20 Dh' },
      { fr: 'Bonus valable 7 jours', ar: 'هدية صالحة لمدة 7 أيام', en: 'Bonus valid for 7 days' },
    ],
    terms: [
      {
        fr: 'Offre réservée aux lignes prépayées. Prix en dirhams TTC.',
        ar: 'العرض خاص بخطوط الدفع المسبق. الأسعار بالدرهم شاملة للرسوم.',
        en: 'Prepaid lines only. Prices in dirhams incl. VAT.',
      },
    ],
    image: 'hero-recharge.svg',
    imageAlt: { fr: 'Recharge mobile', ar: 'تعبئة الهاتف', en: 'Mobile top-up' },
    ctaLabel: { fr: 'Voir les forfaits du moment', ar: 'اكتشف العروض الحالية', en: 'See today’s plans' },
    ctaLink: '/offres-mobiles/forfait-mobile',
    secondaryCtaLabel: null,
    secondaryCtaLink: null,
    startsAt: moroccanTime(-70, 9),
    endsAt: moroccanTime(-40, 23, 59, 59),
  },
];
