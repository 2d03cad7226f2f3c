import type { Language } from './languages';

/**
 * A noun with a count as natives write it, in each language: "1 jour", "7 jours"; "1 day";
 * Arabic by Intl.PluralRules' categories — "يوم واحد" (1), "يومان" (2), "7 أيام" (3–10),
 * "15 يومًا" (11–99), "100 يوم" (100 and round hundreds…). Latin digits, as the site writes them.
 */
export interface CountedNoun {
  fr: { one: string; other: string };
  en: { one: string; other: string };
  /** `one` and `two` are whole phrases ("يوم واحد", "يومان"); the others follow the number. */
  ar: { one: string; two: string; few: string; many: string; other: string };
}

export const DAYS: CountedNoun = {
  fr: { one: 'jour', other: 'jours' },
  en: { one: 'day', other: 'days' },
  ar: { one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يومًا', other: 'يوم' },
};

const arabicRules = new Intl.PluralRules('ar');

export function countNoun(count: number, noun: CountedNoun, language: Language): string {
  if (language !== 'ar') {
    const forms = noun[language];
    // French counts 0 and 1 as one ("0 jour", "1 jour"), English only 1.
    const one = language === 'fr' ? Math.abs(count) < 2 : count === 1;
    return `${count} ${one ? forms.one : forms.other}`;
  }
  const category = arabicRules.select(count);
  if (category === 'one') return noun.ar.one;
  if (category === 'two') return noun.ar.two;
  if (category === 'few') return `${count} ${noun.ar.few}`;
  if (category === 'many') return `${count} ${noun.ar.many}`;
  return `${count} ${noun.ar.other}`;
}
