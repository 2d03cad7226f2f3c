/** The seeded fibre and ADSL coverage of Fès: its neighbourhoods and streets. */
import { ADSL_12, type CitySeed, FIBRE_200, FIBRE_500, NOTHING, avenue, boulevard, rue } from './coverage-model';

export const FES: CitySeed = {
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
};
