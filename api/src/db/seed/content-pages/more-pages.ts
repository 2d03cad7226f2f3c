import { decorative, type BlockSeed } from '../home-pages/blocks';
import { l, SUPPORT_HELP } from './text';

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

/** /wholesale/datacenter: colocation and interconnection for carriers and large accounts. */
export const wholesaleDatacenter: BlockSeed[] = [
  {
    key: 'entete',
    style: 'page-header',
    title: l('Nos datacenters au Maroc', 'مراكز بياناتنا بالمغرب', 'Our data centres in Morocco'),
    subtitle: l(
      'Deux sites Tier III neutres vis-à-vis des opérateurs, à Casablanca et Rabat, pour héberger vos équipements au plus près de vos utilisateurs et de vos données.',
      'موقعان من المستوى الثالث محايدان تجاه المشغّلين، بالدار البيضاء والرباط، لاستضافة تجهيزاتكم على مقربة من مستعمليكم ومعطياتكم.',
      'Two carrier-neutral Tier III sites, in Casablanca and Rabat, to host your equipment close to your users and your data.',
    ),
    cta: { label: l('Demander une visite', 'طلب زيارة', 'Book a visit'), link: '/nous-contacter' },
    items: [{ id: 'wholesale', title: l('Tous les services wholesale', 'جميع خدمات الجملة', 'All wholesale services'), link: '/wholesale' }],
  },
  {
    key: 'atouts',
    style: 'feature-grid',
    title: l('Pourquoi héberger chez nous', 'لماذا تستضيفون لدينا', 'Why host with us'),
    items: [
      {
        id: 'tier3',
        title: l('Tier III', 'المستوى الثالث', 'Tier III'),
        body: l(
          'Alimentation et refroidissement redondés (N+1), maintenance sans interruption, 99,982 % de disponibilité garantie.',
          'تغذية وتبريد مزدوجان (\u2066N+1\u2069) وصيانة دون انقطاع، وتوفر مضمون بنسبة 99,982٪.',
          'Redundant power and cooling (N+1), maintenance without downtime, 99.982% guaranteed availability.',
        ),
        image: { file: 'icon-datacenter.svg', alt: decorative },
      },
      {
        id: 'souverainete',
        title: l('Vos données restent au Maroc', 'معطياتكم تبقى بالمغرب', 'Your data stays in Morocco'),
        body: l(
          'Un hébergement conforme à la loi 09-08 et aux exigences de la DGSSI pour les administrations et les secteurs régulés.',
          'استضافة مطابقة للقانون \u206609-08\u2069 ولمتطلبات المديرية العامة لأمن نظم المعلومات بالنسبة للإدارات والقطاعات المقننة.',
          'Hosting that meets law 09-08 and the requirements of the DGSSI for public bodies and regulated sectors.',
        ),
        image: { file: 'icon-cybersecurite.svg', alt: decorative },
      },
      {
        id: 'neutre',
        title: l('Neutre et interconnecté', 'محايد ومترابط', 'Neutral and interconnected'),
        body: l(
          'Plus de 15 opérateurs et fournisseurs de contenu présents, un point d’échange internet et l’accès à nos câbles sous-marins.',
          'أكثر من 15 مشغّلًا ومزوّد محتوى حاضرين، ونقطة لتبادل الإنترنت، وولوج إلى كابلاتنا البحرية.',
          'Over 15 carriers and content providers on site, an internet exchange point and access to our submarine cables.',
        ),
        image: { file: 'icon-international.svg', alt: decorative },
      },
      {
        id: 'noc',
        title: l('Supervision 24 h/24', 'مراقبة على مدار الساعة', '24/7 monitoring'),
        body: l(
          'Un centre de supervision et des techniciens sur place jour et nuit, avec un service de mains à distance.',
          'مركز مراقبة وتقنيون في عين المكان ليل نهار، مع خدمة التدخل عن بعد.',
          'A monitoring centre and on-site technicians day and night, with a remote hands service.',
        ),
        image: { file: 'icon-service-client.svg', alt: decorative },
      },
    ],
  },
  {
    key: 'caracteristiques',
    style: 'data-table',
    title: l('Caractéristiques des sites', 'خصائص الموقعين', 'Site specifications'),
    columns: [
      l('Critère', 'المعيار', 'Criterion'),
      l('Casablanca – Sidi Maârouf', 'الدار البيضاء – سيدي معروف', 'Casablanca – Sidi Maarouf'),
      l('Rabat – Technopolis', 'الرباط – تكنوبوليس', 'Rabat – Technopolis'),
    ],
    items: [
      {
        id: 'surface',
        title: l('Surface IT', 'المساحة التقنية', 'IT floor space'),
        cells: [l('3 200 m²', '3200 م²', '3,200 m²'), l('1 800 m²', '1800 م²', '1,800 m²')],
      },
      {
        id: 'puissance',
        title: l('Puissance IT', 'القدرة الكهربائية التقنية', 'IT power'),
        cells: [l('6 MW', '6 ميغاواط', '6 MW'), l('3 MW', '3 ميغاواط', '3 MW')],
      },
      {
        id: 'densite',
        title: l('Densité par baie', 'الكثافة لكل خزانة', 'Density per rack'),
        cells: [l('Jusqu’à 20 kW', 'حتى 20 كيلوواط', 'Up to 20 kW'), l('Jusqu’à 15 kW', 'حتى 15 كيلوواط', 'Up to 15 kW')],
      },
      {
        id: 'energie',
        title: l('Énergie', 'الطاقة', 'Energy'),
        cells: [
          l(
            'Deux arrivées, groupes N+1, 48 h d’autonomie',
            'مصدران للتغذية ومولدات \u2066N+1\u2069 واستقلالية 48 ساعة',
            'Two feeds, N+1 generators, 48 h autonomy',
          ),
          l(
            'Deux arrivées, groupes N+1, 48 h d’autonomie',
            'مصدران للتغذية ومولدات \u2066N+1\u2069 واستقلالية 48 ساعة',
            'Two feeds, N+1 generators, 48 h autonomy',
          ),
        ],
      },
      {
        id: 'certifications',
        title: l('Certifications', 'الشهادات', 'Certifications'),
        cells: [
          l('Tier III, ISO 27001, ISO 50001', 'المستوى الثالث، \u2066ISO 27001\u2069، \u2066ISO 50001\u2069', 'Tier III, ISO 27001, ISO 50001'),
          l('Tier III, ISO 27001', 'المستوى الثالث، \u2066ISO 27001\u2069', 'Tier III, ISO 27001'),
        ],
      },
      {
        id: 'reseau',
        title: l('Connectivité', 'الربط', 'Connectivity'),
        cells: [
          l('Point d’échange, 3 câbles sous-marins', 'نقطة تبادل و3 كابلات بحرية', 'Exchange point, 3 submarine cables'),
          l('Fibre dédiée vers Casablanca (2 routes)', 'ألياف مخصصة نحو الدار البيضاء (مساران)', 'Dedicated fibre to Casablanca (2 routes)'),
        ],
      },
    ],
  },
  {
    key: 'offres',
    style: 'article',
    title: l('Nos offres de colocation', 'عروض الاستضافة لدينا', 'Our colocation offers'),
    body: l(
      'Du demi-rack à la salle privative, avec l’énergie et les interconnexions dont vous avez besoin, au mois ou sur plusieurs années.',
      'من نصف خزانة إلى قاعة خاصة، مع الطاقة والروابط التي تحتاجونها، بالشهر أو لعدة سنوات.',
      'From half a rack to a private room, with the power and interconnections you need, monthly or over several years.',
    ),
    items: [
      {
        id: 'baie',
        title: l('Baie 42U', 'خزانة 42U', '42U rack'),
        body: l(
          'Baie sécurisée par serrure à code, de 2 à 20 kW, alimentation double.',
          'خزانة مؤمّنة بقفل رقمي، من 2 إلى 20 كيلوواط، بتغذية مزدوجة.',
          'A code-locked rack from 2 to 20 kW, with dual power.',
        ),
      },
      {
        id: 'cage',
        title: l('Cage privative', 'قفص خاص', 'Private cage'),
        body: l(
          'De 4 à 40 baies dans un espace grillagé, avec contrôle d’accès biométrique.',
          'من 4 إلى 40 خزانة في فضاء مسيّج، بمراقبة ولوج بالبصمة.',
          '4 to 40 racks in a fenced area, with biometric access control.',
        ),
      },
      {
        id: 'salle',
        title: l('Salle privative', 'قاعة خاصة', 'Private room'),
        body: l(
          'Une salle dédiée avec ses propres circuits électriques et de refroidissement.',
          'قاعة مخصصة بدوائرها الكهربائية وأنظمة تبريدها الخاصة.',
          'A dedicated room with its own power and cooling circuits.',
        ),
      },
      {
        id: 'cross-connect',
        title: l('Interconnexions', 'الربط البيني', 'Cross-connects'),
        body: l(
          'Cross-connects fibre ou cuivre vers les opérateurs présents, livrés sous 48 heures.',
          'روابط بينية بالألياف أو النحاس نحو المشغّلين الحاضرين، تُسلَّم خلال 48 ساعة.',
          'Fibre or copper cross-connects to the carriers on site, delivered within 48 hours.',
        ),
      },
    ],
  },
  {
    key: 'contact',
    style: 'notice',
    title: l('Un projet d’hébergement ?', 'لديكم مشروع استضافة؟', 'A hosting project?'),
    body: l(
      'Notre équipe wholesale vous répond sous un jour ouvré, étudie vos besoins et organise la visite du site.',
      'يجيبكم فريق خدمات الجملة خلال يوم عمل، ويدرس حاجياتكم وينظّم زيارة الموقع.',
      'Our wholesale team answers within one working day, studies your needs and arranges a site visit.',
    ),
    cta: { label: l('Contacter l’équipe wholesale', 'اتصل بفريق خدمات الجملة', 'Contact the wholesale team'), link: '/nous-contacter' },
    items: [],
  },
];

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

