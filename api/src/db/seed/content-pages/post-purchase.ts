import type { BlockSeed } from '../home-pages/blocks';
import { l, SUPPORT_HELP } from './text';

const trackOrder = { label: l('Suivre ma commande', 'تتبع طلبي', 'Track my order'), link: '/suivi-commande' };

/** /page-explicative-post-achat: what happens between an order and a working line. */
export const postPurchase: BlockSeed[] = [
  {
    key: 'entete',
    style: 'page-header',
    title: l('Votre commande est enregistrée : et maintenant ?', 'تم تسجيل طلبك: ماذا بعد؟', 'Your order is in: what happens next?'),
    subtitle: l(
      'Voici, étape par étape, ce qui se passe entre votre commande et la mise en service de votre ligne. Vous êtes prévenu par SMS à chaque étape.',
      'إليك، خطوة بخطوة، ما يحدث بين طلبك وتشغيل خطك. نخبرك برسالة قصيرة في كل مرحلة.',
      'Here is, step by step, what happens between your order and your line going live. We text you at every step.',
    ),
    cta: trackOrder,
    items: [{ id: 'contact', title: l('Nous contacter', 'اتصل بنا', 'Contact us'), link: '/nous-contacter' }],
  },
  {
    key: 'etapes',
    style: 'steps',
    title: l('Les 5 étapes de votre commande', 'المراحل الخمس لطلبك', 'The 5 steps of your order'),
    items: [
      {
        id: 'confirmation',
        title: l('Confirmation', 'التأكيد', 'Confirmation'),
        body: l(
          'Dans la minute, vous recevez un SMS et un e-mail avec votre numéro de commande (18 caractères). Gardez-le : il sert à suivre la commande.',
          'خلال دقيقة، تتوصل برسالة قصيرة وبريد إلكتروني يتضمنان رقم طلبك (18 حرفًا). احتفظ به فهو يمكّنك من تتبع الطلب.',
          'Within a minute you get a text and an email with your order number (18 characters). Keep it: you need it to track the order.',
        ),
      },
      {
        id: 'identite',
        title: l('Vérification d’identité', 'التحقق من الهوية', 'Identity check'),
        body: l(
          'La loi impose d’identifier chaque titulaire de ligne. Un conseiller vous appelle dans les 24 heures ouvrées si une pièce manque ; sinon, la vérification de votre CIN se fait sans vous.',
          'يفرض القانون التعرف على هوية كل صاحب خط. يتصل بك مستشار خلال 24 ساعة عمل إذا نقصت وثيقة؛ وإلا يتم التحقق من بطاقتك الوطنية دون تدخل منك.',
          'The law requires every line holder to be identified. An adviser calls you within 24 working hours if a document is missing; otherwise your ID card is checked without you.',
        ),
      },
      {
        id: 'preparation',
        title: l('Préparation', 'التحضير', 'Preparation'),
        body: l(
          'Votre colis est préparé sous 24 heures. Pour un retrait en agence, un SMS vous prévient dès qu’il vous attend.',
          'يُحضَّر طردك خلال 24 ساعة. وإذا اخترت الاستلام من الوكالة، تُخبرك رسالة قصيرة فور جاهزيته.',
          'Your parcel is prepared within 24 hours. If you collect it in an agency, a text tells you as soon as it is waiting.',
        ),
      },
      {
        id: 'livraison',
        title: l('Livraison ou retrait', 'التوصيل أو الاستلام', 'Delivery or collection'),
        body: l(
          'Le livreur vous appelle avant de passer, en 48 à 72 heures. Le titulaire remet sa CIN originale et signe le bon. En agence, le colis vous attend 10 jours.',
          'يتصل بك عامل التوصيل قبل قدومه، خلال 48 إلى 72 ساعة. يُدلي صاحب الطلب ببطاقته الوطنية الأصلية ويوقّع وصل التسليم. وفي الوكالة، ينتظرك الطرد 10 أيام.',
          'The courier calls before coming, within 48 to 72 hours. The holder shows the original ID card and signs the receipt. In an agency, the parcel waits 10 days for you.',
        ),
      },
      {
        id: 'activation',
        title: l('Activation de la SIM', 'تفعيل بطاقة SIM', 'SIM activation'),
        body: l(
          'Votre carte SIM s’active dans les 2 heures qui suivent la remise. Insérez-la, redémarrez le téléphone et saisissez le code PIN inscrit sur le support de la carte.',
          'تُفعَّل بطاقة SIM خلال الساعتين اللتين تليان التسليم. أدخلها وأعد تشغيل الهاتف ثم اكتب رمز PIN المدوّن على حامل البطاقة.',
          'Your SIM card comes alive within 2 hours of hand-over. Insert it, restart the phone and enter the PIN printed on the card holder.',
        ),
      },
    ],
  },
  {
    key: 'delais',
    style: 'data-table',
    title: l('Les délais, en un coup d’œil', 'الآجال في لمحة', 'Timings at a glance'),
    columns: [
      l('Étape', 'المرحلة', 'Step'),
      l('Délai habituel', 'المدة المعتادة', 'Usual time'),
      l('Comment vous êtes prévenu', 'كيف نخبرك', 'How you hear about it'),
    ],
    items: [
      {
        id: 'confirmation',
        title: l('Confirmation', 'التأكيد', 'Confirmation'),
        cells: [l('Immédiat', 'فوري', 'Immediate'), l('SMS et e-mail', 'رسالة قصيرة وبريد إلكتروني', 'Text and email')],
      },
      {
        id: 'identite',
        title: l('Vérification d’identité', 'التحقق من الهوية', 'Identity check'),
        cells: [
          l('Moins de 24 h ouvrées', 'أقل من 24 ساعة عمل', 'Under 24 working hours'),
          l('Appel d’un conseiller si besoin', 'مكالمة من مستشار عند الحاجة', 'A call from an adviser if needed'),
        ],
      },
      {
        id: 'livraison',
        title: l('Livraison à domicile', 'التوصيل إلى المنزل', 'Home delivery'),
        cells: [
          l('48 à 72 h', 'من 48 إلى 72 ساعة', '48 to 72 hours'),
          l('SMS d’expédition, appel du livreur', 'رسالة الشحن ومكالمة عامل التوصيل', 'Dispatch text, call from the courier'),
        ],
      },
      {
        id: 'agence',
        title: l('Retrait en agence', 'الاستلام من الوكالة', 'Agency collection'),
        cells: [
          l('24 à 48 h', 'من 24 إلى 48 ساعة', '24 to 48 hours'),
          l('SMS « votre colis vous attend »', 'رسالة «طردك في انتظارك»', 'Text “your parcel is waiting”'),
        ],
      },
      {
        id: 'activation',
        title: l('Activation de la SIM', 'تفعيل بطاقة SIM', 'SIM activation'),
        cells: [
          l('Moins de 2 h après la remise', 'أقل من ساعتين بعد التسليم', 'Under 2 hours after hand-over'),
          l('SMS de bienvenue', 'رسالة ترحيب', 'Welcome text'),
        ],
      },
    ],
  },
  {
    key: 'questions',
    style: 'accordion',
    title: l('Questions fréquentes', 'أسئلة شائعة', 'Frequently asked questions'),
    items: [
      {
        id: 'absent',
        title: l('Je ne serai pas là à la livraison', 'لن أكون حاضرًا عند التوصيل', 'I will not be in for the delivery'),
        body: l(
          'Le livreur vous appelle avant de passer : convenez avec lui d’un autre moment. Sans réponse après deux tentatives, le colis est déposé à l’agence la plus proche et vous êtes prévenu par SMS.',
          'يتصل بك عامل التوصيل قبل قدومه، فاتفق معه على موعد آخر. وإذا تعذّر الوصول إليك بعد محاولتين، يُودَع الطرد في أقرب وكالة وتُخبَر برسالة قصيرة.',
          'The courier calls before coming: agree another time with them. With no answer after two attempts, the parcel goes to the nearest agency and we text you.',
        ),
      },
      {
        id: 'autre-personne',
        title: l('Quelqu’un d’autre peut-il recevoir ma commande ?', 'هل يمكن لشخص آخر أن يتسلم طلبي؟', 'Can someone else receive my order?'),
        body: l(
          'Non pour une carte SIM : le titulaire de la ligne la reçoit en personne, sur présentation de sa CIN, comme l’exige l’identification des abonnés. Un accessoire seul peut être remis à un proche.',
          'لا بالنسبة لبطاقة SIM: يتسلمها صاحب الخط شخصيًا بتقديم بطاقته الوطنية، كما يفرض ذلك التعرف على هوية المشتركين. أما الإكسسوار وحده فيمكن تسليمه لأحد الأقارب.',
          'Not for a SIM card: the line holder receives it in person, showing their ID card, as subscriber identification requires. An accessory on its own can be handed to a relative.',
        ),
      },
      {
        id: 'retractation',
        title: l('Puis-je changer d’avis ?', 'هل يمكنني التراجع؟', 'Can I change my mind?'),
        body: l(
          'Oui. Pour un achat à distance, la loi 31-08 sur la protection du consommateur vous donne 7 jours après la réception pour vous rétracter, produit non utilisé et dans son emballage. Appelez le 220 ou rendez-vous en agence.',
          'نعم. في الشراء عن بعد، يمنحك القانون \u206631-08\u2069 المتعلق بحماية المستهلك أجل 7 أيام بعد التسلم للتراجع، شريطة ألا يكون المنتوج مستعملًا وأن يكون في غلافه. اتصل بالرقم 220 أو توجّه إلى الوكالة.',
          'Yes. For a distance purchase, consumer protection law 31-08 gives you 7 days after delivery to withdraw, with the product unused and in its packaging. Call 220 or visit an agency.',
        ),
        link: '/cgv',
        ctaLabel: l('Lire les conditions générales de vente', 'اطّلع على الشروط العامة للبيع', 'Read the terms of sale'),
      },
      {
        id: 'sim-inactive',
        title: l('Ma carte SIM ne fonctionne pas', 'بطاقة SIM لا تعمل', 'My SIM card does not work'),
        body: l(
          'Attendez 2 heures après la remise, puis redémarrez le téléphone. Si le réseau n’apparaît toujours pas, appelez le 220 depuis un autre téléphone : un conseiller active la ligne avec vous.',
          'انتظر ساعتين بعد التسليم ثم أعد تشغيل الهاتف. وإذا لم تظهر الشبكة بعد ذلك، اتصل بالرقم 220 من هاتف آخر ليفعّل معك مستشار الخط.',
          'Wait 2 hours after hand-over, then restart the phone. If the network still does not show, call 220 from another phone: an adviser activates the line with you.',
        ),
      },
    ],
  },
  { key: 'aide', style: 'notice', title: SUPPORT_HELP.title, body: SUPPORT_HELP.body, cta: SUPPORT_HELP.cta, items: [] },
];

