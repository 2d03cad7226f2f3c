import type { BalanceCategory, BalanceItem } from '@atlas/contracts/selfcare';
import type { UsageAlertCounter, UsageAlertCounterState, UsageAlertSet, UsageAlertThreshold } from '@atlas/contracts/usage-alerts';
import { mdnInText } from '@atlas/contracts/format-mdn';
import type { Language } from '../../language';

/** The balances' category each family of alerts watches. */
const CATEGORY_OF: Record<UsageAlertCounter, BalanceCategory['category']> = { internet: 'internet', calls: 'appels', sms: 'sms' };

/** A counter an alert can watch: an allowance with a quota (not unlimited, not a dirham balance). */
const watchable = (item: BalanceItem) => !item.unlimited && item.total !== null && item.total > 0 && item.unit !== 'Dh';

/** The share used of a counter, 0 to 1. */
const usedShare = (item: BalanceItem) => Math.min(1, Math.max(0, (item.total! - item.value) / item.total!));

/** Each counter of a family the line has, as the account page shows it. */
export function counterStates(balances: BalanceCategory[]): UsageAlertCounterState[] {
  return (Object.keys(CATEGORY_OF) as UsageAlertCounter[]).flatMap((counter) =>
    (balances.find((category) => category.category === CATEGORY_OF[counter])?.subCategories ?? []).filter(watchable).map((item) => ({
      counter,
      name: item.name,
      name_ar: item.name_ar,
      name_en: item.name_en,
      percentUsed: Math.floor(usedShare(item) * 100),
      validUntil: item.validUntil,
    })),
  );
}

/** A threshold crossed by a use: which counter, which threshold, in which period of the counter. */
export interface UsageAlertCrossing {
  counter: UsageAlertCounter;
  item: BalanceItem;
  threshold: UsageAlertThreshold;
  /** The counter's renewal date (its period), or `none`. */
  period: string;
}

/**
 * The thresholds set that a change of the counters crossed: used below the threshold before,
 * at or above it after. A counter renewed meanwhile (another period) counts from zero. Nothing is
 * crossed by a recharge (usage only goes up between two renewals).
 */
export function crossedThresholds(before: BalanceCategory[], after: BalanceCategory[], alerts: UsageAlertSet): UsageAlertCrossing[] {
  const crossings: UsageAlertCrossing[] = [];
  for (const counter of Object.keys(CATEGORY_OF) as UsageAlertCounter[]) {
    const thresholds = alerts[counter];
    if (thresholds.length === 0) continue;
    const category = CATEGORY_OF[counter];
    const was = before.find((entry) => entry.category === category)?.subCategories ?? [];
    for (const item of after.find((entry) => entry.category === category)?.subCategories ?? []) {
      if (!watchable(item)) continue;
      const previous = was.find((entry) => entry.name === item.name && entry.validUntil === item.validUntil);
      const from = previous && watchable(previous) ? usedShare(previous) * 100 : 0;
      const to = usedShare(item) * 100;
      for (const threshold of [...thresholds].sort((a, b) => a - b)) {
        if (from < threshold && to >= threshold) crossings.push({ counter, item, threshold, period: item.validUntil ?? 'none' });
      }
    }
  }
  return crossings;
}

/** The one key of a delivered alert (its notification's dedupe key too). */
export const crossingKey = (mdn: string, crossing: UsageAlertCrossing) =>
  `${mdn}:${CATEGORY_OF[crossing.counter]}:${crossing.item.name}:${crossing.threshold}:${crossing.period}`;

const nameIn = (item: Pick<BalanceItem, 'name' | 'name_ar' | 'name_en'>, language: Language) =>
  language === 'ar' ? item.name_ar : language === 'en' ? item.name_en : item.name;

/** "jusqu’au 12 décembre": when the allowance renews. */
function untilText(validUntil: string | null, language: Language): string {
  if (!validUntil || Number.isNaN(Date.parse(validUntil))) return '';
  // The day of the renewal in Moroccan time, with the Moroccan month names and Latin digits.
  const day = new Intl.DateTimeFormat(`${language}-MA`, { timeZone: 'Africa/Casablanca', day: 'numeric', month: 'long', numberingSystem: 'latn' }).format(
    new Date(validUntil),
  );
  return { fr: ` Il se renouvelle le ${day}.`, ar: ` يتجدد يوم ${day}.`, en: ` It renews on ${day}.` }[language];
}

/** The alert in the customer's language: the SMS and email text, the email's subject. */
export function alertText(mdn: string, crossing: Pick<UsageAlertCrossing, 'item' | 'threshold'>, language: Language): { subject: string; text: string } {
  const name = nameIn(crossing.item, language);
  const line = mdnInText(mdn);
  const until = untilText(crossing.item.validUntil, language);
  if (crossing.threshold >= 100) {
    return {
      fr: { subject: 'Alerte de consommation : forfait épuisé', text: `Atlas Telecom : « ${name} » est épuisé sur la ligne ${line}.${until}` },
      ar: { subject: 'تنبيه الاستهلاك: نفد الرصيد', text: `أطلس تيليكوم: نفد «${name}» على الخط ${line}.${until}` },
      en: { subject: 'Usage alert: allowance used up', text: `Atlas Telecom: “${name}” is used up on line ${line}.${until}` },
    }[language];
  }
  const percent = crossing.threshold;
  return {
    fr: {
      subject: `Alerte de consommation : ${percent} % utilisés`,
      text: `Atlas Telecom : vous avez utilisé ${percent} % de « ${name} » sur la ligne ${line}.${until}`,
    },
    ar: { subject: `تنبيه الاستهلاك: استُعمل ${percent}%`, text: `أطلس تيليكوم: استعملت ${percent}% من «${name}» على الخط ${line}.${until}` },
    en: { subject: `Usage alert: ${percent}% used`, text: `Atlas Telecom: you have used ${percent}% of “${name}” on line ${line}.${until}` },
  }[language];
}
