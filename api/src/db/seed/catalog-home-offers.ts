/** The seeded catalogue's home internet offers (ADSL, fibre, business fibre). */
import type { LocalizedText } from '@atlas/contracts/catalog';
import { NEW, POPULAR, type ProductRow, centimes, media, spec } from './catalog-common';
import { noCommitment } from './catalog-plans';

interface HomeOfferSeed {
  id: string;
  /** Default consumer; the business fibre offers answer the business eligibility test. */
  segment?: 'consumer' | 'business';
  homeFamily: 'fibre-optique' | 'adsl-xtra' | 'idar-duo' | 'vacay-wifi';
  productType: 'home' | 'adsl' | 'idar';
  name: LocalizedText;
  price: number;
  period: 'month' | 'once';
  speedMbps: number;
  commitmentMonths: number;
  highlights: LocalizedText[];
  picture: string;
  badge?: LocalizedText;
  validity?: LocalizedText;
}

const boxIncluded = { fr: 'Box wifi 6 et installation offertes', ar: 'علبة واي فاي 6 وتركيب مجانيان', en: 'Wifi 6 box and installation included' };
const fixedCalls = {
  fr: 'Appels illimités vers les fixes au Maroc',
  ar: 'مكالمات غير محدودة نحو الخطوط الثابتة بالمغرب',
  en: 'Unlimited calls to Moroccan landlines',
};

/** "200 Méga", "1 Giga": how a fibre offer's name says its speed. */
const speedName = (megabits: number): LocalizedText =>
  megabits >= 1000 ? { fr: '1 Giga', ar: '1 جيغا', en: '1 Gig' } : { fr: `${megabits} Méga`, ar: `${megabits} ميغا`, en: `${megabits} Mbps` };

const fibre = (megabits: number, price: number, badge?: LocalizedText): HomeOfferSeed => {
  const label = speedName(megabits);
  return {
    id: `fibre-${megabits}`,
    homeFamily: 'fibre-optique',
    productType: 'home',
    name: { fr: `Fibre ${label.fr}`, ar: `الألياف البصرية ${label.ar}`, en: `Fibre ${label.en}` },
    price,
    period: 'month',
    speedMbps: megabits,
    commitmentMonths: 12,
    highlights: [boxIncluded, fixedCalls],
    picture: 'icon-fibre.svg',
    badge,
  };
};

const fixedIp = { fr: 'Adresse IP fixe incluse', ar: 'عنوان IP ثابت مضمّن', en: 'Fixed IP address included' };
const prioritySupport = {
  fr: 'Support entreprises prioritaire 7j/7',
  ar: 'دعم ذو أولوية للمقاولات طيلة أيام الأسبوع',
  en: 'Priority business support 7 days a week',
};

/** The business fibre offers (segment business), with a guaranteed repair time. */
const BUSINESS_FIBRE: HomeOfferSeed[] = [
  { speed: 200, price: 499, repair: 8 },
  { speed: 500, price: 899, repair: 8, badge: POPULAR },
  { speed: 1000, price: 1499, repair: 4 },
].map(({ speed, price, repair, badge }) => {
  const label = speedName(speed);
  return {
    id: `fibre-pro-${speed}`,
    segment: 'business',
    homeFamily: 'fibre-optique',
    productType: 'home',
    name: { fr: `Fibre Pro ${label.fr}`, ar: `الألياف البصرية برو ${label.ar}`, en: `Fibre Pro ${label.en}` },
    price,
    period: 'month',
    speedMbps: speed,
    commitmentMonths: 24,
    highlights: [
      fixedIp,
      prioritySupport,
      { fr: `Rétablissement garanti en ${repair} h`, ar: `إصلاح مضمون خلال ${repair} ساعات`, en: `Repair guaranteed within ${repair} hours` },
    ],
    picture: 'icon-fibre.svg',
    badge,
  };
});

