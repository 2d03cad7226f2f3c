import { DONOR_SANDBOX_REFUSED_NUMBERS } from '@atlas/contracts/portability';
import type { numberCategories, numberPool } from '../schema';
import { SEED_ACCOUNTS, SEED_FREE_LINES } from './customers';

type CategoryRow = typeof numberCategories.$inferInsert;
type PoolRow = typeof numberPool.$inferInsert;

/** Standard numbers are free; memorable ones cost once, at checkout. */
export const numberCategoryRows = (): CategoryRow[] => [
  {
    id: 'standard',
    position: 1,
    label: { fr: 'Standard', ar: 'عادي', en: 'Standard' },
    description: {
      fr: 'Un numéro au choix parmi nos numéros disponibles, offert.',
      ar: 'رقم تختاره من بين أرقامنا المتاحة، بالمجان.',
      en: 'A number of your choice among those available, free.',
    },
    priceCentimes: 0,
  },
  {
    id: 'silver',
    position: 2,
    label: { fr: 'Silver', ar: 'فضي', en: 'Silver' },
    description: {
      fr: 'Un numéro facile à retenir : ses six derniers chiffres se répètent par paires.',
      ar: 'رقم يسهل حفظه: أرقامه الستة الأخيرة تتكرر أزواجًا.',
      en: 'An easy number: its last six digits repeat in pairs.',
    },
    priceCentimes: 4900,
  },
  {
    id: 'gold',
    position: 3,
    label: { fr: 'Gold', ar: 'ذهبي', en: 'Gold' },
    description: {
      fr: 'Un numéro d’exception : six chiffres identiques ou qui se suivent.',
      ar: 'رقم استثنائي: ستة أرقام متطابقة أو متتالية.',
      en: 'An exceptional number: six identical or consecutive digits.',
    },
    priceCentimes: 19900,
  },
];

/** The demo order of a plan (see orders.ts) took this Gold number. */
export const DEMO_SOLD_NUMBER = { mdn: '0652777777', categoryId: 'gold' } as const;

const PREFIXES = ['0650', '0651', '0652', '0710', '0711'];

/** Same sequence at every run (mulberry32), so the seed stays idempotent. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isGold = (tail: string) => /^(\d)\1{5}$/.test(tail) || '0123456789'.includes(tail) || '9876543210'.includes(tail);
const isSilver = (tail: string) => !isGold(tail) && (/^(\d\d)\1\1$/.test(tail) || /^(\d)\1(\d)\2(\d)\3$/.test(tail));

/**
 * The pool of numbers to give: 150 standard, 40 Silver, 20 Gold, never an existing line nor a
 * number another operator keeps.
 */
export function numberPoolRows(): PoolRow[] {
  const taken = new Set<string>([
    ...SEED_ACCOUNTS.flatMap((account) => account.lines.map((line) => line.mdn)),
    ...SEED_FREE_LINES.map((line) => line.mdn),
    ...DONOR_SANDBOX_REFUSED_NUMBERS,
  ]);
  const rows = new Map<string, PoolRow>([[DEMO_SOLD_NUMBER.mdn, { ...DEMO_SOLD_NUMBER, soldTo: 'AT261118DEMO000002' }]]);
  const next = random(2026);
  const digit = () => String(Math.floor(next() * 10));
  const prefix = () => PREFIXES[Math.floor(next() * PREFIXES.length)]!;
  const add = (mdn: string, categoryId: string) => {
    if (!taken.has(mdn) && !rows.has(mdn)) rows.set(mdn, { mdn, categoryId, soldTo: null });
  };
  const count = (categoryId: string) => [...rows.values()].filter((row) => row.categoryId === categoryId && !row.soldTo).length;
  while (count('gold') < 20) {
    const start = Math.floor(next() * 5);
    const kind = next();
    const tail = kind < 0.5 ? digit().repeat(6) : kind < 0.8 ? '0123456789'.slice(start, start + 6) : '9876543210'.slice(start, start + 6);
    add(prefix() + tail, 'gold');
  }
  while (count('silver') < 40) {
    const pair = digit() + digit();
    const tail = next() < 0.6 ? pair.repeat(3) : `${digit().repeat(2)}${digit().repeat(2)}${digit().repeat(2)}`;
    if (isSilver(tail)) add(prefix() + tail, 'silver');
  }
  while (count('standard') < 150) {
    const tail = Array.from({ length: 6 }, digit).join('');
    if (!isGold(tail) && !isSilver(tail)) add(prefix() + tail, 'standard');
  }
  return [...rows.values()].sort((a, b) => a.mdn.localeCompare(b.mdn));
}
