import type { LocalizedText, OfferAllowances, ProductSpec } from '@atlas/contracts/catalog';
import type { catalogProducts } from '../schema';

type ProductRow = typeof catalogProducts.$inferInsert;

const media = (file: string) => `/api/v1/ms-content/media/${file}`;
const same = (text: string): LocalizedText => ({ fr: text, ar: text, en: text });
const centimes = (dirhams: number) => Math.round(dirhams * 100);

const SPEC_LABELS = {
  screen: { fr: 'Écran', ar: 'الشاشة', en: 'Screen' },
  storage: { fr: 'Stockage', ar: 'سعة التخزين', en: 'Storage' },
  memory: { fr: 'Mémoire vive', ar: 'الذاكرة العشوائية', en: 'Memory' },
  camera: { fr: 'Appareil photo', ar: 'الكاميرا', en: 'Camera' },
  battery: { fr: 'Batterie', ar: 'البطارية', en: 'Battery' },
  network: { fr: 'Réseau', ar: 'الشبكة', en: 'Network' },
  os: { fr: 'Système', ar: 'نظام التشغيل', en: 'Operating system' },
  wifi: { fr: 'Wi-Fi', ar: 'واي فاي', en: 'Wi-Fi' },
  ports: { fr: 'Ports', ar: 'المنافذ', en: 'Ports' },
  coverage: { fr: 'Couverture', ar: 'التغطية', en: 'Coverage' },
  speed: { fr: 'Débit', ar: 'السرعة', en: 'Speed' },
  commitment: { fr: 'Engagement', ar: 'مدة الالتزام', en: 'Commitment' },
  installation: { fr: 'Installation', ar: 'التركيب', en: 'Installation' },
  validity: { fr: 'Validité', ar: 'مدة الصلاحية', en: 'Validity' },
} satisfies Record<string, LocalizedText>;

const spec = (label: keyof typeof SPEC_LABELS, value: LocalizedText | string): ProductSpec => ({
  label: SPEC_LABELS[label],
  value: typeof value === 'string' ? same(value) : value,
});

const COLOURS = {
  black: { fr: 'Noir', ar: 'أسود', en: 'Black' },
  white: { fr: 'Blanc', ar: 'أبيض', en: 'White' },
  blue: { fr: 'Bleu', ar: 'أزرق', en: 'Blue' },
  green: { fr: 'Vert', ar: 'أخضر', en: 'Green' },
  violet: { fr: 'Violet', ar: 'بنفسجي', en: 'Violet' },
  titanium: { fr: 'Titane', ar: 'تيتانيوم', en: 'Titanium' },
  gold: { fr: 'Or', ar: 'ذهبي', en: 'Gold' },
} satisfies Record<string, LocalizedText>;

const NEW = { fr: 'Nouveau', ar: 'جديد', en: 'New' };
const PROMO = { fr: 'Promo', ar: 'تخفيض', en: 'Sale' };
const POPULAR = { fr: 'Le plus choisi', ar: 'الأكثر اختيارًا', en: 'Most popular' };

interface PhoneSeed {
  id: string;
  brand: string;
  model: string;
  network: '4G' | '5G';
  os: 'android' | 'ios';
  price: number;
  previousPrice?: number;
  releasedAt: string;
  screen: string;
  storage: string;
  memory: string;
  camera: string;
  battery: string;
  colours: (keyof typeof COLOURS)[];
  outOfStock?: boolean;
  badge?: LocalizedText;
}

