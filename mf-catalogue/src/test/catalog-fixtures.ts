import type { CatalogFacets, CatalogPage, CatalogProduct } from '@atlas/contracts/catalog';

const same = (text: string) => ({ fr: text, ar: text, en: text });

export const phone = (id: string, overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id,
  family: 'smartphone',
  productType: 'handset',
  segment: 'consumer',
  offer_name_fr: `Téléphone ${id}`,
  offer_name_ar: `هاتف ${id}`,
  offer_name_en: `Phone ${id}`,
  offerName: `Phone ${id}`,
  brand: 'Samsung',
  network: '5G',
  os: 'android',
  price: 2999,
  period: 'once',
  stockState: 'in-stock',
  releasedAt: '2026-03-01T09:00:00.000Z',
  images: [`/api/v1/ms-content/media/phone-${id}.svg`, `/api/v1/ms-content/media/phone-${id}-back.svg`],
  colours: [
    { fr: 'Noir', ar: 'أسود', en: 'Black' },
    { fr: 'Bleu', ar: 'أزرق', en: 'Blue' },
  ],
  description: { fr: 'Un smartphone 5G.', ar: 'هاتف ذكي بالجيل الخامس.', en: 'A 5G smartphone.' },
  specs: [{ label: { fr: 'Écran', ar: 'الشاشة', en: 'Screen' }, value: same('6,7"') }],
  ...overrides,
});

export const plan = (id: string, price: number, overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  ...phone(id),
  family: 'plan',
  productType: 'offre-mobile',
  offer_name_fr: `Forfait ${price} Dh`,
  offer_name_ar: `اشتراك ${price} درهم`,
  offer_name_en: `${price} Dh plan`,
  offerName: `${price} Dh plan`,
  brand: undefined,
  os: undefined,
  colours: undefined,
  price,
  period: 'month',
  allowances: {
    dataGb: price / 2,
    callHours: null,
    sms: 100,
    commitmentMonths: 0,
    highlights: [{ fr: 'Sans engagement', ar: 'بدون التزام', en: 'No commitment' }],
  },
  ...overrides,
});

const FACETS: CatalogFacets = {
  brands: [
    { value: 'Apple', count: 1 },
    { value: 'Samsung', count: 2 },
  ],
  networks: [
    { value: '4G', count: 1 },
    { value: '5G', count: 2 },
  ],
  operatingSystems: [
    { value: 'android', count: 2 },
    { value: 'ios', count: 1 },
  ],
  price: { min: 1299, max: 10499 },
};

export const catalogPage = (items: CatalogProduct[], facets: CatalogFacets = FACETS): CatalogPage => ({ items, total: items.length, facets });
