import { searchText } from '@atlas/contracts/search-text';
import type { SearchCategory } from '@atlas/contracts/content';
import { LANGUAGES, type Localized } from '../../language';
import type { searchDocuments } from '../schema';
import { catalogRows } from './catalog';
import { CONTENT_PAGES } from './content-pages';
import { roamingCountryRows } from './roaming';
import type { BlockSeed } from './home-pages/blocks';
import { FAQ } from './faq';

interface PageSeed {
  id: string;
  category: SearchCategory;
  link: string;
  title: Localized;
  summary: Localized;
  /** More words the page is found by (synonyms, what its body says). */
  keywords?: Localized;
}

/** The site's pages that search finds besides products and FAQ answers. */
const PAGES: PageSeed[] = [
  {
    id: 'page-test-eligibilite-fibre',
    category: 'max-speed-wifi',
    link: '/offres-internet/wifi-a-la-maison/fibre-optique?selected=test-fibre-optique',
    title: { fr: 'Tester mon éligibilité à la fibre', ar: 'اختبار أهليتي للألياف البصرية', en: 'Check my fibre eligibility' },
    summary: {
      fr: 'Votre adresse ou votre position : la réponse immédiate, puis le rendez-vous d’installation.',
      ar: 'عنوانك أو موقعك: جواب فوري، ثم موعد التركيب.',
      en: 'Your address or your position: an instant answer, then the installation appointment.',
    },
    keywords: {
      fr: 'éligibilité test adresse couverture installation ADSL',
      ar: 'أهلية اختبار عنوان تغطية تركيب',
      en: 'eligibility test address coverage installation ADSL',
    },
  },
  {
    id: 'page-eligibilite-fibre-entreprise',
    category: 'fixed-connectivity',
    link: '/entreprise/eligibilite-fibre',
    title: { fr: 'Éligibilité fibre entreprise', ar: 'أهلية الألياف البصرية للمقاولات', en: 'Business fibre eligibility' },
    summary: {
      fr: 'Testez l’adresse de vos locaux, un conseiller entreprise vous rappelle.',
      ar: 'اختبر عنوان مقرّكم، ويتصل بكم مستشار المقاولات.',
      en: 'Test the address of your premises, a business adviser calls you back.',
    },
    keywords: { fr: 'éligibilité fibre pro entreprise locaux', ar: 'أهلية ألياف مقاولة مهنيين', en: 'eligibility fibre pro business premises' },
  },
  {
    id: 'page-recharge',
    category: 'services',
    link: '/recharge',
    title: { fr: 'Recharger une ligne', ar: 'تعبئة رصيد خط', en: 'Top up a line' },
    summary: {
      fr: 'Par carte bancaire, carte à gratter, solde ou référence de paiement.',
      ar: 'بالبطاقة البنكية أو بطاقة التعبئة أو الرصيد أو مرجع الأداء.',
      en: 'By bank card, scratch card, balance or payment reference.',
    },
    keywords: { fr: 'recharge crédit prépayé pass', ar: 'تعبئة رصيد مسبق الدفع', en: 'recharge credit prepaid pass' },
  },
  {
    id: 'page-paiement-facture',
    category: 'services',
    link: '/paiement-facture',
    title: { fr: 'Payer une facture', ar: 'أداء فاتورة', en: 'Pay an invoice' },
    summary: {
      fr: 'Particuliers et entreprises, sans espace client.',
      ar: 'للأفراد والمقاولات، بدون فضاء الزبون.',
      en: 'Individuals and businesses, without a customer account.',
    },
    keywords: { fr: 'facture paiement fatourati', ar: 'فاتورة أداء', en: 'bill invoice payment' },
  },
  {
    id: 'page-agences',
    category: 'assistance',
    link: '/nos-agences',
    title: { fr: 'Trouver une agence', ar: 'العثور على وكالة', en: 'Find an agency' },
    summary: {
      fr: 'Horaires, services et agences ouvertes le dimanche.',
      ar: 'أوقات العمل والخدمات والوكالات المفتوحة يوم الأحد.',
      en: 'Opening hours, services and agencies open on Sunday.',
    },
    keywords: { fr: 'boutique magasin adresse', ar: 'متجر عنوان', en: 'shop store address' },
  },
  {
    id: 'page-suivi-commande',
    category: 'assistance',
    link: '/suivi-commande',
    title: { fr: 'Suivre ma commande', ar: 'تتبع طلبي', en: 'Track my order' },
    summary: {
      fr: 'Avec le numéro de commande, votre CIN et votre téléphone.',
      ar: 'برقم الطلب وبطاقتك الوطنية وهاتفك.',
      en: 'With the order number, your ID card and your phone.',
    },
    keywords: { fr: 'livraison colis', ar: 'توصيل طرد', en: 'delivery parcel' },
  },
  {
    id: 'page-connectivite',
    category: 'fixed-connectivity',
    link: '/entreprise',
    title: { fr: 'Connectivité fixe et critique', ar: 'الربط الثابت والحساس', en: 'Fixed and critical connectivity' },
    summary: {
      fr: 'Fibre dédiée, liaisons sécurisées et secours 4G pour vos sites.',
      ar: 'ألياف مخصصة وروابط آمنة واحتياط بالجيل الرابع لمواقعك.',
      en: 'Dedicated fibre, secure links and 4G backup for your sites.',
    },
    keywords: { fr: 'entreprise VPN lien dédié', ar: 'مقاولة شبكة خاصة', en: 'business VPN leased line' },
  },
  {
    id: 'page-iot',
    category: 'mobility-iot',
    link: '/entreprise',
    title: { fr: 'Mobilité et IoT', ar: 'التنقل وإنترنت الأشياء', en: 'Mobility and IoT' },
    summary: {
      fr: 'Flotte mobile, cartes SIM M2M et objets connectés.',
      ar: 'أسطول الهواتف وبطاقات SIM للآلات والأجهزة المتصلة.',
      en: 'Mobile fleet, M2M SIM cards and connected devices.',
    },
    keywords: { fr: 'flotte géolocalisation capteurs', ar: 'أسطول تحديد الموقع أجهزة استشعار', en: 'fleet tracking sensors' },
  },
  {
    id: 'page-cybersecurite',
    category: 'cybersecurity',
    link: '/entreprise',
    title: { fr: 'Cybersécurité', ar: 'الأمن السيبراني', en: 'Cybersecurity' },
    summary: {
      fr: 'Pare-feu managé, protection DDoS et centre de supervision.',
      ar: 'جدار حماية مُدار والحماية من هجمات الحرمان من الخدمة ومركز المراقبة.',
      en: 'Managed firewall, DDoS protection and security operations centre.',
    },
    keywords: { fr: 'sécurité attaque protection', ar: 'أمن هجوم حماية', en: 'security attack protection' },
  },
  {
    id: 'page-collaboration',
    category: 'collaboration',
    link: '/entreprise',
    title: { fr: 'Solutions collaboratives', ar: 'حلول العمل التعاوني', en: 'Collaborative solutions' },
    summary: {
      fr: 'Messagerie, visioconférence et standard téléphonique dans le cloud.',
      ar: 'البريد والاجتماعات المرئية والمقسم الهاتفي في السحابة.',
      en: 'Email, video meetings and a cloud phone system.',
    },
    keywords: { fr: 'réunion téléphonie', ar: 'اجتماع هاتف', en: 'meeting telephony' },
  },
  {
    id: 'page-promo-etoile',
    category: 'smartphones',
    link: '/promo-etoile',
    title: { fr: 'Promo Étoile : smartphones à prix étoilés', ar: 'عرض النجمة: هواتف بأسعار نجمية', en: 'Star promo: smartphones at star prices' },
    summary: {
      fr: 'Jusqu’à 1 500 Dh de remise et le double de data, pour une durée limitée.',
      ar: 'تخفيض يصل إلى 1500 درهم وضعف الإنترنت لمدة محدودة.',
      en: 'Up to 1,500 Dh off and double data, for a limited time.',
    },
    keywords: { fr: 'promotion offre remise réduction étoile', ar: 'عرض تخفيض نجمة', en: 'promotion offer discount deal star' },
  },
  {
    id: 'page-enquete-satisfaction',
    category: 'assistance',
    link: '/enquete-satisfaction',
    title: { fr: 'Donner mon avis', ar: 'إبداء رأيي', en: 'Give my feedback' },
    summary: {
      fr: 'Trois questions pour nous dire comment nous avons répondu à votre demande.',
      ar: 'ثلاثة أسئلة لتخبرنا كيف تعاملنا مع طلبك.',
      en: 'Three questions to tell us how we handled your request.',
    },
    keywords: { fr: 'enquête satisfaction avis questionnaire', ar: 'استبيان رضا رأي', en: 'survey satisfaction feedback questionnaire' },
  },
  {
    id: 'page-fournisseurs',
    category: 'other',
    link: '/corporate/fournisseurs/form',
    title: { fr: 'Devenir fournisseur', ar: 'كن مورّدًا', en: 'Become a supplier' },
    summary: { fr: 'Inscrivez votre entreprise à nos appels d’offres.', ar: 'سجّل مقاولتك في طلبات عروضنا.', en: 'Register your company for our tenders.' },
  },
];

