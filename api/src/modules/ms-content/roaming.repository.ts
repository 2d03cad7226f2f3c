import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RoamingCountry, RoamingCountrySummary, RoamingOverview, RoamingPass, RoamingZone } from '@atlas/contracts/roaming';
import type { Database } from '../../db/database';
import { roamingCountries, roamingPasses, roamingZones } from './ms-content.tables';
import { ROAMING_ACTIVATION_CODE, SUPPORT_FROM_ABROAD } from '../../db/seed/roaming';
import type { Language } from '../../language';
import { countryKeywords, flagOf } from './roaming-prices';
import { handleOf, type UnitOfWork } from '../../db/repository-handle';

type CountryRow = typeof roamingCountries.$inferSelect;
type PassRow = typeof roamingPasses.$inferSelect;

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

declare module 'fastify' {
  interface FastifyInstance {
    roamingRepository: RoamingRepository;
  }
}

/** ms-content's roaming SQL: zones, countries and passes, read in one language. */
export class RoamingRepository {
  private readonly db: Database;

  constructor(work: UnitOfWork) {
    this.db = handleOf(work);
  }

  /** Zones with their prices and passes, and every country, in one language. */
  async overview(language: Language): Promise<RoamingOverview> {
    const { db } = this;
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
  async country(code: string, language: Language): Promise<RoamingCountry | null> {
    const { db } = this;
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
}

/** Registered by the ms-content module, before its routes (its scope only). */
export const roamingRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('roamingRepository', new RoamingRepository(app.db));
  },
  { name: 'roaming-repository' },
);
