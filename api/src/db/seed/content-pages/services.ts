import { type BlockSeed, decorative } from '../home-pages/blocks';
import { l } from './text';

/** /services: the operator's services, online and on the phone. */
export const services: BlockSeed[] = [
  {
    key: 'entete',
    style: 'page-header',
    title: l('Nos services', 'خدماتنا', 'Our services'),
    subtitle: l(
      'Recharger, payer une facture, suivre une commande, partir à l’étranger : tout se fait en ligne, sans file d’attente, 24 heures sur 24.',
      'التعبئة وأداء الفاتورة وتتبع الطلب والسفر إلى الخارج: كل ذلك عبر الإنترنت، دون انتظار، على مدار الساعة.',
      'Top up, pay a bill, track an order, travel abroad: everything happens online, with no queue, around the clock.',
    ),
    items: [],
  },
  { key: 'en-ligne', style: 'service-directory', title: l('Tout faire en ligne', 'كل شيء عبر الإنترنت', 'Do it all online'), items: [] },
  {
    key: 'codes',
    style: 'data-table',
    title: l('Les codes utiles depuis votre mobile', 'الرموز المفيدة من هاتفك', 'Handy codes from your mobile'),
    columns: [l('Composez', 'اطلب', 'Dial'), l('Pour', 'من أجل', 'To')],
    items: [
      {
        id: 'solde',
        title: l('*100#', '*100#', '*100#'),
        cells: [l('Consulter votre solde et vos pass', 'الاطلاع على رصيدك وباقاتك', 'Check your balance and passes')],
      },
      {
        id: 'recharge',
        title: l('*111*code#', '*111*code#', '*111*code#'),
        cells: [l('Recharger avec une carte à gratter', 'التعبئة ببطاقة التعبئة', 'Top up with a scratch card')],
      },
      {
        id: 'roaming',
        title: l('*135#', '*135#', '*135#'),
        cells: [l('Activer ou désactiver le roaming', 'تفعيل التجوال أو إيقافه', 'Turn roaming on or off')],
      },
      {
        id: 'rio',
        title: l('SMS « RIO » au 1234', 'رسالة «RIO» إلى 1234', 'Text “RIO” to 1234'),
        cells: [l('Recevoir votre code RIO pour la portabilité', 'الحصول على رمز RIO لنقل الرقم', 'Get your RIO code for porting')],
      },
      {
        id: 'imei',
        title: l('*#06#', '*#06#', '*#06#'),
        cells: [
          l(
            'Afficher l’IMEI de votre téléphone (utile en cas de vol)',
            'عرض رقم IMEI لهاتفك (مفيد عند السرقة)',
            'Show your phone’s IMEI (useful if it is stolen)',
          ),
        ],
      },
      {
        id: 'service-client',
        title: l('220', '220', '220'),
        cells: [l('Joindre le service client, gratuitement', 'الاتصال بخدمة الزبناء مجانًا', 'Reach customer service, free of charge')],
      },
    ],
  },
  {
    key: 'accompagnement',
    style: 'feature-grid',
    title: l('Et si vous préférez parler à quelqu’un', 'وإن فضّلت الحديث إلى شخص', 'And if you would rather talk to someone'),
    items: [
      {
        id: 'service-client',
        title: l('Le 220, 7 jours sur 7', 'الرقم 220 طيلة أيام الأسبوع', '220, 7 days a week'),
        body: l(
          'Des conseillers en arabe, en français et en amazighe de 8 h à 22 h.',
          'مستشارون يتحدثون العربية والفرنسية والأمازيغية من الثامنة صباحًا إلى العاشرة ليلًا.',
          'Advisers in Arabic, French and Amazigh from 8 am to 10 pm.',
        ),
        image: { file: 'icon-service-client.svg', alt: decorative },
        link: '/nous-contacter',
        ctaLabel: l('Être rappelé', 'طلب معاودة الاتصال', 'Get a call back'),
      },
      {
        id: 'agences',
        title: l('Plus de 200 agences', 'أكثر من 200 وكالة', 'Over 200 agencies'),
        body: l(
          'Pour une carte SIM, un smartphone ou une question, dont certaines ouvertes le dimanche.',
          'لبطاقة SIM أو هاتف ذكي أو أي سؤال، وبعضها مفتوح يوم الأحد.',
          'For a SIM card, a smartphone or a question, some of them open on Sunday.',
        ),
        image: { file: 'icon-nos-agences.svg', alt: decorative },
        link: '/nos-agences',
        ctaLabel: l('Trouver une agence', 'العثور على وكالة', 'Find an agency'),
      },
      {
        id: 'faq',
        title: l('Les réponses, tout de suite', 'الأجوبة فورًا', 'Answers, right away'),
        body: l('Les questions les plus posées, classées par thème.', 'الأسئلة الأكثر طرحًا، مصنفة حسب الموضوع.', 'The most asked questions, sorted by topic.'),
        image: { file: 'icon-faq.svg', alt: decorative },
        link: '/faq',
        ctaLabel: l('Voir la FAQ', 'الأسئلة الشائعة', 'See the FAQ'),
      },
    ],
  },
];
