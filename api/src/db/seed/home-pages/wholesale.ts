import { decorative, type BlockSeed } from './blocks';

const onQuote = { fr: 'Sur devis', ar: 'حسب عرض الأسعار', en: 'On quotation' };
const contactCarrierTeam = { fr: 'Contacter l’équipe wholesale', ar: 'اتصل بفريق خدمات الجملة', en: 'Contact the wholesale team' };

/** The carriers' home page (/wholesale). */
export const hpWholesale: BlockSeed[] = [
  {
    key: 'hero',
    style: 'hero-carousel',
    items: [
      {
        id: 'hub-afrique',
        title: { fr: 'Votre passerelle vers l’Afrique', ar: 'بوابتكم نحو إفريقيا', en: 'Your gateway to Africa' },
        subtitle: {
          fr: 'Trois câbles sous-marins et des routes terrestres vers l’Afrique de l’Ouest',
          ar: 'ثلاثة كابلات بحرية ومسارات برية نحو غرب إفريقيا',
          en: 'Three submarine cables and land routes to West Africa',
        },
        image: { file: 'hero-wholesale.svg', alt: { fr: 'Carte des câbles sous-marins', ar: 'خريطة الكابلات البحرية', en: 'Submarine cable map' } },
        link: '/wholesale',
        ctaLabel: contactCarrierTeam,
      },
      {
        id: 'datacenter',
        title: { fr: 'Colocation Tier III', ar: 'استضافة في مراكز من المستوى الثالث', en: 'Tier III colocation' },
        subtitle: {
          fr: 'Baies, cages et salles privatives à Casablanca et Rabat, neutres vis-à-vis des opérateurs',
          ar: 'خزانات وأقفاص وقاعات خاصة بالدار البيضاء والرباط، محايدة تجاه المشغّلين',
          en: 'Racks, cages and private suites in Casablanca and Rabat, carrier-neutral',
        },
        image: { file: 'datacenter.svg', alt: { fr: 'Datacenter', ar: 'مركز بيانات', en: 'Data centre' } },
        link: '/wholesale/datacenter',
        ctaLabel: { fr: 'Découvrir nos datacenters', ar: 'اكتشف مراكز بياناتنا', en: 'Discover our data centres' },
      },
      {
        id: 'roaming-hub',
        title: { fr: 'Accords de roaming et signalisation', ar: 'اتفاقيات التجوال والإشارات', en: 'Roaming agreements and signalling' },
        subtitle: {
          fr: 'Plus de 450 partenaires roaming dans 190 pays, 4G et 5G',
          ar: 'أكثر من 450 شريكًا للتجوال في 190 بلدًا، بالجيلين الرابع والخامس',
          en: 'Over 450 roaming partners in 190 countries, 4G and 5G',
        },
        image: { file: 'hero-roaming.svg', alt: { fr: 'Globe connecté', ar: 'كرة أرضية متصلة', en: 'Connected globe' } },
        link: '/wholesale',
        ctaLabel: contactCarrierTeam,
      },
    ],
  },
  {
    key: 'acces-rapides',
    style: 'quick-links',
    title: { fr: 'Accès rapides', ar: 'ولوج سريع', en: 'Shortcuts' },
    items: [
      {
        id: 'datacenter',
        title: { fr: 'Datacenter', ar: 'مركز البيانات', en: 'Data centre' },
        subtitle: { fr: 'Colocation et interconnexion', ar: 'الاستضافة والربط البيني', en: 'Colocation and interconnection' },
        image: { file: 'icon-datacenter.svg', alt: decorative },
        link: '/wholesale/datacenter',
      },
      {
        id: 'capacites',
        title: { fr: 'Capacités internationales', ar: 'السعات الدولية', en: 'International capacity' },
        subtitle: { fr: 'Europe, Afrique, Amériques', ar: 'أوروبا، إفريقيا، الأمريكتان', en: 'Europe, Africa, Americas' },
        image: { file: 'icon-international.svg', alt: decorative },
        link: '/wholesale',
      },
      {
        id: 'roaming',
        title: { fr: 'Tarifs roaming', ar: 'أسعار التجوال', en: 'Roaming rates' },
        subtitle: { fr: 'Par pays et par zone', ar: 'حسب البلد والمنطقة', en: 'By country and zone' },
        image: { file: 'icon-roaming.svg', alt: decorative },
        link: '/roaming',
      },
      {
        id: 'fournisseurs',
        title: { fr: 'Portail fournisseurs', ar: 'بوابة المورّدين', en: 'Supplier portal' },
        subtitle: { fr: 'Référencement en ligne', ar: 'الاعتماد عبر الإنترنت', en: 'Online registration' },
        image: { file: 'icon-suivi-commande.svg', alt: decorative },
        link: '/corporate/fournisseurs/form',
      },
      {
        id: 'paiement-facture',
        title: { fr: 'Payer une facture', ar: 'أداء فاتورة', en: 'Pay a bill' },
        subtitle: { fr: 'Par compte de facturation', ar: 'برقم حساب الفوترة', en: 'By billing account' },
        image: { file: 'icon-paiement-facture.svg', alt: decorative },
        link: '/paiement-facture?profil=entreprise',
      },
      {
        id: 'contact',
        title: { fr: 'Nous contacter', ar: 'اتصل بنا', en: 'Contact us' },
        subtitle: { fr: 'Équipe carriers 24h/24', ar: 'فريق المشغّلين على مدار الساعة', en: 'Carrier team 24/7' },
        image: { file: 'icon-nous-contacter.svg', alt: decorative },
        link: '/nous-contacter',
      },
    ],
  },
  {
    key: 'offres',
    style: 'offer-cards',
    title: { fr: 'Services aux opérateurs', ar: 'خدمات للمشغّلين', en: 'Carrier services' },
    items: [
      {
        id: 'transit-ip',
        title: { fr: 'Transit IP', ar: 'عبور IP', en: 'IP transit' },
        subtitle: onQuote,
        image: { file: 'icon-international.svg', alt: decorative },
        features: [
          { fr: 'De 1 à 100 Gb/s', ar: 'من 1 إلى 100 جيغابت في الثانية', en: '1 to 100 Gbps' },
          { fr: 'Protection anti-DDoS incluse', ar: 'حماية من هجمات حجب الخدمة مدمجة', en: 'DDoS protection included' },
        ],
        link: '/nous-contacter',
        ctaLabel: contactCarrierTeam,
      },
      {
        id: 'capacites-internationales',
        title: { fr: 'Connectivité internationale', ar: 'الربط الدولي', en: 'International connectivity' },
        subtitle: onQuote,
        badge: { fr: 'Nouveau', ar: 'جديد', en: 'New' },
        image: { file: 'icon-fibre.svg', alt: decorative },
        features: [
          {
            fr: 'Longueurs d’onde 100G vers Marseille et Lisbonne',
            ar: 'أطوال موجية 100G نحو مرسيليا ولشبونة',
            en: '100G wavelengths to Marseille and Lisbon',
          },
          { fr: 'Routes terrestres vers Dakar et Nouakchott', ar: 'مسارات برية نحو داكار ونواكشوط', en: 'Land routes to Dakar and Nouakchott' },
        ],
        link: '/nous-contacter',
        ctaLabel: contactCarrierTeam,
      },
      {
        id: 'colocation',
        title: { fr: 'Colocation datacenter', ar: 'الاستضافة في مركز البيانات', en: 'Data centre colocation' },
        subtitle: onQuote,
        image: { file: 'icon-datacenter.svg', alt: decorative },
        features: [
          { fr: 'Tier III, énergie 2N', ar: 'المستوى الثالث، طاقة مزدوجة 2N', en: 'Tier III, 2N power' },
          { fr: 'Point d’échange internet sur site', ar: 'نقطة تبادل الإنترنت داخل الموقع', en: 'On-site internet exchange point' },
        ],
        link: '/wholesale/datacenter',
        ctaLabel: { fr: 'Découvrir', ar: 'اكتشف', en: 'Discover' },
      },
      {
        id: 'voix',
        title: { fr: 'Terminaison voix et SMS A2P', ar: 'إنهاء المكالمات والرسائل التطبيقية', en: 'Voice termination and A2P SMS' },
        subtitle: onQuote,
        image: { file: 'icon-service-client.svg', alt: decorative },
        features: [
          { fr: 'Routes directes vers les réseaux marocains', ar: 'مسارات مباشرة نحو الشبكات المغربية', en: 'Direct routes to Moroccan networks' },
          { fr: 'Filtrage anti-fraude', ar: 'تصفية لمكافحة الاحتيال', en: 'Anti-fraud filtering' },
        ],
        link: '/nous-contacter',
        ctaLabel: contactCarrierTeam,
      },
    ],
  },
  {
    key: 'promo-datacenter',
    style: 'promo-banner',
    title: { fr: 'Visitez notre datacenter de Casablanca', ar: 'زوروا مركز بياناتنا بالدار البيضاء', en: 'Visit our Casablanca data centre' },
    body: {
      fr: 'Nos ingénieurs vous présentent les salles, l’énergie et l’interconnexion. Visites sur rendez-vous, du lundi au vendredi.',
      ar: 'يقدّم لكم مهندسونا القاعات والطاقة والربط البيني. الزيارات بموعد مسبق، من الاثنين إلى الجمعة.',
      en: 'Our engineers show you the halls, power and interconnection. Visits by appointment, Monday to Friday.',
    },
    image: { file: 'datacenter.svg', alt: { fr: 'Couloir de serveurs', ar: 'ممر الخوادم', en: 'Server aisle' } },
    cta: { label: { fr: 'Prendre rendez-vous', ar: 'حجز موعد', en: 'Book a visit' }, link: '/nous-contacter' },
    items: [],
  },
  {
    key: 'pourquoi-atlas',
    style: 'feature-grid',
    title: { fr: 'Pourquoi Atlas Wholesale ?', ar: 'لماذا أطلس لخدمات الجملة؟', en: 'Why Atlas Wholesale?' },
    items: [
      {
        id: 'cables',
        title: { fr: '3 câbles sous-marins', ar: '3 كابلات بحرية', en: '3 submarine cables' },
        body: {
          fr: 'Des routes diversifiées vers l’Europe et l’Afrique de l’Ouest.',
          ar: 'مسارات متنوعة نحو أوروبا وغرب إفريقيا.',
          en: 'Diverse routes to Europe and West Africa.',
        },
        image: { file: 'icon-international.svg', alt: decorative },
      },
      {
        id: 'reseau-national',
        title: { fr: '40 000 km de fibre', ar: '40 ألف كيلومتر من الألياف', en: '40,000 km of fibre' },
        body: {
          fr: 'Un backbone national redondé qui relie toutes les régions du Royaume.',
          ar: 'شبكة وطنية أساسية مزدوجة تربط جميع جهات المملكة.',
          en: 'A redundant national backbone linking every region of the Kingdom.',
        },
        image: { file: 'icon-fibre.svg', alt: decorative },
      },
      {
        id: 'noc',
        title: { fr: 'NOC 24h/24', ar: 'مركز عمليات الشبكة على مدار الساعة', en: '24/7 NOC' },
        body: {
          fr: 'Un centre de supervision joignable à toute heure, en français, arabe et anglais.',
          ar: 'مركز مراقبة متاح في كل وقت، بالفرنسية والعربية والإنجليزية.',
          en: 'A monitoring centre reachable at any hour, in French, Arabic and English.',
        },
        image: { file: 'icon-service-client.svg', alt: decorative },
      },
      {
        id: 'datacenters',
        title: { fr: '2 datacenters Tier III', ar: 'مركزا بيانات من المستوى الثالث', en: '2 Tier III data centres' },
        body: {
          fr: 'Casablanca et Rabat, interconnectés et neutres vis-à-vis des opérateurs.',
          ar: 'الدار البيضاء والرباط، مترابطان ومحايدان تجاه المشغّلين.',
          en: 'Casablanca and Rabat, interconnected and carrier-neutral.',
        },
        image: { file: 'icon-datacenter.svg', alt: decorative },
      },
    ],
  },
  {
    key: 'application',
    style: 'app-download',
    title: { fr: 'Le portail Atlas Carrier', ar: 'بوابة أطلس للمشغّلين', en: 'The Atlas Carrier portal' },
    subtitle: { fr: 'Vos services et tickets en temps réel', ar: 'خدماتكم وتذاكركم في الوقت الفعلي', en: 'Your services and tickets in real time' },
    body: {
      fr: 'Suivez vos circuits, vos incidents et votre trafic depuis l’application mobile du portail opérateurs.',
      ar: 'تابعوا دوائركم وحوادثكم وحركة مروركم من التطبيق المحمول لبوابة المشغّلين.',
      en: 'Follow your circuits, incidents and traffic from the carrier portal’s mobile app.',
    },
    image: { file: 'app-download.svg', alt: { fr: 'Application Atlas Carrier', ar: 'تطبيق أطلس للمشغّلين', en: 'Atlas Carrier app' } },
    items: [
      {
        id: 'app-store',
        title: { fr: 'Télécharger sur l’App Store', ar: 'حمّل من App Store', en: 'Download on the App Store' },
        link: 'https://apps.apple.com/ma/app/atlas-carrier/id0000000002',
      },
      {
        id: 'google-play',
        title: { fr: 'Disponible sur Google Play', ar: 'متوفر على Google Play', en: 'Get it on Google Play' },
        link: 'https://play.google.com/store/apps/details?id=ma.atlastelecom.carrier',
      },
    ],
  },
  {
    key: 'actualites',
    style: 'news-cards',
    title: { fr: 'Actualités wholesale', ar: 'مستجدات خدمات الجملة', en: 'Wholesale news' },
    items: [
      {
        id: 'nouveau-cable',
        title: { fr: 'Mise en service d’un nouveau câble vers l’Europe', ar: 'تشغيل كابل جديد نحو أوروبا', en: 'A new cable to Europe goes live' },
        body: {
          fr: 'Une capacité de 24 Tb/s supplémentaire entre Casablanca et Marseille.',
          ar: 'سعة إضافية تبلغ 24 تيرابت في الثانية بين الدار البيضاء ومرسيليا.',
          en: 'An extra 24 Tbps of capacity between Casablanca and Marseille.',
        },
        image: { file: 'hero-wholesale.svg', alt: { fr: 'Câble sous-marin', ar: 'كابل بحري', en: 'Submarine cable' } },
        link: '/wholesale',
        ctaLabel: { fr: 'Lire la suite', ar: 'اقرأ المزيد', en: 'Read more' },
      },
      {
        id: 'ixp',
        title: { fr: 'Un point d’échange internet à Rabat', ar: 'نقطة لتبادل الإنترنت بالرباط', en: 'An internet exchange point in Rabat' },
        body: {
          fr: 'Le peering local réduit la latence pour les fournisseurs de contenus.',
          ar: 'التبادل المحلي يقلّص زمن الاستجابة لمزوّدي المحتوى.',
          en: 'Local peering lowers latency for content providers.',
        },
        image: { file: 'datacenter.svg', alt: { fr: 'Datacenter', ar: 'مركز بيانات', en: 'Data centre' } },
        link: '/wholesale/datacenter',
        ctaLabel: { fr: 'Lire la suite', ar: 'اقرأ المزيد', en: 'Read more' },
      },
      {
        id: 'roaming-5g',
        title: { fr: 'Roaming 5G : 60 nouveaux accords', ar: 'التجوال بالجيل الخامس: 60 اتفاقية جديدة', en: '5G roaming: 60 new agreements' },
        body: {
          fr: 'Vos abonnés profitent de la 5G au Maroc dès leur arrivée.',
          ar: 'يستفيد مشتركوكم من الجيل الخامس بالمغرب فور وصولهم.',
          en: 'Your subscribers enjoy 5G in Morocco as soon as they land.',
        },
        image: { file: 'hero-roaming.svg', alt: { fr: 'Roaming', ar: 'التجوال', en: 'Roaming' } },
        link: '/roaming',
        ctaLabel: { fr: 'Lire la suite', ar: 'اقرأ المزيد', en: 'Read more' },
      },
    ],
  },
];
