/** The seeded fibre and ADSL coverage of Rabat: its neighbourhoods and streets. */
import { ADSL_12, ADSL_20, type CitySeed, FIBRE_1G, FIBRE_200, FIBRE_500, NOTHING, avenue, rue } from './coverage-model';

export const RABAT: CitySeed = {
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
};
