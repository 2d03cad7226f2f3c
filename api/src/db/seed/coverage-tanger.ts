/** The seeded fibre and ADSL coverage of Tanger: its neighbourhoods and streets. */
import { ADSL_12, type CitySeed, FIBRE_1G, FIBRE_200, avenue, boulevard, rue } from './coverage-model';

export const TANGER: CitySeed = {
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
};
