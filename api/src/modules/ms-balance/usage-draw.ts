import type { UsageKind, UsageScope } from '@atlas/contracts/histories';
import type { BalanceCategory, BalanceItem } from '@atlas/contracts/selfcare';

/** A use of the network the counters pay for, as the usage feed rates it. */
export interface UsageDraw {
  kind: UsageKind;
  direction: 'out' | 'in';
  scope: UsageScope;
  durationSeconds: number;
  volumeKb: number;
}

const KB_PER_GO = 1024 * 1024;
const SECONDS_PER: Partial<Record<BalanceItem['unit'], number>> = { h: 3600, min: 60, s: 1 };

const isRoaming = (item: BalanceItem) => /roaming/i.test(item.name_en);
const isInternational = (item: BalanceItem) => /international/i.test(item.name_en);
const isQuota = (item: BalanceItem) => !item.unlimited && item.total !== null && item.total > 0;

/**
 * The counter a use draws on, and how much of its unit: national data on the line's first internet
 * allowance that is not a roaming one, roaming data on its roaming one, outgoing calls on the calls
 * allowance of their scope, outgoing SMS on the SMS one. Received calls and SMS cost nothing; a use
 * with no allowance of its own (or an unlimited one) draws on nothing here.
 */
function counterFor(balances: BalanceCategory[], draw: UsageDraw): { item: BalanceItem; amount: number } | null {
  if (draw.direction === 'in' && draw.kind !== 'data') return null;
  const items = (key: BalanceCategory['category']) => balances.find((category) => category.category === key)?.subCategories ?? [];
  if (draw.kind === 'data') {
    const item = items('internet').find((candidate) => candidate.unit === 'Go' && (draw.scope === 'roaming') === isRoaming(candidate));
    return item && isQuota(item) ? { item, amount: draw.volumeKb / KB_PER_GO } : null;
  }
  if (draw.kind === 'call') {
    if (draw.scope === 'roaming') return null;
    const item = items('appels').find((candidate) => SECONDS_PER[candidate.unit] && (draw.scope === 'international') === isInternational(candidate));
    return item && isQuota(item) ? { item, amount: draw.durationSeconds / SECONDS_PER[item.unit]! } : null;
  }
  if (draw.scope !== 'national') return null;
  const item = items('sms').find((candidate) => candidate.unit === 'sms');
  return item && isQuota(item) ? { item, amount: 1 } : null;
}

/** Three decimals: a counter never shows 6.800000000001 Go. */
const rounded = (value: number) => Math.round(value * 1000) / 1000;

/** The counters after these uses: each draws its allowance down, never below zero (the rest is billed out of plan). */
export function applyUsage(balances: BalanceCategory[], draws: UsageDraw[]): BalanceCategory[] {
  const next: BalanceCategory[] = structuredClone(balances);
  for (const draw of draws) {
    const found = counterFor(next, draw);
    if (found) found.item.value = Math.max(0, rounded(found.item.value - found.amount));
  }
  return next;
}
