import { mediaUrl } from '../../modules/ms-content/media-url';

/** The app-config carousel: the four campaigns of the moment. */
export const carousel = [
  {
    id: 'campagne-5g',
    image: mediaUrl('hero-5g.svg', 1440),
    link: '/offres-mobiles/forfait-mobile',
    title: {
      fr: 'La 5G Atlas arrive dans votre ville : jusqu’à 100 Go dès 149 Dh/mois',
      ar: 'شبكة الجيل الخامس من أطلس تصل إلى مدينتك: حتى 100 جيغا ابتداءً من 149 درهم في الشهر',
      en: 'Atlas 5G reaches your city: up to 100 GB from 149 Dh/month',
    },
  },
  {
    id: 'campagne-fibre',
    image: mediaUrl('hero-fibre.svg', 1440),
    link: '/offres-internet/wifi-a-la-maison/fibre-optique',
    title: {
      fr: 'Fibre optique jusqu’à 1 Gb/s, installation offerte',
      ar: 'الألياف البصرية حتى 1 جيغابت في الثانية، مع تركيب مجاني',
      en: 'Fibre up to 1 Gbps, free installation',
    },
  },
  {
    id: 'campagne-smartphones',
    image: mediaUrl('hero-smartphones.svg', 1440),
    link: '/catalogue-smartphones',
    title: {
      fr: 'Les nouveaux smartphones 5G à partir de 1 490 Dh',
      ar: 'الهواتف الذكية الجديدة بتقنية الجيل الخامس ابتداءً من 1490 درهم',
      en: 'The new 5G smartphones from 1,490 Dh',
    },
  },
  {
    id: 'campagne-recharge',
    image: mediaUrl('hero-recharge.svg', 1440),
    link: '/recharge',
    title: {
      fr: 'Rechargez en ligne et recevez le double en internet tout le week-end',
      ar: 'اشحن رصيدك عبر الإنترنت واحصل على ضعف الإنترنت طيلة نهاية الأسبوع',
      en: 'Top up online and get double data all weekend',
    },
  },
].map((slide, position) => ({ ...slide, position }));