const CATALOG_CATEGORY = { smartphone: 'smartphones', plan: 'mobile-offers', 'home-internet': 'max-speed-wifi', accessory: 'other' } as const satisfies Record<
  string,
  SearchCategory
>;

const catalogLink = (row: ReturnType<typeof catalogRows>[number]): string => {
  if (row.family === 'smartphone') return `/catalogue-smartphones/${row.id}`;
  if (row.family === 'accessory') return `/accessoires-home/${row.id}`;
  if (row.family === 'plan') return `/offres-mobiles/forfait-mobile?productId=${row.id}`;
  // Business fibre is sold after the business eligibility test, with a sales call-back.
  if (row.segment === 'business') return '/entreprise/eligibilite-fibre';
  return `/offres-internet/wifi-a-la-maison/${row.homeFamily}?productId=${row.id}`;
};

type Row = typeof searchDocuments.$inferInsert;

const row = (id: string, language: Row['language'], category: SearchCategory, link: string, title: string, summary: string, more = ''): Row => ({
  id,
  language,
  category,
  link,
  title,
  summary,
  titleText: searchText(title),
  bodyText: searchText(`${summary} ${more}`),
});

/** Every word a content page shows, for its search document. */
const blockWords = (blocks: BlockSeed[], language: Row['language']): string =>
  blocks
    .flatMap((block) => [
      block.title,
      block.subtitle,
      block.body,
      ...(block.columns ?? []),
      ...block.items.flatMap((item) => [item.title, item.subtitle, item.body, ...(item.cells ?? [])]),
    ])
    .map((text) => text?.[language] ?? '')
    .join(' ');

