import type { Localized } from '../../language';
import type { megamenuEntries } from '../schema';

interface MenuSeed {
  id: string;
  label: Localized;
  link?: string;
  description?: Localized;
  children?: MenuSeed[];
}

const menu: MenuSeed[] = [
  {
    id: 'particuliers',
    label: { fr: 'Particuliers', ar: 'الأفراد', en: 'Personal' },
    link: '/particuliers',
    description: {
      fr: 'Forfaits mobiles, internet à la maison, smartphones et services',
      ar: 'الاشتراكات المحمولة، الإنترنت المنزلي، الهواتف الذكية والخدمات',
      en: 'Mobile plans, home internet, smartphones and services',
    },
    children: [
      {
        id: 'particuliers.offres-mobiles',
        label: { fr: 'Offres mobiles', ar: 'عروض الهاتف المحمول', en: 'Mobile offers' },
        children: [
          {
            id: 'particuliers.offres-mobiles.forfaits',
            label: { fr: 'Forfaits mobiles', ar: 'الاشتراكات الشهرية', en: 'Mobile plans' },
            link: '/offres-mobiles/forfait-mobile',
            description: {
              fr: 'Appels, SMS et internet 5G dès 49 Dh/mois',
              ar: 'مكالمات ورسائل قصيرة وإنترنت الجيل الخامس ابتداءً من 49 درهم في الشهر',
              en: 'Calls, texts and 5G data from 49 Dh/month',
            },
          },
          {
            id: 'particuliers.offres-mobiles.recharge',
            label: { fr: 'Recharge', ar: 'تعبئة الرصيد', en: 'Top up' },
            link: '/recharge',
            description: {
              fr: 'Rechargez une ligne prépayée par carte bancaire ou carte à gratter',
              ar: 'اشحن خطًا مسبق الدفع بالبطاقة البنكية أو بطاقة التعبئة',
              en: 'Top up a prepaid line by bank card or scratch card',
            },
          },
          {
            id: 'particuliers.offres-mobiles.pass',
            label: { fr: 'Pass internet et appels', ar: 'باقات الإنترنت والمكالمات', en: 'Data and call passes' },
            link: '/pass-forfait',
            description: {
              fr: 'Des pass à la journée, à la semaine ou au mois',
              ar: 'باقات يومية أو أسبوعية أو شهرية',
              en: 'Daily, weekly or monthly passes',
            },
          },
        ],
      },
      {
        id: 'particuliers.internet-maison',
        label: { fr: 'Internet maison', ar: 'الإنترنت المنزلي', en: 'Home internet' },
        children: [
          {
            id: 'particuliers.internet-maison.fibre',
            label: { fr: 'Fibre optique', ar: 'الألياف البصرية', en: 'Fibre' },
            link: '/offres-internet/wifi-a-la-maison/fibre-optique',
            description: {
              fr: 'Jusqu’à 1 Gb/s dès 249 Dh/mois, testez votre éligibilité',
              ar: 'حتى 1 جيغابت في الثانية ابتداءً من 249 درهم في الشهر، اختبر أهليتك',
              en: 'Up to 1 Gbps from 249 Dh/month, check your eligibility',
            },
          },
          {
            id: 'particuliers.internet-maison.adsl',
            label: { fr: 'ADSL Xtra', ar: 'ADSL إكسترا', en: 'ADSL Xtra' },
            link: '/offres-internet/wifi-a-la-maison/adsl-xtra',
            description: {
              fr: 'L’internet fixe illimité partout où la fibre n’est pas encore arrivée',
              ar: 'الإنترنت الثابت غير المحدود حيث لم تصل الألياف البصرية بعد',
              en: 'Unlimited fixed internet wherever fibre has not arrived yet',
            },
          },
          {
            id: 'particuliers.internet-maison.idar',
            label: { fr: 'i-dar Duo', ar: 'إي-دار ديو', en: 'i-dar Duo' },
            link: '/offres-internet/wifi-a-la-maison/idar-duo',
            description: {
              fr: 'La box 4G+ sans ligne fixe, prête à brancher',
              ar: 'علبة الجيل الرابع بدون خط ثابت، جاهزة للاستعمال',
              en: 'The 4G+ box with no fixed line, plug and play',
            },
          },
          {
            id: 'particuliers.internet-maison.vacay-wifi',
            label: { fr: 'Vacay Wifi', ar: 'واي فاي العطلة', en: 'Vacay Wifi' },
            link: '/offres-internet/wifi-a-la-maison/vacay-wifi',
            description: {
              fr: 'Le wifi de vos vacances, sans engagement',
              ar: 'الواي فاي لعطلتك، بدون التزام',
              en: 'Wifi for your holidays, no commitment',
            },
          },
        ],
      },
      {
        id: 'particuliers.appareils',
        label: { fr: 'Smartphones et accessoires', ar: 'الهواتف الذكية والإكسسوارات', en: 'Smartphones and accessories' },
        children: [
          {
            id: 'particuliers.appareils.smartphones',
            label: { fr: 'Smartphones', ar: 'الهواتف الذكية', en: 'Smartphones' },
            link: '/catalogue-smartphones',
            description: {
              fr: 'Les derniers smartphones 5G, payables avec votre forfait',
              ar: 'أحدث الهواتف الذكية بتقنية الجيل الخامس، قابلة للأداء مع اشتراكك',
              en: 'The latest 5G smartphones, payable with your plan',
            },
          },
          {
            id: 'particuliers.appareils.accessoires',
            label: { fr: 'Accessoires', ar: 'الإكسسوارات', en: 'Accessories' },
            link: '/accessoires-home',
            description: {
              fr: 'Écouteurs, chargeurs, coques et objets connectés',
              ar: 'سماعات وشواحن وأغلفة وأجهزة متصلة',
              en: 'Earphones, chargers, cases and connected devices',
            },
          },
        ],
      },
      {
        id: 'particuliers.services',
        label: { fr: 'Services', ar: 'الخدمات', en: 'Services' },
        link: '/services',
        children: [
          {
            id: 'particuliers.services.roaming',
            label: { fr: 'Roaming', ar: 'التجوال الدولي', en: 'Roaming' },
            link: '/roaming',
            description: {
              fr: 'Vos tarifs et pass à l’étranger, par pays',
              ar: 'أسعارك وباقاتك في الخارج حسب البلد',
              en: 'Your prices and passes abroad, country by country',
            },
          },
          {
            id: 'particuliers.services.portabilite',
            label: { fr: 'Portabilité', ar: 'الاحتفاظ بالرقم', en: 'Number portability' },
            link: '/portabilite',
            description: {
              fr: 'Rejoignez Atlas Telecom en gardant votre numéro',
              ar: 'انضم إلى أطلس تيليكوم مع الاحتفاظ برقمك',
              en: 'Join Atlas Telecom and keep your number',
            },
          },
          {
            id: 'particuliers.services.suivi-commande',
            label: { fr: 'Suivi de commande', ar: 'تتبع الطلبية', en: 'Order tracking' },
            link: '/suivi-commande',
            description: {
              fr: 'Où en est votre commande ? Suivez-la étape par étape',
              ar: 'أين وصلت طلبيتك؟ تتبعها خطوة بخطوة',
              en: 'Where is your order? Follow it step by step',
            },
          },
          {
            id: 'particuliers.services.paiement-facture',
            label: { fr: 'Paiement de facture', ar: 'أداء الفاتورة', en: 'Bill payment' },
            link: '/paiement-facture',
            description: {
              fr: 'Payez vos factures en ligne, sans vous connecter',
              ar: 'أدِّ فواتيرك عبر الإنترنت دون تسجيل الدخول',
              en: 'Pay your bills online without signing in',
            },
          },
        ],
      },
    ],
  },
  {
    id: 'entreprise',
    label: { fr: 'Entreprise', ar: 'المقاولات', en: 'Business' },
    link: '/entreprise',
    description: {
      fr: 'Connectivité, mobilité, cloud et sécurité pour les entreprises',
      ar: 'الربط والتنقل والسحابة والأمن للمقاولات',
      en: 'Connectivity, mobility, cloud and security for businesses',
    },
    children: [
      {
        id: 'entreprise.accueil',
        label: { fr: 'Solutions entreprise', ar: 'حلول المقاولات', en: 'Business solutions' },
        link: '/entreprise',
        description: {
          fr: 'Toutes nos offres pour les entreprises',
          ar: 'جميع عروضنا الموجهة للمقاولات',
          en: 'All our offers for businesses',
        },
      },
      {
        id: 'entreprise.eligibilite-fibre',
        label: { fr: 'Éligibilité fibre entreprise', ar: 'أهلية الألياف البصرية للمقاولات', en: 'Business fibre eligibility' },
        link: '/entreprise/eligibilite-fibre',
        description: {
          fr: 'Vérifiez si vos locaux sont raccordables à la fibre',
          ar: 'تحقق مما إذا كانت مقراتك قابلة للربط بالألياف البصرية',
          en: 'Check whether your premises can be connected to fibre',
        },
      },
      {
        id: 'entreprise.rencontres',
        label: { fr: 'Rencontres entreprises', ar: 'لقاءات المقاولات', en: 'Business meetups' },
        link: '/entreprise/rencontres-entreprises',
        description: {
          fr: 'Nos événements et ateliers pour les dirigeants',
          ar: 'فعالياتنا وورشاتنا لفائدة المسيّرين',
          en: 'Our events and workshops for business leaders',
        },
      },
      {
        id: 'entreprise.fournisseurs',
        label: { fr: 'Devenir fournisseur', ar: 'كن مورّدًا', en: 'Become a supplier' },
        link: '/corporate/fournisseurs/form',
        description: {
          fr: 'Inscrivez votre société au référencement fournisseurs',
          ar: 'سجّل شركتك في قائمة المورّدين',
          en: 'Register your company as a supplier',
        },
      },
    ],
  },
  {
    id: 'pro',
    label: { fr: 'Pro', ar: 'المهنيون', en: 'Pro' },
    link: '/pro',
    description: {
      fr: 'Les offres des commerçants, artisans et professions libérales',
      ar: 'عروض التجار والحرفيين وأصحاب المهن الحرة',
      en: 'Offers for shopkeepers, craftspeople and the self-employed',
    },
  },
  {
    id: 'corporate',
    label: { fr: 'Corporate', ar: 'الشركات الكبرى', en: 'Corporate' },
    link: '/corporate',
    description: {
      fr: 'Réseaux, cloud souverain et services managés pour les grands comptes',
      ar: 'الشبكات والسحابة السيادية والخدمات المُدارة للحسابات الكبرى',
      en: 'Networks, sovereign cloud and managed services for large accounts',
    },
  },
  {
    id: 'wholesale',
    label: { fr: 'Wholesale', ar: 'خدمات الجملة', en: 'Wholesale' },
    link: '/wholesale',
    description: {
      fr: 'Capacités, interconnexion et hébergement pour les opérateurs',
      ar: 'السعات والربط البيني والاستضافة للمشغّلين',
      en: 'Capacity, interconnection and hosting for carriers',
    },
    children: [
      {
        id: 'wholesale.accueil',
        label: { fr: 'Offres opérateurs', ar: 'عروض المشغّلين', en: 'Carrier offers' },
        link: '/wholesale',
        description: {
          fr: 'Transit IP, capacités internationales et terminaison d’appels',
          ar: 'عبور IP والسعات الدولية وإنهاء المكالمات',
          en: 'IP transit, international capacity and voice termination',
        },
      },
      {
        id: 'wholesale.datacenter',
        label: { fr: 'Datacenter', ar: 'مركز البيانات', en: 'Data centre' },
        link: '/wholesale/datacenter',
        description: {
          fr: 'Colocation Tier III à Casablanca et Rabat',
          ar: 'استضافة في مراكز بيانات من المستوى الثالث بالدار البيضاء والرباط',
          en: 'Tier III colocation in Casablanca and Rabat',
        },
      },
    ],
  },
  {
    id: 'assistance',
    label: { fr: 'Assistance', ar: 'المساعدة', en: 'Help' },
    description: {
      fr: 'Réponses, contacts et agences près de chez vous',
      ar: 'أجوبة وجهات اتصال ووكالات قريبة منك',
      en: 'Answers, contacts and stores near you',
    },
    children: [
      {
        id: 'assistance.faq',
        label: { fr: 'Questions fréquentes', ar: 'الأسئلة الشائعة', en: 'FAQ' },
        link: '/faq',
        description: {
          fr: 'Trouvez une réponse en quelques secondes',
          ar: 'اعثر على جواب في بضع ثوانٍ',
          en: 'Find an answer in seconds',
        },
      },
      {
        id: 'assistance.contact',
        label: { fr: 'Nous contacter', ar: 'اتصل بنا', en: 'Contact us' },
        link: '/nous-contacter',
        description: {
          fr: 'Le 220 depuis votre mobile, le chat ou un rappel gratuit',
          ar: 'الرقم 220 من هاتفك، الدردشة أو معاودة الاتصال مجانًا',
          en: '220 from your mobile, chat or a free call-back',
        },
      },
      {
        id: 'assistance.agences',
        label: { fr: 'Nos agences', ar: 'وكالاتنا', en: 'Our stores' },
        link: '/nos-agences',
        description: {
          fr: 'Plus de 300 agences, dont certaines ouvertes le dimanche',
          ar: 'أكثر من 300 وكالة، بعضها مفتوح يوم الأحد',
          en: 'Over 300 stores, some open on Sundays',
        },
      },
    ],
  },
];

/** The menu as rows, parents before their children (the parent key must exist first). */
export function megamenuRows(): (typeof megamenuEntries)['$inferInsert'][] {
  const rows: (typeof megamenuEntries)['$inferInsert'][] = [];
  const visit = (entries: MenuSeed[], parentId: string | null) =>
    entries.forEach(({ children, ...entry }, position) => {
      rows.push({ ...entry, link: entry.link ?? null, description: entry.description ?? null, parentId, position });
      if (children) visit(children, entry.id);
    });
  visit(menu, null);
  return rows;
}
