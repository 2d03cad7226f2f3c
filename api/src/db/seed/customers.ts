import type { BalanceCategory, BalanceItem, Civility, CustomerSegment, LineKind, LineSegment } from '@atlas/contracts/selfcare';
import { DEMO_ACCOUNTS } from '../../demo-accounts';

export interface SeedLine {
  mdn: string;
  kind: LineKind;
  segment: LineSegment;
  customerSegment: CustomerSegment;
  offerId: string;
  offerNameFr: string;
  offerNameAr: string;
  offerNameEn: string;
  contactMdn?: string;
  holder: [string, string];
}

interface SeedAccount {
  id: string;
  email: string;
  civility: Civility;
  firstName: string;
  lastName: string;
  birthDate: string;
  segment: CustomerSegment;
  crmId: string;
  lines: SeedLine[];
  /** The main line is the first. */
  addresses: Array<{ id: string; label: string; addressLine: string; city: string; neighborhood: string; postalCode: string; isDefault: boolean }>;
}

const OFFERS = {
  prepaid: { offerId: 'atlas-libre', offerNameFr: 'Atlas Libre', offerNameAr: 'أطلس حر', offerNameEn: 'Atlas Libre' },
  postpaid: {
    offerId: 'forfait-illimite-199',
    offerNameFr: 'Forfait Illimité 199 Dh',
    offerNameAr: 'اشتراك بلا حدود 199 درهم',
    offerNameEn: 'Unlimited 199 Dh plan',
  },
  cameleon: { offerId: 'cameleon-49', offerNameFr: 'Caméléon 49 Dh', offerNameAr: 'كاميليون 49 درهم', offerNameEn: 'Cameleon 49 Dh' },
  pro: { offerId: 'forfait-pro-299', offerNameFr: 'Forfait Pro 299 Dh', offerNameAr: 'اشتراك برو 299 درهم', offerNameEn: 'Pro 299 Dh plan' },
  fibre: { offerId: 'fibre-200', offerNameFr: 'Fibre 200 Mb/s', offerNameAr: 'الألياف 200 ميغابت', offerNameEn: 'Fibre 200 Mb/s' },
  adsl: { offerId: 'adsl-xtra-20', offerNameFr: 'ADSL Xtra 20 Mb/s', offerNameAr: 'ADSL إكسترا 20 ميغابت', offerNameEn: 'ADSL Xtra 20 Mb/s' },
  idar: { offerId: 'idar-duo', offerNameFr: 'i-dar Duo', offerNameAr: 'آي-دار ديو', offerNameEn: 'i-dar Duo' },
} as const;