const PHONES: PhoneSeed[] = [
  {
    id: 'samsung-galaxy-s25-ultra',
    brand: 'Samsung',
    model: 'Galaxy S25 Ultra 5G 256 Go',
    network: '5G',
    os: 'android',
    price: 14999,
    releasedAt: '2026-02-07',
    screen: '6,9" Dynamic AMOLED 120 Hz',
    storage: '256 Go',
    memory: '12 Go',
    camera: '200 MP + 50 MP + 50 MP + 10 MP',
    battery: '5000 mAh',
    colours: ['titanium', 'black'],
    badge: NEW,
  },
  {
    id: 'samsung-galaxy-s25',
    brand: 'Samsung',
    model: 'Galaxy S25 5G 128 Go',
    network: '5G',
    os: 'android',
    price: 9999,
    previousPrice: 10999,
    releasedAt: '2026-02-07',
    screen: '6,2" Dynamic AMOLED 120 Hz',
    storage: '128 Go',
    memory: '12 Go',
    camera: '50 MP + 12 MP + 10 MP',
    battery: '4000 mAh',
    colours: ['blue', 'black'],
    badge: PROMO,
  },
  {
    id: 'samsung-galaxy-a56',
    brand: 'Samsung',
    model: 'Galaxy A56 5G 256 Go',
    network: '5G',
    os: 'android',
    price: 4299,
    releasedAt: '2026-03-20',
    screen: '6,7" Super AMOLED 120 Hz',
    storage: '256 Go',
    memory: '8 Go',
    camera: '50 MP + 12 MP + 5 MP',
    battery: '5000 mAh',
    colours: ['green', 'black'],
  },
  {
    id: 'samsung-galaxy-a26',
    brand: 'Samsung',
    model: 'Galaxy A26 5G 128 Go',
    network: '5G',
    os: 'android',
    price: 2899,
    releasedAt: '2026-03-28',
    screen: '6,7" Super AMOLED 120 Hz',
    storage: '128 Go',
    memory: '6 Go',
    camera: '50 MP + 8 MP + 2 MP',
    battery: '5000 mAh',
    colours: ['black', 'white'],
  },
  {
    id: 'samsung-galaxy-a16',
    brand: 'Samsung',
    model: 'Galaxy A16 4G 128 Go',
    network: '4G',
    os: 'android',
    price: 1799,
    releasedAt: '2025-11-15',
    screen: '6,7" Super AMOLED 90 Hz',
    storage: '128 Go',
    memory: '4 Go',
    camera: '50 MP + 5 MP + 2 MP',
    battery: '5000 mAh',
    colours: ['black', 'gold'],
  },
  {
    id: 'apple-iphone-17-pro',
    brand: 'Apple',
    model: 'iPhone 17 Pro 256 Go',
    network: '5G',
    os: 'ios',
    price: 15999,
    releasedAt: '2026-09-19',
    screen: '6,3" Super Retina XDR 120 Hz',
    storage: '256 Go',
    memory: '12 Go',
    camera: '48 MP + 48 MP + 48 MP',
    battery: '3998 mAh',
    colours: ['titanium', 'blue'],
    badge: NEW,
  },
  {
    id: 'apple-iphone-17',
    brand: 'Apple',
    model: 'iPhone 17 256 Go',
    network: '5G',
    os: 'ios',
    price: 10499,
    releasedAt: '2026-09-19',
    screen: '6,3" Super Retina XDR 120 Hz',
    storage: '256 Go',
    memory: '8 Go',
    camera: '48 MP + 48 MP',
    battery: '3692 mAh',
    colours: ['violet', 'white', 'black'],
    badge: NEW,
  },
  {
    id: 'apple-iphone-16e',
    brand: 'Apple',
    model: 'iPhone 16e 128 Go',
    network: '5G',
    os: 'ios',
    price: 7499,
    previousPrice: 7999,
    releasedAt: '2026-02-28',
    screen: '6,1" Super Retina XDR',
    storage: '128 Go',
    memory: '8 Go',
    camera: '48 MP',
    battery: '4005 mAh',
    colours: ['white', 'black'],
    badge: PROMO,
  },
  {
    id: 'xiaomi-redmi-note-14-pro',
    brand: 'Xiaomi',
    model: 'Redmi Note 14 Pro 5G 256 Go',
    network: '5G',
    os: 'android',
    price: 3799,
    releasedAt: '2026-01-24',
    screen: '6,67" AMOLED 120 Hz',
    storage: '256 Go',
    memory: '8 Go',
    camera: '200 MP + 8 MP + 2 MP',
    battery: '5110 mAh',
    colours: ['violet', 'black'],
    badge: POPULAR,
  },
  {
    id: 'xiaomi-redmi-14c',
    brand: 'Xiaomi',
    model: 'Redmi 14C 4G 128 Go',
    network: '4G',
    os: 'android',
    price: 1299,
    releasedAt: '2025-09-10',
    screen: '6,88" LCD 120 Hz',
    storage: '128 Go',
    memory: '4 Go',
    camera: '50 MP',
    battery: '5160 mAh',
    colours: ['blue', 'black'],
  },
  {
    id: 'oppo-reno-13',
    brand: 'Oppo',
    model: 'Reno 13 5G 256 Go',
    network: '5G',
    os: 'android',
    price: 4999,
    releasedAt: '2026-02-14',
    screen: '6,59" AMOLED 120 Hz',
    storage: '256 Go',
    memory: '12 Go',
    camera: '50 MP + 8 MP',
    battery: '5600 mAh',
    colours: ['white', 'blue'],
  },
  {
    id: 'oppo-a40',
    brand: 'Oppo',
    model: 'A40 4G 128 Go',
    network: '4G',
    os: 'android',
    price: 1499,
    releasedAt: '2025-08-30',
    screen: '6,67" LCD 90 Hz',
    storage: '128 Go',
    memory: '4 Go',
    camera: '50 MP + 2 MP',
    battery: '5100 mAh',
    colours: ['green'],
    outOfStock: true,
  },
  {
    id: 'honor-400-lite',
    brand: 'Honor',
    model: '400 Lite 5G 256 Go',
    network: '5G',
    os: 'android',
    price: 2999,
    releasedAt: '2026-05-09',
    screen: '6,7" AMOLED 120 Hz',
    storage: '256 Go',
    memory: '8 Go',
    camera: '108 MP + 5 MP',
    battery: '5230 mAh',
    colours: ['black', 'white'],
  },
  {
    id: 'honor-x6c',
    brand: 'Honor',
    model: 'X6c 4G 128 Go',
    network: '4G',
    os: 'android',
    price: 1099,
    releasedAt: '2025-10-02',
    screen: '6,61" LCD 90 Hz',
    storage: '128 Go',
    memory: '6 Go',
    camera: '50 MP',
    battery: '5200 mAh',
    colours: ['green', 'black'],
    outOfStock: true,
  },
];

