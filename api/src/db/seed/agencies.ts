import type { AgencyService, OpeningHours } from '@atlas/contracts/places';
import type { Localized } from '../../language';
import type { agencies } from '../schema';
import { CITIES, type CityId } from './cities';

const weekdays = (opens: string, closes: string): OpeningHours[] => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));
const STREET: OpeningHours[] = [...weekdays('09:00', '19:00'), { day: 6, opens: '09:00', closes: '13:00' }];
const MALL: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '22:00' }));
const ALL: AgencyService[] = ['sales', 'after-sales', 'payment', 'identification'];

interface AgencySeed {
  id: string;
  cityId: CityId;
  name: Localized;
  address: Localized;
  phone: string;
  latitude: number;
  longitude: number;
  hours: OpeningHours[];
  services: AgencyService[];
}

const AGENCIES: AgencySeed[] = [
  {
    id: 'casa-maarif',
    cityId: 'casablanca',
    name: { fr: 'Agence Maârif', ar: 'وكالة المعاريف', en: 'Maarif agency' },
    address: { fr: '112, boulevard Zerktouni, Maârif', ar: '112، شارع الزرقطوني، المعاريف', en: '112 Zerktouni boulevard, Maarif' },
    phone: '0522000101',
    latitude: 33.5869,
    longitude: -7.6329,
    hours: STREET,
    services: [...ALL, 'business'],
  },
  {
    id: 'casa-morocco-mall',
    cityId: 'casablanca',
    name: { fr: 'Agence Morocco Mall', ar: 'وكالة موروكو مول', en: 'Morocco Mall agency' },
    address: {
      fr: 'Morocco Mall, boulevard de la Corniche, Aïn Diab',
      ar: 'موروكو مول، شارع الكورنيش، عين الذئاب',
      en: 'Morocco Mall, Corniche boulevard, Ain Diab',
    },
    phone: '0522000102',
    latitude: 33.5752,
    longitude: -7.7064,
    hours: MALL,
    services: ['sales', 'payment', 'identification'],
  },
  {
    id: 'casa-centre',
    cityId: 'casablanca',
    name: { fr: 'Agence Casa Centre', ar: 'وكالة وسط الدار البيضاء', en: 'Casablanca centre agency' },
    address: { fr: '45, avenue Hassan II', ar: '45، شارع الحسن الثاني', en: '45 Hassan II avenue' },
    phone: '0522000103',
    latitude: 33.5928,
    longitude: -7.6192,
    hours: STREET,
    services: ALL,
  },
  {
    id: 'casa-sidi-maarouf',
    cityId: 'casablanca',
    name: { fr: 'Agence Entreprises Sidi Maârouf', ar: 'وكالة المقاولات سيدي معروف', en: 'Sidi Maarouf business agency' },
    address: { fr: 'Casanearshore, bâtiment 3, Sidi Maârouf', ar: 'كازانيرشور، البناية 3، سيدي معروف', en: 'Casanearshore, building 3, Sidi Maarouf' },
    phone: '0522000104',
    latitude: 33.5307,
    longitude: -7.6457,
    hours: weekdays('08:30', '18:00'),
    services: ['business', 'after-sales'],
  },
  {
    id: 'rabat-agdal',
    cityId: 'rabat',
    name: { fr: 'Agence Agdal', ar: 'وكالة أكدال', en: 'Agdal agency' },
    address: { fr: '20, avenue de France, Agdal', ar: '20، شارع فرنسا، أكدال', en: '20 France avenue, Agdal' },
    phone: '0537000201',
    latitude: 33.9986,
    longitude: -6.8498,
    hours: STREET,
    services: [...ALL, 'business'],
  },
  {
    id: 'rabat-arribat',
    cityId: 'rabat',
    name: { fr: 'Agence Arribat Center', ar: 'وكالة أريبات سنتر', en: 'Arribat Center agency' },
    address: { fr: 'Arribat Center, avenue Omar Ibn Khattab', ar: 'أريبات سنتر، شارع عمر بن الخطاب', en: 'Arribat Center, Omar Ibn Khattab avenue' },
    phone: '0537000202',
    latitude: 34.0009,
    longitude: -6.8517,
    hours: MALL,
    services: ['sales', 'payment'],
  },
  {
    id: 'marrakech-gueliz',
    cityId: 'marrakech',
    name: { fr: 'Agence Guéliz', ar: 'وكالة جليز', en: 'Gueliz agency' },
    address: { fr: '8, avenue Mohammed V, Guéliz', ar: '8، شارع محمد الخامس، جليز', en: '8 Mohammed V avenue, Gueliz' },
    phone: '0524000301',
    latitude: 31.6348,
    longitude: -8.0104,
    hours: STREET,
    services: ALL,
  },
  {
    id: 'marrakech-menara',
    cityId: 'marrakech',
    name: { fr: 'Agence Menara Mall', ar: 'وكالة منارة مول', en: 'Menara Mall agency' },
    address: { fr: 'Menara Mall, avenue Mohammed VI', ar: 'منارة مول، شارع محمد السادس', en: 'Menara Mall, Mohammed VI avenue' },
    phone: '0524000302',
    latitude: 31.6142,
    longitude: -8.0163,
    hours: MALL,
    services: ['sales', 'payment', 'identification'],
  },
  {
    id: 'fes-ville-nouvelle',
    cityId: 'fes',
    name: { fr: 'Agence Fès Ville Nouvelle', ar: 'وكالة فاس المدينة الجديدة', en: 'Fez new town agency' },
    address: { fr: '30, avenue Hassan II', ar: '30، شارع الحسن الثاني', en: '30 Hassan II avenue' },
    phone: '0535000401',
    latitude: 34.0372,
    longitude: -4.9998,
    hours: STREET,
    services: ALL,
  },
  {
    id: 'tanger-centre',
    cityId: 'tanger',
    name: { fr: 'Agence Tanger Boulevard', ar: 'وكالة طنجة البولفار', en: 'Tangier Boulevard agency' },
    address: { fr: '55, boulevard Pasteur', ar: '55، شارع باستور', en: '55 Pasteur boulevard' },
    phone: '0539000501',
    latitude: 35.778,
    longitude: -5.812,
    hours: STREET,
    services: [...ALL, 'business'],
  },
  {
    id: 'tanger-socco-alto',
    cityId: 'tanger',
    name: { fr: 'Agence Socco Alto', ar: 'وكالة سوكو ألطو', en: 'Socco Alto agency' },
    address: { fr: 'Centre commercial Socco Alto, route de Rabat', ar: 'المركز التجاري سوكو ألطو، طريق الرباط', en: 'Socco Alto mall, Rabat road' },
    phone: '0539000502',
    latitude: 35.7586,
    longitude: -5.8333,
    hours: MALL,
    services: ['sales', 'payment'],
  },
  {
    id: 'agadir-talborjt',
    cityId: 'agadir',
    name: { fr: 'Agence Talborjt', ar: 'وكالة تالبرجت', en: 'Talborjt agency' },
    address: { fr: '12, avenue du Prince Moulay Abdallah', ar: '12، شارع الأمير مولاي عبد الله', en: '12 Prince Moulay Abdallah avenue' },
    phone: '0528000601',
    latitude: 30.4236,
    longitude: -9.5981,
    hours: STREET,
    services: ALL,
  },
  {
    id: 'oujda-centre',
    cityId: 'oujda',
    name: { fr: 'Agence Oujda Centre', ar: 'وكالة وسط وجدة', en: 'Oujda centre agency' },
    address: { fr: '3, boulevard Mohammed V', ar: '3، شارع محمد الخامس', en: '3 Mohammed V boulevard' },
    phone: '0536000701',
    latitude: 34.6814,
    longitude: -1.9086,
    hours: STREET,
    services: ALL,
  },
  {
    id: 'meknes-hamria',
    cityId: 'meknes',
    name: { fr: 'Agence Hamria', ar: 'وكالة حمرية', en: 'Hamria agency' },
    address: { fr: '17, avenue des FAR, Hamria', ar: '17، شارع القوات المسلحة الملكية، حمرية', en: '17 FAR avenue, Hamria' },
    phone: '0535000801',
    latitude: 33.8935,
    longitude: -5.5473,
    hours: STREET,
    services: ['sales', 'payment', 'after-sales'],
  },
];

export const agencyRows = (): Array<typeof agencies.$inferInsert> => AGENCIES.map((agency) => ({ ...agency, city: CITIES[agency.cityId] }));
