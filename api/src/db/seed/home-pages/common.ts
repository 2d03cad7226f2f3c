import { decorative, type BlockSeed, type ItemSeed } from './blocks';

/** The everyday self-service shortcuts, shared by the consumer and pro home pages. */
export const everydayQuickLinks: ItemSeed[] = [
  {
    id: 'recharge',
    title: { fr: 'Recharger', ar: 'تعبئة الرصيد', en: 'Top up' },
    subtitle: { fr: 'Par carte ou code', ar: 'بالبطاقة أو بالرمز', en: 'By card or code' },
    image: { file: 'icon-recharge.svg', alt: decorative },
    link: '/recharge',
  },
  {
    id: 'paiement-facture',
    title: { fr: 'Payer ma facture', ar: 'أداء فاتورتي', en: 'Pay my bill' },
    subtitle: { fr: 'Sans vous connecter', ar: 'دون تسجيل الدخول', en: 'No sign-in needed' },
    image: { file: 'icon-paiement-facture.svg', alt: decorative },
    link: '/paiement-facture',
  },
  {
    id: 'suivi-commande',
    title: { fr: 'Suivre ma commande', ar: 'تتبع طلبيتي', en: 'Track my order' },
    subtitle: { fr: 'Étape par étape', ar: 'خطوة بخطوة', en: 'Step by step' },
    image: { file: 'icon-suivi-commande.svg', alt: decorative },
    link: '/suivi-commande',
  },
  {
    id: 'nos-agences',
    title: { fr: 'Trouver une agence', ar: 'إيجاد وكالة', en: 'Find a store' },
    subtitle: { fr: 'Ouvertes le dimanche', ar: 'مفتوحة يوم الأحد', en: 'Open on Sundays' },
    image: { file: 'icon-nos-agences.svg', alt: decorative },
    link: '/nos-agences',
  },
  {
    id: 'roaming',
    title: { fr: 'Roaming', ar: 'التجوال الدولي', en: 'Roaming' },
    subtitle: { fr: 'Tarifs par pays', ar: 'الأسعار حسب البلد', en: 'Prices by country' },
    image: { file: 'icon-roaming.svg', alt: decorative },
    link: '/roaming',
  },
  {
    id: 'espace-client',
    title: { fr: 'Espace client', ar: 'الفضاء الخاص بالزبون', en: 'Customer area' },
    subtitle: { fr: 'Soldes, factures, services', ar: 'الأرصدة، الفواتير، الخدمات', en: 'Balances, bills, services' },
    image: { file: 'icon-espace-client.svg', alt: decorative },
    link: '/espace-client/login',
  },
];

/** Why customers choose the operator: the reasons are the same on every consumer-facing page. */
export const whyAtlas: BlockSeed = {
  key: 'pourquoi-atlas',
  style: 'feature-grid',
  title: { fr: 'Pourquoi choisir Atlas Telecom ?', ar: 'لماذا تختار أطلس تيليكوم؟', en: 'Why choose Atlas Telecom?' },
  items: [
    {
      id: 'couverture-5g',
      title: { fr: 'La 5G dans 40 villes', ar: 'الجيل الخامس في 40 مدينة', en: '5G in 40 cities' },
      body: {
        fr: 'Un réseau 4G+ qui couvre 99 % de la population et la 5G déployée de Tanger à Laâyoune.',
        ar: 'شبكة الجيل الرابع+ تغطي 99% من السكان، والجيل الخامس منتشر من طنجة إلى العيون.',
        en: 'A 4G+ network covering 99% of the population, with 5G rolled out from Tangier to Laayoune.',
      },
      image: { file: 'icon-5g.svg', alt: decorative },
      link: '/offres-mobiles/forfait-mobile',
    },
    {
      id: 'agences',
      title: { fr: 'Plus de 300 agences', ar: 'أكثر من 300 وكالة', en: 'Over 300 stores' },
      body: {
        fr: 'Un conseiller près de chez vous, et des agences ouvertes le dimanche dans les grandes villes.',
        ar: 'مستشار قريب منك، ووكالات مفتوحة يوم الأحد في المدن الكبرى.',
        en: 'An adviser near you, with stores open on Sundays in the main cities.',
      },
      image: { file: 'icon-nos-agences.svg', alt: decorative },
      link: '/nos-agences',
    },
    {
      id: 'service-client',
      title: { fr: 'Le 220, 7j/7', ar: 'الرقم 220 طيلة الأسبوع', en: '220, 7 days a week' },
      body: {
        fr: 'Notre service client répond gratuitement depuis votre mobile Atlas, de 8h à 22h.',
        ar: 'تجيبك خدمة الزبناء مجانًا من هاتفك أطلس، من الساعة 8 صباحًا إلى 10 ليلًا.',
        en: 'Our customer service answers free of charge from your Atlas mobile, 8 am to 10 pm.',
      },
      image: { file: 'icon-service-client.svg', alt: decorative },
      link: '/nous-contacter',
    },
    {
      id: 'application',
      title: { fr: 'Tout gérer depuis l’app', ar: 'تحكّم في كل شيء عبر التطبيق', en: 'Manage it all in the app' },
      body: {
        fr: 'Suivez votre consommation, rechargez et payez vos factures en quelques secondes.',
        ar: 'تابع استهلاكك واشحن رصيدك وأدِّ فواتيرك في بضع ثوانٍ.',
        en: 'Follow your usage, top up and pay your bills in seconds.',
      },
      image: { file: 'icon-application.svg', alt: decorative },
      link: '/espace-client/login',
    },
  ],
};

export function appDownload(key = 'application'): BlockSeed {
  return {
    key,
    style: 'app-download',
    title: { fr: 'L’application Atlas & Moi', ar: 'تطبيق أطلس وأنا', en: 'The Atlas & Me app' },
    subtitle: {
      fr: 'Votre espace client dans la poche',
      ar: 'فضاؤك الخاص في جيبك',
      en: 'Your customer area in your pocket',
    },
    body: {
      fr: 'Consultez vos soldes, activez un pass, rechargez un proche et payez vos factures, même à l’étranger. Gratuite sur iOS et Android, sans consommer votre internet.',
      ar: 'اطّلع على أرصدتك، فعّل باقة، اشحن رصيد أحد أقاربك وأدِّ فواتيرك، حتى وأنت في الخارج. مجاني على iOS وأندرويد ودون استهلاك رصيد الإنترنت.',
      en: 'Check your balances, activate a pass, top up a loved one and pay your bills, even abroad. Free on iOS and Android, and it does not use your data.',
    },
    image: {
      file: 'app-download.svg',
      alt: {
        fr: 'Un smartphone affichant l’application Atlas & Moi',
        ar: 'هاتف ذكي يعرض تطبيق أطلس وأنا',
        en: 'A smartphone showing the Atlas & Me app',
      },
    },
    items: [
      {
        id: 'app-store',
        title: { fr: 'Télécharger sur l’App Store', ar: 'حمّل من App Store', en: 'Download on the App Store' },
        link: 'https://apps.apple.com/ma/app/atlas-et-moi/id0000000000',
      },
      {
        id: 'google-play',
        title: { fr: 'Disponible sur Google Play', ar: 'متوفر على Google Play', en: 'Get it on Google Play' },
        link: 'https://play.google.com/store/apps/details?id=ma.atlastelecom.moi',
      },
    ],
  };
}