const line = (
  mdn: string,
  kind: LineKind,
  segment: LineSegment,
  customerSegment: CustomerSegment,
  offer: keyof typeof OFFERS,
  holder: [string, string],
  contactMdn?: string,
): SeedLine => ({
  mdn,
  kind,
  segment,
  customerSegment,
  ...OFFERS[offer],
  holder,
  contactMdn,
});

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    id: '0b6c3f1e-1a1a-4c55-9a01-000000000001',
    email: DEMO_ACCOUNTS.prepaid.email,
    civility: 'mme',
    firstName: 'Salma',
    lastName: 'Idrissi',
    birthDate: '1994-03-12',
    segment: 'B2C',
    crmId: 'CRM-1000451',
    lines: [line(DEMO_ACCOUNTS.prepaid.username, 'mobile', 'prepaid', 'B2C', 'prepaid', ['Salma', 'Idrissi'])],
    addresses: [
      {
        id: 'a1a1a1a1-0000-4000-8000-000000000001',
        label: 'Domicile',
        addressLine: '12 rue Ibn Batouta, appartement 4',
        city: 'Rabat',
        neighborhood: 'Agdal',
        postalCode: '10080',
        isDefault: true,
      },
    ],
  },
  {
    id: '0b6c3f1e-1a1a-4c55-9a01-000000000002',
    email: DEMO_ACCOUNTS.postpaidWithFibre.email,
    civility: 'mr',
    firstName: 'Youssef',
    lastName: 'Benali',
    birthDate: '1987-09-30',
    segment: 'B2C',
    crmId: 'CRM-1000452',
    lines: [
      line(DEMO_ACCOUNTS.postpaidWithFibre.username, 'mobile', 'postpaid', 'B2C', 'postpaid', ['Youssef', 'Benali']),
      line('0522345603', 'ftth', 'postpaid', 'B2C', 'fibre', ['Youssef', 'Benali'], DEMO_ACCOUNTS.postpaidWithFibre.username),
    ],
    addresses: [
      {
        id: 'a1a1a1a1-0000-4000-8000-000000000002',
        label: 'Domicile',
        addressLine: '45 boulevard Anfa, résidence Les Palmiers',
        city: 'Casablanca',
        neighborhood: 'Racine',
        postalCode: '20050',
        isDefault: true,
      },
      {
        id: 'a1a1a1a1-0000-4000-8000-000000000003',
        label: 'Bureau',
        addressLine: '7 rue Mohammed Abdou, 3e étage',
        city: 'Casablanca',
        neighborhood: 'Maârif',
        postalCode: '20330',
        isDefault: false,
      },
    ],
  },
  {
    id: '0b6c3f1e-1a1a-4c55-9a01-000000000003',
    email: DEMO_ACCOUNTS.cameleon.email,
    civility: 'mme',
    firstName: 'Khadija',
    lastName: 'El Amrani',
    birthDate: '2001-06-18',
    segment: 'B2C',
    crmId: 'CRM-1000453',
    lines: [line(DEMO_ACCOUNTS.cameleon.username, 'mobile', 'cameleon', 'B2C', 'cameleon', ['Khadija', 'El Amrani'])],
    addresses: [],
  },
  {
    id: '0b6c3f1e-1a1a-4c55-9a01-000000000004',
    email: DEMO_ACCOUNTS.business.email,
    civility: 'mr',
    firstName: 'Karim',
    lastName: 'Tazi',
    birthDate: '1979-01-22',
    segment: 'B2B',
    crmId: 'CRM-2000117',
    lines: [
      line(DEMO_ACCOUNTS.business.username, 'mobile', 'postpaid', 'B2B', 'pro', ['Karim', 'Tazi']),
      line('0700112202', 'mobile', 'postpaid', 'B2B', 'pro', ['Nadia', 'Berrada']),
      line('0700112203', 'mobile', 'postpaid', 'B2B', 'pro', ['Hamza', 'Ouazzani']),
    ],
    addresses: [
      {
        id: 'a1a1a1a1-0000-4000-8000-000000000004',
        label: 'Siège',
        addressLine: 'Zone industrielle Aïn Sebaâ, lot 112',
        city: 'Casablanca',
        neighborhood: 'Aïn Sebaâ',
        postalCode: '20250',
        isDefault: true,
      },
    ],
  },
  {
    id: '0b6c3f1e-1a1a-4c55-9a01-000000000005',
    email: DEMO_ACCOUNTS.homeInternet.email,
    civility: 'mr',
    firstName: 'Omar',
    lastName: 'Chraibi',
    birthDate: '1969-11-04',
    segment: 'B2C',
    crmId: 'CRM-1000455',
    lines: [
      line(DEMO_ACCOUNTS.homeInternet.username, 'adsl', 'postpaid', 'B2C', 'adsl', ['Omar', 'Chraibi'], '0664556606'),
      line('0538112206', 'idar', 'postpaid', 'B2C', 'idar', ['Omar', 'Chraibi'], '0664556606'),
    ],
    addresses: [
      {
        id: 'a1a1a1a1-0000-4000-8000-000000000005',
        label: 'Maison',
        addressLine: '3 derb Sidi Bouloukat',
        city: 'Fès',
        neighborhood: 'Fès Jdid',
        postalCode: '30000',
        isDefault: true,
      },
    ],
  },
];

