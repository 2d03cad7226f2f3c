/** The seeded roaming zones and the passes each sells. */
import type { RoamingRates, RoamingZoneId } from '@atlas/contracts/roaming';
import type { Localized } from '../../language';

interface ZoneSeed {
  id: RoamingZoneId;
  name: Localized;
  description: Localized;
  rates: RoamingRates;
  passes: PassSeed[];
}

export interface PassSeed {
  volumeMb: number;
  validityDays: number;
  price: number;
}

export const GB = 1024;

export const ZONES: ZoneSeed[] = [
  {
    id: 'europe',
    name: { fr: 'Europe', ar: 'أوروبا', en: 'Europe' },
    description: {
      fr: 'Union européenne, Royaume-Uni, Suisse et Turquie : les destinations de la diaspora et des vacances.',
      ar: 'الاتحاد الأوروبي والمملكة المتحدة وسويسرا وتركيا: وجهات الجالية والعطل.',
      en: 'European Union, United Kingdom, Switzerland and Turkey: where families and holidays take you.',
    },
    rates: { callsLocal: 9.9, callsToMorocco: 12.9, callsReceived: 5.9, smsSent: 2.9, dataPerMb: 15 },
    passes: [
      { volumeMb: 500, validityDays: 1, price: 39 },
      { volumeMb: 2 * GB, validityDays: 7, price: 129 },
      { volumeMb: 5 * GB, validityDays: 15, price: 229 },
      { volumeMb: 10 * GB, validityDays: 30, price: 379 },
    ],
  },
  {
    id: 'maghreb',
    name: { fr: 'Maghreb', ar: 'المغرب العربي', en: 'Maghreb' },
    description: {
      fr: 'Algérie, Tunisie, Libye et Mauritanie, aux tarifs les plus doux.',
      ar: 'الجزائر وتونس وليبيا وموريتانيا، بأخف الأسعار.',
      en: 'Algeria, Tunisia, Libya and Mauritania, at our gentlest prices.',
    },
    rates: { callsLocal: 5.9, callsToMorocco: 7.9, callsReceived: 3.9, smsSent: 1.9, dataPerMb: 10 },
    passes: [
      { volumeMb: 1 * GB, validityDays: 7, price: 59 },
      { volumeMb: 3 * GB, validityDays: 15, price: 119 },
    ],
  },
  {
    id: 'gulf-middle-east',
    name: { fr: 'Golfe et Moyen-Orient', ar: 'الخليج والشرق الأوسط', en: 'Gulf and Middle East' },
    description: {
      fr: 'Arabie saoudite, Émirats, Qatar, Égypte et leurs voisins, pour le travail comme pour la Omra.',
      ar: 'السعودية والإمارات وقطر ومصر وجيرانها، للعمل كما للعمرة.',
      en: 'Saudi Arabia, the Emirates, Qatar, Egypt and their neighbours, for work as for Umrah.',
    },
    rates: { callsLocal: 11.9, callsToMorocco: 15.9, callsReceived: 7.9, smsSent: 3.9, dataPerMb: 25 },
    passes: [
      { volumeMb: 1 * GB, validityDays: 7, price: 119 },
      { volumeMb: 5 * GB, validityDays: 15, price: 279 },
    ],
  },
  {
    id: 'north-america',
    name: { fr: 'Amérique du Nord', ar: 'أمريكا الشمالية', en: 'North America' },
    description: {
      fr: 'États-Unis, Canada et Mexique, en 4G et 5G.',
      ar: 'الولايات المتحدة وكندا والمكسيك، بالجيلين الرابع والخامس.',
      en: 'United States, Canada and Mexico, on 4G and 5G.',
    },
    rates: { callsLocal: 13.9, callsToMorocco: 17.9, callsReceived: 8.9, smsSent: 3.9, dataPerMb: 30 },
    passes: [
      { volumeMb: 1 * GB, validityDays: 7, price: 139 },
      { volumeMb: 5 * GB, validityDays: 30, price: 379 },
    ],
  },
  {
    id: 'africa',
    name: { fr: 'Afrique', ar: 'إفريقيا', en: 'Africa' },
    description: {
      fr: 'Afrique de l’Ouest, centrale et australe, avec nos partenaires historiques.',
      ar: 'غرب إفريقيا ووسطها وجنوبها، مع شركائنا التاريخيين.',
      en: 'West, Central and Southern Africa, with our long-standing partners.',
    },
    rates: { callsLocal: 10.9, callsToMorocco: 14.9, callsReceived: 7.9, smsSent: 3.5, dataPerMb: 20 },
    passes: [
      { volumeMb: 1 * GB, validityDays: 7, price: 89 },
      { volumeMb: 3 * GB, validityDays: 15, price: 189 },
    ],
  },
  {
    id: 'rest-of-world',
    name: { fr: 'Reste du monde', ar: 'باقي دول العالم', en: 'Rest of the world' },
    description: {
      fr: 'Asie, Amérique latine et Océanie.',
      ar: 'آسيا وأمريكا اللاتينية وأوقيانوسيا.',
      en: 'Asia, Latin America and Oceania.',
    },
    rates: { callsLocal: 17.9, callsToMorocco: 22.9, callsReceived: 12.9, smsSent: 4.9, dataPerMb: 40 },
    passes: [
      { volumeMb: 500, validityDays: 7, price: 129 },
      { volumeMb: 2 * GB, validityDays: 15, price: 299 },
    ],
  },
];