/** /page-explicative-post-achat-portabilite: what happens after a portability order. */
export const postPurchasePortability: BlockSeed[] = [
  {
    key: 'entete',
    style: 'page-header',
    title: l('Votre demande de portabilité est enregistrée', 'تم تسجيل طلب نقل رقمك', 'Your porting request is in'),
    subtitle: l(
      'Votre numéro arrive chez Atlas Telecom. Voici comment se passe le transfert, et le peu qu’il vous reste à faire.',
      'رقمك في طريقه إلى أطلس تيليكوم. إليك كيف يتم النقل، والقليل الذي يتبقى عليك فعله.',
      'Your number is on its way to Atlas Telecom. Here is how the transfer goes, and the little left for you to do.',
    ),
    cta: trackOrder,
    items: [{ id: 'portabilite', title: l('Tout sur la portabilité', 'كل شيء عن نقل الرقم', 'All about porting'), link: '/portabilite' }],
  },
  {
    key: 'etapes',
    style: 'steps',
    title: l('Du jour de la demande au jour du portage', 'من يوم الطلب إلى يوم النقل', 'From request day to porting day'),
    items: [
      {
        id: 'confirmation',
        title: l('Confirmation et date de portage', 'التأكيد وتاريخ النقل', 'Confirmation and porting date'),
        body: l(
          'Un SMS et un e-mail confirment votre demande et la date de portage : au plus tôt deux jours ouvrables après la demande, ou la date que vous avez choisie.',
          'تؤكد رسالة قصيرة وبريد إلكتروني طلبك وتاريخ النقل: بعد يومي عمل على الأقل من الطلب، أو في التاريخ الذي اخترته.',
          'A text and an email confirm your request and the porting date: at the earliest two working days after the request, or the date you chose.',
        ),
      },
      {
        id: 'verification',
        title: l('Vérification du RIO', 'التحقق من رمز RIO', 'RIO check'),
        body: l(
          'Nous transmettons votre demande à votre opérateur actuel, qui vérifie que le RIO correspond bien à la ligne et à son titulaire. En cas d’erreur, nous vous appelons pour la corriger.',
          'نحيل طلبك على مشغّلك الحالي الذي يتحقق من مطابقة رمز RIO للخط ولصاحبه. وفي حال وجود خطأ، نتصل بك لتصحيحه.',
          'We pass your request to your current operator, who checks that the RIO matches the line and its holder. If something is wrong, we call you to fix it.',
        ),
      },
      {
        id: 'sim',
        title: l('Réception de la carte SIM', 'تسلّم بطاقة SIM', 'Your SIM card arrives'),
        body: l(
          'Vous recevez votre carte SIM Atlas Telecom par livraison ou en agence. Ne l’insérez pas encore : votre ancienne carte fonctionne jusqu’au jour du portage.',
          'تتسلم بطاقة SIM أطلس تيليكوم عبر التوصيل أو في الوكالة. لا تُدخلها بعد: تبقى بطاقتك القديمة صالحة إلى يوم النقل.',
          'You get your Atlas Telecom SIM card by delivery or in an agency. Do not insert it yet: your old card works until porting day.',
        ),
      },
      {
        id: 'coupure',
        title: l('Le jour du portage', 'يوم النقل', 'Porting day'),
        body: l(
          'Entre 9 h et 13 h, votre ancienne carte perd le réseau : c’est la courte coupure du transfert, quelques minutes en général, deux heures au plus.',
          'بين التاسعة صباحًا والواحدة زوالًا، تفقد بطاقتك القديمة الشبكة: إنه الانقطاع القصير المرافق للنقل، ويدوم عادة بضع دقائق وساعتين على الأكثر.',
          'Between 9 am and 1 pm, your old card loses the network: this is the short break of the transfer, usually a few minutes and two hours at most.',
        ),
      },
      {
        id: 'bienvenue',
        title: l('Bienvenue chez Atlas Telecom', 'مرحبًا بك في أطلس تيليكوم', 'Welcome to Atlas Telecom'),
        body: l(
          'Dès le SMS de bienvenue, insérez la nouvelle carte et redémarrez : vous appelez et êtes joint au même numéro, sur notre réseau.',
          'فور توصلك برسالة الترحيب، أدخل البطاقة الجديدة وأعد تشغيل الهاتف: تتصل ويُتصل بك على الرقم نفسه عبر شبكتنا.',
          'As soon as the welcome text arrives, insert the new card and restart: you call and are called on the same number, on our network.',
        ),
      },
    ],
  },
  {
    key: 'conserve',
    style: 'article',
    title: l('Ce que vous gardez', 'ما تحتفظ به', 'What you keep'),
    body: l(
      'Votre numéro, bien sûr, et tout ce qui va avec : vos contacts n’ont rien à changer, vos comptes bancaires et applications qui vous envoient des codes par SMS continuent de les envoyer au même numéro.\n\nVotre ancien contrat est résilié automatiquement le jour du portage : vous n’avez aucun courrier à envoyer.',
      'رقمك طبعًا، وكل ما يرتبط به: لا يحتاج معارفك إلى تغيير أي شيء، وتواصل حساباتك البنكية والتطبيقات التي ترسل إليك رموزًا برسائل قصيرة إرسالها إلى الرقم نفسه.\n\nيُفسَخ عقدك القديم تلقائيًا يوم النقل: لا حاجة إلى إرسال أي رسالة.',
      'Your number, of course, and everything that goes with it: your contacts change nothing, and your bank accounts and apps that text you codes keep sending them to the same number.\n\nYour old contract ends automatically on porting day: there is no letter to send.',
    ),
    items: [
      {
        id: 'a-prevoir',
        title: l('À prévoir avant le jour J', 'ما ينبغي توقّعه قبل يوم النقل', 'To plan before the day'),
        body: l(
          '- Utilisez le crédit de votre ligne prépayée : il n’est pas transféré.\n- Sauvegardez les contacts enregistrés sur l’ancienne carte SIM.\n- Les SMS envoyés pendant la coupure vous parviennent dès la fin du transfert.',
          '- استعمل رصيد خط الدفع المسبق: فهو لا يُنقل.\n- احفظ جهات الاتصال المسجلة على بطاقة SIM القديمة.\n- تصلك الرسائل المرسلة خلال الانقطاع فور انتهاء النقل.',
          '- Use the credit on your prepaid line: it is not transferred.\n- Back up contacts saved on the old SIM card.\n- Texts sent during the break reach you as soon as the transfer ends.',
        ),
      },
    ],
  },
  {
    key: 'questions',
    style: 'accordion',
    title: l('Questions fréquentes', 'أسئلة شائعة', 'Frequently asked questions'),
    items: [
      {
        id: 'echec',
        title: l('Et si le transfert échoue ?', 'وإذا فشل النقل؟', 'What if the transfer fails?'),
        body: l(
          'Votre numéro reste actif chez votre ancien opérateur : vous ne perdez jamais la ligne. Nous vous appelons pour corriger l’information en cause (souvent le RIO) et fixer une nouvelle date.',
          'يبقى رقمك نشيطًا لدى مشغّلك القديم: لن تفقد خطك أبدًا. نتصل بك لتصحيح المعلومة المعنية (غالبًا رمز RIO) وتحديد تاريخ جديد.',
          'Your number stays active with your old operator: you never lose the line. We call you to fix the information at fault (often the RIO) and set a new date.',
        ),
      },
      {
        id: 'date',
        title: l('Puis-je changer la date de portage ?', 'هل يمكنني تغيير تاريخ النقل؟', 'Can I change the porting date?'),
        body: l(
          'Oui, jusqu’à la veille, en appelant le 220 : la nouvelle date doit tomber dans les 30 jours suivant la demande.',
          'نعم، إلى غاية اليوم السابق، بالاتصال بالرقم 220، على أن يكون التاريخ الجديد داخل أجل 30 يومًا من تاريخ الطلب.',
          'Yes, until the day before, by calling 220: the new date must fall within 30 days of the request.',
        ),
      },
      {
        id: 'mandat',
        title: l('Qu’ai-je signé ?', 'على ماذا وقّعت؟', 'What did I sign?'),
        body: l(
          'Un mandat qui autorise Atlas Telecom à demander le transfert de votre numéro et la résiliation de votre ancien contrat en votre nom.',
          'تفويضًا يخوّل أطلس تيليكوم طلب نقل رقمك وفسخ عقدك القديم نيابة عنك.',
          'A mandate authorising Atlas Telecom to request the transfer of your number and the end of your old contract on your behalf.',
        ),
        link: '/mandat',
        ctaLabel: l('Lire le mandat', 'اطّلع على التفويض', 'Read the mandate'),
      },
    ],
  },
  { key: 'aide', style: 'notice', title: SUPPORT_HELP.title, body: SUPPORT_HELP.body, cta: SUPPORT_HELP.cta, items: [] },
];
