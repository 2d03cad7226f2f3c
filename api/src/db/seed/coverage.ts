import { searchText } from '@atlas/contracts/search-text';
import type { Localized } from '../../language';
import type { coverageBuildings, coverageCities, coverageNeighbourhoods, coverageStreets } from '../schema';
import { CITIES, type CityId } from './cities';

/**
 * The fibre and ADSL coverage model: in six cities, neighbourhoods and streets where the fibre
 * has arrived (up to 1 Gb/s, 500 or 200 Mb/s), where only ADSL reaches (20 or 12 Mb/s), and where
 * nothing does yet, so every outcome of the eligibility test can be shown. Coordinates follow the
 * real streets; a street's buildings are spread between its two ends.
 */

interface Coverage {
  fibre: number | null;
  adsl: number | null;
}

const FIBRE_1G: Coverage = { fibre: 1000, adsl: 20 };
const FIBRE_500: Coverage = { fibre: 500, adsl: 20 };
const FIBRE_200: Coverage = { fibre: 200, adsl: 12 };
const ADSL_20: Coverage = { fibre: null, adsl: 20 };
const ADSL_12: Coverage = { fibre: null, adsl: 12 };
const NOTHING: Coverage = { fibre: null, adsl: null };

interface StreetSeed {
  id: string;
  name: Localized;
  from: [number, number];
  to: [number, number];
  numbers: string[];
  coverage: Coverage;
  /** Buildings the network has not reached like the rest of the street. */
  exceptions?: Record<string, Coverage>;
}

interface NeighbourhoodSeed {
  id: string;
  name: Localized;
  postalCode: string;
  streets: StreetSeed[];
}

interface CitySeed {
  id: CityId;
  slotCapacity: number;
  neighbourhoods: NeighbourhoodSeed[];
}

const rue = (fr: string, ar: string, en = fr): Localized => ({ fr: `rue ${fr}`, ar: `زنقة ${ar}`, en: `${en} street` });
const avenue = (fr: string, ar: string, en = fr): Localized => ({ fr: `avenue ${fr}`, ar: `شارع ${ar}`, en: `${en} avenue` });
const boulevard = (fr: string, ar: string, en = fr): Localized => ({ fr: `boulevard ${fr}`, ar: `شارع ${ar}`, en: `${en} boulevard` });

