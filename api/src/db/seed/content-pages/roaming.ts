import type { BlockSeed } from '../home-pages/blocks';
import { SUPPORT_HELP, l } from './text';

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
