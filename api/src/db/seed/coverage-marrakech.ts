/** The seeded fibre and ADSL coverage of Marrakech: its neighbourhoods and streets. */
import { ADSL_12, type CitySeed, FIBRE_200, FIBRE_500, NOTHING, avenue, rue } from './coverage-model';

export const MARRAKECH: CitySeed = {
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
};