export const HOME_OFFERS: HomeOfferSeed[] = [
  fibre(100, 249),
  fibre(200, 349, POPULAR),
  fibre(500, 499),
  fibre(1000, 999, NEW),
  ...BUSINESS_FIBRE,
  {
    id: 'adsl-xtra-12',
    homeFamily: 'adsl-xtra',
    productType: 'adsl',
    name: { fr: 'ADSL Xtra 12 Méga', ar: 'ADSL إكسترا 12 ميغا', en: 'ADSL Xtra 12 Mbps' },
    price: 199,
    period: 'month',
    speedMbps: 12,
    commitmentMonths: 12,
    highlights: [fixedCalls, { fr: 'Modem wifi offert', ar: 'مودم واي فاي مجاني', en: 'Wifi modem included' }],
    picture: 'router.svg',
  },
  {
    id: 'adsl-xtra-20',
    homeFamily: 'adsl-xtra',
    productType: 'adsl',
    name: { fr: 'ADSL Xtra 20 Méga', ar: 'ADSL إكسترا 20 ميغا', en: 'ADSL Xtra 20 Mbps' },
    price: 249,
    period: 'month',
    speedMbps: 20,
    commitmentMonths: 12,
    highlights: [
      fixedCalls,
      { fr: 'Appels illimités vers les mobiles le soir', ar: 'مكالمات غير محدودة نحو المحمول في المساء', en: 'Unlimited evening calls to mobiles' },
    ],
    picture: 'router.svg',
    badge: POPULAR,
  },
  {
    id: 'idar-duo-100',
    homeFamily: 'idar-duo',
    productType: 'idar',
    name: { fr: 'i-dar Duo 100 Go', ar: 'إي-دار ديو 100 جيغا', en: 'i-dar Duo 100 GB' },
    price: 229,
    period: 'month',
    speedMbps: 50,
    commitmentMonths: 0,
    highlights: [
      { fr: 'Internet à la maison sans ligne fixe', ar: 'إنترنت في المنزل بدون خط ثابت', en: 'Home internet without a landline' },
      { fr: 'Une carte SIM mobile 5 Go incluse', ar: 'بطاقة SIM محمولة بـ 5 جيغا مضمّنة', en: 'A 5 GB mobile SIM included' },
    ],
    picture: 'router.svg',
  },
  {
    id: 'idar-duo-illimite',
    homeFamily: 'idar-duo',
    productType: 'idar',
    name: { fr: 'i-dar Duo Illimité', ar: 'إي-دار ديو غير محدود', en: 'i-dar Duo Unlimited' },
    price: 349,
    period: 'month',
    speedMbps: 100,
    commitmentMonths: 0,
    highlights: [
      { fr: 'Internet illimité à la maison', ar: 'إنترنت غير محدود في المنزل', en: 'Unlimited home internet' },
      { fr: 'Une carte SIM mobile 20 Go incluse', ar: 'بطاقة SIM محمولة بـ 20 جيغا مضمّنة', en: 'A 20 GB mobile SIM included' },
    ],
    picture: 'router.svg',
    badge: NEW,
  },
  {
    id: 'vacay-wifi-7j',
    homeFamily: 'vacay-wifi',
    productType: 'home',
    name: { fr: 'Vacay Wifi 7 jours', ar: 'واي فاي العطلة 7 أيام', en: 'Vacay Wifi 7 days' },
    price: 99,
    period: 'once',
    speedMbps: 50,
    commitmentMonths: 0,
    validity: { fr: '7 jours', ar: '7 أيام', en: '7 days' },
    highlights: [
      { fr: '100 Go pour toute la famille', ar: '100 جيغا لكل العائلة', en: '100 GB for the whole family' },
      { fr: 'Routeur de poche à rendre en agence', ar: 'موجّه جيب يُعاد إلى الوكالة', en: 'Pocket router returned in an agency' },
    ],
    picture: 'router.svg',
  },
  {
    id: 'vacay-wifi-30j',
    homeFamily: 'vacay-wifi',
    productType: 'home',
    name: { fr: 'Vacay Wifi 30 jours', ar: 'واي فاي العطلة 30 يومًا', en: 'Vacay Wifi 30 days' },
    price: 249,
    period: 'once',
    speedMbps: 50,
    commitmentMonths: 0,
    validity: { fr: '30 jours', ar: '30 يومًا', en: '30 days' },
    highlights: [
      { fr: '300 Go pour tout l’été', ar: '300 جيغا لكل الصيف', en: '300 GB for the whole summer' },
      { fr: 'Routeur de poche à rendre en agence', ar: 'موجّه جيب يُعاد إلى الوكالة', en: 'Pocket router returned in an agency' },
    ],
    picture: 'router.svg',
    badge: POPULAR,
  },
];

const speedText = (megabits: number): LocalizedText =>
  megabits >= 1000 ? { fr: '1 Gb/s', ar: '1 جيغابت/ث', en: '1 Gbps' } : { fr: `${megabits} Mb/s`, ar: `${megabits} ميغابت/ث`, en: `${megabits} Mbps` };

export const homeOfferRow = (offer: HomeOfferSeed, position: number): ProductRow => ({
  id: offer.id,
  family: 'home-internet',
  productType: offer.productType,
  segment: offer.segment ?? 'consumer',
  name: offer.name,
  brand: null,
  network: null,
  os: null,
  homeFamily: offer.homeFamily,
  priceCentimes: centimes(offer.price),
  previousPriceCentimes: null,
  period: offer.period,
  stockState: 'in-stock',
  releasedAt: new Date('2026-01-01T09:00:00Z'),
  position,
  images: [media(offer.picture)],
  colours: null,
  description: {
    fr: `${offer.name.fr} : jusqu’à ${speedText(offer.speedMbps).fr}.`,
    ar: `${offer.name.ar}: حتى ${speedText(offer.speedMbps).ar}.`,
    en: `${offer.name.en}: up to ${speedText(offer.speedMbps).en}.`,
  },
  specs: [
    spec('speed', speedText(offer.speedMbps)),
    ...(offer.validity ? [spec('validity', offer.validity)] : []),
    spec(
      'commitment',
      offer.commitmentMonths
        ? { fr: `${offer.commitmentMonths} mois`, ar: `${offer.commitmentMonths} شهرًا`, en: `${offer.commitmentMonths} months` }
        : noCommitment,
    ),
  ],
  allowances: { speedMbps: offer.speedMbps, commitmentMonths: offer.commitmentMonths, highlights: offer.highlights },
  badge: offer.badge ?? null,
});
