import { decorative, perMonth, type BlockSeed } from './blocks';
import { businessApp, businessContactBanner, businessQuickLinks, businessWhyAtlas } from './business-common';

const subscribe = { fr: 'Demander une offre', ar: 'اطلب عرضًا', en: 'Request an offer' };

/** The small and medium business home page (/entreprise). */
export const hpEntreprise: BlockSeed[] = [
  {
    key: 'hero',
    style: 'hero-carousel',
    items: [
      {
        id: 'fibre-pro',
        title: { fr: 'Fibre Business jusqu’à 1 Gb/s', ar: 'ألياف بيزنس حتى 1 جيغابت في الثانية', en: 'Business Fibre up to 1 Gbps' },
        subtitle: {
          fr: 'Débit symétrique en option, IP fixe et rétablissement en 4 h',
          ar: 'صبيب متماثل اختياري، عنوان IP ثابت وإصلاح خلال 4 ساعات',
          en: 'Optional symmetric speed, static IP and 4-hour repair',
        },
        image: { file: 'hero-fibre.svg', alt: { fr: 'Fibre optique', ar: 'الألياف البصرية', en: 'Fibre optics' } },
        link: '/entreprise/eligibilite-fibre',
        ctaLabel: { fr: 'Tester l’éligibilité', ar: 'اختبر الأهلية', en: 'Check eligibility' },
      },
      {
        id: 'flotte-mobile',
        title: { fr: 'Flotte mobile 5G', ar: 'أسطول خطوط الجيل الخامس', en: '5G mobile fleet' },
        subtitle: {
          fr: 'Des forfaits partagés pour vos équipes dès 129 Dh par ligne',
          ar: 'اشتراكات مشتركة لفرقك ابتداءً من 129 درهم للخط',
          en: 'Shared plans for your teams from 129 Dh per line',
        },
        image: { file: 'hero-smartphones.svg', alt: { fr: 'Smartphones professionnels', ar: 'هواتف ذكية مهنية', en: 'Business smartphones' } },
        link: '/nous-contacter',
        ctaLabel: subscribe,
      },
      {
        id: 'cloud',
        title: { fr: 'Cloud hébergé au Maroc', ar: 'سحابة مستضافة بالمغرب', en: 'Cloud hosted in Morocco' },
        subtitle: {
          fr: 'Vos données restent au Maroc, conformément à la loi 09-08',
          ar: 'تبقى بياناتك داخل المغرب، طبقًا للقانون \u206609-08\u2069',
          en: 'Your data stays in Morocco, in line with law 09-08',
        },
        image: { file: 'hero-cloud.svg', alt: { fr: 'Nuage et serveurs', ar: 'سحابة وخوادم', en: 'Cloud and servers' } },
        link: '/nous-contacter',
        ctaLabel: subscribe,
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
    key: 'offres',
    style: 'offer-cards',
    title: { fr: 'Les solutions Atlas Business', ar: 'حلول أطلس بيزنس', en: 'Atlas Business solutions' },
    subtitle: { fr: 'Prix TTC par mois', ar: 'الأسعار شاملة للضريبة في الشهر', en: 'Monthly prices including VAT' },
    items: [
      {
        id: 'fibre-business-200',
        title: { fr: 'Fibre Business 200 Méga', ar: 'ألياف بيزنس 200 ميغا', en: 'Business Fibre 200 Mbps' },
        price: perMonth(499),
        badge: { fr: 'Nouveau', ar: 'جديد', en: 'New' },
        image: { file: 'icon-fibre.svg', alt: decorative },
        features: [
          { fr: '200 Mb/s en téléchargement', ar: '200 ميغابت في الثانية للتنزيل', en: '200 Mbps download' },
          { fr: 'IP fixe et routeur wifi 6', ar: 'عنوان IP ثابت وموجّه واي فاي 6', en: 'Static IP and wifi 6 router' },
          { fr: 'Ligne fixe avec appels illimités', ar: 'خط ثابت مع مكالمات غير محدودة', en: 'Landline with unlimited calls' },
        ],
        link: '/entreprise/eligibilite-fibre',
        ctaLabel: { fr: 'Tester l’éligibilité', ar: 'اختبر الأهلية', en: 'Check eligibility' },
      },
      {
        id: 'flotte-mobile-30',
        title: { fr: 'Flotte Mobile 30 Go', ar: 'أسطول الهاتف 30 جيغا', en: 'Mobile Fleet 30 GB' },
        price: perMonth(129),
        image: { file: 'icon-flotte-mobile.svg', alt: decorative },
        features: [
          { fr: 'Prix par ligne, dès 5 lignes', ar: 'السعر لكل خط، ابتداءً من 5 خطوط', en: 'Price per line, from 5 lines' },
          { fr: 'Appels illimités entre collaborateurs', ar: 'مكالمات غير محدودة بين الموظفين', en: 'Unlimited calls between colleagues' },
          { fr: 'Gestion de flotte en ligne', ar: 'تدبير الأسطول عبر الإنترنت', en: 'Online fleet management' },
        ],
        link: '/nous-contacter',
        ctaLabel: subscribe,
      },
      {
        id: 'cloud-sauvegarde',
        title: { fr: 'Sauvegarde Cloud 500 Go', ar: 'النسخ الاحتياطي السحابي 500 جيغا', en: 'Cloud Backup 500 GB' },
        price: perMonth(290),
        image: { file: 'icon-cloud.svg', alt: decorative },
        features: [
          { fr: 'Données hébergées au Maroc', ar: 'بيانات مستضافة بالمغرب', en: 'Data hosted in Morocco' },
          { fr: 'Sauvegarde automatique chiffrée', ar: 'نسخ احتياطي تلقائي ومشفّر', en: 'Automatic encrypted backup' },
          { fr: 'Restauration en libre-service', ar: 'استرجاع ذاتي للبيانات', en: 'Self-service restore' },
        ],
        link: '/nous-contacter',
        ctaLabel: subscribe,
      },
      {
        id: 'cybersecurite',
        title: { fr: 'Pare-feu managé', ar: 'جدار حماية مُدار', en: 'Managed firewall' },
        price: perMonth(590),
        image: { file: 'icon-cybersecurite.svg', alt: decorative },
        features: [
          { fr: 'Filtrage web et antivirus réseau', ar: 'تصفية الويب ومضاد فيروسات الشبكة', en: 'Web filtering and network antivirus' },
          { fr: 'VPN pour le télétravail', ar: 'شبكة افتراضية خاصة للعمل عن بعد', en: 'VPN for remote work' },
          { fr: 'Supervision par notre SOC 24h/24', ar: 'مراقبة من مركز العمليات الأمنية على مدار الساعة', en: '24/7 monitoring by our SOC' },
        ],
        link: '/nous-contacter',
        ctaLabel: subscribe,
      },
    ],
  },
  businessContactBanner('rappel'),
  businessWhyAtlas,
  businessApp,
  {
    key: 'actualites',
    style: 'news-cards',
    title: { fr: 'Actualités entreprise', ar: 'مستجدات المقاولات', en: 'Business news' },
    items: [
      {
        id: 'rencontres-casablanca',
        title: {
          fr: 'Rencontres Atlas Business à Casablanca',
          ar: 'لقاءات أطلس بيزنس بالدار البيضاء',
          en: 'Atlas Business meetup in Casablanca',
        },
        body: {
          fr: 'Transformation digitale des PME : inscrivez-vous à notre matinée du 12 décembre.',
          ar: 'التحول الرقمي للمقاولات الصغرى والمتوسطة: سجّل في لقائنا الصباحي يوم 12 دجنبر.',
          en: 'Digital transformation for SMEs: sign up for our morning session on 12 December.',
        },
        image: { file: 'hero-business.svg', alt: { fr: 'Conférence', ar: 'مؤتمر', en: 'Conference' } },
        link: '/entreprise/rencontres-entreprises',
        ctaLabel: { fr: 'S’inscrire', ar: 'سجّل الآن', en: 'Sign up' },
      },
      {
        id: 'fibre-zones-industrielles',
        title: {
          fr: 'La fibre arrive dans 15 nouvelles zones industrielles',
          ar: 'الألياف البصرية تصل إلى 15 منطقة صناعية جديدة',
          en: 'Fibre reaches 15 new industrial zones',
        },
        body: {
          fr: 'Tanger Med, Kénitra Atlantic Free Zone et Agadir Haliopolis sont désormais raccordables.',
          ar: 'أصبحت طنجة المتوسط والمنطقة الحرة الأطلسية بالقنيطرة وهاليوبوليس بأكادير قابلة للربط.',
          en: 'Tanger Med, Kenitra Atlantic Free Zone and Agadir Haliopolis can now be connected.',
        },
        image: { file: 'hero-fibre.svg', alt: { fr: 'Fibre optique', ar: 'الألياف البصرية', en: 'Fibre optics' } },
        link: '/entreprise/eligibilite-fibre',
        ctaLabel: { fr: 'Tester mon adresse', ar: 'اختبر عنواني', en: 'Check my address' },
      },
      {
        id: 'fournisseurs',
        title: {
          fr: 'Référencement fournisseurs 2027',
          ar: 'اعتماد المورّدين لسنة 2027',
          en: 'Supplier registration 2027',
        },
        body: {
          fr: 'Les candidatures de fournisseurs sont ouvertes jusqu’au 31 janvier.',
          ar: 'باب الترشيح للمورّدين مفتوح إلى غاية 31 يناير.',
          en: 'Supplier applications are open until 31 January.',
        },
        image: { file: 'news-agences.svg', alt: { fr: 'Bâtiment Atlas Telecom', ar: 'مبنى أطلس تيليكوم', en: 'Atlas Telecom building' } },
        link: '/corporate/fournisseurs/form',
        ctaLabel: { fr: 'Déposer un dossier', ar: 'إيداع ملف', en: 'Apply' },
      },
    ],
  },
];
