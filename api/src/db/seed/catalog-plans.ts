/** The seeded catalogue's mobile plans. */
import type { LocalizedText, OfferAllowances } from '@atlas/contracts/catalog';
import { NEW, POPULAR, type ProductRow, centimes, media, spec } from './catalog-common';

interface PlanSeed {
  id: string;
  segment: 'consumer' | 'business';
  name: LocalizedText;
  price: number;
  network: '4G' | '5G';
  allowances: OfferAllowances;
  badge?: LocalizedText;
  releasedAt: string;
}

const unlimitedCallsMorocco = {
  fr: 'Appels illimités vers tous les opérateurs au Maroc',
  ar: 'مكالمات غير محدودة نحو جميع المشغّلين بالمغرب',
  en: 'Unlimited calls to every operator in Morocco',
};
const unlimitedSocial = { fr: 'Réseaux sociaux illimités', ar: 'شبكات التواصل الاجتماعي بلا حدود', en: 'Unlimited social networks' };
export const noCommitment = { fr: 'Sans engagement', ar: 'بدون التزام', en: 'No commitment' };

export const PLANS: PlanSeed[] = [
  {
    id: 'forfait-49',
    segment: 'consumer',
    name: { fr: 'Forfait 49 Dh — 20 Go', ar: 'اشتراك 49 درهم — 20 جيغا', en: '49 Dh plan — 20 GB' },
    price: 49,
    network: '4G',
    releasedAt: '2025-03-01',
    allowances: { dataGb: 20, callHours: 5, sms: 100, commitmentMonths: 0, highlights: [unlimitedSocial, noCommitment] },
  },
  {
    id: 'forfait-99',
    segment: 'consumer',
    name: { fr: 'Forfait 99 Dh — 50 Go', ar: 'اشتراك 99 درهم — 50 جيغا', en: '99 Dh plan — 50 GB' },
    price: 99,
    network: '4G',
    releasedAt: '2025-03-01',
    badge: POPULAR,
    allowances: { dataGb: 50, callHours: null, sms: null, commitmentMonths: 0, highlights: [unlimitedCallsMorocco, noCommitment] },
  },
  {
    id: 'forfait-149',
    segment: 'consumer',
    name: { fr: 'Forfait 149 Dh — 100 Go 5G', ar: 'اشتراك 149 درهم — 100 جيغا بالجيل الخامس', en: '149 Dh plan — 100 GB 5G' },
    price: 149,
    network: '5G',
    releasedAt: '2026-06-01',
    badge: NEW,
    allowances: {
      dataGb: 100,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [unlimitedCallsMorocco, { fr: '1 h d’appels vers l’Europe', ar: 'ساعة من المكالمات نحو أوروبا', en: '1 h of calls to Europe' }],
    },
  },
  {
    id: 'forfait-249',
    segment: 'consumer',
    name: { fr: 'Forfait 249 Dh — 200 Go 5G', ar: 'اشتراك 249 درهم — 200 جيغا بالجيل الخامس', en: '249 Dh plan — 200 GB 5G' },
    price: 249,
    network: '5G',
    releasedAt: '2026-06-01',
    allowances: {
      dataGb: 200,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [
        unlimitedCallsMorocco,
        { fr: '5 Go de roaming en Europe et au Maghreb', ar: '5 جيغا للتجوال في أوروبا والمغرب العربي', en: '5 GB roaming in Europe and the Maghreb' },
      ],
    },
  },
  {
    id: 'forfait-349',
    segment: 'consumer',
    name: { fr: 'Forfait 349 Dh — Illimité 5G', ar: 'اشتراك 349 درهم — غير محدود بالجيل الخامس', en: '349 Dh plan — Unlimited 5G' },
    price: 349,
    network: '5G',
    releasedAt: '2026-06-01',
    badge: { fr: 'Premium', ar: 'بريميوم', en: 'Premium' },
    allowances: {
      dataGb: null,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [
        {
          fr: 'Appels illimités vers l’Europe et l’Amérique du Nord',
          ar: 'مكالمات غير محدودة نحو أوروبا وأمريكا الشمالية',
          en: 'Unlimited calls to Europe and North America',
        },
        { fr: '15 Go de roaming dans 60 pays', ar: '15 جيغا للتجوال في 60 بلدًا', en: '15 GB roaming in 60 countries' },
      ],
    },
  },
  {
    id: 'forfait-pro-99',
    segment: 'business',
    name: { fr: 'Forfait Pro 99 Dh — 60 Go', ar: 'اشتراك برو 99 درهم — 60 جيغا', en: 'Pro plan 99 Dh — 60 GB' },
    price: 99,
    network: '4G',
    releasedAt: '2025-09-01',
    allowances: {
      dataGb: 60,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [unlimitedCallsMorocco, { fr: 'Facture au nom de votre activité', ar: 'فاتورة باسم نشاطك المهني', en: 'Invoice in your business name' }],
    },
  },
  {
    id: 'forfait-pro-199',
    segment: 'business',
    name: { fr: 'Forfait Pro 199 Dh — 150 Go 5G', ar: 'اشتراك برو 199 درهم — 150 جيغا بالجيل الخامس', en: 'Pro plan 199 Dh — 150 GB 5G' },
    price: 199,
    network: '5G',
    releasedAt: '2026-06-15',
    badge: NEW,
    allowances: {
      dataGb: 150,
      callHours: null,
      sms: null,
      commitmentMonths: 0,
      highlights: [
        {
          fr: 'Appels illimités au Maroc et 2 h vers l’Europe',
          ar: 'مكالمات غير محدودة داخل المغرب وساعتان نحو أوروبا',
          en: 'Unlimited calls in Morocco and 2 h to Europe',
        },
        { fr: 'Partage de connexion illimité', ar: 'مشاركة الاتصال بلا حدود', en: 'Unlimited hotspot' },
      ],
    },
  },
  {
    id: 'forfait-pro-399',
    segment: 'business',
    name: { fr: 'Forfait Pro 399 Dh — Illimité 5G', ar: 'اشتراك برو 399 درهم — غير محدود بالجيل الخامس', en: 'Pro plan 399 Dh — Unlimited 5G' },
    price: 399,
    network: '5G',
    releasedAt: '2026-06-15',
    allowances: {
      dataGb: null,
      callHours: null,
      sms: null,
      commitmentMonths: 12,
      highlights: [
        { fr: 'Appels illimités vers 40 pays', ar: 'مكالمات غير محدودة نحو 40 بلدًا', en: 'Unlimited calls to 40 countries' },
        { fr: 'Ligne prioritaire du service client entreprise', ar: 'خط ذو أولوية لخدمة زبناء المقاولات', en: 'Priority business customer line' },
      ],
    },
  },
];

