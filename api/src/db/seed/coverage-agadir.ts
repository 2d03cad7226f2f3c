/** The seeded fibre and ADSL coverage of Agadir: its neighbourhoods and streets. */
import { ADSL_12, type CitySeed, FIBRE_200, FIBRE_500, NOTHING, avenue, boulevard, rue } from './coverage-model';

export const AGADIR: CitySeed = {
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
};