/** Lines of the operator with no web account yet: sign-up and "add a line" start from these. */
export const SEED_FREE_LINES: SeedLine[] = [
  line('0665000111', 'mobile', 'prepaid', 'B2C', 'prepaid', ['Imane', 'Kettani']),
  line('0666000222', 'mobile', 'postpaid', 'B2C', 'postpaid', ['Mehdi', 'Alaoui']),
  line('0667000333', 'mobile', 'prepaid', 'B2C', 'prepaid', ['Sara', 'Bennani']),
  line('0668000444', 'mobile', 'cameleon', 'B2C', 'cameleon', ['Anas', 'Lahlou']),
  line('0669000555', 'mobile', 'prepaid', 'B2C', 'prepaid', ['Rim', 'Squalli']),
  line('0524000666', 'ftth', 'postpaid', 'B2C', 'fibre', ['Hicham', 'Fassi'], '0670000777'),
  line('0539000888', 'adsl', 'postpaid', 'B2C', 'adsl', ['Laila', 'Sefrioui'], '0671000999'),
  // The paid line services' journeys sign these up: a number change, a prepaid-to-postpaid migration.
  line('0672000124', 'mobile', 'postpaid', 'B2C', 'postpaid', ['Nabil', 'Amrani']),
  line('0673000235', 'mobile', 'prepaid', 'B2C', 'prepaid', ['Houda', 'Zniber']),
  // The plan change journeys sign these up (postpaid, every invoice paid): a free move to a dearer
  // plan, a move to a cheaper one whose fees are paid by card.
  line('0675000346', 'mobile', 'postpaid', 'B2C', 'postpaid', ['Yassine', 'Berrada']),
  line('0676000457', 'mobile', 'postpaid', 'B2C', 'postpaid', ['Salima', 'Ouali']),
  // A postpaid line whose holder is not identified (see identification.ts): its SIM swap and number
  // change send the customer to the identification flow first.
  line('0677000568', 'mobile', 'postpaid', 'B2C', 'postpaid', ['Reda', 'Filali']),
  // The plan change's refusal journeys sign these up: each owes two invoices no other journey pays (reason 2).
  line('0678000679', 'mobile', 'postpaid', 'B2C', 'postpaid', ['Imane', 'Tazi']),
  line('0679000780', 'mobile', 'postpaid', 'B2C', 'postpaid', ['Omar', 'Kettani']),
  // The shop's unpaid-rule journey signs this up: it owes two invoices, the older overdue, that no journey pays.
  line('0680000891', 'mobile', 'postpaid', 'B2C', 'postpaid', ['Nadia', 'Skalli']),
  // The dashboard's journeys sign these up: usage alerts crossing a threshold, a favourite recharge repeated.
  line('0681000902', 'mobile', 'postpaid', 'B2C', 'postpaid', ['Amine', 'Lazrak']),
  line('0682000013', 'mobile', 'prepaid', 'B2C', 'prepaid', ['Zineb', 'Naciri']),
];

// --- balances ---------------------------------------------------------------------------------

const days = (now: Date, count: number) => new Date(now.getTime() + count * 86400_000).toISOString();

const item = (
  name: string,
  name_ar: string,
  name_en: string,
  value: number,
  total: number | null,
  unit: BalanceItem['unit'],
  validUntil: string | null,
  unlimited = false,
): BalanceItem => ({
  name,
  name_ar,
  name_en,
  value,
  total,
  unit,
  unlimited,
  validUntil,
});

const category = (key: BalanceCategory['category'], name: string, name_ar: string, name_en: string, subCategories: BalanceItem[]): BalanceCategory => ({
  category: key,
  name,
  name_ar,
  name_en,
  subCategories,
});

/**
 * Counters that look like the operator's for each kind of line: a dirham balance and bonuses for
 * prepaid, allowances for postpaid and cameleon, unlimited internet for fibre. The numbers vary
 * with the number so two lines of one customer are told apart.
 */