const COVERAGE: CitySeed[] = [
  {
    id: 'casablanca',
    slotCapacity: 4,
    neighbourhoods: [
      {
        id: 'casa-maarif',
        name: { fr: 'Maârif', ar: 'المعاريف', en: 'Maarif' },
        postalCode: '20330',
        streets: [
          {
            id: 'casa-al-massira',
            name: boulevard('Al Massira Al Khadra', 'المسيرة الخضراء'),
            from: [33.5853, -7.64],
            to: [33.5838, -7.627],
            numbers: ['4', '12', '27', '45', '63', '81'],
            coverage: FIBRE_1G,
          },
          {
            id: 'casa-ibnou-mounir',
            name: rue('Ibnou Mounir', 'ابن منير'),
            from: [33.5893, -7.636],
            to: [33.5858, -7.6345],
            numbers: ['3', '9', '16', '22'],
            coverage: FIBRE_500,
          },
          {
            id: 'casa-jaafar-ibn-habib',
            name: rue('Jaafar Ibn Habib', 'جعفر بن حبيب'),
            from: [33.5905, -7.6305],
            to: [33.5888, -7.629],
            numbers: ['5', '11', '18', '26'],
            coverage: ADSL_20,
          },
        ],
      },
      {
        id: 'casa-gauthier',
        name: { fr: 'Gauthier', ar: 'غوتييه', en: 'Gauthier' },
        postalCode: '20060',
        streets: [
          {
            id: 'casa-moussa-ibn-noussair',
            name: rue('Moussa Ibn Noussair', 'موسى بن نصير'),
            from: [33.5938, -7.6275],
            to: [33.5921, -7.6238],
            numbers: ['2', '7', '15', '24', '31'],
            coverage: FIBRE_1G,
            exceptions: { '31': ADSL_20 },
          },
          {
            id: 'casa-ahmed-el-mokri',
            name: rue('Ahmed El Mokri', 'أحمد المقري'),
            from: [33.5952, -7.6262],
            to: [33.5944, -7.6231],
            numbers: ['6', '14', '20'],
            coverage: FIBRE_200,
          },
        ],
      },
      {
        id: 'casa-sidi-moumen',
        name: { fr: 'Sidi Moumen', ar: 'سيدي مومن', en: 'Sidi Moumen' },
        postalCode: '20400',
        streets: [
          {
            id: 'casa-mohammed-zefzaf',
            name: boulevard('Mohammed Zefzaf', 'محمد زفزاف'),
            from: [33.5812, -7.5342],
            to: [33.5795, -7.5255],
            numbers: ['10', '22', '34', '48'],
            coverage: ADSL_12,
          },
          {
            id: 'casa-attacharouk',
            name: rue('Attacharouk', 'التشارك'),
            from: [33.5768, -7.5208],
            to: [33.5756, -7.5181],
            numbers: ['3', '8', '14'],
            coverage: NOTHING,
          },
        ],
      },
    ],
  },
  {
    id: 'rabat',
    slotCapacity: 3,
    neighbourhoods: [
      {
        id: 'rabat-agdal',
        name: { fr: 'Agdal', ar: 'أكدال', en: 'Agdal' },
        postalCode: '10090',
        streets: [
          {
            id: 'rabat-france',
            name: avenue('de France', 'فرنسا', 'France'),
            from: [34.0005, -6.853],
            to: [33.9965, -6.847],
            numbers: ['2', '10', '20', '32', '44'],
            coverage: FIBRE_1G,
          },
          {
            id: 'rabat-oum-errabia',
            name: rue('Oum Errabia', 'أم الربيع'),
            from: [33.9975, -6.852],
            to: [33.996, -6.8495],
            numbers: ['5', '13', '21'],
            coverage: FIBRE_500,
          },
          {
            id: 'rabat-atlas',
            name: avenue('Atlas', 'الأطلس'),
            from: [33.9948, -6.8541],
            to: [33.9931, -6.8502],
            numbers: ['7', '19', '31'],
            coverage: ADSL_20,
          },
        ],
      },
      {
        id: 'rabat-hay-riad',
        name: { fr: 'Hay Riad', ar: 'حي الرياض', en: 'Hay Riad' },
        postalCode: '10100',
        streets: [
          {
            id: 'rabat-annakhil',
            name: avenue('Annakhil', 'النخيل'),
            from: [33.961, -6.879],
            to: [33.9585, -6.865],
            numbers: ['1', '15', '29', '43'],
            coverage: FIBRE_1G,
          },
          {
            id: 'rabat-al-arz',
            name: rue('Al Arz', 'الأرز'),
            from: [33.9562, -6.8731],
            to: [33.9548, -6.8702],
            numbers: ['4', '12', '18'],
            coverage: FIBRE_200,
          },
        ],
      },
      {
        id: 'rabat-yacoub-el-mansour',
        name: { fr: 'Yacoub El Mansour', ar: 'يعقوب المنصور', en: 'Yacoub El Mansour' },
        postalCode: '10150',
        streets: [
          {
            id: 'rabat-al-majd',
            name: avenue('Al Majd', 'المجد'),
            from: [34.0021, -6.8801],
            to: [34.0003, -6.8762],
            numbers: ['8', '24', '40'],
            coverage: ADSL_12,
          },
          {
            id: 'rabat-doukkala',
            name: rue('Doukkala', 'دكالة'),
            from: [33.9992, -6.8843],
            to: [33.9984, -6.8821],
            numbers: ['2', '9', '17'],
            coverage: NOTHING,
          },
        ],
      },
    ],
  },
  {
    id: 'marrakech',
    slotCapacity: 2,
    neighbourhoods: [
      {
        id: 'marrakech-gueliz',
        name: { fr: 'Guéliz', ar: 'جليز', en: 'Gueliz' },
        postalCode: '40000',
        streets: [
          {
            id: 'marrakech-mohammed-v',
            name: avenue('Mohammed V', 'محمد الخامس'),
            from: [31.633, -8.005],
            to: [31.639, -8.016],
            numbers: ['12', '38', '64', '90'],
            coverage: FIBRE_500,
          },
          {
            id: 'marrakech-liberte',
            name: rue('de la Liberté', 'الحرية', 'Liberty'),
            from: [31.6355, -8.0118],
            to: [31.6341, -8.0092],
            numbers: ['3', '11', '19'],
            coverage: FIBRE_200,
          },
        ],
      },
      {
        id: 'marrakech-medina',
        name: { fr: 'Médina', ar: 'المدينة القديمة', en: 'Medina' },
        postalCode: '40030',
        streets: [
          {
            id: 'marrakech-riad-zitoun',
            name: rue('Riad Zitoun El Jdid', 'رياض الزيتون الجديد'),
            from: [31.6262, -7.9873],
            to: [31.6219, -7.9858],
            numbers: ['15', '42', '77'],
            coverage: ADSL_12,
          },
          {
            id: 'marrakech-dabachi',
            name: { fr: 'derb Dabachi', ar: 'درب ضباشي', en: 'Dabachi lane' },
            from: [31.6301, -7.9872],
            to: [31.6297, -7.9851],
            numbers: ['6', '13', '21'],
            coverage: NOTHING,
          },
        ],
      },
      {
        id: 'marrakech-targa',
        name: { fr: 'Targa', ar: 'تاركة', en: 'Targa' },
        postalCode: '40140',
        streets: [
          {
            id: 'marrakech-route-targa',
            name: { fr: 'route de Targa', ar: 'طريق تاركة', en: 'Targa road' },
            from: [31.6468, -8.0522],
            to: [31.6441, -8.0447],
            numbers: ['5', '17', '29'],
            coverage: NOTHING,
          },
        ],
      },
    ],
  },
  {
    id: 'tanger',
    slotCapacity: 2,
    neighbourhoods: [
      {
        id: 'tanger-malabata',
        name: { fr: 'Malabata', ar: 'ملاباطا', en: 'Malabata' },
        postalCode: '90000',
        streets: [
          {
            id: 'tanger-mohammed-vi',
            name: avenue('Mohammed VI', 'محمد السادس'),
            from: [35.78, -5.79],
            to: [35.776, -5.77],
            numbers: ['18', '52', '86', '120'],
            coverage: FIBRE_1G,
          },
        ],
      },
      {
        id: 'tanger-centre',
        name: { fr: 'Centre-ville', ar: 'وسط المدينة', en: 'City centre' },
        postalCode: '90000',
        streets: [
          {
            id: 'tanger-pasteur',
            name: boulevard('Pasteur', 'باستور'),
            from: [35.7799, -5.8142],
            to: [35.7772, -5.8117],
            numbers: ['9', '23', '41'],
            coverage: FIBRE_200,
          },
        ],
      },
      {
        id: 'tanger-beni-makada',
        name: { fr: 'Beni Makada', ar: 'بني مكادة', en: 'Beni Makada' },
        postalCode: '90060',
        streets: [
          {
            id: 'tanger-al-haouz',
            name: rue('Al Haouz', 'الحوز'),
            from: [35.7548, -5.8311],
            to: [35.7536, -5.8284],
            numbers: ['4', '16', '28'],
            coverage: ADSL_12,
          },
        ],
      },
    ],
  },
  {
    id: 'fes',
    slotCapacity: 2,
    neighbourhoods: [
      {
        id: 'fes-ville-nouvelle',
        name: { fr: 'Ville nouvelle', ar: 'المدينة الجديدة', en: 'New town' },
        postalCode: '30000',
        streets: [
          {
            id: 'fes-hassan-ii',
            name: avenue('Hassan II', 'الحسن الثاني'),
            from: [34.039, -5.0],
            to: [34.043, -4.996],
            numbers: ['7', '25', '43'],
            coverage: FIBRE_500,
          },
          {
            id: 'fes-mohammed-v',
            name: boulevard('Mohammed V', 'محمد الخامس'),
            from: [34.0371, -4.9994],
            to: [34.0345, -4.9978],
            numbers: ['14', '36', '58'],
            coverage: FIBRE_200,
          },
        ],
      },
      {
        id: 'fes-medina',
        name: { fr: 'Fès el-Bali', ar: 'فاس البالي', en: 'Fes el-Bali' },
        postalCode: '30110',
        streets: [
          {
            id: 'fes-talaa-kebira',
            name: { fr: 'Talaâ Kebira', ar: 'الطالعة الكبيرة', en: 'Talaa Kebira' },
            from: [34.0622, -4.9843],
            to: [34.0646, -4.9754],
            numbers: ['20', '48', '96'],
            coverage: NOTHING,
          },
        ],
      },
      {
        id: 'fes-narjiss',
        name: { fr: 'Narjiss', ar: 'النرجس', en: 'Narjiss' },
        postalCode: '30100',
        streets: [
          { id: 'fes-al-quds', name: rue('Al Quds', 'القدس'), from: [34.0151, -4.9812], to: [34.0139, -4.9781], numbers: ['3', '15', '27'], coverage: ADSL_12 },
        ],
      },
    ],
  },
  {
    id: 'agadir',
    slotCapacity: 2,
    neighbourhoods: [
      {
        id: 'agadir-talborjt',
        name: { fr: 'Talborjt', ar: 'تالبرجت', en: 'Talborjt' },
        postalCode: '80000',
        streets: [
          {
            id: 'agadir-moulay-abdallah',
            name: avenue('du Prince Moulay Abdallah', 'الأمير مولاي عبد الله', 'Prince Moulay Abdallah'),
            from: [30.4262, -9.5981],
            to: [30.4231, -9.5934],
            numbers: ['6', '22', '38'],
            coverage: FIBRE_200,
          },
        ],
      },
      {
        id: 'agadir-founty',
        name: { fr: 'Founty', ar: 'فونتي', en: 'Founty' },
        postalCode: '80060',
        streets: [
          {
            id: 'agadir-20-aout',
            name: boulevard('du 20 Août', '20 غشت', '20 August'),
            from: [30.4068, -9.5879],
            to: [30.4031, -9.5823],
            numbers: ['11', '33', '55'],
            coverage: FIBRE_500,
          },
        ],
      },
      {
        id: 'agadir-hay-mohammadi',
        name: { fr: 'Hay Mohammadi', ar: 'الحي المحمدي', en: 'Hay Mohammadi' },
        postalCode: '80090',
        streets: [
          {
            id: 'agadir-al-moukawama',
            name: rue('Al Moukawama', 'المقاومة'),
            from: [30.4161, -9.5622],
            to: [30.4148, -9.5593],
            numbers: ['2', '14', '26'],
            coverage: ADSL_12,
          },
          {
            id: 'agadir-al-amal',
            name: rue('Al Amal', 'الأمل'),
            from: [30.4136, -9.5581],
            to: [30.4127, -9.5559],
            numbers: ['5', '9', '19'],
            coverage: NOTHING,
          },
        ],
      },
    ],
  },
];

