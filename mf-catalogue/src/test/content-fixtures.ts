import type { ContentBlock, ContentBlockItem } from '@atlas/contracts';

type Lang = 'fr' | 'ar' | 'en';

const media = (file: string, alt: string) => ({ url: `/api/v1/ms-content/media/${file}`, alt });

const TEXT = {
  fr: {
    hero1: 'La fibre jusqu’à 1 Gb/s',
    hero2: 'Forfait Atlas 49',
    hero3: 'Roaming sans surprise',
    discover: 'Découvrir',
    offer: 'Forfait Atlas 99',
    recharge: 'Recharger',
  },
  ar: {
    hero1: 'الألياف البصرية حتى 1 جيغابت/ث',
    hero2: 'عرض أطلس 49',
    hero3: 'تجوال بلا مفاجآت',
    discover: 'اكتشف',
    offer: 'عرض أطلس 99',
    recharge: 'تعبئة الرصيد',
  },
  en: {
    hero1: 'Fibre up to 1 Gb/s',
    hero2: 'Atlas 49 plan',
    hero3: 'Roaming without surprises',
    discover: 'Discover',
    offer: 'Atlas 99 plan',
    recharge: 'Top up',
  },
} as const;

export function heroBlock(language: Lang = 'fr', slides = 3, position = 1): ContentBlock {
  const text = TEXT[language];
  const items: ContentBlockItem[] = [
    {
      id: 'slide-1',
      title: text.hero1,
      subtitle: 'Installation offerte',
      image: media('hero-fibre.webp', 'Famille connectée'),
      link: '/offres-internet/fibre-optique',
      ctaLabel: text.discover,
    },
    { id: 'slide-2', title: text.hero2, image: media('hero-forfait.webp', 'Smartphone'), link: '/offres-mobiles/forfait-mobile', ctaLabel: text.discover },
    { id: 'slide-3', title: text.hero3, image: media('hero-roaming.webp', 'Avion'), link: 'https://roaming.example.ma', ctaLabel: text.discover },
  ];
  return { id: `hero-${language}`, type: 'hp', style: 'hero-carousel', position, language, items: items.slice(0, slides) };
}

export function quickLinksBlock(language: Lang = 'fr', position = 2): ContentBlock {
  return {
    id: `quick-${language}`,
    type: 'hp',
    style: 'quick-links',
    position,
    language,
    items: [
      { id: 'q1', title: TEXT[language].recharge, image: media('icon-recharge.svg', ''), link: '/recharge' },
      { id: 'q2', title: 'Payer une facture', image: media('icon-invoice.svg', ''), link: '/paiement-facture' },
      { id: 'q3', title: 'Espace client', link: 'https://espace.example.ma' },
      { id: 'q4', title: 'Sans lien' },
    ],
  };
}

export function offerCardsBlock(language: Lang = 'fr', position = 3): ContentBlock {
  return {
    id: `offers-${language}`,
    type: 'hp',
    style: 'offer-cards',
    position,
    language,
    title: language === 'ar' ? 'عروض الهاتف' : language === 'en' ? 'Mobile plans' : 'Forfaits mobiles',
    cta: { label: 'Toutes les offres', link: '/offres-mobiles/forfait-mobile' },
    items: [
      {
        id: 'o1',
        title: 'Forfait Atlas 49',
        badge: 'Nouveau',
        price: { amount: 49, currency: 'MAD', period: 'month' },
        features: ['20 Go', 'Appels illimités'],
        link: '/offreMobile/info-client?productId=49',
        ctaLabel: 'Je choisis',
      },
      {
        id: 'o2',
        title: TEXT[language].offer,
        price: { amount: 99.5, currency: 'MAD', period: 'month' },
        features: ['60 Go'],
        link: '/offreMobile/info-client?productId=99',
      },
    ],
  };
}

export function promoBlock(language: Lang = 'fr', position = 4): ContentBlock {
  return {
    id: `promo-${language}`,
    type: 'hp',
    style: 'promo-banner',
    position,
    language,
    title: 'Double data tout l’été',
    body: 'Pour toute recharge de 20 Dh ou plus.',
    image: media('promo-ete.webp', 'Plage'),
    cta: { label: 'Recharger', link: '/recharge' },
    items: [],
  };
}

export function featureGridBlock(language: Lang = 'fr', position = 5): ContentBlock {
  return {
    id: `features-${language}`,
    type: 'hp',
    style: 'feature-grid',
    position,
    language,
    items: [
      { id: 'f1', title: 'Réseau 5G', body: 'Dans 30 villes.', image: media('picto-5g.svg', '') },
      { id: 'f2', title: '400 agences', body: 'Près de chez vous.', link: '/nos-agences' },
    ],
  };
}

export function appDownloadBlock(language: Lang = 'fr', position = 6): ContentBlock {
  return {
    id: `app-${language}`,
    type: 'hp',
    style: 'app-download',
    position,
    language,
    title: 'Appli Atlas & Moi',
    body: 'Suivez votre consommation.',
    image: media('app.webp', 'Application sur un téléphone'),
    items: [{ id: 's1', title: 'Google Play', image: media('google-play.svg', ''), link: 'https://play.google.com/store/apps/details?id=ma.atlas' }],
    cta: { label: 'En savoir plus', link: '/services' },
  };
}

export function newsBlock(language: Lang = 'fr', position = 7): ContentBlock {
  return {
    id: `news-${language}`,
    type: 'hp',
    style: 'news-cards',
    position,
    language,
    items: [
      {
        id: 'n1',
        title: 'Atlas Telecom étend la fibre à Agadir',
        body: 'Nouveaux quartiers éligibles.',
        badge: 'Réseau',
        image: media('news-1.webp', ''),
        link: '/actualites/fibre-agadir',
      },
      { id: 'n2', title: 'Partenariat avec une école', body: 'Internet pour tous.' },
    ],
  };
}

export function homeBlocks(language: Lang = 'fr'): ContentBlock[] {
  return [
    heroBlock(language),
    quickLinksBlock(language),
    offerCardsBlock(language),
    promoBlock(language),
    featureGridBlock(language),
    appDownloadBlock(language),
    newsBlock(language),
  ];
}