/** /roaming: the words around the price finder (the prices come from the roaming service). */
export const roaming: BlockSeed[] = [
  {
    key: 'entete',
    style: 'page-header',
    title: l('Roaming : votre mobile vous suit à l’étranger', 'التجوال: هاتفك يرافقك إلى الخارج', 'Roaming: your mobile travels with you'),
    subtitle: l(
      'Appels, SMS et internet dans plus de 190 pays avec nos partenaires. Trouvez les prix de votre destination et partez avec le bon pass.',
      'مكالمات ورسائل وإنترنت في أكثر من 190 بلدًا مع شركائنا. اعثر على أسعار وجهتك وسافر بالباقة المناسبة.',
      'Calls, texts and data in over 190 countries with our partners. Find your destination’s prices and leave with the right pass.',
    ),
    items: [],
  },
  {
    key: 'activer',
    style: 'steps',
    title: l('Prêt en 3 étapes', 'جاهز في 3 مراحل', 'Ready in 3 steps'),
    items: [
      {
        id: 'activer',
        title: l('Activez le roaming', 'فعّل التجوال', 'Turn roaming on'),
        body: l(
          'Gratuitement, depuis votre espace client ou en composant *135# avant de partir.',
          'مجانًا، من فضائك الخاص أو بتركيب الرمز \u2066*135#\u2069 قبل السفر.',
          'Free of charge, in your customer area or by dialling *135# before you leave.',
        ),
        link: '/espace-client/login',
        ctaLabel: l('Mon espace client', 'فضائي الخاص', 'My customer area'),
      },
      {
        id: 'pass',
        title: l('Prenez un pass data', 'اختر باقة إنترنت', 'Get a data pass'),
        body: l(
          'Jusqu’à 10 fois moins cher que l’internet hors pass. Il démarre à votre première connexion sur place.',
          'أرخص حتى 10 مرات من الإنترنت خارج الباقة، وتبدأ صلاحيتها عند أول اتصال لك هناك.',
          'Up to 10 times cheaper than data outside a pass. It starts the first time you connect there.',
        ),
      },
      {
        id: 'reglages',
        title: l('Activez l’itinérance des données', 'فعّل تجوال البيانات', 'Turn data roaming on'),
        body: l(
          'Dans les réglages du téléphone, une fois arrivé. Le kit voyage détaille chaque réglage.',
          'من إعدادات الهاتف عند وصولك. ويشرح دليل السفر كل إعداد بالتفصيل.',
          'In the phone settings, once you arrive. The travel kit explains each setting.',
        ),
      },
    ],
  },
  {
    key: 'bon-a-savoir',
    style: 'article',
    title: l('Bon à savoir', 'معلومات مفيدة', 'Good to know'),
    body: l(
      '- Les SMS reçus sont gratuits, partout.\n- Les appels sont facturés à la seconde après la première minute.\n- Hors pass, l’internet s’arrête au-delà de 500 Dh par mois : vous le réactivez depuis votre espace client si vous le souhaitez.\n- Depuis l’étranger, le service client répond gratuitement au +212 520 220 220.',
      '- الرسائل الواردة مجانية في كل مكان.\n- تُحتسب المكالمات بالثانية بعد الدقيقة الأولى.\n- خارج الباقة، يتوقف الإنترنت عند تجاوز 500 درهم في الشهر، ويمكنك إعادة تفعيله من فضائك الخاص إن رغبت.\n- من الخارج، تجيبك خدمة الزبناء مجانًا على الرقم ⁦+212 520 220 220⁩.',
      '- Texts received are free, everywhere.\n- Calls are charged per second after the first minute.\n- Outside a pass, data stops beyond 500 Dh a month: turn it back on in your customer area if you wish.\n- From abroad, customer service answers free of charge on +212 520 220 220.',
    ),
    items: [],
  },
  {
    key: 'questions',
    style: 'accordion',
    title: l('Vos questions sur le roaming', 'أسئلتكم حول التجوال', 'Your questions about roaming'),
    items: [
      {
        id: 'prepaye',
        title: l('Le roaming marche-t-il avec une ligne prépayée ?', 'هل يعمل التجوال مع خط الدفع المسبق؟', 'Does roaming work on a prepaid line?'),
        body: l(
          'Oui. Les appels et l’internet sont déduits de votre solde ; rechargez avant de partir ou depuis l’étranger en ligne.',
          'نعم. تُخصم المكالمات والإنترنت من رصيدك، فقم بالتعبئة قبل السفر أو من الخارج عبر الإنترنت.',
          'Yes. Calls and data come off your balance; top up before leaving or online from abroad.',
        ),
        link: '/recharge',
        ctaLabel: l('Recharger en ligne', 'التعبئة عبر الإنترنت', 'Top up online'),
      },
      {
        id: 'reseau',
        title: l('Je n’ai pas de réseau en arrivant', 'لا أجد الشبكة عند وصولي', 'I have no network when I arrive'),
        body: l(
          'Redémarrez le téléphone, puis choisissez manuellement l’un de nos partenaires dans les réglages réseau. Vérifiez que le roaming est bien activé sur votre ligne.',
          'أعد تشغيل الهاتف ثم اختر يدويًا أحد شركائنا من إعدادات الشبكة، وتأكد من أن التجوال مفعّل على خطك.',
          'Restart the phone, then pick one of our partners by hand in the network settings. Check that roaming is on for your line.',
        ),
      },
      {
        id: 'vol',
        title: l('On m’a volé mon téléphone à l’étranger', 'سُرق هاتفي في الخارج', 'My phone was stolen abroad'),
        body: l(
          'Suspendez tout de suite votre ligne depuis votre espace client ou au +212 520 220 220 : vous ne payez rien de ce qui est consommé après la suspension.',
          'أوقف خطك فورًا من فضائك الخاص أو على الرقم ⁦+212 520 220 220⁩، ولن تؤدي شيئًا مما يُستهلك بعد الإيقاف.',
          'Suspend your line at once in your customer area or on +212 520 220 220: you pay nothing used after the suspension.',
        ),
      },
    ],
  },
  { key: 'aide', style: 'notice', title: SUPPORT_HELP.title, body: SUPPORT_HELP.body, cta: SUPPORT_HELP.cta, items: [] },
];
