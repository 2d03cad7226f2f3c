import { type BlockSeed, decorative } from '../home-pages/blocks';
import { l } from './text';

/** /entreprise/rencontres-entreprises: the business events; the calendar and the form come from their own services. */
export const businessMeetings: BlockSeed[] = [
  {
    key: 'entete',
    style: 'page-header',
    title: l('Rencontres Entreprises', 'لقاءات المقاولات', 'Business meetings'),
    subtitle: l(
      'Des conférences, ateliers et petits-déjeuners dans tout le Maroc pour échanger avec nos experts et d’autres dirigeants sur le numérique de votre entreprise. Gratuit, sur inscription.',
      'مؤتمرات وورشات ولقاءات فطور في مختلف أنحاء المغرب للتبادل مع خبرائنا ومع مسيرين آخرين حول رقمنة مقاولتكم. مجانًا وبالتسجيل المسبق.',
      'Conferences, workshops and breakfasts across Morocco to talk with our experts and other business leaders about your company’s digital side. Free, on registration.',
    ),
    items: [{ id: 'entreprise', title: l('Nos solutions entreprises', 'حلولنا للمقاولات', 'Our business solutions'), link: '/entreprise' }],
  },
  {
    key: 'pourquoi',
    style: 'feature-grid',
    title: l('Pourquoi venir', 'لماذا تحضرون', 'Why come'),
    items: [
      {
        id: 'experts',
        title: l('Des experts disponibles', 'خبراء رهن إشارتكم', 'Experts on hand'),
        body: l(
          'Nos ingénieurs cloud, réseau et sécurité répondent à vos questions, sans démarche commerciale.',
          'يجيب مهندسونا في السحابة والشبكات والأمن عن أسئلتكم، دون أي التزام تجاري.',
          'Our cloud, network and security engineers answer your questions, with no sales pitch.',
        ),
        image: { file: 'icon-service-client.svg', alt: decorative },
      },
      {
        id: 'cas',
        title: l('Des cas concrets', 'حالات ملموسة', 'Real cases'),
        body: l(
          'Des entreprises marocaines de votre taille racontent ce qui a marché, et ce qu’elles feraient autrement.',
          'مقاولات مغربية في مثل حجمكم تحكي ما نجح وما كانت ستقوم به بشكل مختلف.',
          'Moroccan companies of your size tell what worked, and what they would do differently.',
        ),
        image: { file: 'icon-cloud.svg', alt: decorative },
      },
      {
        id: 'reseau',
        title: l('Votre réseau local', 'شبكة علاقاتكم المحلية', 'Your local network'),
        body: l(
          'Des rencontres à taille humaine dans votre région, pour échanger entre dirigeants.',
          'لقاءات بحجم إنساني في جهتكم للتبادل بين المسيرين.',
          'Small gatherings in your region, for leaders to meet each other.',
        ),
        image: { file: 'icon-flotte-mobile.svg', alt: decorative },
      },
    ],
  },
  {
    key: 'questions',
    style: 'accordion',
    title: l('Questions pratiques', 'أسئلة عملية', 'Practical questions'),
    items: [
      {
        id: 'prix',
        title: l('Les rencontres sont-elles payantes ?', 'هل اللقاءات مؤدى عنها؟', 'Do the events cost anything?'),
        body: l(
          'Non, toutes nos rencontres sont gratuites. Les places étant limitées, l’inscription est obligatoire.',
          'لا، جميع لقاءاتنا مجانية. ونظرًا لمحدودية المقاعد، فالتسجيل إلزامي.',
          'No, all our events are free. Seats are limited, so registration is required.',
        ),
      },
      {
        id: 'participants',
        title: l('Combien de personnes puis-je inscrire ?', 'كم شخصًا يمكنني تسجيله؟', 'How many people can I register?'),
        body: l(
          'Jusqu’à 5 personnes de votre entreprise par inscription, dans la limite des places restantes.',
          'حتى 5 أشخاص من مقاولتكم في كل تسجيل، في حدود المقاعد المتبقية.',
          'Up to 5 people from your company per registration, within the seats left.',
        ),
      },
      {
        id: 'confirmation',
        title: l('Comment ma place est-elle confirmée ?', 'كيف يتم تأكيد مقعدي؟', 'How is my seat confirmed?'),
        body: l(
          'Vous recevez une référence à l’écran, puis une invitation par e-mail avec le plan d’accès la semaine de l’événement.',
          'تتوصلون بمرجع على الشاشة، ثم بدعوة عبر البريد الإلكتروني مرفقة بخريطة الوصول خلال أسبوع اللقاء.',
          'You get a reference on screen, then an email invitation with directions in the week of the event.',
        ),
      },
      {
        id: 'annulation',
        title: l('Je ne peux plus venir', 'لم يعد بإمكاني الحضور', 'I can no longer come'),
        body: l(
          'Prévenez-nous au 220 (option Entreprises) pour libérer votre place : d’autres entreprises attendent souvent.',
          'أخبرونا على الرقم 220 (اختيار المقاولات) لتحرير مقعدكم، فغالبًا ما تنتظر مقاولات أخرى.',
          'Let us know on 220 (Business option) to free your seat: other companies are often waiting.',
        ),
      },
    ],
  },
];
