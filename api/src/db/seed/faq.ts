import type { Localized } from '../../language';
import { LANGUAGES } from '../../language';
import type { faqEntries } from '../schema';

interface FaqSeed {
  link: string;
  topic: Localized;
  questions: Array<{ id: string; question: Localized; answer: Localized }>;
}

/** The FAQ, by topic; `link` is the topic the site asks for (`/faq?link=recharge`). */
export const FAQ: FaqSeed[] = [
  {
    link: 'recharge',
    topic: { fr: 'Recharge', ar: 'تعبئة الرصيد', en: 'Top-up' },
    questions: [
      {
        id: 'recharge-carte-bancaire',
        question: {
          fr: 'Comment recharger ma ligne par carte bancaire ?',
          ar: 'كيف أعبئ رصيد خطي بالبطاقة البنكية؟',
          en: 'How do I top up my line by bank card?',
        },
        answer: {
          fr: 'Choisissez « Recharge », saisissez votre numéro et le montant, puis payez par carte bancaire sur la page sécurisée. Le crédit est ajouté dès la confirmation du paiement.',
          ar: 'اختر «تعبئة الرصيد» وأدخل رقمك والمبلغ، ثم ادفع بالبطاقة البنكية عبر الصفحة الآمنة. يضاف الرصيد فور تأكيد الأداء.',
          en: 'Choose “Top-up”, enter your number and the amount, then pay by bank card on the secure page. The credit is added as soon as the payment is confirmed.',
        },
      },
      {
        id: 'recharge-minimum',
        question: {
          fr: 'Quel est le montant minimum d’une recharge en ligne ?',
          ar: 'ما هو الحد الأدنى لمبلغ التعبئة عبر الإنترنت؟',
          en: 'What is the minimum online top-up?',
        },
        answer: {
          fr: 'Le panier de recharge doit dépasser 5 Dh TTC. Ajoutez une autre recharge si votre montant est inférieur.',
          ar: 'يجب أن يتجاوز مبلغ سلة التعبئة 5 دراهم شاملة للضريبة. أضف تعبئة أخرى إذا كان المبلغ أقل.',
          en: 'The top-up basket must be more than 5 Dh incl. VAT. Add another top-up if your amount is lower.',
        },
      },
      {
        id: 'recharge-carte-grattage',
        question: {
          fr: 'Ma carte à gratter est refusée, que faire ?',
          ar: 'رُفضت بطاقة التعبئة الخاصة بي، ماذا أفعل؟',
          en: 'My scratch card is refused, what can I do?',
        },
        answer: {
          fr: 'Vérifiez le code saisi. Un code déjà utilisé ou bloqué ne peut pas être rechargé : appelez le 220 depuis votre mobile avec le numéro de série de la carte.',
          ar: 'تحقق من الرمز المدخل. لا يمكن استعمال رمز سبق استعماله أو محظور: اتصل بالرقم 220 من هاتفك مع الرقم التسلسلي للبطاقة.',
          en: 'Check the code you typed. A used or blocked code cannot be topped up: call 220 from your mobile with the card’s serial number.',
        },
      },
    ],
  },
  {
    link: 'facture',
    topic: { fr: 'Facture et paiement', ar: 'الفاتورة والأداء', en: 'Invoices and payment' },
    questions: [
      {
        id: 'facture-payer-sans-compte',
        question: {
          fr: 'Puis-je payer ma facture sans espace client ?',
          ar: 'هل يمكنني أداء فاتورتي بدون فضاء الزبون؟',
          en: 'Can I pay my invoice without a customer account?',
        },
        answer: {
          fr: 'Oui : dans « Paiement de facture », saisissez votre numéro (particulier) ou votre compte de facturation et votre code de paiement (entreprise), choisissez les factures et payez.',
          ar: 'نعم: في «أداء الفاتورة» أدخل رقمك (للأفراد) أو حساب الفوترة ورمز الأداء (للمقاولات)، ثم اختر الفواتير وادفع.',
          en: 'Yes: in “Invoice payment”, enter your number (individuals) or your billing account and payment code (businesses), pick the invoices and pay.',
        },
      },
      {
        id: 'facture-fatourati',
        question: {
          fr: 'Comment payer en agence bancaire avec une référence ?',
          ar: 'كيف أدفع في وكالة بنكية بمرجع أداء؟',
          en: 'How do I pay at a bank with a reference?',
        },
        answer: {
          fr: 'Choisissez le paiement par référence : un code de paiement vous est donné, valable quelques jours, à présenter dans une banque partenaire ou son application.',
          ar: 'اختر الأداء بالمرجع: تحصل على رمز أداء صالح لبضعة أيام، تقدّمه في بنك شريك أو في تطبيقه.',
          en: 'Choose payment by reference: you get a payment code, valid for a few days, to present at a partner bank or in its app.',
        },
      },
    ],
  },
  {
    link: 'internet-maison',
    topic: { fr: 'Internet à la maison', ar: 'الإنترنت في المنزل', en: 'Home internet' },
    questions: [
      {
        id: 'fibre-eligibilite',
        question: {
          fr: 'Comment savoir si mon adresse est éligible à la fibre ?',
          ar: 'كيف أعرف إن كان عنواني مؤهلًا للألياف البصرية؟',
          en: 'How do I know if my address can get fibre?',
        },
        answer: {
          fr: 'Faites le test d’éligibilité : localisez-vous ou saisissez votre adresse. Si la fibre n’est pas encore disponible, nous vous proposons l’ADSL ou i-dar Duo.',
          ar: 'قم باختبار الأهلية: حدد موقعك أو أدخل عنوانك. إذا لم تتوفر الألياف بعد، نقترح عليك ADSL أو إي-دار ديو.',
          en: 'Take the eligibility test: locate yourself or type your address. If fibre is not there yet, we offer ADSL or i-dar Duo.',
        },
      },
      {
        id: 'fibre-installation',
        question: {
          fr: 'Combien coûte l’installation de la fibre ?',
          ar: 'كم تكلف عملية تركيب الألياف البصرية؟',
          en: 'How much does the fibre installation cost?',
        },
        answer: {
          fr: 'L’installation et la box wifi 6 sont offertes. Vous choisissez la date du rendez-vous, le matin ou l’après-midi.',
          ar: 'التركيب وعلبة واي فاي 6 مجانيان. تختار تاريخ الموعد، صباحًا أو مساءً.',
          en: 'The installation and the wifi 6 box are free. You pick the appointment date, morning or afternoon.',
        },
      },
    ],
  },
  {
    link: 'portabilite',
    topic: { fr: 'Portabilité', ar: 'قابلية نقل الرقم', en: 'Number portability' },
    questions: [
      {
        id: 'portabilite-rio',
        question: { fr: 'Comment obtenir mon code RIO ?', ar: 'كيف أحصل على رمز RIO الخاص بي؟', en: 'How do I get my RIO code?' },
        answer: {
          fr: 'Envoyez un SMS gratuit au 1234 depuis la ligne à transférer : vous recevez votre code RIO en quelques secondes.',
          ar: 'أرسل رسالة قصيرة مجانية إلى الرقم 1234 من الخط المراد نقله: تتلقى رمز RIO في بضع ثوانٍ.',
          en: 'Send a free text to 1234 from the line to move: you receive your RIO code within seconds.',
        },
      },
      {
        id: 'portabilite-delai',
        question: { fr: 'Combien de temps dure la portabilité ?', ar: 'كم تستغرق عملية نقل الرقم؟', en: 'How long does porting take?' },
        answer: {
          fr: 'Votre numéro est transféré en 48 heures ouvrées au plus, sans coupure : votre ancienne carte SIM fonctionne jusqu’à l’activation de la nouvelle.',
          ar: 'ينقل رقمك في أجل أقصاه 48 ساعة عمل دون انقطاع: تعمل بطاقتك القديمة إلى حين تفعيل الجديدة.',
          en: 'Your number moves within 48 working hours at most, without a break: your old SIM works until the new one is active.',
        },
      },
    ],
  },
  {
    link: 'roaming',
    topic: { fr: 'Roaming', ar: 'التجوال', en: 'Roaming' },
    questions: [
      {
        id: 'roaming-activer',
        question: { fr: 'Comment activer le roaming avant de voyager ?', ar: 'كيف أفعّل التجوال قبل السفر؟', en: 'How do I turn roaming on before travelling?' },
        answer: {
          fr: 'Depuis votre espace client, ouvrez votre ligne et activez le roaming. La demande est enregistrée et vous êtes prévenu par SMS dès qu’elle prend effet.',
          ar: 'من فضاء الزبون، افتح خطك وفعّل التجوال. يسجل الطلب وتتوصل برسالة قصيرة فور سريان مفعوله.',
          en: 'In your customer area, open your line and turn roaming on. The request is recorded and a text tells you when it takes effect.',
        },
      },
    ],
  },
  {
    link: 'services-ligne',
    topic: { fr: 'Services de ma ligne', ar: 'خدمات خطي', en: 'My line’s services' },
    questions: [
      {
        id: 'ligne-code-puk',
        question: { fr: 'Où trouver mon code PUK ?', ar: 'أين أجد رمز PUK الخاص بي؟', en: 'Where do I find my PUK code?' },
        answer: {
          fr: 'Dans votre espace client, Services de ma ligne, Code PUK : il s’affiche pour la ligne choisie. Ne le communiquez à personne.',
          ar: 'في فضاء الزبون، خدمات خطي، رمز PUK: يظهر للخط المختار. لا تشاركه مع أي أحد.',
          en: 'In your customer area, My line’s services, PUK code: it shows for the chosen line. Never share it.',
        },
      },
      {
        id: 'ligne-telephone-vole',
        question: { fr: 'Mon téléphone est perdu ou volé, que faire ?', ar: 'ضاع هاتفي أو سُرق، ماذا أفعل؟', en: 'My phone is lost or stolen, what do I do?' },
        answer: {
          fr: 'Suspendez la ligne tout de suite dans votre espace client (Suspendre ou réactiver la ligne), avec le code reçu par SMS ou le 220. Demandez ensuite une nouvelle carte SIM avec le même numéro.',
          ar: 'أوقف الخط فورًا من فضاء الزبون (إيقاف الخط أو إعادة تفعيله) بالرمز الذي يصلك أو عبر 220. ثم اطلب بطاقة SIM جديدة بنفس الرقم.',
          en: 'Suspend the line at once in your customer area (Suspend or reactivate the line), with the code sent by text, or call 220. Then ask for a new SIM card with the same number.',
        },
      },
      {
        id: 'ligne-changer-sim',
        question: {
          fr: 'Comment changer de carte SIM en gardant mon numéro ?',
          ar: 'كيف أغير بطاقة SIM مع الاحتفاظ برقمي؟',
          en: 'How do I change my SIM card and keep my number?',
        },
        answer: {
          fr: 'Achetez une carte SIM en agence, puis dans votre espace client (Changer de carte SIM) vérifiez votre identité, saisissez les 18 chiffres ICC de la carte et le code reçu par SMS. Le verrouillage SIM, s’il est activé, empêche tout changement de carte.',
          ar: 'اشترِ بطاقة SIM من الوكالة، ثم في فضاء الزبون (تغيير بطاقة SIM) تحقق من هويتك وأدخل أرقام ICC الثمانية عشر والرمز الذي يصلك. قفل بطاقة SIM، إن كان مفعّلًا، يمنع أي تغيير للبطاقة.',
          en: 'Buy a SIM card in a store, then in your customer area (Change SIM card) check your identity, type the card’s 18-digit ICC and the code sent by text. The SIM lock, when on, stops any SIM change.',
        },
      },
    ],
  },
];

export const faqRows = (): Array<typeof faqEntries.$inferInsert> =>
  LANGUAGES.flatMap((language) =>
    FAQ.flatMap((topic, topicPosition) =>
      topic.questions.map((entry, position) => ({
        id: entry.id,
        language,
        link: topic.link,
        topic: topic.topic[language],
        topicPosition,
        position,
        question: entry.question[language],
        answer: entry.answer[language],
      })),
    ),
  );
