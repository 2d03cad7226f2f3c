import { decorative, type BlockSeed } from '../home-pages/blocks';
import { l, SUPPORT_HELP } from './text';

/** /portabilite: keep your number when you join Atlas Telecom. */
export const portabilite: BlockSeed[] = [
  {
    key: 'entete',
    style: 'page-header',
    title: l('Changez d’opérateur, gardez votre numéro', 'غيّر المشغّل واحتفظ برقمك', 'Switch operator, keep your number'),
    subtitle: l(
      'La portabilité est gratuite : votre numéro vous suit chez Atlas Telecom en deux jours ouvrables, sans prévenir vos contacts ni changer vos habitudes.',
      'نقل الرقم مجاني: يرافقك رقمك إلى أطلس تيليكوم في يومي عمل، دون أن تُخبر معارفك أو تغيّر عاداتك.',
      'Porting is free: your number follows you to Atlas Telecom within two working days, with no need to tell your contacts or change your habits.',
    ),
    cta: { label: l('Faire ma demande en ligne', 'تقديم طلبي عبر الإنترنت', 'Apply online'), link: '/portabilite/demande' },
    items: [
      { id: 'agence', title: l('Trouver une agence', 'العثور على وكالة', 'Find an agency'), link: '/nos-agences' },
      { id: 'espace-client', title: l('Mon espace client', 'فضائي الخاص', 'My customer area'), link: '/espace-client/login' },
    ],
  },
  {
    key: 'definition',
    style: 'article',
    title: l('La portabilité, comment ça marche ?', 'كيف يعمل نقل الرقم؟', 'How does porting work?'),
    body: l(
      'La portabilité du numéro permet de quitter votre opérateur actuel pour Atlas Telecom en conservant votre numéro de mobile. C’est un droit garanti par l’Agence nationale de réglementation des télécommunications (ANRT) : votre opérateur actuel ne peut pas la refuser si la ligne est à votre nom et active.\n\nVous n’avez aucune démarche de résiliation à faire : en donnant votre accord à Atlas Telecom, vous nous mandatez pour résilier votre ancien contrat le jour du transfert. Vos contacts continuent de vous appeler au même numéro.',
      'يتيح لك نقل الرقم مغادرة مشغّلك الحالي نحو أطلس تيليكوم مع الاحتفاظ برقم هاتفك المحمول. إنه حق تضمنه الوكالة الوطنية لتقنين المواصلات (ANRT): لا يحق لمشغّلك الحالي رفضه ما دام الخط باسمك ونشيطًا.\n\nلا تحتاج إلى أي إجراء للفسخ: بموافقتك، تفوّض أطلس تيليكوم فسخ عقدك القديم يوم النقل. ويواصل معارفك الاتصال بك على الرقم نفسه.',
      'Number portability lets you leave your current operator for Atlas Telecom while keeping your mobile number. It is a right guaranteed by the national telecommunications regulator (ANRT): your current operator cannot refuse it if the line is in your name and active.\n\nYou have nothing to cancel yourself: by agreeing, you mandate Atlas Telecom to end your old contract on the day of the transfer. Your contacts keep calling you on the same number.',
    ),
    items: [
      {
        id: 'conditions',
        title: l('Les conditions', 'الشروط', 'The conditions'),
        body: l(
          '- La ligne est à votre nom (ou à celui de votre entreprise) et elle est active.\n- Vous présentez votre CIN, ou votre passeport si vous êtes résident étranger.\n- Vous avez votre code RIO, que votre opérateur vous envoie gratuitement.',
          '- أن يكون الخط باسمك (أو باسم مقاولتك) وأن يكون نشيطًا.\n- أن تُدلي ببطاقتك الوطنية، أو بجواز سفرك إن كنت مقيمًا أجنبيًا.\n- أن تتوفر على رمز RIO الذي يرسله إليك مشغّلك مجانًا.',
          '- The line is in your name (or your company’s) and it is active.\n- You show your national ID card (CIN), or your passport if you are a foreign resident.\n- You have your RIO code, which your operator sends you for free.',
        ),
      },
      {
        id: 'ce-qui-change',
        title: l('Ce qui change, ce qui reste', 'ما الذي يتغيّر وما الذي يبقى', 'What changes, what stays'),
        body: l(
          'Votre numéro, vos contacts et vos habitudes restent. Votre carte SIM change : vous recevez une carte Atlas Telecom. Le crédit restant d’une ligne prépayée n’est pas transféré : pensez à l’utiliser avant le jour du portage. Les factures déjà émises par votre ancien opérateur restent dues.',
          'يبقى رقمك ومعارفك وعاداتك كما هي. أما بطاقة SIM فتتغيّر: تتوصل ببطاقة أطلس تيليكوم. لا يُنقل الرصيد المتبقي في خط الدفع المسبق، فاحرص على استعماله قبل يوم النقل. وتبقى الفواتير الصادرة عن مشغّلك القديم مستحقة الأداء.',
          'Your number, your contacts and your habits stay. Your SIM card changes: you get an Atlas Telecom card. Credit left on a prepaid line is not transferred, so use it before porting day. Invoices already issued by your old operator remain due.',
        ),
      },
    ],
  },
  {
    key: 'rio',
    style: 'notice',
    title: l('Votre code RIO, par SMS gratuit au 1234', 'رمز RIO الخاص بك، برسالة مجانية إلى 1234', 'Your RIO code, by free text to 1234'),
    body: l(
      'Depuis la ligne à transférer, envoyez « RIO » par SMS au 1234. Votre opérateur actuel vous répond en quelques secondes avec votre relevé d’identité opérateur : un code de 12 caractères, valable tant que la ligne est active. Gardez ce SMS, il vous sera demandé.',
      'من الخط الذي تريد نقله، أرسل «RIO» في رسالة قصيرة إلى الرقم 1234. يجيبك مشغّلك الحالي في ثوانٍ برمز تعريف المشغّل: رمز من 12 حرفًا صالح ما دام الخط نشيطًا. احتفظ بهذه الرسالة، فسيُطلب منك الرمز.',
      'From the line you want to move, text “RIO” to 1234. Your current operator answers within seconds with your operator identity code: 12 characters, valid as long as the line is active. Keep this text, you will be asked for it.',
    ),
    items: [],
  },
  {
    key: 'etapes',
    style: 'steps',
    title: l('Votre numéro chez nous en 4 étapes', 'رقمك لدينا في 4 مراحل', 'Your number with us in 4 steps'),
    items: [
      {
        id: 'rio',
        title: l('Demandez votre RIO', 'اطلب رمز RIO', 'Get your RIO'),
        body: l(
          'Envoyez « RIO » au 1234 depuis la ligne à transférer : c’est gratuit et immédiat.',
          'أرسل «RIO» إلى 1234 من الخط المراد نقله: العملية مجانية وفورية.',
          'Text “RIO” to 1234 from the line to move: it is free and instant.',
        ),
      },
      {
        id: 'offre',
        title: l('Choisissez votre offre', 'اختر عرضك', 'Choose your offer'),
        body: l(
          'Forfait ou prépayé : comparez nos offres et gardez votre numéro avec celle qui vous va.',
          'اشتراك أو دفع مسبق: قارن عروضنا واحتفظ برقمك مع العرض الذي يناسبك.',
          'Plan or prepaid: compare our offers and keep your number with the one that suits you.',
        ),
        link: '/offres-mobiles/forfait-mobile',
        ctaLabel: l('Voir les forfaits', 'اكتشف العروض', 'See the plans'),
      },
      {
        id: 'demande',
        title: l('Faites votre demande', 'قدّم طلبك', 'Apply'),
        body: l(
          'En ligne, en agence ou depuis votre espace client, avec votre CIN et votre code RIO.',
          'عبر الإنترنت أو في الوكالة أو من فضائك الخاص، ببطاقتك الوطنية ورمز RIO.',
          'Online, in an agency or from your customer area, with your ID card and your RIO code.',
        ),
        link: '/portabilite/demande',
        ctaLabel: l('Demande en ligne', 'الطلب عبر الإنترنت', 'Online request'),
      },
      {
        id: 'portage',
        title: l('Le jour J', 'يوم النقل', 'On the day'),
        body: l(
          'Deux jours ouvrables plus tard, une courte coupure, puis votre numéro fonctionne sur notre réseau avec votre nouvelle carte SIM.',
          'بعد يومي عمل، انقطاع قصير للخدمة، ثم يشتغل رقمك على شبكتنا ببطاقة SIM الجديدة.',
          'Two working days later, a short break in service, then your number works on our network with your new SIM card.',
        ),
        link: '/page-explicative-post-achat-portabilite',
        ctaLabel: l('Comment se passe le transfert', 'كيف يتم النقل', 'How the transfer goes'),
      },
    ],
  },
  {
    key: 'ou',
    style: 'feature-grid',
    title: l('Où faire votre demande ?', 'أين تقدّم طلبك؟', 'Where to apply?'),
    items: [
      {
        id: 'en-ligne',
        title: l('En ligne, en 5 minutes', 'عبر الإنترنت في 5 دقائق', 'Online, in 5 minutes'),
        body: l(
          'Votre numéro, votre opérateur actuel et votre RIO : nous vérifions tout de suite que la ligne peut venir, puis nous vous livrons la carte SIM.',
          'رقمك ومشغّلك الحالي ورمز RIO: نتحقق فورًا من قابلية نقل الخط، ثم نوصل إليك بطاقة SIM.',
          'Your number, your current operator and your RIO: we check straight away that the line can move, then deliver your SIM card.',
        ),
        image: { file: 'icon-portabilite.svg', alt: decorative },
        link: '/portabilite/demande',
        ctaLabel: l('Commencer ma demande', 'بدء طلبي', 'Start my request'),
      },
      {
        id: 'en-agence',
        title: l('En agence', 'في الوكالة', 'In an agency'),
        body: l(
          'Un conseiller fait la demande avec vous et vous repartez avec votre carte SIM. Pensez à votre CIN.',
          'يقدّم مستشار الطلب معك وتغادر ومعك بطاقة SIM. لا تنس بطاقتك الوطنية.',
          'An adviser makes the request with you and you leave with your SIM card. Bring your ID card.',
        ),
        image: { file: 'icon-nos-agences.svg', alt: decorative },
        link: '/nos-agences',
        ctaLabel: l('Trouver une agence', 'العثور على وكالة', 'Find an agency'),
      },
      {
        id: 'espace-client',
        title: l('Depuis votre espace client', 'من فضائك الخاص', 'From your customer area'),
        body: l(
          'Déjà client ? Ajoutez une ligne venue d’un autre opérateur à votre compte, sans vous déplacer.',
          'زبون لدينا؟ أضف إلى حسابك خطًا قادمًا من مشغّل آخر دون أن تتنقل.',
          'Already a customer? Add a line from another operator to your account without going anywhere.',
        ),
        image: { file: 'icon-espace-client.svg', alt: decorative },
        link: '/espace-client/login',
        ctaLabel: l('Me connecter', 'تسجيل الدخول', 'Sign in'),
      },
    ],
  },
  {
    key: 'questions',
    style: 'accordion',
    title: l('Vos questions sur la portabilité', 'أسئلتكم حول نقل الرقم', 'Your questions about porting'),
    items: [
      {
        id: 'prix',
        title: l('Combien coûte la portabilité ?', 'كم يكلّف نقل الرقم؟', 'How much does porting cost?'),
        body: l(
          'Rien. Ni Atlas Telecom ni votre ancien opérateur ne peuvent facturer le transfert du numéro. Seule la carte SIM de votre nouvelle offre peut être payante, selon l’offre choisie.',
          'لا شيء. لا يحق لأطلس تيليكوم ولا لمشغّلك القديم فوترة نقل الرقم. وحدها بطاقة SIM الخاصة بعرضك الجديد قد تكون مؤدى عنها حسب العرض المختار.',
          'Nothing. Neither Atlas Telecom nor your old operator may charge for moving the number. Only the SIM card of your new offer may be charged, depending on the offer.',
        ),
      },
      {
        id: 'delai',
        title: l('Combien de temps faut-il ?', 'كم تستغرق العملية؟', 'How long does it take?'),
        body: l(
          'Deux jours ouvrables à partir de votre demande complète. Vous pouvez aussi choisir une date plus lointaine, dans les 30 jours.',
          'يومان من أيام العمل ابتداءً من تقديم طلب مكتمل. ويمكنك أيضًا اختيار تاريخ لاحق في حدود 30 يومًا.',
          'Two working days from your complete request. You can also choose a later date, within 30 days.',
        ),
      },
      {
        id: 'engagement',
        title: l(
          'J’ai un engagement chez mon opérateur actuel, est-ce possible ?',
          'لديّ التزام مع مشغّلي الحالي، هل النقل ممكن؟',
          'I am under contract with my current operator: can I still move?',
        ),
        body: l(
          'Oui. La portabilité met fin à votre contrat, mais les mois d’engagement restants peuvent vous être facturés par votre ancien opérateur selon son contrat.',
          'نعم. ينهي نقل الرقم عقدك، لكن قد يفوترك مشغّلك القديم الأشهر المتبقية من الالتزام حسب شروط عقده.',
          'Yes. Porting ends your contract, but your old operator may bill the remaining months of commitment under its contract.',
        ),
      },
      {
        id: 'entreprise',
        title: l('Et pour les lignes d’entreprise ?', 'وماذا عن خطوط المقاولات؟', 'What about business lines?'),
        body: l(
          'La démarche est la même, avec le registre de commerce et un mandat signé par le représentant légal. Pour plus de 5 lignes, un conseiller entreprises organise le transfert avec vous.',
          'الإجراء نفسه، مع السجل التجاري وتفويض موقّع من الممثل القانوني. وإذا تجاوز عدد الخطوط 5، ينظّم معك مستشار المقاولات عملية النقل.',
          'The process is the same, with the trade register and a mandate signed by the legal representative. For more than 5 lines, a business adviser organises the transfer with you.',
        ),
        link: '/mandat',
        ctaLabel: l('Lire le mandat de portabilité', 'اطّلع على تفويض نقل الرقم', 'Read the porting mandate'),
      },
      {
        id: 'annuler',
        title: l('Puis-je annuler ma demande ?', 'هل يمكنني إلغاء طلبي؟', 'Can I cancel my request?'),
        body: l(
          'Oui, jusqu’à la veille de la date de portage, en appelant le 220 ou en agence. Votre numéro reste alors chez votre opérateur actuel.',
          'نعم، إلى غاية اليوم السابق لتاريخ النقل، بالاتصال بالرقم 220 أو في الوكالة. ويبقى رقمك حينها لدى مشغّلك الحالي.',
          'Yes, until the day before the porting date, by calling 220 or in an agency. Your number then stays with your current operator.',
        ),
      },
    ],
  },
  { key: 'aide', style: 'notice', title: SUPPORT_HELP.title, body: SUPPORT_HELP.body, cta: SUPPORT_HELP.cta, items: [] },
];
