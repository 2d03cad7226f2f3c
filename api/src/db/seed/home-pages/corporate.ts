import { decorative, type BlockSeed } from './blocks';
import { businessApp, businessContactBanner, businessQuickLinks, businessWhyAtlas } from './business-common';

const onQuote = { fr: 'Sur devis', ar: 'حسب عرض الأسعار', en: 'On quotation' };
const talkToExpert = { fr: 'Parler à un expert', ar: 'تحدث إلى خبير', en: 'Talk to an expert' };

/** The large accounts home page (/corporate): solutions are priced on quotation. */
export const hpCorporate: BlockSeed[] = [
  {
    key: 'hero',
    style: 'hero-carousel',
    items: [
      {
        id: 'reseau-entreprise',
        title: { fr: 'Le réseau de vos sites, de bout en bout', ar: 'شبكة مواقعك من البداية إلى النهاية', en: 'Your sites’ network, end to end' },
        subtitle: {
          fr: 'SD-WAN, MPLS et fibre dédiée, supervisés 24h/24 depuis Casablanca',
          ar: 'SD-WAN وMPLS وألياف مخصصة، تحت المراقبة على مدار الساعة من الدار البيضاء',
          en: 'SD-WAN, MPLS and dedicated fibre, monitored 24/7 from Casablanca',
        },
        image: { file: 'hero-business.svg', alt: { fr: 'Réseau d’entreprise', ar: 'شبكة مقاولة', en: 'Enterprise network' } },
        link: '/nous-contacter',
        ctaLabel: talkToExpert,
      },
      {
        id: 'cloud-souverain',
        title: { fr: 'Cloud souverain', ar: 'السحابة السيادية', en: 'Sovereign cloud' },
        subtitle: {
          fr: 'Vos applications critiques hébergées dans nos datacenters Tier III au Maroc',
          ar: 'تطبيقاتك الحساسة مستضافة في مراكز بياناتنا من المستوى الثالث بالمغرب',
          en: 'Your critical applications hosted in our Tier III data centres in Morocco',
        },
        image: { file: 'hero-cloud.svg', alt: { fr: 'Cloud', ar: 'السحابة', en: 'Cloud' } },
        link: '/wholesale/datacenter',
        ctaLabel: { fr: 'Visiter nos datacenters', ar: 'اكتشف مراكز بياناتنا', en: 'Visit our data centres' },
      },
      {
        id: 'soc',
        title: { fr: 'Cybersécurité managée', ar: 'الأمن السيبراني المُدار', en: 'Managed cybersecurity' },
        subtitle: {
          fr: 'Un SOC certifié qui surveille, détecte et répond aux menaces à toute heure',
          ar: 'مركز عمليات أمنية معتمد يراقب التهديدات ويرصدها ويتصدى لها في كل وقت',
          en: 'A certified SOC that watches, detects and responds to threats at any hour',
        },
        image: { file: 'hero-wholesale.svg', alt: { fr: 'Bouclier numérique', ar: 'درع رقمي', en: 'Digital shield' } },
        link: '/nous-contacter',
        ctaLabel: talkToExpert,
      },
    ],
  },
  {
    key: 'acces-rapides',
    style: 'quick-links',
    title: { fr: 'Accès rapides', ar: 'ولوج سريع', en: 'Shortcuts' },
    items: businessQuickLinks,
  },
  {
    key: 'solutions',
    style: 'offer-cards',
    title: { fr: 'Nos solutions grands comptes', ar: 'حلولنا للحسابات الكبرى', en: 'Our large account solutions' },
    items: [
      {
        id: 'fibre-dediee',
        title: { fr: 'Fibre dédiée jusqu’à 10 Gb/s', ar: 'ألياف مخصصة حتى 10 جيغابت في الثانية', en: 'Dedicated fibre up to 10 Gbps' },
        subtitle: onQuote,
        image: { file: 'icon-fibre.svg', alt: decorative },
        features: [
          { fr: 'Débit symétrique garanti', ar: 'صبيب متماثل مضمون', en: 'Guaranteed symmetric speed' },
          { fr: 'Double adduction en option', ar: 'ربط مزدوج اختياري', en: 'Optional dual path' },
          { fr: 'Disponibilité 99,95 %', ar: 'توفر بنسبة \u206699.95%\u2069', en: '99.95% availability' },
        ],
        link: '/nous-contacter',
        ctaLabel: talkToExpert,
      },
      {
        id: 'sd-wan',
        title: { fr: 'SD-WAN multisite', ar: 'SD-WAN متعدد المواقع', en: 'Multi-site SD-WAN' },
        subtitle: onQuote,
        image: { file: 'icon-international.svg', alt: decorative },
        features: [
          { fr: 'Pilotage centralisé de vos agences', ar: 'تدبير مركزي لفروعك', en: 'Central control of your branches' },
          { fr: 'Bascule automatique 4G/5G', ar: 'انتقال تلقائي إلى الجيل الرابع أو الخامس', en: 'Automatic 4G/5G failover' },
        ],
        link: '/nous-contacter',
        ctaLabel: talkToExpert,
      },
      {
        id: 'cloud-souverain',
        title: { fr: 'Cloud souverain', ar: 'السحابة السيادية', en: 'Sovereign cloud' },
        subtitle: onQuote,
        badge: { fr: 'Nouveau', ar: 'جديد', en: 'New' },
        image: { file: 'icon-cloud.svg', alt: decorative },
        features: [
          { fr: 'Données hébergées au Maroc', ar: 'بيانات مستضافة بالمغرب', en: 'Data hosted in Morocco' },
          {
            fr: 'Conforme à la loi 09-08 et à la DGSSI',
            ar: 'مطابق للقانون \u206609-08\u2069 ولمتطلبات المديرية العامة لأمن نظم المعلومات',
            en: 'Compliant with law 09-08 and DGSSI rules',
          },
        ],
        link: '/nous-contacter',
        ctaLabel: talkToExpert,
      },
      {
        id: 'soc-manage',
        title: { fr: 'SOC managé', ar: 'مركز عمليات أمنية مُدار', en: 'Managed SOC' },
        subtitle: onQuote,
        image: { file: 'icon-cybersecurite.svg', alt: decorative },
        features: [
          { fr: 'Détection et réponse 24h/24', ar: 'رصد واستجابة على مدار الساعة', en: '24/7 detection and response' },
          { fr: 'Tests d’intrusion annuels', ar: 'اختبارات اختراق سنوية', en: 'Yearly penetration tests' },
        ],
        link: '/nous-contacter',
        ctaLabel: talkToExpert,
      },
      {
        id: 'iot',
        title: { fr: 'Mobilité et IoT', ar: 'التنقل وإنترنت الأشياء', en: 'Mobility and IoT' },
        subtitle: onQuote,
        image: { file: 'icon-flotte-mobile.svg', alt: decorative },
        features: [
          { fr: 'Cartes SIM M2M gérées en ligne', ar: 'بطاقات SIM للاتصال بين الآلات تُدار عبر الإنترنت', en: 'M2M SIM cards managed online' },
          { fr: 'Suivi de flotte et compteurs intelligents', ar: 'تتبع الأساطيل والعدادات الذكية', en: 'Fleet tracking and smart meters' },
        ],
        link: '/nous-contacter',
        ctaLabel: talkToExpert,
      },
    ],
  },
  businessContactBanner('rappel'),
  businessWhyAtlas,
  businessApp,
  {
    key: 'actualites',
    style: 'news-cards',
    title: { fr: 'Actualités corporate', ar: 'مستجدات الشركات الكبرى', en: 'Corporate news' },
    items: [
      {
        id: 'datacenter-rabat',
        title: { fr: 'Un second datacenter Tier III à Rabat', ar: 'مركز بيانات ثانٍ من المستوى الثالث بالرباط', en: 'A second Tier III data centre in Rabat' },
        body: {
          fr: 'Reprise d’activité entre Casablanca et Rabat avec moins de 2 ms de latence.',
          ar: 'استمرارية النشاط بين الدار البيضاء والرباط بزمن استجابة أقل من 2 ميلي ثانية.',
          en: 'Disaster recovery between Casablanca and Rabat with under 2 ms latency.',
        },
        image: { file: 'datacenter.svg', alt: { fr: 'Salle de serveurs', ar: 'قاعة خوادم', en: 'Server room' } },
        link: '/wholesale/datacenter',
        ctaLabel: { fr: 'Lire la suite', ar: 'اقرأ المزيد', en: 'Read more' },
      },
      {
        id: 'fournisseurs',
        title: { fr: 'Devenez fournisseur d’Atlas Telecom', ar: 'كن مورّدًا لأطلس تيليكوم', en: 'Become an Atlas Telecom supplier' },
        body: {
          fr: 'Inscrivez votre société en trois étapes sur notre portail fournisseurs.',
          ar: 'سجّل شركتك في ثلاث خطوات عبر بوابة المورّدين.',
          en: 'Register your company in three steps on our supplier portal.',
        },
        image: { file: 'news-agences.svg', alt: { fr: 'Bâtiment Atlas Telecom', ar: 'مبنى أطلس تيليكوم', en: 'Atlas Telecom building' } },
        link: '/corporate/fournisseurs/form',
        ctaLabel: { fr: 'S’inscrire', ar: 'سجّل الآن', en: 'Register' },
      },
      {
        id: 'rencontres',
        title: { fr: 'Forum cybersécurité 2026', ar: 'منتدى الأمن السيبراني 2026', en: 'Cybersecurity forum 2026' },
        body: {
          fr: 'Nos experts partagent les tendances des menaces observées au Maroc cette année.',
          ar: 'يتقاسم خبراؤنا اتجاهات التهديدات التي تم رصدها بالمغرب هذه السنة.',
          en: 'Our experts share the threat trends seen in Morocco this year.',
        },
        image: { file: 'hero-business.svg', alt: { fr: 'Conférence', ar: 'مؤتمر', en: 'Conference' } },
        link: '/entreprise/rencontres-entreprises',
        ctaLabel: { fr: 'Voir le programme', ar: 'اطّلع على البرنامج', en: 'See the programme' },
      },
    ],
  },
];