const phoneRow = (phone: PhoneSeed, position: number): ProductRow => {
  const name = `${phone.brand} ${phone.model}`;
  return {
    id: phone.id,
    family: 'smartphone',
    productType: 'handset',
    segment: 'consumer',
    name: same(name),
    brand: phone.brand,
    network: phone.network,
    os: phone.os,
    priceCentimes: centimes(phone.price),
    previousPriceCentimes: phone.previousPrice ? centimes(phone.previousPrice) : null,
    period: 'once',
    stockState: phone.outOfStock ? 'out-of-stock' : 'in-stock',
    releasedAt: new Date(`${phone.releasedAt}T09:00:00Z`),
    position,
    images: [media(`phone-${phone.id}.svg`), media(`phone-${phone.id}-back.svg`)],
    colours: phone.colours.map((colour) => COLOURS[colour]),
    description: {
      fr: `Le ${name}, ${phone.network === '5G' ? 'compatible 5G' : 'en 4G+'}, avec ${phone.storage} de stockage et une batterie de ${phone.battery}. Livré en 48 h ou à retirer en agence.`,
      ar: `هاتف ${name}، ${phone.network === '5G' ? 'متوافق مع الجيل الخامس' : 'بالجيل الرابع+'}، بسعة تخزين ${phone.storage} وبطارية ${phone.battery}. توصيل خلال 48 ساعة أو استلام من الوكالة.`,
      en: `The ${name}, ${phone.network === '5G' ? '5G ready' : '4G+'}, with ${phone.storage} of storage and a ${phone.battery} battery. Delivered in 48 h or collected in an agency.`,
    },
    specs: [
      spec('screen', phone.screen),
      spec('storage', phone.storage),
      spec('memory', phone.memory),
      spec('camera', phone.camera),
      spec('battery', phone.battery),
      spec('network', phone.network),
      spec('os', phone.os === 'ios' ? 'iOS' : 'Android'),
    ],
    allowances: null,
    badge: phone.badge ?? null,
  };
};

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

