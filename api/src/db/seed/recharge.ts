import type { LocalizedText } from '@atlas/contracts/catalog';
import type { RechargeCategory, RechargePicto, RechargeProduct } from '@atlas/contracts/recharge';
import type { rechargeProducts, scratchCards } from '../schema';
import { countNoun, DAYS } from '@atlas/contracts/count-noun';

type ProductRow = typeof rechargeProducts.$inferInsert;

const l = (fr: string, ar: string, en: string): LocalizedText => ({ fr, ar, en });

const CATEGORY_NAMES: Record<RechargePicto, LocalizedText> = {
  Dh: l('Recharge *3', 'تعبئة \u2066*3\u2069', '*3 top-up'),
  internet: l('Pass Internet *6', 'باقة الإنترنت \u2066*6\u2069', '*6 data pass'),
  appels: l('Pass Appels *1', 'باقة المكالمات \u2066*1\u2069', '*1 calls pass'),
  international: l('Pass International *5', 'باقة الدولي \u2066*5\u2069', '*5 international pass'),
  roaming: l('Pass Roaming', 'باقة التجوال', 'Roaming pass'),
};

const PROMO: Record<RechargePicto, { prepaid: LocalizedText; postpaid: LocalizedText }> = {
  Dh: {
    prepaid: l(
      'Dès 20 Dh, votre recharge est doublée en bonus.',
      'ابتداءً من 20 درهمًا، تُضاعَف تعبئتك كمكافأة.',
      'From 20 Dh, your top-up is doubled as a bonus.',
    ),
    postpaid: l(
      'Rechargez en plus de votre forfait, sur votre prochaine facture.',
      'عبّئ إضافة إلى باقتك، على فاتورتك المقبلة.',
      'Top up on top of your plan, on your next bill.',
    ),
  },
  internet: {
    prepaid: l('Internet valable sur tout le réseau 4G et 5G.', 'إنترنت صالح على شبكة 4G و5G بأكملها.', 'Data valid on the whole 4G and 5G network.'),
    postpaid: l('Le pass s’ajoute à votre forfait.', 'تُضاف الباقة إلى اشتراكك.', 'The pass adds to your plan.'),
  },
  appels: {
    prepaid: l('Appels vers tous les réseaux nationaux.', 'مكالمات نحو جميع الشبكات الوطنية.', 'Calls to every national network.'),
    postpaid: l('Minutes en plus de votre forfait.', 'دقائق إضافة إلى باقتك.', 'Minutes on top of your plan.'),
  },
  international: {
    prepaid: l(
      'Appels vers l’Europe, l’Amérique du Nord et le Maghreb.',
      'مكالمات نحو أوروبا وأمريكا الشمالية والمغرب العربي.',
      'Calls to Europe, North America and the Maghreb.',
    ),
    postpaid: l('Minutes internationales en plus de votre forfait.', 'دقائق دولية إضافة إلى باقتك.', 'International minutes on top of your plan.'),
  },
  roaming: {
    prepaid: l('Internet à l’étranger dans 44 pays.', 'الإنترنت في الخارج في 44 دولة.', 'Data abroad in 44 countries.'),
    postpaid: l('Internet à l’étranger, facturé avec votre forfait.', 'الإنترنت في الخارج، يُفوتر مع باقتك.', 'Data abroad, billed with your plan.'),
  },
};

const categoriesOf = (picto: RechargePicto, code: string): RechargeCategory[] => [
  {
    category_code: code,
    promo_description: PROMO[picto].prepaid,
    promo_description_postpaid: PROMO[picto].postpaid,
    picto_text: picto,
    name: CATEGORY_NAMES[picto],
  },
];

const RECHARGE_TYPES: Record<RechargePicto, string> = { Dh: '*3', internet: '*6', appels: '*1', international: '*5', roaming: 'roaming' };

function recharge(position: number, dirhams: number, bonus: number, validityDays: number): ProductRow {
  const bonusFr = bonus > 0 ? ` + ${bonus} Dh de bonus` : '';
  const bonusAr = bonus > 0 ? ` + ${bonus} درهم مكافأة` : '';
  const bonusEn = bonus > 0 ? ` + ${bonus} Dh bonus` : '';
  return {
    id: `recharge-${dirhams}`,
    position,
    productType: 'recharge',
    categories: categoriesOf('Dh', 'RECH_DH'),
    segments: ['prepaid', 'cameleon'],
    rechargeType: RECHARGE_TYPES.Dh,
    validityDays,
    priceCentimes: dirhams * 100,
    name: l(`Recharge ${dirhams} Dh`, `تعبئة ${dirhams} درهم`, `${dirhams} Dh top-up`),
    description: l(
      `${dirhams} Dh de solde${bonusFr}, valable ${countNoun(validityDays, DAYS, 'fr')}.`,
      `رصيد ${dirhams} درهم${bonusAr}، صالح لمدة ${countNoun(validityDays, DAYS, 'ar')}.`,
      `${dirhams} Dh of balance${bonusEn}, valid ${countNoun(validityDays, DAYS, 'en')}.`,
    ),
    credit: { amount: dirhams, unit: 'Dh', bonus, bonusUnit: bonus > 0 ? 'Dh' : null },
  };
}

