import { decorative, perMonth, type BlockSeed, type ItemSeed } from './blocks';
import { appDownload, everydayQuickLinks, whyAtlas } from './common';

/** The consumer home page. */
export const hp: BlockSeed[] = [
  {
    key: 'hero',
    style: 'hero-carousel',
    items: [
      {
        id: 'forfaits-5g',
        title: { fr: 'La 5G pour tous', ar: 'الجيل الخامس للجميع', en: '5G for everyone' },
        subtitle: {
          fr: 'Forfaits 5G dès 149 Dh/mois avec 100 Go et appels illimités',
          ar: 'اشتراكات الجيل الخامس ابتداءً من 149 درهم في الشهر مع 100 جيغا ومكالمات غير محدودة',
          en: '5G plans from 149 Dh/month with 100 GB and unlimited calls',
        },
        image: {
          file: 'hero-5g.svg',
          alt: { fr: 'Ondes 5G sur fond magenta', ar: 'موجات الجيل الخامس على خلفية أرجوانية', en: '5G waves on a magenta background' },
        },
        link: '/offres-mobiles/forfait-mobile',
        ctaLabel: { fr: 'Découvrir les forfaits', ar: 'اكتشف الاشتراكات', en: 'See the plans' },
      },
      {
        id: 'fibre',
        title: { fr: 'La fibre jusqu’à 1 Gb/s', ar: 'الألياف البصرية حتى 1 جيغابت في الثانية', en: 'Fibre up to 1 Gbps' },
        subtitle: {
          fr: 'Dès 249 Dh/mois, box wifi 6 et installation offertes',
          ar: 'ابتداءً من 249 درهم في الشهر، مع علبة واي فاي 6 وتركيب مجاني',
          en: 'From 249 Dh/month, wifi 6 box and installation included',
        },
        image: {
          file: 'hero-fibre.svg',
          alt: { fr: 'Faisceaux de fibre optique lumineux', ar: 'حزم مضيئة من الألياف البصرية', en: 'Glowing fibre optic strands' },
        },
        link: '/offres-internet/wifi-a-la-maison/fibre-optique?selected=test-fibre-optique',
        ctaLabel: { fr: 'Tester mon éligibilité', ar: 'اختبر أهليتي', en: 'Check my eligibility' },
      },
      {
        id: 'smartphones',
        title: { fr: 'Nouveaux smartphones 5G', ar: 'هواتف ذكية جديدة بتقنية الجيل الخامس', en: 'New 5G smartphones' },
        subtitle: {
          fr: 'Jusqu’à 1 500 Dh de remise avec un forfait de 24 mois',
          ar: 'تخفيض يصل إلى 1500 درهم مع اشتراك لمدة 24 شهرًا',
          en: 'Up to 1,500 Dh off with a 24-month plan',
        },
        image: {
          file: 'hero-smartphones.svg',
          alt: { fr: 'Deux smartphones sur fond violet', ar: 'هاتفان ذكيان على خلفية بنفسجية', en: 'Two smartphones on a purple background' },
        },
        link: '/catalogue-smartphones',
        ctaLabel: { fr: 'Voir les smartphones', ar: 'شاهد الهواتف', en: 'Browse smartphones' },
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
    key: 'forfaits',
    style: 'offer-cards',
    title: { fr: 'Nos forfaits mobiles', ar: 'اشتراكاتنا المحمولة', en: 'Our mobile plans' },
    subtitle: {
      fr: 'Sans engagement, appels illimités vers tous les opérateurs au Maroc',
      ar: 'بدون التزام، مع مكالمات غير محدودة نحو جميع المشغّلين بالمغرب',
      en: 'No commitment, unlimited calls to every operator in Morocco',
    },
    cta: { label: { fr: 'Comparer tous les forfaits', ar: 'قارن جميع الاشتراكات', en: 'Compare all plans' }, link: '/offres-mobiles/forfait-mobile' },
    items: [
      {
        id: 'forfait-49',
        title: { fr: 'Forfait 49 Dh — 20 Go', ar: 'اشتراك 49 درهم — 20 جيغا', en: '49 Dh plan — 20 GB' },
        price: perMonth(49),
        features: [
          { fr: '20 Go d’internet 4G+', ar: '20 جيغا من إنترنت الجيل الرابع+', en: '20 GB of 4G+ data' },
          { fr: '5 h d’appels vers tous les opérateurs', ar: '5 ساعات من المكالمات نحو جميع المشغّلين', en: '5 h of calls to every operator' },
          { fr: 'Réseaux sociaux illimités', ar: 'شبكات التواصل الاجتماعي بلا حدود', en: 'Unlimited social networks' },
        ],
        link: '/offres-mobiles/forfait-mobile?productId=forfait-49',
        ctaLabel: { fr: 'Je le veux', ar: 'أريده', en: 'I want it' },
      },
      {
        id: 'forfait-99',
        title: { fr: 'Forfait 99 Dh — 50 Go', ar: 'اشتراك 99 درهم — 50 جيغا', en: '99 Dh plan — 50 GB' },
        price: perMonth(99),
        badge: { fr: 'Le plus choisi', ar: 'الأكثر اختيارًا', en: 'Most popular' },
        features: [
          { fr: '50 Go d’internet 4G+', ar: '50 جيغا من إنترنت الجيل الرابع+', en: '50 GB of 4G+ data' },
          { fr: 'Appels illimités au Maroc', ar: 'مكالمات غير محدودة داخل المغرب', en: 'Unlimited calls in Morocco' },
          { fr: 'SMS illimités', ar: 'رسائل قصيرة غير محدودة', en: 'Unlimited texts' },
        ],
        link: '/offres-mobiles/forfait-mobile?productId=forfait-99',
        ctaLabel: { fr: 'Je le veux', ar: 'أريده', en: 'I want it' },
      },
      {
        id: 'forfait-149',
        title: { fr: 'Forfait 149 Dh — 100 Go 5G', ar: 'اشتراك 149 درهم — 100 جيغا بالجيل الخامس', en: '149 Dh plan — 100 GB 5G' },
        price: perMonth(149),
        badge: { fr: 'Nouveau', ar: 'جديد', en: 'New' },
        features: [
          { fr: '100 Go d’internet 5G', ar: '100 جيغا من إنترنت الجيل الخامس', en: '100 GB of 5G data' },
          { fr: 'Appels et SMS illimités', ar: 'مكالمات ورسائل قصيرة غير محدودة', en: 'Unlimited calls and texts' },
          { fr: '1 h d’appels vers l’Europe', ar: 'ساعة من المكالمات نحو أوروبا', en: '1 h of calls to Europe' },
        ],
        link: '/offres-mobiles/forfait-mobile?productId=forfait-149',
        ctaLabel: { fr: 'Je le veux', ar: 'أريده', en: 'I want it' },
      },
      {
        id: 'forfait-249',
        title: { fr: 'Forfait 249 Dh — 200 Go 5G', ar: 'اشتراك 249 درهم — 200 جيغا بالجيل الخامس', en: '249 Dh plan — 200 GB 5G' },
        price: perMonth(249),
        features: [
          { fr: '200 Go d’internet 5G', ar: '200 جيغا من إنترنت الجيل الخامس', en: '200 GB of 5G data' },
          { fr: 'Appels et SMS illimités', ar: 'مكالمات ورسائل قصيرة غير محدودة', en: 'Unlimited calls and texts' },
          { fr: '5 Go de roaming en Europe et au Maghreb', ar: '5 جيغا للتجوال في أوروبا والمغرب العربي', en: '5 GB roaming in Europe and the Maghreb' },
        ],
        link: '/offres-mobiles/forfait-mobile?productId=forfait-249',
        ctaLabel: { fr: 'Je le veux', ar: 'أريده', en: 'I want it' },
      },
      {
        id: 'forfait-349',
        title: { fr: 'Forfait 349 Dh — Illimité 5G', ar: 'اشتراك 349 درهم — غير محدود بالجيل الخامس', en: '349 Dh plan — Unlimited 5G' },
        price: perMonth(349),
        badge: { fr: 'Premium', ar: 'بريميوم', en: 'Premium' },
        features: [
          { fr: 'Internet 5G illimité', ar: 'إنترنت الجيل الخامس غير محدود', en: 'Unlimited 5G data' },
          {
            fr: 'Appels illimités vers l’Europe et l’Amérique du Nord',
            ar: 'مكالمات غير محدودة نحو أوروبا وأمريكا الشمالية',
            en: 'Unlimited calls to Europe and North America',
          },
          { fr: '15 Go de roaming dans 60 pays', ar: '15 جيغا للتجوال في 60 بلدًا', en: '15 GB roaming in 60 countries' },
        ],
        link: '/offres-mobiles/forfait-mobile?productId=forfait-349',
        ctaLabel: { fr: 'Je le veux', ar: 'أريده', en: 'I want it' },
      },
    ],
  },
  {
    key: 'offres-fibre',
    style: 'offer-cards',
    title: { fr: 'Internet à la maison', ar: 'الإنترنت في المنزل', en: 'Home internet' },
    subtitle: {
      fr: 'Fibre optique avec box wifi 6, ligne fixe et appels illimités vers les fixes au Maroc',
      ar: 'الألياف البصرية مع علبة واي فاي 6 وخط ثابت ومكالمات غير محدودة نحو الخطوط الثابتة بالمغرب',
      en: 'Fibre with a wifi 6 box, a landline and unlimited calls to Moroccan landlines',
    },
    cta: {
      label: { fr: 'Tester mon éligibilité', ar: 'اختبر أهليتي', en: 'Check my eligibility' },
      link: '/offres-internet/wifi-a-la-maison/fibre-optique?selected=test-fibre-optique',
    },
    items: [
      fibreOffer(100, 249),
      { ...fibreOffer(200, 349), badge: { fr: 'Le plus choisi', ar: 'الأكثر اختيارًا', en: 'Most popular' } },
      fibreOffer(500, 499),
      { ...fibreOffer(1000, 999), badge: { fr: 'Nouveau', ar: 'جديد', en: 'New' } },
    ],
  },
  {
    key: 'promo-recharge',
    style: 'promo-banner',
    title: { fr: 'Recharge en ligne : internet doublé', ar: 'التعبئة عبر الإنترنت: إنترنت مضاعف', en: 'Online top-up: double data' },
    body: {
      fr: 'Du vendredi au dimanche, toute recharge de 20 Dh ou plus faite sur le site ou l’application vous donne le double en internet, valable 7 jours.',
      ar: 'من الجمعة إلى الأحد، كل تعبئة بقيمة 20 درهمًا أو أكثر عبر الموقع أو التطبيق تمنحك ضعف الإنترنت، صالحة لمدة 7 أيام.',
      en: 'From Friday to Sunday, any top-up of 20 Dh or more on the website or the app gives you double data, valid for 7 days.',
    },
    image: {
      file: 'hero-recharge.svg',
      alt: { fr: 'Carte de recharge et éclairs', ar: 'بطاقة تعبئة وومضات', en: 'A top-up card with sparks' },
    },
    cta: { label: { fr: 'Recharger maintenant', ar: 'اشحن الآن', en: 'Top up now' }, link: '/recharge' },
    items: [],
  },
  whyAtlas,
  appDownload(),
  {
    key: 'actualites',
    style: 'news-cards',
    title: { fr: 'Actualités', ar: 'المستجدات', en: 'News' },
    items: [
      {
        id: 'reseau-5g-40-villes',
        title: {
          fr: 'La 5G Atlas couvre désormais 40 villes',
          ar: 'شبكة الجيل الخامس من أطلس تغطي الآن 40 مدينة',
          en: 'Atlas 5G now covers 40 cities',
        },
        body: {
          fr: 'Après Casablanca, Rabat et Marrakech, Agadir, Oujda et Dakhla rejoignent le réseau 5G.',
          ar: 'بعد الدار البيضاء والرباط ومراكش، تنضم أكادير ووجدة والداخلة إلى شبكة الجيل الخامس.',
          en: 'After Casablanca, Rabat and Marrakesh, Agadir, Oujda and Dakhla join the 5G network.',
        },
        image: { file: 'hero-5g.svg', alt: { fr: 'Réseau 5G', ar: 'شبكة الجيل الخامس', en: '5G network' } },
        link: '/offres-mobiles/forfait-mobile',
        ctaLabel: { fr: 'Lire la suite', ar: 'اقرأ المزيد', en: 'Read more' },
      },
      {
        id: 'roaming-ete',
        title: {
          fr: 'Été 2026 : vos pass roaming à prix doux',
          ar: 'صيف 2026: باقات التجوال بأسعار مخفّضة',
          en: 'Summer 2026: roaming passes at gentle prices',
        },
        body: {
          fr: 'Pass Europe 10 Go à 99 Dh pour 15 jours, activable depuis l’application.',
          ar: 'باقة أوروبا 10 جيغا بـ 99 درهم لمدة 15 يومًا، قابلة للتفعيل من التطبيق.',
          en: 'Europe pass 10 GB for 99 Dh over 15 days, ready to activate in the app.',
        },
        image: { file: 'hero-roaming.svg', alt: { fr: 'Avion et globe', ar: 'طائرة وكرة أرضية', en: 'A plane and a globe' } },
        link: '/roaming',
        ctaLabel: { fr: 'Voir les pass', ar: 'شاهد الباقات', en: 'See the passes' },
      },
      {
        id: 'agences-dimanche',
        title: {
          fr: '25 agences ouvertes le dimanche',
          ar: '25 وكالة مفتوحة يوم الأحد',
          en: '25 stores now open on Sundays',
        },
        body: {
          fr: 'Retrouvez la liste et les horaires sur notre localisateur d’agences.',
          ar: 'اطّلع على اللائحة والمواعيد في محدد مواقع الوكالات.',
          en: 'Find the list and opening hours in our store locator.',
        },
        image: { file: 'news-agences.svg', alt: { fr: 'Une agence Atlas Telecom', ar: 'وكالة أطلس تيليكوم', en: 'An Atlas Telecom store' } },
        link: '/nos-agences',
        ctaLabel: { fr: 'Trouver une agence', ar: 'إيجاد وكالة', en: 'Find a store' },
      },
    ],
  },
];

function fibreOffer(megabits: number, price: number): ItemSeed {
  const speed =
    megabits >= 1000
      ? { fr: '1 Gb/s', ar: '1 جيغابت في الثانية', en: '1 Gbps' }
      : { fr: `${megabits} Mb/s`, ar: `${megabits} ميغابت في الثانية`, en: `${megabits} Mbps` };
  const name = megabits >= 1000 ? { fr: '1 Giga', ar: '1 جيغا', en: '1 Gig' } : { fr: `${megabits} Méga`, ar: `${megabits} ميغا`, en: `${megabits} Mbps` };
  return {
    id: `fibre-${megabits}`,
    title: { fr: `Fibre ${name.fr}`, ar: `الألياف البصرية ${name.ar}`, en: `Fibre ${name.en}` },
    price: perMonth(price),
    image: { file: 'icon-fibre.svg', alt: decorative },
    features: [
      { fr: `Jusqu’à ${speed.fr} en téléchargement`, ar: `حتى ${speed.ar} للتنزيل`, en: `Up to ${speed.en} download` },
      { fr: 'Box wifi 6 et installation offertes', ar: 'علبة واي فاي 6 وتركيب مجانيان', en: 'Wifi 6 box and installation included' },
      { fr: 'Appels illimités vers les fixes au Maroc', ar: 'مكالمات غير محدودة نحو الخطوط الثابتة بالمغرب', en: 'Unlimited calls to Moroccan landlines' },
    ],
    link: `/offres-internet/wifi-a-la-maison/fibre-optique?productId=fibre-${megabits}`,
    ctaLabel: { fr: 'Je le veux', ar: 'أريده', en: 'I want it' },
  };
}
