import { decorative, type BlockSeed, type ItemSeed } from './blocks';

/** Shortcuts of the business home pages (entreprise, pro, corporate). */
export const businessQuickLinks: ItemSeed[] = [
  {
    id: 'eligibilite-fibre',
    title: { fr: 'Éligibilité fibre', ar: 'أهلية الألياف البصرية', en: 'Fibre eligibility' },
    subtitle: { fr: 'Testez l’adresse de vos locaux', ar: 'اختبر عنوان مقراتك', en: 'Check your premises' },
    image: { file: 'icon-eligibilite-fibre.svg', alt: decorative },
    link: '/entreprise/eligibilite-fibre',
  },
  {
    id: 'paiement-facture',
    title: { fr: 'Payer une facture', ar: 'أداء فاتورة', en: 'Pay a bill' },
    subtitle: { fr: 'Par compte de facturation', ar: 'برقم حساب الفوترة', en: 'By billing account' },
    image: { file: 'icon-paiement-facture.svg', alt: decorative },
    link: '/paiement-facture?profil=entreprise',
  },
  {
    id: 'suivi-commande',
    title: { fr: 'Suivre une commande', ar: 'تتبع طلبية', en: 'Track an order' },
    subtitle: { fr: 'Lignes et équipements', ar: 'الخطوط والتجهيزات', en: 'Lines and equipment' },
    image: { file: 'icon-suivi-commande.svg', alt: decorative },
    link: '/suivi-commande',
  },
  {
    id: 'nos-agences',
    title: { fr: 'Espaces entreprise', ar: 'فضاءات المقاولات', en: 'Business stores' },
    subtitle: { fr: 'Un conseiller dédié', ar: 'مستشار مخصص', en: 'A dedicated adviser' },
    image: { file: 'icon-nos-agences.svg', alt: decorative },
    link: '/nos-agences',
  },
  {
    id: 'roaming',
    title: { fr: 'Roaming entreprise', ar: 'التجوال للمقاولات', en: 'Business roaming' },
    subtitle: { fr: 'Vos équipes en déplacement', ar: 'فرقك أثناء السفر', en: 'Your teams on the move' },
    image: { file: 'icon-roaming.svg', alt: decorative },
    link: '/roaming',
  },
  {
    id: 'espace-client',
    title: { fr: 'Espace client', ar: 'الفضاء الخاص بالزبون', en: 'Customer area' },
    subtitle: { fr: 'Gérez votre flotte', ar: 'دبّر أسطول خطوطك', en: 'Manage your fleet' },
    image: { file: 'icon-espace-client.svg', alt: decorative },
    link: '/espace-client/login',
  },
];

export const businessWhyAtlas: BlockSeed = {
  key: 'pourquoi-atlas',
  style: 'feature-grid',
  title: {
    fr: 'Un partenaire engagé pour votre activité',
    ar: 'شريك ملتزم بنجاح نشاطك',
    en: 'A partner committed to your business',
  },
  items: [
    {
      id: 'reseau',
      title: { fr: 'Réseau 5G et fibre national', ar: 'شبكة وطنية للجيل الخامس والألياف البصرية', en: 'Nationwide 5G and fibre' },
      body: {
        fr: '40 000 km de fibre et la 5G dans 40 villes pour connecter tous vos sites.',
        ar: '40 ألف كيلومتر من الألياف البصرية والجيل الخامس في 40 مدينة لربط جميع مواقعك.',
        en: '40,000 km of fibre and 5G in 40 cities to connect all your sites.',
      },
      image: { file: 'icon-5g.svg', alt: decorative },
    },
    {
      id: 'engagement',
      title: { fr: 'Rétablissement garanti en 4 h', ar: 'إصلاح مضمون خلال 4 ساعات', en: '4-hour guaranteed repair' },
      body: {
        fr: 'Des contrats de service avec garantie de temps de rétablissement, supervisés 24h/24.',
        ar: 'عقود خدمة بضمان مدة الإصلاح، مع مراقبة على مدار الساعة.',
        en: 'Service contracts with a guaranteed repair time, monitored around the clock.',
      },
      image: { file: 'icon-cybersecurite.svg', alt: decorative },
    },
    {
      id: 'service-client',
      title: { fr: 'Le 220, choix entreprise', ar: 'الرقم 220، اختيار المقاولات', en: '220, business option' },
      body: {
        fr: 'Des conseillers dédiés aux entreprises, du lundi au samedi de 8h à 20h.',
        ar: 'مستشارون مخصصون للمقاولات، من الاثنين إلى السبت من الساعة 8 صباحًا إلى 8 مساءً.',
        en: 'Advisers dedicated to businesses, Monday to Saturday, 8 am to 8 pm.',
      },
      image: { file: 'icon-service-client.svg', alt: decorative },
    },
    {
      id: 'agences',
      title: { fr: 'Un interlocuteur près de vous', ar: 'محاور قريب منك', en: 'Someone close to you' },
      body: {
        fr: 'Des espaces entreprise dans les 12 régions du Royaume.',
        ar: 'فضاءات خاصة بالمقاولات في جهات المملكة الاثنتي عشرة.',
        en: 'Business stores in all 12 regions of the Kingdom.',
      },
      image: { file: 'icon-nos-agences.svg', alt: decorative },
    },
  ],
};