const ACCESSORIES: AccessorySeed[] = [
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

const accessoryRow = (accessory: AccessorySeed, position: number): ProductRow => ({
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

interface PlanSeed {
  id: string;
  segment: 'consumer' | 'business';
  name: LocalizedText;
  price: number;
  network: '4G' | '5G';
  allowances: OfferAllowances;
  badge?: LocalizedText;
  releasedAt: string;
}

const unlimitedCallsMorocco = {
  fr: 'Appels illimités vers tous les opérateurs au Maroc',
  ar: 'مكالمات غير محدودة نحو جميع المشغّلين بالمغرب',
  en: 'Unlimited calls to every operator in Morocco',
};
const unlimitedSocial = { fr: 'Réseaux sociaux illimités', ar: 'شبكات التواصل الاجتماعي بلا حدود', en: 'Unlimited social networks' };
const noCommitment = { fr: 'Sans engagement', ar: 'بدون التزام', en: 'No commitment' };

const PLANS: PlanSeed[] = [
  {
    id: 'forfait-49',
    segment: 'consumer',
    name: { fr: 'Forfait 49 Dh — 20 Go', ar: 'اشتراك 49 درهم — 20 جيغا', en: '49 Dh plan — 20 GB' },
    price: 49,
    network: '4G',
    releasedAt: '2025-03-01',
    allowances: { dataGb: 20, callHours: 5, sms: 100, commitmentMonths: 0, highlights: [unlimitedSocial, noCommitment] },
  },
  {
    id: 'forfait-99',
    segment: 'consumer',
    name: { fr: 'Forfait 99 Dh — 50 Go', ar: 'اشتراك 99 درهم — 50 جيغا', en: '99 Dh plan — 50 GB' },
    price: 99,
    network: '4G',
    releasedAt: '2025-03-01',
    badge: POPULAR,
    allowances: { dataGb: 50, callHours: null, sms: null, commitmentMonths: 0, highlights: [unlimitedCallsMorocco, noCommitment] },
  },
  {
    id: 'forfait-149',
    segment: 'consumer',
    name: { fr: 'Forfait 149 Dh — 100 Go 5G', ar: 'اشتراك 149 درهم — 100 جيغا بالجيل الخامس', en: '149 Dh plan — 100 GB 5G' },
    price: 149,
    network: '5G',
    releasedAt: '2026-06-01',
    badge: NEW,
    allowances: {
      dataGb: 100,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [unlimitedCallsMorocco, { fr: '1 h d’appels vers l’Europe', ar: 'ساعة من المكالمات نحو أوروبا', en: '1 h of calls to Europe' }],
    },
  },
  {
    id: 'forfait-249',
    segment: 'consumer',
    name: { fr: 'Forfait 249 Dh — 200 Go 5G', ar: 'اشتراك 249 درهم — 200 جيغا بالجيل الخامس', en: '249 Dh plan — 200 GB 5G' },
    price: 249,
    network: '5G',
    releasedAt: '2026-06-01',
    allowances: {
      dataGb: 200,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [
        unlimitedCallsMorocco,
        { fr: '5 Go de roaming en Europe et au Maghreb', ar: '5 جيغا للتجوال في أوروبا والمغرب العربي', en: '5 GB roaming in Europe and the Maghreb' },
      ],
    },
  },
  {
    id: 'forfait-349',
    segment: 'consumer',
    name: { fr: 'Forfait 349 Dh — Illimité 5G', ar: 'اشتراك 349 درهم — غير محدود بالجيل الخامس', en: '349 Dh plan — Unlimited 5G' },
    price: 349,
    network: '5G',
    releasedAt: '2026-06-01',
    badge: { fr: 'Premium', ar: 'بريميوم', en: 'Premium' },
    allowances: {
      dataGb: null,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [
        {
          fr: 'Appels illimités vers l’Europe et l’Amérique du Nord',
          ar: 'مكالمات غير محدودة نحو أوروبا وأمريكا الشمالية',
          en: 'Unlimited calls to Europe and North America',
        },
        { fr: '15 Go de roaming dans 60 pays', ar: '15 جيغا للتجوال في 60 بلدًا', en: '15 GB roaming in 60 countries' },
      ],
    },
  },
  {
    id: 'forfait-pro-99',
    segment: 'business',
    name: { fr: 'Forfait Pro 99 Dh — 60 Go', ar: 'اشتراك برو 99 درهم — 60 جيغا', en: 'Pro plan 99 Dh — 60 GB' },
    price: 99,
    network: '4G',
    releasedAt: '2025-09-01',
    allowances: {
      dataGb: 60,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [unlimitedCallsMorocco, { fr: 'Facture au nom de votre activité', ar: 'فاتورة باسم نشاطك المهني', en: 'Invoice in your business name' }],
    },
  },
  {
    id: 'forfait-pro-199',
    segment: 'business',
    name: { fr: 'Forfait Pro 199 Dh — 150 Go 5G', ar: 'اشتراك برو 199 درهم — 150 جيغا بالجيل الخامس', en: 'Pro plan 199 Dh — 150 GB 5G' },
    price: 199,
    network: '5G',
    releasedAt: '2026-06-15',
    badge: NEW,
    allowances: {
      dataGb: 150,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [
        {
          fr: 'Appels illimités au Maroc et 2 h vers l’Europe',
          ar: 'مكالمات غير محدودة داخل المغرب وساعتان نحو أوروبا',
          en: 'Unlimited calls in Morocco and 2 h to Europe',
        },
        { fr: 'Partage de connexion illimité', ar: 'مشاركة الاتصال بلا حدود', en: 'Unlimited hotspot' },
      ],
    },
  },
  {
    id: 'forfait-pro-399',
    segment: 'business',
    name: { fr: 'Forfait Pro 399 Dh — Illimité 5G', ar: 'اشتراك برو 399 درهم — غير محدود بالجيل الخامس', en: 'Pro plan 399 Dh — Unlimited 5G' },
    price: 399,
    network: '5G',
    releasedAt: '2026-06-15',
    allowances: {
      dataGb: null,
      callHours: null,
      sms: null,
      commitmentMonths: 12,
      highlights: [
        { fr: 'Appels illimités vers 40 pays', ar: 'مكالمات غير محدودة نحو 40 بلدًا', en: 'Unlimited calls to 40 countries' },
        { fr: 'Ligne prioritaire du service client entreprise', ar: 'خط ذو أولوية لخدمة زبناء المقاولات', en: 'Priority business customer line' },
      ],
    },
  },
];

const planRow = (plan: PlanSeed, position: number): ProductRow => ({
  id: plan.id,
  family: 'plan',
  productType: 'offre-mobile',
  segment: plan.segment,
  name: plan.name,
  brand: null,
  network: plan.network,
  os: null,
  homeFamily: null,
  priceCentimes: centimes(plan.price),
  previousPriceCentimes: null,
  period: 'month',
  stockState: 'in-stock',
  releasedAt: new Date(`${plan.releasedAt}T09:00:00Z`),
  position,
  images: [media(plan.network === '5G' ? 'icon-5g.svg' : 'icon-pass-forfait.svg')],
  colours: null,
  description: {
    fr: `${plan.name.fr}, prix TTC par mois. Une carte SIM ou eSIM livrée gratuitement, votre numéro au choix.`,
    ar: `${plan.name.ar}، السعر شامل للضريبة في الشهر. بطاقة SIM أو eSIM توصل مجانًا، ورقمك باختيارك.`,
    en: `${plan.name.en}, monthly price incl. VAT. A SIM or eSIM delivered for free, the number of your choice.`,
  },
  specs: [
    spec('network', plan.network),
    spec(
      'commitment',
      plan.allowances.commitmentMonths
        ? { fr: `${plan.allowances.commitmentMonths} mois`, ar: `${plan.allowances.commitmentMonths} شهرًا`, en: `${plan.allowances.commitmentMonths} months` }
        : noCommitment,
    ),
  ],
  allowances: plan.allowances,
  badge: plan.badge ?? null,
});

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

const HOME_OFFERS: HomeOfferSeed[] = [
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

const homeOfferRow = (offer: HomeOfferSeed, position: number): ProductRow => ({
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

/** The seeded catalogue, in the marketing team's order within each family. */
export const catalogRows = (): ProductRow[] => [
  ...PHONES.map(phoneRow),
  ...ACCESSORIES.map(accessoryRow),
  ...PLANS.map(planRow),
  ...HOME_OFFERS.map(homeOfferRow),
];

/** The phones whose pictures api/media must hold (front and back). */
export const PHONE_PICTURES = PHONES.map(({ id, brand, colours }) => ({ id, brand, colour: colours[0]! }));
