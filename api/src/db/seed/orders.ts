import type { OrderStatus } from '@atlas/contracts/shop';
import type { OrderLine } from '../../modules/ms-ecom/ms-ecom.tables';
import type { cartItems, carts, orders } from '../schema';
import { DEMO_SOLD_NUMBER } from './numbers';

type CartRow = typeof carts.$inferInsert;
type CartItemRow = typeof cartItems.$inferInsert;
type OrderRow = typeof orders.$inferInsert;

/**
 * Past orders for order-tracking demonstrations (suivi-commande): each is found with its id, the
 * identity number and the phone number below, and only with all three.
 */
export const DEMO_ORDERS = [
  { refNumber: 'AT261105DEMO000001', identityNumber: 'BK123456', phoneNumber: '0612345670', what: 'smartphone delivered at home (card)' },
  { refNumber: 'AT261118DEMO000002', identityNumber: 'A987654', phoneNumber: '0698765432', what: 'plan with a Gold number, shipped (card)' },
  { refNumber: 'AT261120DEMO000003', identityNumber: 'EE334455', phoneNumber: '0700334455', what: 'Wi-Fi 6 router, ready in agency (cash)' },
] as const;

const at = (iso: string) => new Date(iso);

interface DemoOrder {
  cartId: string;
  refNumber: string;
  status: OrderStatus;
  method: OrderRow['paymentMethod'];
  lines: OrderLine[];
  client: NonNullable<OrderRow['client']>;
  delivery: NonNullable<OrderRow['delivery']>;
  timeline: Array<[OrderStatus, string]>;
}