export function businessContactBanner(key: string, link = '/entreprise/nous-contacter'): BlockSeed {
  return {
    key,
    style: 'promo-banner',
    title: { fr: 'Parlons de votre projet', ar: 'لنتحدث عن مشروعك', en: 'Let’s talk about your project' },
    body: {
      fr: 'Un expert Atlas Business vous rappelle gratuitement, du lundi au vendredi de 10h à 18h, pour construire l’offre adaptée à votre activité.',
      ar: 'يتصل بك خبير من أطلس بيزنس مجانًا، من الاثنين إلى الجمعة من الساعة 10 صباحًا إلى 6 مساءً، لبناء العرض الملائم لنشاطك.',
      en: 'An Atlas Business expert calls you back free of charge, Monday to Friday 10 am to 6 pm, to build the offer that fits your business.',
    },
    image: {
      file: 'hero-business.svg',
      alt: { fr: 'Immeubles de bureaux connectés', ar: 'مبانٍ مكتبية متصلة', en: 'Connected office buildings' },
    },
    cta: { label: { fr: 'Être rappelé', ar: 'اطلب معاودة الاتصال', en: 'Request a call-back' }, link },
    items: [],
  };
}

export const businessApp: BlockSeed = {
  key: 'application',
  style: 'app-download',
  title: { fr: 'L’application Atlas Business', ar: 'تطبيق أطلس بيزنس', en: 'The Atlas Business app' },
  subtitle: {
    fr: 'Votre flotte et vos factures, partout',
    ar: 'أسطول خطوطك وفواتيرك، أينما كنت',
    en: 'Your fleet and your bills, anywhere',
  },
  body: {
    fr: 'Suivez la consommation de chaque ligne, ajustez les forfaits de vos collaborateurs et téléchargez vos factures en un geste.',
    ar: 'تابع استهلاك كل خط، وعدّل اشتراكات موظفيك، وحمّل فواتيرك بلمسة واحدة.',
    en: 'Follow each line’s usage, adjust your staff’s plans and download your bills in one tap.',
  },
  image: {
    file: 'app-download.svg',
    alt: {
      fr: 'Un smartphone affichant l’application Atlas Business',
      ar: 'هاتف ذكي يعرض تطبيق أطلس بيزنس',
      en: 'A smartphone showing the Atlas Business app',
    },
  },
  items: [
    {
      id: 'app-store',
      title: { fr: 'Télécharger sur l’App Store', ar: 'حمّل من App Store', en: 'Download on the App Store' },
      link: 'https://apps.apple.com/ma/app/atlas-business/id0000000001',
    },
    {
      id: 'google-play',
      title: { fr: 'Disponible sur Google Play', ar: 'متوفر على Google Play', en: 'Get it on Google Play' },
      link: 'https://play.google.com/store/apps/details?id=ma.atlastelecom.business',
    },
  ],
};
