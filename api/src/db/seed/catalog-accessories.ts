/** The seeded catalogue's accessories. */
import type { LocalizedText, ProductSpec } from '@atlas/contracts/catalog';
import { type ProductRow, centimes, media, spec } from './catalog-common';

interface AccessorySeed {
  id: string;
  name: LocalizedText;
  brand: string;
  price: number;
  releasedAt: string;
  picture: string;
  description: LocalizedText;
  specs: ProductSpec[];
  homeFamily?: 'idar-duo' | 'fibre-optique';
  outOfStock?: boolean;
}

export const ACCESSORIES: AccessorySeed[] = [
  {
    id: 'home-box-4g',
    name: { fr: 'Home Box 4G+', ar: 'علبة المنزل 4G+', en: '4G+ Home Box' },
    brand: 'Huawei',
    price: 990,
    releasedAt: '2025-06-01',
    picture: 'router.svg',
    homeFamily: 'idar-duo',
    description: {
      fr: 'La box 4G+ de l’offre i-dar Duo : internet à la maison sans ligne fixe, à brancher et c’est parti.',
      ar: 'علبة الجيل الرابع+ لعرض إي-دار ديو: إنترنت في المنزل بدون خط ثابت، يكفي توصيلها بالكهرباء.',
      en: 'The 4G+ box of the i-dar Duo offer: home internet without a landline, plug it in and go.',
    },
    specs: [
      spec('wifi', { fr: 'Wi-Fi 5, 32 appareils', ar: '\u2066Wi-Fi 5\u2069، حتى 32 جهازًا', en: 'Wi-Fi 5, 32 devices' }),
      spec('network', '4G+ Cat 7'),
      spec('ports', '2 × Ethernet'),
    ],
  },
  {
    id: 'home-box-5g',
    name: { fr: 'Home Box 5G', ar: 'علبة المنزل 5G', en: '5G Home Box' },
    brand: 'ZTE',
    price: 1990,
    releasedAt: '2026-04-15',
    picture: 'router.svg',
    homeFamily: 'idar-duo',
    description: {
      fr: 'La box 5G pour l’offre i-dar Duo : jusqu’à 1 Gb/s là où la 5G est disponible.',
      ar: 'علبة الجيل الخامس لعرض إي-دار ديو: حتى 1 جيغابت في الثانية حيث تتوفر شبكة الجيل الخامس.',
      en: 'The 5G box for the i-dar Duo offer: up to 1 Gbps where 5G is available.',
    },
    specs: [
      spec('wifi', { fr: 'Wi-Fi 6, 64 appareils', ar: '\u2066Wi-Fi 6\u2069، حتى 64 جهازًا', en: 'Wi-Fi 6, 64 devices' }),
      spec('network', '5G / 4G+'),
      spec('ports', '2 × Ethernet 2,5 Gb/s'),
    ],
  },
  {
    id: 'routeur-wifi-6',
    name: { fr: 'Routeur Wi-Fi 6 AX3000', ar: 'موجّه واي فاي \u20666 AX3000\u2069', en: 'Wi-Fi 6 AX3000 router' },
    brand: 'TP-Link',
    price: 899,
    releasedAt: '2025-12-01',
    picture: 'router.svg',
    homeFamily: 'fibre-optique',
    description: {
      fr: 'Un routeur Wi-Fi 6 bi-bande pour profiter de toute la vitesse de la fibre dans chaque pièce.',
      ar: 'موجّه واي فاي 6 ثنائي النطاق للاستفادة من كامل سرعة الألياف في كل غرفة.',
      en: 'A dual-band Wi-Fi 6 router to enjoy the full fibre speed in every room.',
    },
    specs: [spec('wifi', 'Wi-Fi 6, 3000 Mb/s'), spec('ports', '4 × Gigabit Ethernet')],
  },
  {
    id: 'repeteur-wifi-mesh',
    name: { fr: 'Répéteur Wi-Fi Mesh', ar: 'مقوّي إشارة واي فاي Mesh', en: 'Mesh Wi-Fi extender' },
    brand: 'TP-Link',
    price: 449,
    releasedAt: '2026-01-10',
    picture: 'router.svg',
    description: {
      fr: 'Étend votre réseau Wi-Fi jusqu’aux pièces les plus éloignées, sans coupure en vous déplaçant.',
      ar: 'يوسّع شبكة الواي فاي إلى أبعد الغرف دون انقطاع أثناء التنقل.',
      en: 'Extends your Wi-Fi to the furthest rooms, without drops as you move around.',
    },
    specs: [spec('wifi', 'Wi-Fi 6 Mesh, 1500 Mb/s'), spec('coverage', { fr: 'Jusqu’à 120 m²', ar: 'حتى 120 م²', en: 'Up to 120 m²' })],
  },
  {
    id: 'kit-cpl-1000',
    name: { fr: 'Kit CPL 1000 Mb/s', ar: 'عدة CPL بسرعة 1000 ميغابت', en: '1000 Mbps powerline kit' },
    brand: 'Devolo',
    price: 599,
    releasedAt: '2025-05-20',
    picture: 'router.svg',
    outOfStock: true,
    description: {
      fr: 'Internet par les prises électriques : deux adaptateurs pour relier la box à la télévision ou au bureau.',
      ar: 'الإنترنت عبر المقابس الكهربائية: محوّلان لربط العلبة بالتلفاز أو بالمكتب.',
      en: 'Internet through the power sockets: two adapters to link the box to the TV or the office.',
    },
    specs: [spec('speed', '1000 Mb/s'), spec('ports', '1 × Gigabit Ethernet')],
  },
];

export const accessoryRow = (accessory: AccessorySeed, position: number): ProductRow => ({
  id: accessory.id,
  family: 'accessory',
  productType: 'box-et-routeur',
  segment: 'consumer',
  name: accessory.name,
  brand: accessory.brand,
  network: null,
  os: null,
  homeFamily: accessory.homeFamily ?? null,
  priceCentimes: centimes(accessory.price),
  previousPriceCentimes: null,
  period: 'once',
  stockState: accessory.outOfStock ? 'out-of-stock' : 'in-stock',
  releasedAt: new Date(`${accessory.releasedAt}T09:00:00Z`),
  position,
  images: [media(accessory.picture)],
  colours: null,
  description: accessory.description,
  specs: accessory.specs,
  allowances: null,
  badge: null,
});