const client = (
  civility: 'mr' | 'mme',
  firstName: string,
  lastName: string,
  identityNumber: string,
  phoneNumber: string,
  city: string,
  postalCode: string,
) => ({
  civility,
  firstName,
  lastName,
  birthDate: '1988-06-15',
  nationality: 'Marocaine',
  identityType: 'cin' as const,
  identityNumber,
  address: '12, rue des Orangers',
  city,
  postalCode,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/\s/g, '')}@example.ma`,
  phoneNumber,
  terms: true as const,
});

const DEMOS: DemoOrder[] = [
  {
    cartId: 'c0de0000-0000-4000-8000-000000000001',
    refNumber: DEMO_ORDERS[0].refNumber,
    status: 'delivered',
    method: 'cartebancaire',
    lines: [
      {
        productType: 'handset',
        productId: 'samsung-galaxy-a56',
        name: { fr: 'Samsung Galaxy A56 5G 256 Go', ar: 'Samsung Galaxy A56 5G 256 Go', en: 'Samsung Galaxy A56 5G 256 Go' },
        unitPriceCentimes: 429900,
        period: 'once',
        quantity: 1,
        options: { colour: 'Vert' },
      },
    ],
    client: client('mr', 'Yassine', 'Berrada', DEMO_ORDERS[0].identityNumber, DEMO_ORDERS[0].phoneNumber, 'Casablanca', '20250'),
    delivery: { mode: 'home', address: '12, rue des Orangers', city: 'Casablanca', postalCode: '20250' },
    timeline: [
      ['awaiting-payment', '2026-11-05T09:12:00Z'],
      ['paid', '2026-11-05T09:14:00Z'],
      ['preparing', '2026-11-05T14:00:00Z'],
      ['shipped', '2026-11-06T08:30:00Z'],
      ['delivered', '2026-11-07T11:20:00Z'],
    ],
  },
  {
    cartId: 'c0de0000-0000-4000-8000-000000000002',
    refNumber: DEMO_ORDERS[1].refNumber,
    status: 'shipped',
    method: 'cartebancaire',
    lines: [
      {
        productType: 'offre-mobile',
        productId: 'forfait-149',
        name: { fr: 'Forfait 149 Dh — 100 Go 5G', ar: 'اشتراك 149 درهم — 100 جيغا بالجيل الخامس', en: '149 Dh plan — 100 GB 5G' },
        unitPriceCentimes: 14900,
        period: 'month',
        quantity: 1,
        options: {},
      },
      {
        productType: 'choix-de-numeros',
        productId: DEMO_SOLD_NUMBER.categoryId,
        name: { fr: 'Numéro 06 52 77 77 77 (Gold)', ar: 'الرقم \u206606 52 77 77 77\u2069 (ذهبي)', en: 'Number 06 52 77 77 77 (Gold)' },
        unitPriceCentimes: 19900,
        period: 'once',
        quantity: 1,
        options: { mdn: DEMO_SOLD_NUMBER.mdn },
      },
    ],
    client: client('mme', 'Nadia', 'El Fassi', DEMO_ORDERS[1].identityNumber, DEMO_ORDERS[1].phoneNumber, 'Rabat', '10000'),
    delivery: { mode: 'home', address: '12, rue des Orangers', city: 'Rabat', postalCode: '10000' },
    timeline: [
      ['awaiting-payment', '2026-11-18T17:40:00Z'],
      ['paid', '2026-11-18T17:43:00Z'],
      ['preparing', '2026-11-19T09:00:00Z'],
      ['shipped', '2026-11-20T10:15:00Z'],
    ],
  },
  {
    cartId: 'c0de0000-0000-4000-8000-000000000003',
    refNumber: DEMO_ORDERS[2].refNumber,
    status: 'ready-in-agency',
    method: 'especes',
    lines: [
      {
        productType: 'box-et-routeur',
        productId: 'routeur-wifi-6',
        name: { fr: 'Routeur Wi-Fi 6 AX3000', ar: 'موجّه واي فاي \u20666 AX3000\u2069', en: 'Wi-Fi 6 AX3000 router' },
        unitPriceCentimes: 89900,
        period: 'once',
        quantity: 1,
        options: {},
      },
    ],
    client: client('mr', 'Karim', 'Alami', DEMO_ORDERS[2].identityNumber, DEMO_ORDERS[2].phoneNumber, 'Casablanca', '20000'),
    delivery: { mode: 'agency', agencyId: 'casa-maarif' },
    timeline: [
      ['awaiting-payment', '2026-11-20T12:00:00Z'],
      ['registered', '2026-11-20T12:01:00Z'],
      ['preparing', '2026-11-21T09:30:00Z'],
      ['ready-in-agency', '2026-11-22T15:00:00Z'],
    ],
  },
];

const totals = (lines: OrderLine[]) => ({
  totalCentimes: lines.reduce((sum, line) => sum + line.unitPriceCentimes * line.quantity, 0),
  monthlyCentimes: lines.filter((line) => line.period === 'month').reduce((sum, line) => sum + line.unitPriceCentimes * line.quantity, 0),
});

export const demoCartRows = (): CartRow[] =>
  DEMOS.map((demo) => ({
    id: demo.cartId,
    kind: 'shop',
    status: 'ordered',
    accountId: null,
    createdAt: at(demo.timeline[0]![1]),
    updatedAt: at(demo.timeline[1]![1]),
  }));

export const demoCartItemRows = (): CartItemRow[] =>
  DEMOS.flatMap((demo, order) =>
    demo.lines.map((line, index) => ({
      id: `c1de0000-0000-4000-8000-${String((order + 1) * 10 + index).padStart(12, '0')}`,
      cartId: demo.cartId,
      productType: line.productType,
      productId: line.productId,
      name: line.name,
      image: null,
      unitPriceCentimes: line.unitPriceCentimes,
      period: line.period,
      quantity: line.quantity,
      options: line.options,
      addedAt: at(demo.timeline[0]![1]),
    })),
  );

export const demoOrderRows = (): OrderRow[] =>
  DEMOS.map((demo) => ({
    refNumber: demo.refNumber,
    cartId: demo.cartId,
    accountId: null,
    kind: 'shop',
    status: demo.status,
    paymentMethod: demo.method,
    paymentOutcome: demo.method === 'especes' ? 'enregistre' : 'ok',
    ...totals(demo.lines),
    lines: demo.lines,
    client: demo.client,
    delivery: demo.delivery,
    portability: null,
    contactEmail: demo.client.email,
    identityNumber: demo.client.identityNumber,
    phoneNumber: demo.client.phoneNumber,
    errorCode: null,
    timeline: demo.timeline.map(([status, iso]) => ({ status, at: iso })),
    createdAt: at(demo.timeline[0]![1]),
    updatedAt: at(demo.timeline.at(-1)![1]),
  }));
