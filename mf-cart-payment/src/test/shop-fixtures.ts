import type { CatalogProduct } from '@atlas/contracts/catalog';
import type { BankBillPayment, Cart, CartItem, ClientInfo, NumberCategory, Order, PaymentMethod } from '@atlas/contracts/shop';

export const PLAN_ITEM: CartItem = {
  itemId: 'item-plan',
  productType: 'offre-mobile',
  productId: 'forfait-99',
  offer_name_fr: 'Forfait 99 Dh — 50 Go',
  offer_name_ar: 'اشتراك 99 درهم — 50 جيغا',
  offer_name_en: '99 Dh plan — 50 GB',
  offerName: '99 Dh plan — 50 GB',
  unitPrice: 99,
  period: 'month',
  quantity: 1,
};

export const NUMBER_ITEM: CartItem = {
  itemId: 'item-number',
  productType: 'choix-de-numeros',
  productId: 'gold',
  offer_name_fr: 'Numéro Or 06 61 23 45 67',
  offer_name_ar: 'رقم ذهبي 06 61 23 45 67',
  offer_name_en: 'Gold number 06 61 23 45 67',
  offerName: 'Gold number 06 61 23 45 67',
  unitPrice: 50,
  period: 'once',
  quantity: 1,
  options: { mdn: '0661234567' },
};

export const PHONE_ITEM: CartItem = {
  itemId: 'item-phone',
  productType: 'handset',
  productId: 'apple-iphone-17',
  offer_name_fr: 'Apple iPhone 17 256 Go · Blanc',
  offer_name_ar: 'Apple iPhone 17 256 Go · أبيض',
  offer_name_en: 'Apple iPhone 17 256 Go · White',
  offerName: 'Apple iPhone 17 256 Go · White',
  unitPrice: 10499,
  period: 'once',
  quantity: 1,
  options: { colour: 'Blanc' },
};

export const ACCESSORY_ITEM: CartItem = {
  itemId: 'item-accessory',
  productType: 'box-et-routeur',
  productId: 'routeur-wifi-6',
  offer_name_fr: 'Routeur Wi-Fi 6 AX3000',
  offer_name_ar: 'موجّه واي فاي 6 AX3000',
  offer_name_en: 'Wi-Fi 6 AX3000 router',
  offerName: 'Wi-Fi 6 AX3000 router',
  unitPrice: 899,
  period: 'once',
  quantity: 1,
};

/** A shop cart with totals computed as the server does. */
export function cartWith(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  const total = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const monthlyTotal = items.filter((item) => item.period === 'month').reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return {
    cartId: 'cart-1',
    kind: 'shop',
    status: 'open',
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    total,
    monthlyTotal,
    currency: 'MAD',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const PLAN_PRODUCT: CatalogProduct = {
  id: 'forfait-99',
  family: 'plan',
  productType: 'offre-mobile',
  segment: 'consumer',
  offer_name_fr: 'Forfait 99 Dh — 50 Go',
  offer_name_ar: 'اشتراك 99 درهم — 50 جيغا',
  offer_name_en: '99 Dh plan — 50 GB',
  offerName: '99 Dh plan — 50 GB',
  network: '4G',
  price: 99,
  period: 'month',
  stockState: 'in-stock',
  releasedAt: '2025-03-01T09:00:00Z',
  images: [],
  description: { fr: 'Forfait', ar: 'اشتراك', en: 'Plan' },
  specs: [],
};

export const NUMBER_CATEGORIES: NumberCategory[] = [
  {
    id: 'standard',
    label: { fr: 'Standard', ar: 'عادي', en: 'Standard' },
    description: { fr: 'Un numéro au hasard', ar: 'رقم عشوائي', en: 'A random number' },
    price: 0,
  },
  { id: 'gold', label: { fr: 'Or', ar: 'ذهبي', en: 'Gold' }, description: { fr: 'Facile à retenir', ar: 'سهل الحفظ', en: 'Easy to remember' }, price: 50 },
];

export const PAYMENT_METHODS_FIXTURE: PaymentMethod[] = [
  {
    id: 'cartebancaire',
    label: { fr: 'Carte bancaire', ar: 'البطاقة البنكية', en: 'Bank card' },
    description: { fr: 'Visa, Mastercard, CMI', ar: 'فيزا، ماستركارد، CMI', en: 'Visa, Mastercard, CMI' },
    available: true,
  },
  {
    id: 'especes',
    label: { fr: 'Espèces à la livraison', ar: 'نقدًا عند التسليم', en: 'Cash on delivery' },
    description: { fr: 'Payez au livreur ou en agence', ar: 'ادفع لعامل التوصيل أو في الوكالة', en: 'Pay the courier or in an agency' },
    available: true,
  },
  {
    id: 'fatourati',
    label: { fr: 'Référence de paiement', ar: 'مرجع الأداء', en: 'Payment reference' },
    description: { fr: 'Payez dans une banque partenaire', ar: 'ادفع في بنك شريك', en: 'Pay at a partner bank' },
    available: true,
  },
  {
    id: 'applicationbancaire',
    label: { fr: 'Application bancaire', ar: 'التطبيق البنكي', en: 'Banking app' },
    description: { fr: 'Indisponible', ar: 'غير متاح', en: 'Unavailable' },
    available: false,
    unavailableReason: 'ecom-001',
  },
];

export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    refNumber: 'AT2611200000000042',
    orderItems: [
      { productId: 'forfait-99', productName: 'Forfait 99 Dh — 50 Go', productType: 'offre-mobile', basePrice: 99, qty: 1, custom_options: [] },
      {
        productId: 'gold',
        productName: 'Numéro Or',
        productType: 'choix-de-numeros',
        basePrice: 50,
        qty: 1,
        custom_options: [{ label: 'mdn', value: '0661234567' }],
      },
    ],
    totalAmount: 149,
    monthlyAmount: 99,
    delivery: 'home',
    paymentMethod: 'cartebancaire',
    paymentOutcome: 'ok',
    status: 'paid',
    createdAt: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

export function bankBillOf(overrides: Partial<BankBillPayment> = {}): BankBillPayment {
  return {
    refNumber: 'AT2611200000000043',
    orderDate: '2026-11-20T10:05:00.000Z',
    paymentCode: '48213377',
    amount: 149,
    expiresAt: new Date(Date.now() + (2 * 86400 + 3 * 3600 + 15 * 60) * 1000 + 30_000).toISOString(),
    partnerBanks: [
      { id: 'attijariwafa', name: 'Attijariwafa bank' },
      { id: 'bmce', name: 'Bank of Africa' },
    ],
    status: 'pending',
    mdn: '0612345678',
    ...overrides,
  };
}

/** A buyer's client form, as the client-info step keeps it. */
export const CLIENT: ClientInfo = {
  civility: 'mme',
  firstName: 'Salma',
  lastName: 'Idrissi',
  birthDate: '1990-05-14',
  nationality: 'MA',
  identityType: 'cin',
  identityNumber: 'BK123456',
  address: '12 rue des Orangers',
  city: 'Rabat',
  postalCode: '10000',
  email: 'salma@example.ma',
  phoneNumber: '0612345678',
  terms: true,
};