export const planRow = (plan: PlanSeed, position: number): ProductRow => ({
  id: plan.id,
  family: 'plan',
  productType: 'offre-mobile',
  segment: plan.segment,
  name: plan.name,
  brand: null,
  network: plan.network,
  os: null,
  homeFamily: null,
  priceCentimes: centimes(plan.price),
  previousPriceCentimes: null,
  period: 'month',
  stockState: 'in-stock',
  releasedAt: new Date(`${plan.releasedAt}T09:00:00Z`),
  position,
  images: [media(plan.network === '5G' ? 'icon-5g.svg' : 'icon-pass-forfait.svg')],
  colours: null,
  description: {
    fr: `${plan.name.fr}, prix TTC par mois. Une carte SIM ou eSIM livrée gratuitement, votre numéro au choix.`,
    ar: `${plan.name.ar}، السعر شامل للضريبة في الشهر. بطاقة SIM أو eSIM توصل مجانًا، ورقمك باختيارك.`,
    en: `${plan.name.en}, monthly price incl. VAT. A SIM or eSIM delivered for free, the number of your choice.`,
  },
  specs: [
    spec('network', plan.network),
    spec(
      'commitment',
      plan.allowances.commitmentMonths
        ? { fr: `${plan.allowances.commitmentMonths} mois`, ar: `${plan.allowances.commitmentMonths} شهرًا`, en: `${plan.allowances.commitmentMonths} months` }
        : noCommitment,
    ),
  ],
  allowances: plan.allowances,
  badge: plan.badge ?? null,
});
