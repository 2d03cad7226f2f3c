import type { Localized } from '../../../language';

/** A text in the three languages, written in that order. */
export const l = (fr: string, ar: string, en: string): Localized => ({ fr, ar, en });

export const SUPPORT_HELP = {
  title: l('Une question ? Nous sommes là', 'سؤال؟ نحن هنا', 'A question? We are here'),
  body: l(
    'Le service client répond au 220 depuis votre ligne Atlas Telecom (appel gratuit), tous les jours de 8 h à 22 h. Vous pouvez aussi nous écrire depuis la page Nous contacter ou passer dans l’une de nos agences.',
    'تجيبكم خدمة الزبناء على الرقم 220 من خطكم أطلس تيليكوم (مكالمة مجانية)، طيلة أيام الأسبوع من الثامنة صباحًا إلى العاشرة ليلًا. يمكنكم أيضًا مراسلتنا من صفحة «اتصل بنا» أو زيارة إحدى وكالاتنا.',
    'Customer service answers on 220 from your Atlas Telecom line (free call), every day from 8 am to 10 pm. You can also write to us from the Contact us page or visit one of our agencies.',
  ),
  cta: { label: l('Nous contacter', 'اتصل بنا', 'Contact us'), link: '/nous-contacter' },
};