function pass(
  position: number,
  picto: Exclude<RechargePicto, 'Dh'>,
  id: string,
  price: number,
  amount: number,
  unit: 'Go' | 'min',
  validityDays: number,
  name: LocalizedText,
): ProductRow {
  const what = unit === 'Go' ? l(`${amount} Go`, `${amount} جيغا`, `${amount} GB`) : l(`${amount} min`, `${amount} دقيقة`, `${amount} min`);
  return {
    id,
    position,
    productType: 'pass',
    categories: categoriesOf(picto, `PASS_${picto.toUpperCase()}`),
    segments: ['prepaid', 'postpaid', 'cameleon'],
    rechargeType: RECHARGE_TYPES[picto],
    validityDays,
    priceCentimes: price * 100,
    name,
    description: l(
      `${what.fr} valables ${countNoun(validityDays, DAYS, 'fr')}.`,
      `${what.ar} صالحة لمدة ${countNoun(validityDays, DAYS, 'ar')}.`,
      `${what.en} valid ${countNoun(validityDays, DAYS, 'en')}.`,
    ),
    credit: { amount, unit, bonus: 0, bonusUnit: null },
  };
}

/**
 * The recharge catalogue: Dh top-ups (*3; from 20 Dh the amount is doubled as a bonus) for
 * prepaid and cameleon lines, and passes (internet *6, calls *1, international *5, roaming) for
 * every mobile line. The order here is the order of each group on the page.
 */
export function rechargeProductRows(): ProductRow[] {
  return [
    pass(10, 'internet', 'pass-internet-1go', 10, 1, 'Go', 7, l('Pass Internet 1 Go', 'باقة إنترنت 1 جيغا', '1 GB data pass')),
    pass(11, 'internet', 'pass-internet-5go', 30, 5, 'Go', 30, l('Pass Internet 5 Go', 'باقة إنترنت 5 جيغا', '5 GB data pass')),
    pass(12, 'internet', 'pass-internet-10go', 50, 10, 'Go', 30, l('Pass Internet 10 Go', 'باقة إنترنت 10 جيغا', '10 GB data pass')),
    pass(20, 'appels', 'pass-appels-60', 10, 60, 'min', 7, l('Pass Appels 60 min', 'باقة مكالمات 60 دقيقة', '60 min calls pass')),
    pass(21, 'appels', 'pass-appels-300', 50, 300, 'min', 30, l('Pass Appels 300 min', 'باقة مكالمات 300 دقيقة', '300 min calls pass')),
    pass(30, 'international', 'pass-international-30', 20, 30, 'min', 30, l('Pass International 30 min', 'باقة دولية 30 دقيقة', '30 min international pass')),
    pass(40, 'roaming', 'pass-roaming-1go', 50, 1, 'Go', 7, l('Pass Roaming 1 Go', 'باقة تجوال 1 جيغا', '1 GB roaming pass')),
    recharge(1, 5, 0, 7),
    recharge(2, 10, 0, 15),
    recharge(3, 20, 20, 30),
    recharge(4, 50, 50, 60),
    recharge(5, 100, 100, 90),
    recharge(6, 200, 200, 180),
  ];
}

/** Demo scratch cards (README): each state of the spec's catalogue has its card. */
export const DEMO_SCRATCH_CARDS = {
  valid20: '11112222333301',
  valid50: '11112222333302',
  valid100: '11112222333303',
  valid10: '11112222333304',
  valid20b: '11112222333305',
  used: '22223333444401',
  blocked: '33334444555501',
  expired: '44445555666601',
} as const;

export function scratchCardRows(): Array<typeof scratchCards.$inferInsert> {
  const card = (code: string, dirhams: number, status: 'valid' | 'used' | 'blocked' | 'expired') => ({
    code,
    valueCentimes: dirhams * 100,
    status,
    usedBy: null,
    usedAt: status === 'used' ? new Date(Date.UTC(2026, 0, 2)) : null,
  });
  return [
    card(DEMO_SCRATCH_CARDS.valid20, 20, 'valid'),
    card(DEMO_SCRATCH_CARDS.valid50, 50, 'valid'),
    card(DEMO_SCRATCH_CARDS.valid100, 100, 'valid'),
    card(DEMO_SCRATCH_CARDS.valid10, 10, 'valid'),
    card(DEMO_SCRATCH_CARDS.valid20b, 20, 'valid'),
    card(DEMO_SCRATCH_CARDS.used, 20, 'used'),
    card(DEMO_SCRATCH_CARDS.blocked, 50, 'blocked'),
    card(DEMO_SCRATCH_CARDS.expired, 20, 'expired'),
  ];
}

/** A prepaid line the operator closed: recharging it answers payment-019. */
export const CLOSED_LINE = { mdn: '0669000990', holder: ['Younes', 'Marrakchi'] as const };

export type { RechargeProduct };
