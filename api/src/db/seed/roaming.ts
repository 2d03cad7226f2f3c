import type { Localized } from '../../language';
import type { roamingCountries, roamingPasses, roamingZones } from '../schema';
import { COUNTRIES } from './roaming-countries';
import { GB, type PassSeed, ZONES } from './roaming-zones';

/** Switches roaming on or off from any phone of the line; *135*N# buys pass N of the zone. */
export const ROAMING_ACTIVATION_CODE = '*135#';
/** Customer service from abroad: the 220 line, reached with the international prefix (free from abroad with roaming on). */
export const SUPPORT_FROM_ABROAD = '+212520220220';

/** Passes sold for one country: the pilgrimage pass, valid for the whole stay. */
const COUNTRY_PASSES: Array<{ id: string; countryCode: string; name: Localized } & PassSeed> = [
  {
    id: 'sa-omra-hajj',
    countryCode: 'SA',
    name: { fr: 'Pass Omra et Hajj', ar: 'باقة العمرة والحج', en: 'Umrah and Hajj pass' },
    volumeMb: 10 * GB,
    validityDays: 30,
    price: 299,
  },
];

const passName = ({ volumeMb, validityDays }: PassSeed): Localized => {
  const gigas = volumeMb >= GB;
  const volume = gigas ? String(volumeMb / GB) : String(volumeMb);
  const days = validityDays === 1;
  return {
    fr: `Pass ${volume} ${gigas ? 'Go' : 'Mo'} – ${validityDays} ${days ? 'jour' : 'jours'}`,
    ar: `باقة ${volume} ${gigas ? 'جيغا' : 'ميغا'} – ${days ? 'يوم واحد' : `${validityDays} ${validityDays <= 10 ? 'أيام' : 'يومًا'}`}`,
    en: `${volume} ${gigas ? 'GB' : 'MB'} pass – ${validityDays} ${days ? 'day' : 'days'}`,
  };
};

export const roamingZoneRows = (): Array<(typeof roamingZones)['$inferInsert']> =>
  ZONES.map((zone, position) => ({ id: zone.id, position, name: zone.name, description: zone.description, rates: zone.rates }));

export const roamingCountryRows = (): Array<(typeof roamingCountries)['$inferInsert']> =>
  COUNTRIES.map((country) => ({
    code: country.code,
    zoneId: country.zone,
    name: country.name,
    aliases: country.aliases ?? '',
    dialCode: country.dialCode,
    partners: country.partners,
    rates: country.rates ?? null,
  }));

export const roamingPassRows = (): Array<(typeof roamingPasses)['$inferInsert']> => [
  ...ZONES.flatMap((zone, zoneIndex) =>
    zone.passes.map((pass, index) => ({
      id: `${zone.id}-${index + 1}`,
      zoneId: zone.id,
      countryCode: null,
      position: index,
      name: passName(pass),
      ...pass,
      // *135*<zone>*<pass>#: the zone's position then the pass's.
      ussdCode: `*135*${zoneIndex + 1}${index + 1}#`,
    })),
  ),
  ...COUNTRY_PASSES.map(({ id, countryCode, name, ...pass }, index) => ({
    id,
    zoneId: null,
    countryCode,
    position: 100 + index,
    name,
    ...pass,
    ussdCode: `*135*9${index + 1}#`,
  })),
];
