/** The seeded fibre and ADSL coverage of Casablanca: its neighbourhoods and streets. */
import { ADSL_12, ADSL_20, type CitySeed, FIBRE_1G, FIBRE_200, FIBRE_500, NOTHING, boulevard, rue } from './coverage-model';

export const CASABLANCA: CitySeed = {
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
};
