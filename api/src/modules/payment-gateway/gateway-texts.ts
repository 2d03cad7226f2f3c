import type { Language } from '../../language';

// "3\u2011D Secure" keeps its hyphen from breaking the line; in Arabic it sits between \u2066 and
// \u2069 (left-to-right isolate) so the bidirectional algorithm does not turn it into "D-3".

/** What the hosted payment page says, in the three languages of the shop that sent the customer. */
export interface GatewayTexts {
  title: string;
  secure: string;
  sandbox: string;
  languages: string;
  summary: string;
  merchant: string;
  order: string;
  amount: string;
  expiresIn: (minutes: number) => string;
  cardTitle: string;
  holder: string;
  number: string;
  numberHint: string;
  expiry: string;
  expiryHint: string;
  cvv: string;
  cvvHint: string;
  pay: (amount: string) => string;
  cancel: string;
  errorSummary: string;
  errors: Record<'holderRequired' | 'numberRequired' | 'numberInvalid' | 'unknownCard' | 'expiryRequired' | 'expiryInvalid' | 'expired' | 'cvvInvalid', string>;
  testCardsTitle: string;
  testCardsIntro: string;
  cardColumn: string;
  outcomeColumn: string;
  outcomes: Record<'succeeded' | 'declined' | '3-d-secure', string>;
  threeDsTitle: string;
  threeDsIntro: string;
  threeDsCode: string;
  threeDsHint: string;
  threeDsSandbox: (code: string) => string;
  card: string;
  confirm: string;
  appTitle: string;
  appIntro: (amount: string) => string;
  appReference: string;
  appSandbox: string;
  approve: string;
  refuse: string;
  privacy: string;
  expiredTitle: string;
  expiredText: string;
  closedTitle: string;
  closedText: string;
  unknownTitle: string;
  unknownText: string;
  backToShop: string;
  bankTitle: string;
  bankIntro: string;
  paymentCode: string;
  paymentCodeHint: string;
  payAtBank: string;
  bankPaidTitle: string;
  bankPaidText: (reference: string, amount: string) => string;
  bankRefused: string;
  /** A captured payment whose confirmation the merchant has not acknowledged yet. */
  pendingTitle: string;
  pendingText: string;
  checkAgain: string;
  /** A bank payment the merchant has not acknowledged yet. */
  bankPendingTitle: string;
  bankPendingText: (reference: string, amount: string) => string;
}

