import { asc, eq } from 'drizzle-orm';
import { searchText } from '@atlas/ui-kit/format/search-text';
import type { RoamingCountry, RoamingCountrySummary, RoamingOverview, RoamingPass, RoamingZone } from '@atlas/contracts/roaming';
import type { Database } from '../../db/database';
import { roamingCountries, roamingPasses, roamingZones } from '../../db/schema';
import { ROAMING_ACTIVATION_CODE, SUPPORT_FROM_ABROAD } from '../../db/seed/roaming';
import { LANGUAGES, type Language } from '../../language';

type CountryRow = typeof roamingCountries.$inferSelect;
type PassRow = typeof roamingPasses.$inferSelect;

/** 🇫🇷 from FR: two regional indicator symbols. */
export const flagOf = (code: string): string => String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

/**
 * Every name of the country as search compares it. Arabic names are also indexed without their
 * article (الإمارات → امارات), since customers type them both ways.
 */
export function countryKeywords(row: Pick<CountryRow, 'code' | 'name' | 'aliases'>): string {
  const words = searchText([row.code, ...LANGUAGES.map((language) => row.name[language]), row.aliases].join(' ')).split(' ');
  const withoutArticle = words.filter((word) => word.startsWith('ال') && word.length > 3).map((word) => word.slice(2));
  return [...new Set([...words, ...withoutArticle])].join(' ');
}

const passOf = (row: PassRow, language: Language): RoamingPass => ({
  id: row.id,
  name: row.name[language],
  volumeMb: row.volumeMb,
  validityDays: row.validityDays,
  price: row.price,
  ussdCode: row.ussdCode,
});

const summaryOf = (row: CountryRow, language: Language): RoamingCountrySummary => ({
  code: row.code,
  name: row.name[language],
  flag: flagOf(row.code),
  zoneId: row.zoneId,
  keywords: countryKeywords(row),
});

/** Zones with their prices and passes, and every country, in one language. */
export async function loadRoamingOverview(db: Database, language: Language): Promise<RoamingOverview> {
  const [zones, countries, passes] = await Promise.all([
    db.select().from(roamingZones).orderBy(asc(roamingZones.position)),
    db.select().from(roamingCountries),
    db.select().from(roamingPasses).orderBy(asc(roamingPasses.position)),
  ]);
  const collator = new Intl.Collator(language);
  return {
    zones: zones.map((zone): RoamingZone => ({
      id: zone.id,
      name: zone.name[language],
      description: zone.description[language],
      rates: zone.rates,
      passes: passes.filter((pass) => pass.zoneId === zone.id).map((pass) => passOf(pass, language)),
      countryCount: countries.filter((country) => country.zoneId === zone.id).length,
    })),
    countries: countries.map((country) => summaryOf(country, language)).sort((a, b) => collator.compare(a.name, b.name)),
    activationCode: ROAMING_ACTIVATION_CODE,
    supportFromAbroad: SUPPORT_FROM_ABROAD,
  };
}

/** One country with the prices that apply there; null when no country has this code. */
export async function loadRoamingCountry(db: Database, code: string, language: Language): Promise<RoamingCountry | null> {
  const [country] = await db.select().from(roamingCountries).where(eq(roamingCountries.code, code.toUpperCase()));
  if (!country) return null;
  const [[zone], passes] = await Promise.all([
    db.select().from(roamingZones).where(eq(roamingZones.id, country.zoneId)),
    db.select().from(roamingPasses).orderBy(asc(roamingPasses.position)),
  ]);
  return {
    ...summaryOf(country, language),
    zone: { id: zone!.id, name: zone!.name[language] },
    rates: country.rates ?? zone!.rates,
    passes: passes.filter((pass) => pass.zoneId === country.zoneId || pass.countryCode === country.code).map((pass) => passOf(pass, language)),
    partners: country.partners,
    dialCode: country.dialCode,
  };
}