/** Abbreviations people type for street kinds, so "12 bd massira" finds the boulevard. */
const ABBREVIATIONS: Record<string, string> = { boulevard: 'bd blvd', avenue: 'av ave' };

/** The text the address search matches: every language, the postal code and the usual abbreviations. */
function addressSearchText(number: string, street: Localized, neighbourhood: Localized, city: Localized, postalCode: string): string {
  const words = [number, postalCode, ...[street, neighbourhood, city].flatMap((name) => [name.fr, name.ar, name.en])];
  const kind = street.fr.split(' ')[0]!;
  if (ABBREVIATIONS[kind]) words.push(ABBREVIATIONS[kind]);
  return searchText(words.join(' '));
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function coverageRows() {
  const cities: Array<typeof coverageCities.$inferInsert> = [];
  const neighbourhoods: Array<typeof coverageNeighbourhoods.$inferInsert> = [];
  const streets: Array<typeof coverageStreets.$inferInsert> = [];
  const buildings: Array<typeof coverageBuildings.$inferInsert> = [];
  for (const city of COVERAGE) {
    cities.push({ id: city.id, name: CITIES[city.id], slotCapacity: city.slotCapacity });
    for (const neighbourhood of city.neighbourhoods) {
      neighbourhoods.push({ id: neighbourhood.id, cityId: city.id, name: neighbourhood.name, postalCode: neighbourhood.postalCode });
      for (const street of neighbourhood.streets) {
        streets.push({ id: street.id, neighbourhoodId: neighbourhood.id, name: street.name });
        street.numbers.forEach((number, index) => {
          const share = street.numbers.length === 1 ? 0 : index / (street.numbers.length - 1);
          const coverage = street.exceptions?.[number] ?? street.coverage;
          buildings.push({
            id: `${street.id}-${number}`,
            streetId: street.id,
            cityId: city.id,
            number,
            numberValue: Number.parseInt(number, 10),
            latitude: round(street.from[0] + (street.to[0] - street.from[0]) * share),
            longitude: round(street.from[1] + (street.to[1] - street.from[1]) * share),
            fibreMaxMbps: coverage.fibre,
            adslMaxMbps: coverage.adsl,
            searchText: addressSearchText(number, street.name, neighbourhood.name, CITIES[city.id], neighbourhood.postalCode),
          });
        });
      }
    }
  }
  return { cities, neighbourhoods, streets, buildings };
}