export function balancesFor(seedLine: SeedLine, now: Date): BalanceCategory[] {
  const n = Number(seedLine.mdn.slice(-2));
  const endOfMonth = days(now, 30 - (n % 12));
  if (seedLine.kind === 'ftth' || seedLine.kind === 'adsl' || seedLine.kind === 'idar') {
    const voice = seedLine.kind === 'idar' ? 300 : null;
    return [
      category('internet', 'Internet', 'الإنترنت', 'Internet', [
        seedLine.kind === 'idar'
          ? item('Internet 4G i-dar', 'إنترنت 4G آي-دار', 'i-dar 4G internet', 61.4 + (n % 20), 100, 'Go', endOfMonth)
          : item('Internet fixe illimité', 'إنترنت ثابت غير محدود', 'Unlimited home internet', 0, null, 'Go', null, true),
      ]),
      category('appels', 'Appels', 'المكالمات', 'Calls', [
        voice
          ? item('Appels vers fixes et mobiles', 'مكالمات نحو الثابت والمحمول', 'Calls to landlines and mobiles', 187, voice, 'min', endOfMonth)
          : item('Appels fixes nationaux illimités', 'مكالمات ثابتة وطنية غير محدودة', 'Unlimited national landline calls', 0, null, 'h', null, true),
      ]),
    ];
  }
  if (seedLine.segment === 'prepaid') {
    return [
      category('dirhams', 'Solde', 'الرصيد', 'Balance', [
        item('Solde principal', 'الرصيد الرئيسي', 'Main balance', 47.5 + (n % 30), null, 'Dh', days(now, 180)),
      ]),
      category('recharge', 'Recharge', 'التعبئة', 'Top-up', [
        item('Dernière recharge *3', 'آخر تعبئة \u2066*3\u2069', 'Last top-up *3', 50, null, 'Dh', days(now, 27)),
      ]),
      category('internet', 'Internet', 'الإنترنت', 'Internet', [
        item('Internet national', 'الإنترنت الوطني', 'National internet', 6.8 + (n % 5), 15, 'Go', days(now, 12)),
        item('Réseaux sociaux', 'الشبكات الاجتماعية', 'Social networks', 0.7, 5, 'Go', days(now, 12)),
      ]),
      category('bonus', 'Bonus', 'المكافآت', 'Bonus', [
        item('Bonus recharge', 'مكافأة التعبئة', 'Top-up bonus', 25, 50, 'Dh', days(now, 7)),
        item('Appels bonus vers Atlas', 'مكالمات مجانية نحو أطلس', 'Bonus calls to Atlas', 2700, 3600, 's', days(now, 7)),
      ]),
      category('sms', 'SMS', 'الرسائل القصيرة', 'SMS', [item('SMS nationaux', 'رسائل وطنية', 'National SMS', 88, 100, 'sms', days(now, 12))]),
    ];
  }
  if (seedLine.segment === 'cameleon') {
    return [
      category('appels', 'Appels', 'المكالمات', 'Calls', [
        item('Appels tous réseaux', 'مكالمات نحو جميع الشبكات', 'Calls to all networks', 2.5, 4, 'h', endOfMonth),
      ]),
      category('internet', 'Internet', 'الإنترنت', 'Internet', [item('Internet national', 'الإنترنت الوطني', 'National internet', 9.3, 20, 'Go', endOfMonth)]),
      category('dirhams', 'Solde', 'الرصيد', 'Balance', [item('Solde complémentaire', 'الرصيد الإضافي', 'Extra balance', 12.4, null, 'Dh', days(now, 60))]),
      category('sms', 'SMS', 'الرسائل القصيرة', 'SMS', [item('SMS nationaux', 'رسائل وطنية', 'National SMS', 0, null, 'sms', endOfMonth, true)]),
    ];
  }
  const pro = seedLine.customerSegment === 'B2B';
  return [
    category('appels', 'Appels', 'المكالمات', 'Calls', [
      item('Appels nationaux', 'المكالمات الوطنية', 'National calls', 0, null, 'h', endOfMonth, true),
      item('Appels vers l’international', 'المكالمات الدولية', 'International calls', 38 + (n % 20), pro ? 120 : 60, 'min', endOfMonth),
    ]),
    category('internet', 'Internet', 'الإنترنت', 'Internet', [
      item('Internet national', 'الإنترنت الوطني', 'National internet', 23.7 + (n % 10), pro ? 100 : 50, 'Go', endOfMonth),
      item('Internet en roaming', 'الإنترنت في التجوال', 'Roaming internet', 0, 2, 'Go', endOfMonth),
    ]),
    category('sms', 'SMS', 'الرسائل القصيرة', 'SMS', [item('SMS nationaux', 'رسائل وطنية', 'National SMS', 0, null, 'sms', endOfMonth, true)]),
    category('bonus', 'Bonus', 'المكافآت', 'Bonus', [item('Bonus fidélité', 'مكافأة الوفاء', 'Loyalty bonus', 5, 5, 'Go', days(now, 20))]),
  ];
}