/** Each content page found by its header and every word of its blocks. */
const contentPageRows = (language: Row['language']): Row[] =>
  CONTENT_PAGES.map(({ page, link, category, blocks }) => {
    const header = blocks.find((block) => block.style === 'page-header')!;
    return row(`page-${page}`, language, category, link, header.title![language], header.subtitle![language], blockWords(blocks, language));
  });

const ROAMING_TITLE = { fr: 'Roaming', ar: 'التجوال', en: 'Roaming' };
const ROAMING_SUMMARY = {
  fr: (country: string) => `Destination ${country} : prix des appels, SMS et internet, et les pass data.`,
  ar: (country: string) => `الوجهة ${country}: أسعار المكالمات والرسائل والإنترنت، وباقات الإنترنت.`,
  en: (country: string) => `Destination ${country}: prices of calls, texts and data, and the data passes.`,
};

/** Each roaming country: "espagne" finds the Spanish prices. */
const roamingCountryDocuments = (language: Row['language']): Row[] =>
  roamingCountryRows().map((country) =>
    row(
      `roaming-${country.code}`,
      language,
      'services',
      `/roaming?pays=${country.code}`,
      `${ROAMING_TITLE[language]}${language === 'fr' ? ' : ' : ': '}${country.name[language]}`,
      ROAMING_SUMMARY[language](country.name[language]),
      `${country.name.fr} ${country.name.ar} ${country.name.en} ${country.aliases} voyage travel سفر`,
    ),
  );

/** Every searchable document in every language: pages, catalogue products and FAQ answers. */
export const searchDocumentRows = (): Row[] =>
  LANGUAGES.flatMap((language) => [
    ...PAGES.map((page) => row(page.id, language, page.category, page.link, page.title[language], page.summary[language], page.keywords?.[language])),
    ...contentPageRows(language),
    ...roamingCountryDocuments(language),
    ...catalogRows().map((product) =>
      row(
        `product-${product.id}`,
        language,
        CATALOG_CATEGORY[product.family],
        catalogLink(product),
        language === 'ar' ? product.name.ar : product.name.fr,
        product.description[language],
        [product.brand, product.network, ...(product.allowances?.highlights.map((highlight) => highlight[language]) ?? [])].filter(Boolean).join(' '),
      ),
    ),
    ...FAQ.flatMap((topic) =>
      topic.questions.map((entry) =>
        row(
          `faq-${entry.id}`,
          language,
          'assistance',
          `/faq?link=${topic.link}#${entry.id}`,
          entry.question[language],
          entry.answer[language],
          topic.topic[language],
        ),
      ),
    ),
  ]);
