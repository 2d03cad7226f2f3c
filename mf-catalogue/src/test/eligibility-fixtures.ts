import type { CatalogProduct } from '@atlas/contracts/catalog';
import type { CoverageAddress, EligibilityCheck, InstallationSlots } from '@atlas/contracts/eligibility';
import { installationDates } from '@atlas/forms';
import { phone } from './catalog-fixtures';

export const address = (buildingId = 'casa-al-massira-12', overrides: Partial<CoverageAddress> = {}): CoverageAddress => ({
  buildingId,
  street: { fr: '12, boulevard Al Massira Al Khadra', ar: '12، شارع المسيرة الخضراء', en: '12 Al Massira Al Khadra boulevard' },
  neighbourhood: { fr: 'Maârif', ar: 'المعاريف', en: 'Maarif' },
  cityId: 'casablanca',
  city: { fr: 'Casablanca', ar: 'الدار البيضاء', en: 'Casablanca' },
  postalCode: '20330',
  latitude: 33.5853,
  longitude: -7.64,
  ...overrides,
});

export const homeOffer = (id: string, speedMbps: number, overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  ...phone(id),
  family: 'home-internet',
  productType: 'home',
  homeFamily: 'fibre-optique',
  brand: undefined,
  os: undefined,
  network: undefined,
  colours: undefined,
  offer_name_fr: `Fibre ${speedMbps} Méga`,
  offer_name_ar: `الألياف البصرية ${speedMbps} ميغا`,
  offer_name_en: `Fibre ${speedMbps} Mbps`,
  offerName: `Fibre ${speedMbps} Mbps`,
  price: speedMbps + 149,
  period: 'month',
  allowances: { speedMbps, commitmentMonths: 12, highlights: [{ fr: 'Box wifi 6 offerte', ar: 'علبة واي فاي 6 مجانية', en: 'Wifi 6 box included' }] },
  ...overrides,
});

export const eligibleCheck = (overrides: Partial<EligibilityCheck> = {}): EligibilityCheck => ({
  checkId: '3f1c2b9a-7d4e-4c21-9a55-0c6de1f2a3b4',
  technology: 'fibre',
  segment: 'consumer',
  status: 'eligible',
  checkedAt: '2026-11-23T10:00:00.000Z',
  address: address(),
  coverage: { fibreMaxMbps: 500, adslMaxMbps: 20 },
  maxSpeedMbps: 500,
  offers: [homeOffer('fibre-100', 100), homeOffer('fibre-200', 200), homeOffer('fibre-500', 500)],
  alternatives: [],
  ...overrides,
});

export const notCoveredCheck = (overrides: Partial<EligibilityCheck> = {}): EligibilityCheck =>
  eligibleCheck({
    status: 'not-covered',
    address: address('casa-jaafar-ibn-habib-11', { street: { fr: '11, rue Jaafar Ibn Habib', ar: '11، زنقة جعفر بن حبيب', en: '11 Jaafar Ibn Habib street' } }),
    coverage: { adslMaxMbps: 20 },
    maxSpeedMbps: undefined,
    offers: [],
    alternatives: [
      homeOffer('adsl-xtra-20', 20, {
        homeFamily: 'adsl-xtra',
        productType: 'adsl',
        offer_name_fr: 'ADSL Xtra 20 Méga',
        offer_name_ar: 'ADSL إكسترا 20 ميغا',
        offer_name_en: 'ADSL Xtra 20 Mbps',
        offerName: 'ADSL Xtra 20 Mbps',
      }),
      homeOffer('idar-duo-100', 50, {
        homeFamily: 'idar-duo',
        productType: 'idar',
        offer_name_fr: 'i-dar Duo 100 Go',
        offer_name_ar: 'إي-دار ديو 100 جيغا',
        offer_name_en: 'i-dar Duo 100 GB',
        offerName: 'i-dar Duo 100 GB',
      }),
    ],
    ...overrides,
  });

/** The first two bookable days (from today): the second one with its morning full. */
export const [FIRST_DAY, SECOND_DAY] = installationDates() as [string, string];

export const slots = (overrides: Partial<InstallationSlots> = {}): InstallationSlots => ({
  cityId: 'casablanca',
  days: [
    {
      date: FIRST_DAY,
      slots: [
        { slot: 'morning', remaining: 2 },
        { slot: 'evening', remaining: 1 },
      ],
    },
    {
      date: SECOND_DAY,
      slots: [
        { slot: 'morning', remaining: 0 },
        { slot: 'evening', remaining: 3 },
      ],
    },
  ],
  ...overrides,
});