export const GATEWAY_TEXTS: Record<Language, GatewayTexts> = {
  fr: {
    title: 'NovaPay — Paiement sécurisé',
    secure: 'Paiement sécurisé',
    sandbox: 'Bac à sable',
    languages: 'Langue',
    summary: 'Récapitulatif',
    merchant: 'Marchand',
    order: 'Commande',
    amount: 'Montant',
    expiresIn: (minutes) => `Cette page reste valable ${minutes} min.`,
    cardTitle: 'Payer par carte bancaire',
    holder: 'Titulaire de la carte',
    number: 'Numéro de carte',
    numberHint: '16 chiffres, au recto de la carte',
    expiry: 'Date d’expiration',
    expiryHint: 'MM/AA',
    cvv: 'Cryptogramme (CVV)',
    cvvHint: '3 chiffres au dos de la carte',
    pay: (amount) => `Payer ${amount}`,
    cancel: 'Annuler et revenir à la boutique',
    errorSummary: 'Vérifiez les informations de votre carte :',
    errors: {
      holderRequired: 'Saisissez le nom du titulaire, tel qu’il figure sur la carte.',
      numberRequired: 'Saisissez le numéro de la carte.',
      numberInvalid: 'Ce numéro de carte est invalide. Vérifiez les 16 chiffres.',
      unknownCard: 'Cette carte n’est pas une carte de test du bac à sable. Utilisez une carte de la liste.',
      expiryRequired: 'Saisissez la date d’expiration (MM/AA).',
      expiryInvalid: 'Date d’expiration invalide : utilisez le format MM/AA.',
      expired: 'Cette carte est expirée.',
      cvvInvalid: 'Le cryptogramme doit comporter 3 chiffres.',
    },
    testCardsTitle: 'Cartes de test',
    testCardsIntro: 'Aucun paiement réel n’est effectué. Utilisez une date d’expiration future et n’importe quel cryptogramme à 3 chiffres.',
    cardColumn: 'Carte',
    outcomeColumn: 'Résultat',
    outcomes: { succeeded: 'Paiement accepté', declined: 'Refusé : provision insuffisante', '3-d-secure': 'Demande un code 3\u2011D Secure' },
    threeDsTitle: 'Vérification 3\u2011D Secure',
    threeDsIntro: 'Votre banque vous demande de confirmer ce paiement avec le code à usage unique qu’elle vous a envoyé par SMS.',
    threeDsCode: 'Code reçu par SMS',
    threeDsHint: '6 chiffres',
    threeDsSandbox: (code) => `Le code est ${code}. Un autre code fait échouer le paiement.`,
    card: 'Carte',
    confirm: 'Confirmer le paiement',
    appTitle: 'Payer avec l’application de votre banque',
    appIntro: (amount) => `Ouvrez l’application de votre banque : une demande de paiement de ${amount} pour Atlas Telecom vous attend.`,
    appReference: 'Référence de la demande',
    appSandbox: 'Dans ce bac à sable, ces boutons jouent le rôle de votre application :',
    approve: 'Valider dans l’application',
    refuse: 'Refuser dans l’application',
    privacy: 'Vos données de carte sont chiffrées et ne sont jamais transmises au marchand.',
    expiredTitle: 'Cette page de paiement a expiré',
    expiredText: 'Aucun montant n’a été débité. Revenez à la boutique pour payer à nouveau.',
    closedTitle: 'Ce paiement est terminé',
    closedText: 'Cette page de paiement n’est plus utilisable. Revenez à la boutique pour voir votre commande.',
    unknownTitle: 'Page de paiement introuvable',
    unknownText: 'Ce lien de paiement n’existe pas. Revenez à la boutique pour recommencer.',
    backToShop: 'Revenir à la boutique',
    bankTitle: 'Guichet bancaire (bac à sable)',
    bankIntro: 'Simule le paiement d’une référence Fatourati au guichet, dans l’application ou sur le site d’une banque partenaire.',
    paymentCode: 'Code de paiement',
    paymentCodeHint: '12 chiffres',
    payAtBank: 'Payer la référence',
    bankPaidTitle: 'Référence payée',
    bankPaidText: (reference, amount) => `La commande ${reference} est payée (${amount}). Le marchand en a été informé.`,
    bankRefused: 'Ce code de paiement n’existe pas, a expiré ou a été annulé.',
    pendingTitle: 'Paiement en cours de confirmation',
    pendingText:
      'Votre paiement a été accepté ; le marchand ne l’a pas encore confirmé. Cette page se met à jour toute seule. S’il ne peut pas le confirmer, le montant vous est rendu.',
    checkAgain: 'Vérifier à nouveau',
    bankPendingTitle: 'Paiement reçu, en cours de confirmation',
    bankPendingText: (reference, amount) =>
      `Le paiement de la commande ${reference} (${amount}) est reçu ; le marchand ne l’a pas encore confirmé. S’il ne peut pas le confirmer, le montant est rendu.`,
  },
  ar: {
    title: 'نوفاباي — أداء آمن',
    secure: 'أداء آمن',
    sandbox: 'بيئة تجريبية',
    languages: 'اللغة',
    summary: 'ملخص العملية',
    merchant: 'التاجر',
    order: 'الطلبية',
    amount: 'المبلغ',
    expiresIn: (minutes) => `تبقى هذه الصفحة صالحة لمدة ${minutes} دقيقة.`,
    cardTitle: 'الأداء بالبطاقة البنكية',
    holder: 'اسم حامل البطاقة',
    number: 'رقم البطاقة',
    numberHint: '16 رقمًا على وجه البطاقة',
    expiry: 'تاريخ انتهاء الصلاحية',
    expiryHint: 'الشهر/السنة (MM/AA)',
    cvv: 'رمز الأمان (CVV)',
    cvvHint: '3 أرقام على ظهر البطاقة',
    pay: (amount) => `أداء ${amount}`,
    cancel: 'إلغاء والعودة إلى المتجر',
    errorSummary: 'تحقّق من معلومات بطاقتك:',
    errors: {
      holderRequired: 'أدخل اسم حامل البطاقة كما هو مكتوب عليها.',
      numberRequired: 'أدخل رقم البطاقة.',
      numberInvalid: 'رقم البطاقة هذا غير صحيح. تحقّق من الأرقام الستة عشر.',
      unknownCard: 'هذه البطاقة ليست من بطاقات الاختبار في البيئة التجريبية. استعمل بطاقة من القائمة.',
      expiryRequired: 'أدخل تاريخ انتهاء الصلاحية (MM/AA).',
      expiryInvalid: 'تاريخ انتهاء الصلاحية غير صحيح: استعمل الصيغة MM/AA.',
      expired: 'انتهت صلاحية هذه البطاقة.',
      cvvInvalid: 'يجب أن يتكوّن رمز الأمان من 3 أرقام.',
    },
    testCardsTitle: 'بطاقات الاختبار',
    testCardsIntro: 'لا يتم أي أداء حقيقي. استعمل تاريخ انتهاء صلاحية في المستقبل وأي رمز أمان من 3 أرقام.',
    cardColumn: 'البطاقة',
    outcomeColumn: 'النتيجة',
    outcomes: { succeeded: 'أداء مقبول', declined: 'مرفوض: رصيد غير كافٍ', '3-d-secure': 'يطلب رمز \u20663\u2011D Secure\u2069' },
    threeDsTitle: 'التحقق \u20663\u2011D Secure\u2069',
    threeDsIntro: 'يطلب منك بنكك تأكيد هذا الأداء بالرمز الصالح لمرة واحدة الذي أرسله إليك عبر رسالة نصية.',
    threeDsCode: 'الرمز المستلم عبر رسالة نصية',
    threeDsHint: '6 أرقام',
    threeDsSandbox: (code) => `الرمز هو ${code}. أي رمز آخر يُفشل الأداء.`,
    card: 'البطاقة',
    confirm: 'تأكيد الأداء',
    appTitle: 'الأداء عبر تطبيق بنكك',
    appIntro: (amount) => `افتح تطبيق بنكك: يوجد طلب أداء بمبلغ ${amount} لفائدة أطلس تيليكوم في انتظار تأكيدك.`,
    appReference: 'مرجع الطلب',
    appSandbox: 'في هذه البيئة التجريبية، تقوم هذه الأزرار مقام تطبيقك:',
    approve: 'التأكيد في التطبيق',
    refuse: 'الرفض في التطبيق',
    privacy: 'معطيات بطاقتك مشفّرة ولا تُرسَل أبدًا إلى التاجر.',
    expiredTitle: 'انتهت صلاحية صفحة الأداء هذه',
    expiredText: 'لم يتم اقتطاع أي مبلغ. عُد إلى المتجر لإعادة الأداء.',
    closedTitle: 'انتهت عملية الأداء هذه',
    closedText: 'لم يعد بالإمكان استعمال صفحة الأداء هذه. عُد إلى المتجر للاطلاع على طلبيتك.',
    unknownTitle: 'صفحة الأداء غير موجودة',
    unknownText: 'رابط الأداء هذا غير موجود. عُد إلى المتجر لتبدأ من جديد.',
    backToShop: 'العودة إلى المتجر',
    bankTitle: 'شباك بنكي (بيئة تجريبية)',
    bankIntro: 'يحاكي أداء مرجع فاتورتي في الشباك أو في التطبيق أو على موقع أحد البنوك الشريكة.',
    paymentCode: 'رمز الأداء',
    paymentCodeHint: '12 رقمًا',
    payAtBank: 'أداء المرجع',
    bankPaidTitle: 'تم أداء المرجع',
    bankPaidText: (reference, amount) => `تم أداء الطلبية ${reference} (${amount}). وتم إخبار التاجر بذلك.`,
    bankRefused: 'رمز الأداء هذا غير موجود أو انتهت صلاحيته أو تم إلغاؤه.',
    pendingTitle: 'الأداء في طور التأكيد',
    pendingText: 'تم قبول أدائك، ولم يؤكده التاجر بعد. تتحدّث هذه الصفحة تلقائيًا. إذا تعذّر عليه تأكيده، يُرجَع إليك المبلغ.',
    checkAgain: 'تحقّق مرة أخرى',
    bankPendingTitle: 'تم استلام الأداء، وهو في طور التأكيد',
    bankPendingText: (reference, amount) => `تم استلام أداء الطلبية ${reference} (${amount})، ولم يؤكده التاجر بعد. إذا تعذّر عليه تأكيده، يُرجَع المبلغ.`,
  },
  en: {
    title: 'NovaPay — Secure payment',
    secure: 'Secure payment',
    sandbox: 'Sandbox',
    languages: 'Language',
    summary: 'Summary',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    expiresIn: (minutes) => `This page stays valid for ${minutes} min.`,
    cardTitle: 'Pay by bank card',
    holder: 'Cardholder name',
    number: 'Card number',
    numberHint: '16 digits, on the front of the card',
    expiry: 'Expiry date',
    expiryHint: 'MM/YY',
    cvv: 'Security code (CVV)',
    cvvHint: '3 digits on the back of the card',
    pay: (amount) => `Pay ${amount}`,
    cancel: 'Cancel and return to the shop',
    errorSummary: 'Check your card details:',
    errors: {
      holderRequired: 'Enter the cardholder’s name as it appears on the card.',
      numberRequired: 'Enter the card number.',
      numberInvalid: 'This card number is invalid. Check the 16 digits.',
      unknownCard: 'This card is not one of the sandbox test cards. Use a card from the list.',
      expiryRequired: 'Enter the expiry date (MM/YY).',
      expiryInvalid: 'Invalid expiry date: use the MM/YY format.',
      expired: 'This card has expired.',
      cvvInvalid: 'The security code must have 3 digits.',
    },
    testCardsTitle: 'Test cards',
    testCardsIntro: 'No real payment is made. Use any future expiry date and any 3-digit security code.',
    cardColumn: 'Card',
    outcomeColumn: 'Outcome',
    outcomes: { succeeded: 'Payment accepted', declined: 'Declined: insufficient funds', '3-d-secure': 'Asks for a 3\u2011D Secure code' },
    threeDsTitle: '3\u2011D Secure check',
    threeDsIntro: 'Your bank asks you to confirm this payment with the one-time code it sent you by text message.',
    threeDsCode: 'Code received by text message',
    threeDsHint: '6 digits',
    threeDsSandbox: (code) => `The code is ${code}. Any other code makes the payment fail.`,
    card: 'Card',
    confirm: 'Confirm the payment',
    appTitle: 'Pay with your banking app',
    appIntro: (amount) => `Open your bank’s app: a payment request of ${amount} for Atlas Telecom is waiting for you.`,
    appReference: 'Request reference',
    appSandbox: 'In this sandbox, these buttons stand in for your app:',
    approve: 'Approve in the app',
    refuse: 'Refuse in the app',
    privacy: 'Your card details are encrypted and never passed on to the merchant.',
    expiredTitle: 'This payment page has expired',
    expiredText: 'Nothing was charged. Go back to the shop to pay again.',
    closedTitle: 'This payment is over',
    closedText: 'This payment page can no longer be used. Go back to the shop to see your order.',
    unknownTitle: 'Payment page not found',
    unknownText: 'This payment link does not exist. Go back to the shop to start again.',
    backToShop: 'Back to the shop',
    bankTitle: 'Bank counter (sandbox)',
    bankIntro: 'Simulates paying a Fatourati reference at the counter, in the app or on the website of a partner bank.',
    paymentCode: 'Payment code',
    paymentCodeHint: '12 digits',
    payAtBank: 'Pay the reference',
    bankPaidTitle: 'Reference paid',
    bankPaidText: (reference, amount) => `Order ${reference} is paid (${amount}). The merchant has been told.`,
    bankRefused: 'This payment code does not exist, has expired or was cancelled.',
    pendingTitle: 'Payment being confirmed',
    pendingText:
      'Your payment was accepted; the merchant has not confirmed it yet. This page updates by itself. If the merchant cannot confirm it, the amount is given back to you.',
    checkAgain: 'Check again',
    bankPendingTitle: 'Payment received, being confirmed',
    bankPendingText: (reference, amount) =>
      `The payment of order ${reference} (${amount}) is received; the merchant has not confirmed it yet. If it cannot, the amount is given back.`,
  },
};
