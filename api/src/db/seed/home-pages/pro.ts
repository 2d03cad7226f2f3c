import { decorative, perMonth, type BlockSeed } from './blocks';
import { businessWhyAtlas } from './business-common';
import { appDownload, everydayQuickLinks } from './common';

const choose = { fr: 'Je choisis', ar: 'أختار', en: 'Choose' };

/** The home page of shopkeepers, craftspeople and the self-employed (/pro). */
export const hpPro: BlockSeed[] = [
  {
    key: 'hero',
    style: 'hero-carousel',
    items: [
      {
        id: 'forfait-pro',
        title: { fr: 'Forfaits Pro 5G', ar: 'اشتراكات برو بالجيل الخامس', en: 'Pro 5G plans' },
        subtitle: {
          fr: 'Un numéro pro, l’internet pour votre commerce et des appels illimités dès 99 Dh',
          ar: 'رقم مهني وإنترنت لمتجرك ومكالمات غير محدودة ابتداءً من 99 درهم',
          en: 'A business number, data for your shop and unlimited calls from 99 Dh',
        },
        image: { file: 'hero-5g.svg', alt: { fr: 'Ondes 5G', ar: 'موجات الجيل الخامس', en: '5G waves' } },
        link: '/offres-mobiles/forfait-mobile',
        ctaLabel: { fr: 'Voir les forfaits Pro', ar: 'شاهد اشتراكات برو', en: 'See Pro plans' },
      },
      {
        id: 'box-pro',
        title: { fr: 'Box Pro 4G+ sans ligne fixe', ar: 'علبة برو بالجيل الرابع+ بدون خط ثابت', en: 'Pro 4G+ box, no landline' },
        subtitle: {
          fr: 'Votre terminal de paiement et votre caisse connectés en 24 h',
          ar: 'جهاز الأداء وصندوقك متصلان خلال 24 ساعة',
          en: 'Your card terminal and till connected within 24 hours',
        },
        image: { file: 'router.svg', alt: { fr: 'Une box internet', ar: 'علبة إنترنت', en: 'An internet box' } },
        link: '/offres-internet/wifi-a-la-maison/idar-duo',
        ctaLabel: choose,
      },
      {
        id: 'fibre-pro',
        title: { fr: 'Fibre Pro', ar: 'ألياف برو', en: 'Pro Fibre' },
        subtitle: {
          fr: 'La fibre et une ligne fixe pour votre cabinet ou votre boutique dès 349 Dh',
          ar: 'الألياف البصرية وخط ثابت لعيادتك أو متجرك ابتداءً من 349 درهم',
          en: 'Fibre and a landline for your practice or shop from 349 Dh',
        },
        image: { file: 'hero-fibre.svg', alt: { fr: 'Fibre optique', ar: 'الألياف البصرية', en: 'Fibre optics' } },
        link: '/entreprise/eligibilite-fibre',
        ctaLabel: { fr: 'Tester l’éligibilité', ar: 'اختبر الأهلية', en: 'Check eligibility' },
      },
    ],
  },
  {
    key: 'acces-rapides',
    style: 'quick-links',
    title: { fr: 'En un clic', ar: 'بنقرة واحدة', en: 'In one click' },
    items: everydayQuickLinks,
  },
  {
    key: 'offres',
    style: 'offer-cards',
    title: { fr: 'Les offres Pro', ar: 'عروض برو', en: 'Pro offers' },
    subtitle: { fr: 'Prix TTC par mois, sans engagement', ar: 'الأسعار شاملة للضريبة في الشهر، بدون التزام', en: 'Monthly prices incl. VAT, no commitment' },
    items: [
      {
        id: 'forfait-pro-99',
        title: { fr: 'Forfait Pro 99 Dh — 60 Go', ar: 'اشتراك برو 99 درهم — 60 جيغا', en: 'Pro plan 99 Dh — 60 GB' },
        price: perMonth(99),
        image: { file: 'icon-flotte-mobile.svg', alt: decorative },
        features: [
          { fr: '60 Go d’internet 4G+', ar: '60 جيغا من إنترنت الجيل الرابع+', en: '60 GB of 4G+ data' },
          { fr: 'Appels illimités au Maroc', ar: 'مكالمات غير محدودة داخل المغرب', en: 'Unlimited calls in Morocco' },
          { fr: 'Facture au nom de votre activité', ar: 'فاتورة باسم نشاطك المهني', en: 'Invoice in your business name' },
        ],
        link: '/offres-mobiles/forfait-mobile?productId=forfait-pro-99',
        ctaLabel: choose,
      },
      {
        id: 'forfait-pro-199',
        title: { fr: 'Forfait Pro 199 Dh — 150 Go 5G', ar: 'اشتراك برو 199 درهم — 150 جيغا بالجيل الخامس', en: 'Pro plan 199 Dh — 150 GB 5G' },
        price: perMonth(199),
        badge: { fr: 'Nouveau', ar: 'جديد', en: 'New' },
        image: { file: 'icon-5g.svg', alt: decorative },
        features: [
          { fr: '150 Go d’internet 5G', ar: '150 جيغا من إنترنت الجيل الخامس', en: '150 GB of 5G data' },
          {
            fr: 'Appels illimités au Maroc et 2 h vers l’Europe',
            ar: 'مكالمات غير محدودة داخل المغرب وساعتان نحو أوروبا',
            en: 'Unlimited calls in Morocco and 2 h to Europe',
          },
          { fr: 'Partage de connexion illimité', ar: 'مشاركة الاتصال بلا حدود', en: 'Unlimited hotspot' },
        ],
        link: '/offres-mobiles/forfait-mobile?productId=forfait-pro-199',
        ctaLabel: choose,
      },
      {
        id: 'box-pro-299',
        title: { fr: 'Box Pro 4G+ 200 Go', ar: 'علبة برو بالجيل الرابع+ 200 جيغا', en: 'Pro 4G+ box 200 GB' },
        price: perMonth(299),
        image: { file: 'icon-pass-forfait.svg', alt: decorative },
        features: [
          { fr: 'Box wifi prête à brancher', ar: 'علبة واي فاي جاهزة للاستعمال', en: 'Plug-and-play wifi box' },
          { fr: '200 Go par mois', ar: '200 جيغا في الشهر', en: '200 GB a month' },
          { fr: 'Idéale pour TPE et terminaux de paiement', ar: 'مثالية لأجهزة الأداء الإلكتروني', en: 'Ideal for card terminals' },
        ],
        link: '/offres-internet/wifi-a-la-maison/idar-duo',
        ctaLabel: choose,
      },
      {
        id: 'fibre-pro-349',
        title: { fr: 'Fibre Pro 100 Méga', ar: 'ألياف برو 100 ميغا', en: 'Pro Fibre 100 Mbps' },
        price: perMonth(349),
        image: { file: 'icon-fibre.svg', alt: decorative },
        features: [
          { fr: '100 Mb/s et ligne fixe illimitée', ar: '100 ميغابت في الثانية وخط ثابت غير محدود', en: '100 Mbps and unlimited landline' },
          { fr: 'Installation sous 72 h', ar: 'التركيب خلال 72 ساعة', en: 'Installed within 72 hours' },
          { fr: 'Dépannage prioritaire', ar: 'أولوية في الإصلاح', en: 'Priority repairs' },
        ],
        link: '/entreprise/eligibilite-fibre',
        ctaLabel: { fr: 'Tester l’éligibilité', ar: 'اختبر الأهلية', en: 'Check eligibility' },
      },
    ],
  },
  {
    key: 'promo-smartphone',
    style: 'promo-banner',
    title: { fr: 'Smartphone pro à 0 Dh', ar: 'هاتف ذكي مهني بـ 0 درهم', en: 'Pro smartphone for 0 Dh' },
    body: {
      fr: 'Avec un Forfait Pro 199 Dh sur 24 mois, votre smartphone 5G est offert. Jusqu’au 31 décembre, dans la limite des stocks.',
      ar: 'مع اشتراك برو 199 درهم لمدة 24 شهرًا، هاتفك الذكي بالجيل الخامس مجاني. إلى غاية 31 دجنبر، في حدود المخزون المتوفر.',
      en: 'With a 199 Dh Pro plan over 24 months, your 5G smartphone is free. Until 31 December, while stocks last.',
    },
    image: { file: 'smartphone.svg', alt: { fr: 'Un smartphone 5G', ar: 'هاتف ذكي بالجيل الخامس', en: 'A 5G smartphone' } },
    cta: { label: { fr: 'J’en profite', ar: 'أستفيد من العرض', en: 'Get the offer' }, link: '/catalogue-smartphones' },
    items: [],
  },
  businessWhyAtlas,
  appDownload(),
  {
    key: 'actualites',
    style: 'news-cards',
    title: { fr: 'Actualités Pro', ar: 'مستجدات المهنيين', en: 'Pro news' },
    items: [
      {
        id: 'paiement-mobile',
        title: {
          fr: 'Encaissez par mobile avec Atlas Pay',
          ar: 'استخلص مداخيلك عبر الهاتف مع أطلس باي',
          en: 'Take payments by phone with Atlas Pay',
        },
        body: {
          fr: 'Vos clients paient en scannant un QR code, sans frais pendant 3 mois.',
          ar: 'يؤدي زبناؤك بمسح رمز QR، دون أي رسوم لمدة 3 أشهر.',
          en: 'Your customers pay by scanning a QR code, free of fees for 3 months.',
        },
        image: { file: 'app-download.svg', alt: { fr: 'Paiement mobile', ar: 'الأداء عبر الهاتف', en: 'Mobile payment' } },
        link: '/pro',
        ctaLabel: { fr: 'En savoir plus', ar: 'اعرف المزيد', en: 'Learn more' },
      },
      {
        id: 'agences-dimanche',
        title: { fr: 'Vos agences ouvertes le dimanche', ar: 'وكالاتك مفتوحة يوم الأحد', en: 'Stores open on Sundays' },
        body: {
          fr: 'Passez quand votre commerce est fermé : 25 agences vous accueillent le dimanche.',
          ar: 'مرّ عندما يكون متجرك مغلقًا: 25 وكالة تستقبلك يوم الأحد.',
          en: 'Drop by when your shop is closed: 25 stores welcome you on Sundays.',
        },
        image: { file: 'news-agences.svg', alt: { fr: 'Une agence', ar: 'وكالة', en: 'A store' } },
        link: '/nos-agences',
        ctaLabel: { fr: 'Trouver une agence', ar: 'إيجاد وكالة', en: 'Find a store' },
      },
      {
        id: 'roaming-pro',
        title: {
          fr: 'Salons à l’étranger : le pass Business Travel',
          ar: 'المعارض بالخارج: باقة بيزنس ترافل',
          en: 'Trade fairs abroad: the Business Travel pass',
        },
        body: {
          fr: '20 Go et 120 minutes dans 60 pays pour 199 Dh, valable 30 jours.',
          ar: '20 جيغا و120 دقيقة في 60 بلدًا بـ 199 درهم، صالحة لمدة 30 يومًا.',
          en: '20 GB and 120 minutes in 60 countries for 199 Dh, valid 30 days.',
        },
        image: { file: 'hero-roaming.svg', alt: { fr: 'Voyage d’affaires', ar: 'سفر مهني', en: 'Business travel' } },
        link: '/roaming',
        ctaLabel: { fr: 'Voir le pass', ar: 'شاهد الباقة', en: 'See the pass' },
      },
    ],
  },
];
