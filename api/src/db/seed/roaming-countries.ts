/** The seeded roaming countries: each one's zone and partner networks. */
import type { RoamingPartner, RoamingRates, RoamingZoneId } from '@atlas/contracts/roaming';
import type { Localized } from '../../language';

interface CountrySeed {
  code: string;
  zone: RoamingZoneId;
  name: Localized;
  /** Other names customers type, any language. */
  aliases?: string;
  dialCode: string;
  partners: RoamingPartner[];
  rates?: RoamingRates;
}

const p = (name: string, ...technologies: RoamingPartner['technologies']): RoamingPartner => ({ name, technologies });

export const COUNTRIES: CountrySeed[] = [
  // Europe
  {
    code: 'FR',
    zone: 'europe',
    name: { fr: 'France', ar: 'فرنسا', en: 'France' },
    dialCode: '+33',
    partners: [p('Orange France', '4G', '5G'), p('SFR', '4G', '5G'), p('Bouygues Telecom', '4G')],
  },
  {
    code: 'ES',
    zone: 'europe',
    name: { fr: 'Espagne', ar: 'إسبانيا', en: 'Spain' },
    aliases: 'espana spanje اسبانيا',
    dialCode: '+34',
    partners: [p('Movistar', '4G', '5G'), p('Vodafone España', '4G', '5G'), p('Orange España', '4G')],
  },
  {
    code: 'IT',
    zone: 'europe',
    name: { fr: 'Italie', ar: 'إيطاليا', en: 'Italy' },
    aliases: 'italia',
    dialCode: '+39',
    partners: [p('TIM', '4G', '5G'), p('Vodafone Italia', '4G')],
  },
  {
    code: 'BE',
    zone: 'europe',
    name: { fr: 'Belgique', ar: 'بلجيكا', en: 'Belgium' },
    aliases: 'belgie',
    dialCode: '+32',
    partners: [p('Proximus', '4G', '5G'), p('Orange Belgium', '4G')],
  },
  {
    code: 'NL',
    zone: 'europe',
    name: { fr: 'Pays-Bas', ar: 'هولندا', en: 'Netherlands' },
    aliases: 'hollande holland nederland',
    dialCode: '+31',
    partners: [p('KPN', '4G', '5G'), p('Vodafone NL', '4G')],
  },
  {
    code: 'DE',
    zone: 'europe',
    name: { fr: 'Allemagne', ar: 'ألمانيا', en: 'Germany' },
    aliases: 'deutschland',
    dialCode: '+49',
    partners: [p('Telekom Deutschland', '4G', '5G'), p('Vodafone DE', '4G')],
  },
  { code: 'PT', zone: 'europe', name: { fr: 'Portugal', ar: 'البرتغال', en: 'Portugal' }, dialCode: '+351', partners: [p('MEO', '4G', '5G'), p('NOS', '4G')] },
  {
    code: 'GB',
    zone: 'europe',
    name: { fr: 'Royaume-Uni', ar: 'المملكة المتحدة', en: 'United Kingdom' },
    aliases: 'angleterre england uk grande bretagne britain بريطانيا انجلترا',
    dialCode: '+44',
    partners: [p('EE', '4G', '5G'), p('Vodafone UK', '4G')],
  },
  {
    code: 'CH',
    zone: 'europe',
    name: { fr: 'Suisse', ar: 'سويسرا', en: 'Switzerland' },
    aliases: 'schweiz svizzera',
    dialCode: '+41',
    partners: [p('Swisscom', '4G', '5G'), p('Sunrise', '4G')],
  },
  {
    code: 'TR',
    zone: 'europe',
    name: { fr: 'Turquie', ar: 'تركيا', en: 'Turkey' },
    aliases: 'turkiye',
    dialCode: '+90',
    partners: [p('Turkcell', '4G'), p('Vodafone TR', '4G')],
    // Outside the EU agreements: data costs more than in the rest of the zone.
    rates: { callsLocal: 9.9, callsToMorocco: 12.9, callsReceived: 5.9, smsSent: 2.9, dataPerMb: 20 },
  },
  { code: 'SE', zone: 'europe', name: { fr: 'Suède', ar: 'السويد', en: 'Sweden' }, aliases: 'sverige', dialCode: '+46', partners: [p('Telia', '4G', '5G')] },
  // Maghreb
  {
    code: 'DZ',
    zone: 'maghreb',
    name: { fr: 'Algérie', ar: 'الجزائر', en: 'Algeria' },
    aliases: 'dzayer',
    dialCode: '+213',
    partners: [p('Mobilis', '4G'), p('Djezzy', '4G')],
  },
  {
    code: 'TN',
    zone: 'maghreb',
    name: { fr: 'Tunisie', ar: 'تونس', en: 'Tunisia' },
    dialCode: '+216',
    partners: [p('Ooredoo Tunisie', '4G'), p('Orange Tunisie', '4G')],
  },
  { code: 'LY', zone: 'maghreb', name: { fr: 'Libye', ar: 'ليبيا', en: 'Libya' }, dialCode: '+218', partners: [p('Libyana', '3G', '4G')] },
  {
    code: 'MR',
    zone: 'maghreb',
    name: { fr: 'Mauritanie', ar: 'موريتانيا', en: 'Mauritania' },
    dialCode: '+222',
    partners: [p('Mauritel', '4G'), p('Chinguitel', '3G')],
  },
  // Gulf and Middle East
  {
    code: 'SA',
    zone: 'gulf-middle-east',
    name: { fr: 'Arabie saoudite', ar: 'السعودية', en: 'Saudi Arabia' },
    aliases: 'ksa omra umrah hajj mecque makkah medine العمرة الحج مكة المملكة العربية السعودية',
    dialCode: '+966',
    partners: [p('stc', '4G', '5G'), p('Mobily', '4G', '5G'), p('Zain KSA', '4G')],
  },
  {
    code: 'AE',
    zone: 'gulf-middle-east',
    name: { fr: 'Émirats arabes unis', ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates' },
    aliases: 'uae emirates dubai dubaï abu dhabi دبي ابوظبي',
    dialCode: '+971',
    partners: [p('e& (Etisalat)', '4G', '5G'), p('du', '4G', '5G')],
  },
  {
    code: 'QA',
    zone: 'gulf-middle-east',
    name: { fr: 'Qatar', ar: 'قطر', en: 'Qatar' },
    aliases: 'doha الدوحة',
    dialCode: '+974',
    partners: [p('Ooredoo Qatar', '4G', '5G'), p('Vodafone Qatar', '4G')],
  },
  { code: 'KW', zone: 'gulf-middle-east', name: { fr: 'Koweït', ar: 'الكويت', en: 'Kuwait' }, dialCode: '+965', partners: [p('Zain Kuwait', '4G', '5G')] },
  { code: 'BH', zone: 'gulf-middle-east', name: { fr: 'Bahreïn', ar: 'البحرين', en: 'Bahrain' }, dialCode: '+973', partners: [p('Batelco', '4G', '5G')] },
  { code: 'OM', zone: 'gulf-middle-east', name: { fr: 'Oman', ar: 'سلطنة عمان', en: 'Oman' }, dialCode: '+968', partners: [p('Omantel', '4G')] },
  {
    code: 'JO',
    zone: 'gulf-middle-east',
    name: { fr: 'Jordanie', ar: 'الأردن', en: 'Jordan' },
    dialCode: '+962',
    partners: [p('Zain Jordan', '4G'), p('Orange Jordan', '4G')],
  },
  { code: 'LB', zone: 'gulf-middle-east', name: { fr: 'Liban', ar: 'لبنان', en: 'Lebanon' }, dialCode: '+961', partners: [p('Alfa', '4G'), p('touch', '4G')] },
  {
    code: 'EG',
    zone: 'gulf-middle-east',
    name: { fr: 'Égypte', ar: 'مصر', en: 'Egypt' },
    aliases: 'misr le caire cairo القاهرة',
    dialCode: '+20',
    partners: [p('Vodafone Egypt', '4G'), p('Orange Egypt', '4G')],
  },
  // North America
  {
    code: 'US',
    zone: 'north-america',
    name: { fr: 'États-Unis', ar: 'الولايات المتحدة', en: 'United States' },
    aliases: 'usa amerique america new york امريكا',
    dialCode: '+1',
    partners: [p('AT&T', '4G', '5G'), p('T-Mobile US', '4G', '5G')],
  },
  {
    code: 'CA',
    zone: 'north-america',
    name: { fr: 'Canada', ar: 'كندا', en: 'Canada' },
    aliases: 'montreal quebec',
    dialCode: '+1',
    partners: [p('Rogers', '4G', '5G'), p('Bell', '4G', '5G')],
  },
  {
    code: 'MX',
    zone: 'north-america',
    name: { fr: 'Mexique', ar: 'المكسيك', en: 'Mexico' },
    aliases: 'mexico',
    dialCode: '+52',
    partners: [p('Telcel', '4G')],
  },
  // Africa
  {
    code: 'SN',
    zone: 'africa',
    name: { fr: 'Sénégal', ar: 'السنغال', en: 'Senegal' },
    aliases: 'dakar داكار',
    dialCode: '+221',
    partners: [p('Orange Sénégal', '4G'), p('Free Sénégal', '4G')],
  },
  {
    code: 'CI',
    zone: 'africa',
    name: { fr: 'Côte d’Ivoire', ar: 'كوت ديفوار', en: 'Côte d’Ivoire' },
    aliases: 'ivory coast abidjan ساحل العاج',
    dialCode: '+225',
    partners: [p('Orange CI', '4G'), p('MTN CI', '4G')],
  },
  { code: 'ML', zone: 'africa', name: { fr: 'Mali', ar: 'مالي', en: 'Mali' }, aliases: 'bamako', dialCode: '+223', partners: [p('Orange Mali', '4G')] },
  { code: 'GN', zone: 'africa', name: { fr: 'Guinée', ar: 'غينيا', en: 'Guinea' }, aliases: 'conakry', dialCode: '+224', partners: [p('Orange Guinée', '4G')] },
  {
    code: 'CM',
    zone: 'africa',
    name: { fr: 'Cameroun', ar: 'الكاميرون', en: 'Cameroon' },
    dialCode: '+237',
    partners: [p('MTN Cameroon', '4G'), p('Orange Cameroun', '4G')],
  },
  {
    code: 'GA',
    zone: 'africa',
    name: { fr: 'Gabon', ar: 'الغابون', en: 'Gabon' },
    aliases: 'libreville',
    dialCode: '+241',
    partners: [p('Airtel Gabon', '4G')],
  },
  {
    code: 'NG',
    zone: 'africa',
    name: { fr: 'Nigeria', ar: 'نيجيريا', en: 'Nigeria' },
    aliases: 'lagos',
    dialCode: '+234',
    partners: [p('MTN Nigeria', '4G', '5G'), p('Airtel Nigeria', '4G')],
  },
  { code: 'GH', zone: 'africa', name: { fr: 'Ghana', ar: 'غانا', en: 'Ghana' }, aliases: 'accra', dialCode: '+233', partners: [p('MTN Ghana', '4G')] },
  {
    code: 'ZA',
    zone: 'africa',
    name: { fr: 'Afrique du Sud', ar: 'جنوب إفريقيا', en: 'South Africa' },
    aliases: 'johannesburg cape town',
    dialCode: '+27',
    partners: [p('Vodacom', '4G', '5G'), p('MTN South Africa', '4G', '5G')],
  },
  // Rest of the world
  {
    code: 'CN',
    zone: 'rest-of-world',
    name: { fr: 'Chine', ar: 'الصين', en: 'China' },
    aliases: 'pekin beijing shanghai',
    dialCode: '+86',
    partners: [p('China Mobile', '4G', '5G')],
  },
  {
    code: 'JP',
    zone: 'rest-of-world',
    name: { fr: 'Japon', ar: 'اليابان', en: 'Japan' },
    aliases: 'tokyo',
    dialCode: '+81',
    partners: [p('NTT docomo', '4G', '5G')],
  },
  {
    code: 'IN',
    zone: 'rest-of-world',
    name: { fr: 'Inde', ar: 'الهند', en: 'India' },
    aliases: 'india',
    dialCode: '+91',
    partners: [p('Airtel India', '4G'), p('Jio', '4G', '5G')],
  },
  {
    code: 'MY',
    zone: 'rest-of-world',
    name: { fr: 'Malaisie', ar: 'ماليزيا', en: 'Malaysia' },
    aliases: 'kuala lumpur',
    dialCode: '+60',
    partners: [p('Maxis', '4G')],
  },
  {
    code: 'ID',
    zone: 'rest-of-world',
    name: { fr: 'Indonésie', ar: 'إندونيسيا', en: 'Indonesia' },
    aliases: 'bali jakarta',
    dialCode: '+62',
    partners: [p('Telkomsel', '4G')],
  },
  {
    code: 'TH',
    zone: 'rest-of-world',
    name: { fr: 'Thaïlande', ar: 'تايلاند', en: 'Thailand' },
    aliases: 'bangkok',
    dialCode: '+66',
    partners: [p('AIS', '4G', '5G')],
  },
  {
    code: 'BR',
    zone: 'rest-of-world',
    name: { fr: 'Brésil', ar: 'البرازيل', en: 'Brazil' },
    aliases: 'brasil rio',
    dialCode: '+55',
    partners: [p('Vivo', '4G', '5G'), p('Claro Brasil', '4G')],
  },
  {
    code: 'AU',
    zone: 'rest-of-world',
    name: { fr: 'Australie', ar: 'أستراليا', en: 'Australia' },
    aliases: 'sydney',
    dialCode: '+61',
    partners: [p('Telstra', '4G', '5G')],
  },
];
