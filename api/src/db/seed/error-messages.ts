import type { Localized } from '../../language';

/**
 * Customer-facing texts of every error code, served in appErrorMessages. Codes come from the
 * payment error catalogue of the spec, its "other messages" and the API's own codes.
 */
export const errorMessages: Record<string, Localized> = {
  // Payment and ecom catalogue.
  'payment-014': {
    fr: 'Le format du numéro de téléphone est invalide. Saisissez 10 chiffres commençant par 05, 06 ou 07.',
    ar: 'صيغة رقم الهاتف غير صحيحة. أدخل 10 أرقام تبدأ بـ 05 أو 06 أو 07.',
    en: 'The phone number format is invalid. Enter 10 digits starting with 05, 06 or 07.',
  },
  'payment-015': {
    fr: 'Le format du code de la carte de recharge est invalide.',
    ar: 'صيغة رمز بطاقة التعبئة غير صحيحة.',
    en: 'The scratch card code format is invalid.',
  },
  'payment-018': {
    fr: 'Un problème est survenu lors de la recharge. Veuillez réessayer plus tard.',
    ar: 'حدث مشكل أثناء عملية التعبئة. يرجى المحاولة لاحقًا.',
    en: 'A problem occurred during the top-up. Please try again later.',
  },
  'payment-019': {
    fr: "Ce numéro n'existe pas. Vérifiez le numéro saisi.",
    ar: 'هذا الرقم غير موجود. تحقّق من الرقم المُدخل.',
    en: 'This number does not exist. Check the number you entered.',
  },
  'payment-020': {
    fr: "Cette carte de recharge n'existe pas.",
    ar: 'بطاقة التعبئة هذه غير موجودة.',
    en: 'This scratch card does not exist.',
  },
  'payment-021': {
    fr: 'Cette carte de recharge est bloquée. Contactez le service client au 220.',
    ar: 'بطاقة التعبئة هذه محظورة. اتصل بخدمة الزبناء على الرقم 220.',
    en: 'This scratch card is blocked. Contact customer service on 220.',
  },
  'payment-022': {
    fr: 'Ce code de recharge a déjà été utilisé.',
    ar: 'سبق استعمال رمز التعبئة هذا.',
    en: 'This top-up code has already been used.',
  },
  'payment-025': {
    fr: "Le format de l'adresse e-mail est invalide.",
    ar: 'صيغة البريد الإلكتروني غير صحيحة.',
    en: 'The email address format is invalid.',
  },
  'payment-031': {
    fr: 'Vous avez atteint le montant maximal de recharge autorisé pour ce mois.',
    ar: 'لقد بلغت الحد الأقصى المسموح به للتعبئة خلال هذا الشهر.',
    en: 'You have reached the maximum top-up amount allowed this month.',
  },
  'payment-041': {
    fr: 'Les informations de la carte de recharge sont introuvables ou invalides.',
    ar: 'معلومات بطاقة التعبئة غير موجودة أو غير صالحة.',
    en: 'The scratch card information was not found or is invalid.',
  },
  'payment-050': {
    fr: 'Le montant du code de recharge est insuffisant pour cette opération.',
    ar: 'مبلغ رمز التعبئة غير كافٍ لإتمام هذه العملية.',
    en: 'The top-up code amount is not enough for this operation.',
  },
  'payment-056': {
    fr: 'Votre solde est insuffisant. Rechargez votre compte puis réessayez.',
    ar: 'رصيدك غير كافٍ. قم بتعبئة حسابك ثم أعد المحاولة.',
    en: 'Your balance is too low. Top up your account and try again.',
  },
  'payment-059': {
    fr: 'Le code de vérification est invalide.',
    ar: 'رمز التحقق غير صحيح.',
    en: 'The verification code is invalid.',
  },
  'payment-062': {
    fr: 'Le montant du panier doit être supérieur à 5 Dh, ajoutez une autre recharge.',
    ar: 'يجب أن يتجاوز مبلغ السلة 5 دراهم، أضف تعبئة أخرى.',
    en: 'The basket amount must be more than 5 Dh; add another top-up.',
  },
  'ecom-054': {
    fr: "Ce numéro n'est pas éligible à la portabilité.",
    ar: 'هذا الرقم غير مؤهل لخدمة الاحتفاظ بالرقم.',
    en: 'This number is not eligible for portability.',
  },
  'ecom-067': {
    fr: 'Un paiement est déjà en attente. Annulez-le avant d’en créer un nouveau.',
    ar: 'توجد عملية أداء في انتظار التسوية. قم بإلغائها قبل إنشاء عملية جديدة.',
    en: 'A payment is already pending. Cancel it before creating a new one.',
  },

  // Other messages of the catalogue.
  generic_exception: {
    fr: 'Une erreur est survenue, veuillez réessayer plus tard.',
    ar: 'حدث خطأ، يرجى المحاولة لاحقًا.',
    en: 'An error occurred, please try again later.',
  },
  order_not_finalised: {
    fr: "Votre commande n'a pas pu être finalisée, veuillez réessayer plus tard.",
    ar: 'تعذّر إتمام طلبيتك، يرجى المحاولة لاحقًا.',
    en: 'Your order could not be completed, please try again later.',
  },
  payment_not_made: {
    fr: "Le paiement n'a pas été effectué.",
    ar: 'لم تتم عملية الأداء.',
    en: 'The payment was not made.',
  },
  otp_max_sends: {
    fr: "Vous avez atteint le nombre maximal d'envois du code. Réessayez dans 15 minutes.",
    ar: 'لقد بلغت الحد الأقصى لعدد مرات إرسال الرمز. أعد المحاولة بعد 15 دقيقة.',
    en: 'You have reached the maximum number of code sends. Try again in 15 minutes.',
  },
  captcha_wrong_text: {
    fr: 'Le texte saisi ne correspond pas à l’image, veuillez réessayer.',
    ar: 'النص المُدخل لا يطابق الصورة، يرجى إعادة المحاولة.',
    en: 'The text you entered does not match the image, please try again.',
  },
  no_number_available: {
    fr: "Aucun numéro n'est disponible pour le moment.",
    ar: 'لا يوجد أي رقم متاح حاليًا.',
    en: 'No number is available at the moment.',
  },
  no_invoice_found: {
    fr: 'Aucune facture trouvée.',
    ar: 'لم يتم العثور على أي فاتورة.',
    en: 'No invoice found.',
  },
  no_notifications: {
    fr: 'Aucune notification disponible.',
    ar: 'لا توجد أي إشعارات.',
    en: 'No notifications available.',
  },
  no_search_results: {
    fr: 'Aucun résultat ne correspond à votre recherche.',
    ar: 'لا توجد نتائج مطابقة لبحثك.',
    en: 'No results match your search.',
  },
  no_products_found: {
    fr: 'Aucun produit trouvé.',
    ar: 'لم يتم العثور على أي منتج.',
    en: 'No products found.',
  },
  service_unavailable: {
    fr: 'Ce service est momentanément indisponible.',
    ar: 'هذه الخدمة غير متوفرة مؤقتًا.',
    en: 'This service is temporarily unavailable.',
  },
  tracking_no_result: {
    fr: 'Aucun résultat retourné pour cette commande. Vérifiez les informations saisies.',
    ar: 'لم يتم العثور على أي نتيجة لهذه الطلبية. تحقّق من المعلومات المُدخلة.',
    en: 'No result returned for this order. Check the information you entered.',
  },
  plan_change_contact_220: {
    fr: "Vous n'êtes pas éligible au changement d'offre. Contactez le service client au 220.",
    ar: 'أنت غير مؤهل لتغيير العرض. اتصل بخدمة الزبناء على الرقم 220.',
    en: 'You are not eligible for a plan change. Contact customer service on 220.',
  },
  plan_change_unpaid_invoice: {
    fr: "Vous avez une facture impayée : réglez-la avant de changer d'offre.",
    ar: 'لديك فاتورة غير مؤداة: قم بأدائها قبل تغيير العرض.',
    en: 'You have an unpaid invoice: settle it before changing your plan.',
  },
  plan_change_pending: {
    fr: "Un changement d'offre est déjà en cours sur cette ligne.",
    ar: 'يوجد طلب لتغيير العرض قيد المعالجة على هذا الخط.',
    en: 'A plan change is already in progress on this line.',
  },
  recharge_line_not_eligible: {
    fr: "Cette ligne n'est pas éligible à la recharge sélectionnée.",
    ar: 'هذا الخط غير مؤهل للتعبئة المختارة.',
    en: 'This line is not eligible for the selected top-up.',
  },
  unpaid_subscription_forbidden: {
    fr: 'Vous ne pouvez pas souscrire tant que votre situation d’impayé n’est pas régularisée.',
    ar: 'لا يمكنك الاشتراك ما دامت وضعية المبالغ غير المؤداة لم تتم تسويتها.',
    en: 'You cannot subscribe until your unpaid balance is settled.',
  },
  migration_prepaid_not_eligible: {
    fr: "Ce numéro n'est pas éligible au passage vers un forfait. Connectez-vous avec un numéro prépayé.",
    ar: 'هذا الرقم غير مؤهل للانتقال إلى اشتراك شهري. سجّل الدخول برقم مسبق الدفع.',
    en: 'This number is not eligible to switch to a plan. Sign in with a prepaid number.',
  },
  callback_error: {
    fr: "Votre demande de rappel n'a pas pu être enregistrée, veuillez réessayer plus tard.",
    ar: 'تعذّر تسجيل طلب معاودة الاتصال، يرجى المحاولة لاحقًا.',
    en: 'Your call-back request could not be saved, please try again later.',
  },
  business_form_saved: {
    fr: 'Vos informations ont bien été enregistrées. Un conseiller commercial vous contactera très prochainement.',
    ar: 'تم تسجيل معلوماتك بنجاح. سيتصل بك مستشار تجاري في أقرب الآجال.',
    en: 'Your information has been saved. A sales adviser will contact you very soon.',
  },
  business_form_error: {
    fr: 'Une erreur technique indépendante de notre volonté est survenue. Réessayez ou appelez-nous au {phone}.',
    ar: 'حدث خطأ تقني خارج عن إرادتنا. أعد المحاولة أو اتصل بنا على الرقم {phone}.',
    en: 'A technical error beyond our control occurred. Try again or call us on {phone}.',
  },
  fibre_not_covered: {
    fr: "Votre adresse n'est pas encore couverte par la fibre ou ne figure pas dans la liste. Découvrez nos autres offres internet.",
    ar: 'عنوانك غير مغطى بعد بالألياف البصرية أو غير موجود في القائمة. اكتشف عروضنا الأخرى للإنترنت.',
    en: 'Your address is not yet covered by fibre or is not in the list. Discover our other internet offers.',
  },

  // The shop: cart, numbers, checkout, payment gateway.
  'cart-001': {
    fr: 'Ce panier est introuvable. Un nouveau panier a été créé pour vous.',
    ar: 'هذه السلة غير موجودة. تم إنشاء سلة جديدة لك.',
    en: 'This cart could not be found. A new cart has been created for you.',
  },
  'cart-002': {
    fr: 'Votre panier est plein : il peut contenir 5 produits au maximum.',
    ar: 'سلتك ممتلئة: يمكنها أن تضم 5 منتجات على الأكثر.',
    en: 'Your cart is full: it can hold 5 products at most.',
  },
  'cart-003': {
    fr: 'Un forfait, une box, un accessoire ou une carte SIM ne peut accompagner qu’un seul smartphone. Passez une commande par smartphone.',
    ar: 'لا يمكن أن يرافق الاشتراكُ أو العلبةُ أو الإكسسوارُ أو بطاقةُ SIM إلا هاتفًا ذكيًا واحدًا. قدّم طلبية لكل هاتف.',
    en: 'A plan, box, accessory or SIM card can only come with a single smartphone. Place one order per smartphone.',
  },
  'cart-004': {
    fr: "Ce produit n'est plus disponible à la vente.",
    ar: 'هذا المنتج لم يعد متوفرًا للبيع.',
    en: 'This product is no longer available for sale.',
  },
  'cart-005': {
    fr: 'Les recharges et les autres produits se commandent dans des paniers séparés.',
    ar: 'تُطلب التعبئات وباقي المنتجات في سلال منفصلة.',
    en: 'Top-ups and other products are ordered in separate carts.',
  },
  'cart-006': {
    fr: 'Ce panier a déjà été commandé. Commencez un nouveau panier.',
    ar: 'تم تقديم طلبية هذه السلة من قبل. ابدأ سلة جديدة.',
    en: 'This cart has already been ordered. Start a new cart.',
  },
  'cart-007': {
    fr: 'Votre panier est vide.',
    ar: 'سلتك فارغة.',
    en: 'Your cart is empty.',
  },
  'cart-008': {
    fr: "Ce numéro vient d'être choisi par un autre client. Choisissez-en un autre.",
    ar: 'اختار زبون آخر هذا الرقم للتو. اختر رقمًا آخر.',
    en: 'Another customer has just chosen this number. Choose another one.',
  },
  'cart-009': {
    fr: 'Chaque forfait mobile a besoin d’un numéro : choisissez un numéro ou gardez le vôtre avec la portabilité.',
    ar: 'يحتاج كل اشتراك للهاتف المحمول إلى رقم: اختر رقمًا أو احتفظ برقمك عبر خدمة نقل الرقم.',
    en: 'Each mobile plan needs a number: choose one, or keep yours with portability.',
  },
  'number-001': {
    fr: "Aucun numéro n'est disponible. Essayez d'autres chiffres ou une autre catégorie.",
    ar: 'لا يوجد أي رقم متاح. جرّب أرقامًا أخرى أو فئة أخرى.',
    en: 'No number is available. Try other digits or another category.',
  },
  'ecom-001': {
    fr: "Ce moyen de paiement n'est pas disponible pour ce panier.",
    ar: 'وسيلة الأداء هذه غير متاحة لهذه السلة.',
    en: 'This payment method is not available for this cart.',
  },
  'ecom-002': {
    fr: 'Ce paiement a déjà été lancé avec d’autres informations. Rechargez la page et recommencez.',
    ar: 'سبق إطلاق عملية الأداء هذه بمعلومات أخرى. أعد تحميل الصفحة وابدأ من جديد.',
    en: 'This payment was already started with other details. Reload the page and start again.',
  },
  'ecom-003': {
    fr: 'Cette commande est déjà payée ou enregistrée.',
    ar: 'هذه الطلبية مؤداة أو مسجلة من قبل.',
    en: 'This order is already paid or registered.',
  },
  'ecom-004': {
    fr: 'Aucun résultat retourné. Vérifiez le numéro de commande, le numéro de la carte d’identité et le numéro de téléphone.',
    ar: 'لم يتم إرجاع أي نتيجة. تحقّق من رقم الطلبية ورقم البطاقة الوطنية ورقم الهاتف.',
    en: 'No result returned. Check the order number, the ID card number and the phone number.',
  },
  'ecom-005': {
    fr: 'Le paiement en espèces est possible jusqu’à 5 000 Dh. Choisissez un autre moyen de paiement.',
    ar: 'الأداء نقدًا ممكن في حدود 5000 درهم. اختر وسيلة أداء أخرى.',
    en: 'Cash payment is possible up to 5,000 Dh. Choose another payment method.',
  },
  'gateway-001': {
    fr: 'Votre banque a refusé le paiement (provision insuffisante). Aucun montant n’a été débité.',
    ar: 'رفض بنكك عملية الأداء (رصيد غير كافٍ). لم يتم اقتطاع أي مبلغ.',
    en: 'Your bank declined the payment (insufficient funds). Nothing was charged.',
  },
  'gateway-002': {
    fr: 'Le code 3-D Secure est incorrect : le paiement n’a pas abouti. Aucun montant n’a été débité.',
    ar: 'رمز 3-D Secure غير صحيح: لم تتم عملية الأداء. لم يتم اقتطاع أي مبلغ.',
    en: 'The 3-D Secure code was wrong: the payment did not go through. Nothing was charged.',
  },
  'gateway-003': {
    fr: 'Les informations de la carte sont invalides ou la carte est expirée.',
    ar: 'معلومات البطاقة غير صالحة أو انتهت صلاحية البطاقة.',
    en: 'The card details are invalid or the card has expired.',
  },
  'gateway-004': {
    fr: 'La confirmation de paiement n’a pas pu être vérifiée.',
    ar: 'تعذّر التحقق من تأكيد الأداء.',
    en: 'The payment confirmation could not be verified.',
  },
  'gateway-005': {
    fr: 'Cette confirmation de paiement a déjà été reçue.',
    ar: 'سبق استلام تأكيد الأداء هذا.',
    en: 'This payment confirmation has already been received.',
  },
  'gateway-006': {
    fr: 'Le montant payé ne correspond pas à celui de la commande. Aucun montant n’a été débité.',
    ar: 'المبلغ المؤدى لا يطابق مبلغ الطلبية. لم يتم اقتطاع أي مبلغ.',
    en: 'The amount paid does not match the order. Nothing was charged.',
  },
  'gateway-007': {
    fr: 'Le paiement n’a pas pu être confirmé et a été annulé. Aucun montant n’a été débité, réessayez.',
    ar: 'تعذّر تأكيد الأداء فتم إلغاؤه. لم يتم اقتطاع أي مبلغ، أعد المحاولة.',
    en: 'The payment could not be confirmed and was cancelled. Nothing was charged; try again.',
  },

  // Codes every API route may answer.
  'request-invalid': {
    fr: 'Certaines informations envoyées sont invalides. Vérifiez votre saisie.',
    ar: 'بعض المعلومات المرسلة غير صالحة. تحقّق مما أدخلته.',
    en: 'Some of the information sent is invalid. Check what you entered.',
  },
  unauthorized: {
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    ar: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول من جديد.',
    en: 'Your session has expired. Please sign in again.',
  },
  forbidden: {
    fr: "Vous n'êtes pas autorisé à effectuer cette opération.",
    ar: 'غير مسموح لك بالقيام بهذه العملية.',
    en: 'You are not allowed to perform this operation.',
  },
  'not-found': {
    fr: "L'élément demandé est introuvable.",
    ar: 'العنصر المطلوب غير موجود.',
    en: 'The requested item could not be found.',
  },
  'rate-limited': {
    fr: 'Trop de tentatives. Patientez quelques instants avant de réessayer.',
    ar: 'محاولات كثيرة جدًا. انتظر قليلًا قبل إعادة المحاولة.',
    en: 'Too many attempts. Wait a moment before trying again.',
  },

  // Content service.
  'content-002': {
    fr: "Cette taille d'image n'est pas proposée.",
    ar: 'حجم الصورة هذا غير متوفر.',
    en: 'This image size is not offered.',
  },

  // Self-care: sign-in, session, one-time passwords, profile and lines.
  'iam-bad-credentials': {
    fr: 'Identifiant ou mot de passe incorrect.',
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    en: 'Wrong username or password.',
  },
  'iam-signin-slowed': {
    fr: 'Trop de tentatives de connexion échouées depuis cet appareil ou pour ce compte. Patientez avant de réessayer (le délai s’allonge à chaque échec), ou connectez-vous sans attendre avec un lien reçu par e-mail ou un code reçu par SMS.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة من هذا الجهاز أو لهذا الحساب. انتظر قبل إعادة المحاولة (تطول المهلة مع كل فشل)، أو سجّل الدخول دون انتظار برابط تتلقاه عبر البريد الإلكتروني أو برمز تتلقاه عبر رسالة قصيرة.',
    en: 'Too many failed sign-ins from this device or for this account. Wait before trying again (the delay grows with each failure), or sign in now with a link received by email or a code received by SMS.',
  },
  'iam-password-invalid': {
    fr: 'Le mot de passe saisi est incorrect.',
    ar: 'كلمة المرور المُدخلة غير صحيحة.',
    en: 'The password you entered is wrong.',
  },
  'iam-refresh-invalid': {
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    ar: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول من جديد.',
    en: 'Your session has expired. Please sign in again.',
  },
  'iam-account-exists': {
    fr: 'Ce numéro a déjà un compte. Connectez-vous ou récupérez votre mot de passe.',
    ar: 'هذا الرقم لديه حساب بالفعل. سجّل الدخول أو استرجع كلمة المرور.',
    en: 'This number already has an account. Sign in or recover your password.',
  },
  'iam-line-unknown': {
    fr: "Ce numéro n'est pas une ligne Atlas Telecom de ce type, ou aucun compte ne l'utilise.",
    ar: 'هذا الرقم ليس خطًا من هذا النوع لدى أطلس تيليكوم، أو لا يستخدمه أي حساب.',
    en: 'This number is not an Atlas Telecom line of this kind, or no account uses it.',
  },
  'iam-otp-token-invalid': {
    fr: 'La confirmation de votre numéro a expiré. Recommencez la vérification.',
    ar: 'انتهت صلاحية تأكيد رقمك. أعد عملية التحقق.',
    en: 'The confirmation of your number has expired. Verify it again.',
  },
  'iam-signin-link-invalid': {
    fr: 'Ce lien de connexion a expiré ou a déjà servi. Demandez-en un nouveau.',
    ar: 'انتهت صلاحية رابط تسجيل الدخول هذا أو سبق استعماله. اطلب رابطًا جديدًا.',
    en: 'This sign-in link has expired or was already used. Ask for a new one.',
  },
  'otp-blocked': {
    fr: 'Ce numéro est temporairement bloqué.',
    ar: 'هذا الرقم محظور مؤقتًا.',
    en: 'This number is temporarily blocked.',
  },
  'otp-resend-too-early': {
    fr: 'Patientez avant de demander un nouveau code.',
    ar: 'انتظر قليلًا قبل طلب رمز جديد.',
    en: 'Please wait before asking for a new code.',
  },
  'otp-max-sends': {
    fr: "Nombre maximal d'envois du code atteint. Réessayez plus tard.",
    ar: 'تم بلوغ الحد الأقصى لإرسال الرمز. حاول لاحقًا.',
    en: 'Maximum number of code sends reached. Try again later.',
  },
  'otp-invalid': {
    fr: 'Code incorrect. Vérifiez le SMS reçu.',
    ar: 'الرمز غير صحيح. تحقّق من الرسالة المستلمة.',
    en: 'Wrong code. Check the text message you received.',
  },
  'otp-replaced': {
    fr: 'Ce code a été remplacé par un code plus récent. Saisissez le dernier code reçu par SMS.',
    ar: 'تم استبدال هذا الرمز برمز أحدث. أدخل آخر رمز وصلك عبر الرسالة القصيرة.',
    en: 'This code was replaced by a newer one. Enter the last code you received by text message.',
  },
  'otp-expired': {
    fr: 'Ce code a expiré. Demandez un nouveau code.',
    ar: 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
    en: 'This code has expired. Ask for a new one.',
  },
  'client-segmentation-required': {
    fr: 'Choisissez une ligne pour continuer.',
    ar: 'اختر خطًا للمتابعة.',
    en: 'Choose a line to continue.',
  },
  'client-segmentation-invalid': {
    fr: "Cette ligne n'est pas accessible depuis votre compte.",
    ar: 'لا يمكن الوصول إلى هذا الخط من حسابك.',
    en: 'This line cannot be reached from your account.',
  },
  'client-line-not-found': {
    fr: 'Cette ligne ne fait pas partie de votre compte.',
    ar: 'هذا الخط ليس من خطوط حسابك.',
    en: 'This line is not part of your account.',
  },
  'client-line-already-attached': {
    fr: 'Cette ligne est déjà rattachée à un compte.',
    ar: 'هذا الخط مرتبط بحساب آخر بالفعل.',
    en: 'This line is already attached to an account.',
  },
  'client-last-line': {
    fr: 'Vous ne pouvez pas retirer la dernière ligne de votre compte.',
    ar: 'لا يمكنك حذف آخر خط في حسابك.',
    en: 'You cannot remove the last line of your account.',
  },
  'client-avatar-type': {
    fr: 'Choisissez une image JPEG, PNG ou WebP.',
    ar: 'اختر صورة بصيغة JPEG أو PNG أو WebP.',
    en: 'Choose a JPEG, PNG or WebP image.',
  },
  'client-avatar-size': {
    fr: "L'image ne doit pas dépasser 2 Mo.",
    ar: 'يجب ألا يتجاوز حجم الصورة 2 ميغابايت.',
    en: 'The image must not exceed 2 MB.',
  },
  'client-email-taken': {
    fr: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
    ar: 'هذا البريد الإلكتروني مستخدم من طرف حساب آخر.',
    en: 'This email address is already used by another account.',
  },
  'catalog-001': {
    fr: "Ce produit n'est plus disponible.",
    ar: 'هذا المنتج لم يعد متوفرًا.',
    en: 'This product is no longer available.',
  },
  'catalog-002': {
    fr: 'Le prix minimum doit être inférieur au prix maximum.',
    ar: 'يجب أن يكون الحد الأدنى للسعر أقل من الحد الأقصى.',
    en: 'The minimum price must be below the maximum price.',
  },
  'eligibility-001': {
    fr: "Cette adresse ne figure pas dans notre liste. Recherchez-la de nouveau ou choisissez « Mon adresse n'est pas dans la liste ».",
    ar: 'هذا العنوان غير موجود في قائمتنا. ابحث عنه من جديد أو اختر «عنواني غير موجود في القائمة».',
    en: 'This address is not in our list. Search for it again or choose "My address is not in the list".',
  },
  'eligibility-002': {
    fr: "Ce test d'éligibilité est introuvable. Refaites le test pour votre adresse.",
    ar: 'اختبار الأهلية هذا غير موجود. أعد الاختبار لعنوانك.',
    en: 'This eligibility test cannot be found. Take the test again for your address.',
  },
  'eligibility-003': {
    fr: "Cette adresse n'est pas éligible : l'installation ne peut pas être programmée. Découvrez nos autres offres internet.",
    ar: 'هذا العنوان غير مؤهل: لا يمكن برمجة التركيب. اكتشف عروضنا الأخرى للإنترنت.',
    en: 'This address is not eligible: the installation cannot be booked. Discover our other internet offers.',
  },
  'eligibility-004': {
    fr: "Ce créneau vient d'être complet. Choisissez un autre jour ou l'autre créneau.",
    ar: 'لقد امتلأت هذه الفترة للتو. اختر يومًا آخر أو الفترة الأخرى.',
    en: 'This slot has just filled up. Choose another day or the other slot.',
  },
  'eligibility-005': {
    fr: 'Choisissez une date de visite du lundi au samedi (hors jours fériés), entre demain et les 30 prochains jours.',
    ar: 'اختر تاريخ زيارة من الاثنين إلى السبت (باستثناء أيام العطل)، ابتداءً من الغد وخلال 30 يومًا.',
    en: 'Choose a visit date from Monday to Saturday (not a public holiday), from tomorrow up to 30 days ahead.',
  },
  'eligibility-006': {
    fr: 'Une installation est déjà programmée pour ce test. Gardez sa référence, ou refaites le test pour une autre adresse.',
    ar: 'تمت برمجة تركيب لهذا الاختبار من قبل. احتفظ بمرجعه، أو أعد الاختبار لعنوان آخر.',
    en: 'An installation is already booked for this test. Keep its reference, or take the test again for another address.',
  },
  'eligibility-007': {
    fr: "Cette offre n'est pas disponible à votre adresse. Choisissez l'une des offres proposées.",
    ar: 'هذا العرض غير متوفر في عنوانك. اختر أحد العروض المقترحة.',
    en: 'This offer is not available at your address. Choose one of the offers suggested.',
  },
  'eligibility-008': {
    fr: 'Vous avez déjà autant de rendez-vous d’installation qu’un visiteur le peut, ou une place sur ce créneau. Annulez-en un pour en prendre un autre.',
    ar: 'لديك بالفعل أقصى عدد من مواعيد التركيب المسموح به للزائر، أو مكان في هذه الفترة. ألغِ موعدًا لحجز آخر.',
    en: 'You already hold as many installation appointments as a visitor may, or a place in this slot. Cancel one to book another.',
  },
  'eligibility-009': {
    fr: 'Ce rendez-vous ne peut être annulé que depuis le navigateur qui l’a pris, avant son jour.',
    ar: 'لا يمكن إلغاء هذا الموعد إلا من المتصفح الذي حُجز منه، وقبل يومه.',
    en: 'This appointment can only be cancelled from the browser that booked it, before its day.',
  },
  'form-002': {
    fr: 'Cette demande a déjà été envoyée avec un autre contenu. Rechargez la page et recommencez.',
    ar: 'سبق إرسال هذا الطلب بمحتوى آخر. أعد تحميل الصفحة وابدأ من جديد.',
    en: 'This request was already sent with other content. Reload the page and start again.',
  },
  'form-003': {
    fr: 'Choisissez un créneau du lundi au vendredi, entre 10 h et 18 h.',
    ar: 'اختر موعدًا من الاثنين إلى الجمعة، بين الساعة 10 و18.',
    en: 'Choose a time Monday to Friday, between 10 am and 6 pm.',
  },
  'form-004': {
    fr: 'Ce créneau est passé. Choisissez un créneau à venir.',
    ar: 'هذا الموعد قد مضى. اختر موعدًا قادمًا.',
    en: 'This time has passed. Choose a time to come.',
  },
  'form-005': {
    fr: 'Ce fichier n’est pas accepté : seuls les formats pdf, doc, docx, dt et txt le sont.',
    ar: 'هذا الملف غير مقبول: الصيغ المقبولة هي pdf وdoc وdocx وdt وtxt فقط.',
    en: 'This file is not accepted: only pdf, doc, docx, dt and txt files are.',
  },
  'form-006': {
    fr: 'Ce fichier dépasse 15 Mo.',
    ar: 'يتجاوز حجم هذا الملف 15 ميغابايت.',
    en: 'This file is larger than 15 MB.',
  },
  'form-007': {
    fr: 'Le contenu de ce fichier ne correspond pas à son format : envoyez le document d’origine.',
    ar: 'محتوى هذا الملف لا يطابق صيغته: أرسل الوثيقة الأصلية.',
    en: 'This file’s content does not match its format: send the original document.',
  },
  'form-008': {
    fr: 'Une pièce jointe n’est plus disponible. Ajoutez-la de nouveau puis renvoyez le formulaire.',
    ar: 'لم يعد أحد المرفقات متاحًا. أضفه من جديد ثم أعد إرسال الاستمارة.',
    en: 'An attachment is no longer available. Add it again, then send the form again.',
  },
  'form-009': {
    fr: 'Ce numéro n’est pas une ligne fixe Atlas. Saisissez le numéro de votre ligne ADSL ou i-dar.',
    ar: 'هذا الرقم ليس خطًا ثابتًا لأطلس. أدخل رقم خط ADSL أو إي-دار الخاص بك.',
    en: 'This number is not an Atlas landline. Enter the number of your ADSL or i-dar line.',
  },
  'form-010': {
    fr: 'Ce numéro est une ligne mobile. Saisissez le numéro de votre ligne fixe ADSL ou i-dar.',
    ar: 'هذا الرقم خط محمول. أدخل رقم خطك الثابت ADSL أو إي-دار.',
    en: 'This number is a mobile line. Enter the number of your ADSL or i-dar landline.',
  },
  'form-011': {
    fr: 'Cette ligne est déjà en fibre : pour changer d’offre, rendez-vous dans votre espace client.',
    ar: 'هذا الخط مرتبط بالألياف البصرية أصلًا: لتغيير العرض، توجّه إلى فضاء الزبون.',
    en: 'This line is already on fibre: to change your offer, go to your customer area.',
  },
  'form-012': {
    fr: 'C’est déjà l’offre de votre ligne. Choisissez une autre offre.',
    ar: 'هذا هو العرض الحالي لخطك. اختر عرضًا آخر.',
    en: 'This is already your line’s offer. Choose another offer.',
  },
  'roaming-001': {
    fr: 'Nous n’avons pas de tarifs roaming pour ce pays. Contactez le service client au 220.',
    ar: 'لا تتوفر لدينا أسعار التجوال لهذا البلد. اتصل بخدمة الزبناء على الرقم 220.',
    en: 'We have no roaming prices for this country. Call customer service on 220.',
  },
  'promotion-001': {
    fr: 'Cette offre n’existe pas ou n’est plus proposée.',
    ar: 'هذا العرض غير موجود أو لم يعد متاحًا.',
    en: 'This offer does not exist or is no longer available.',
  },
  'survey-001': {
    fr: 'Ce lien d’enquête n’est pas reconnu. Vous pouvez tout de même nous donner votre avis.',
    ar: 'رابط الاستبيان هذا غير معروف. يمكنك مع ذلك أن تشاركنا رأيك.',
    en: 'This survey link is not recognised. You can still give us your opinion.',
  },
  'survey-002': {
    fr: 'Vous avez déjà répondu à cette enquête. Merci pour votre avis !',
    ar: 'سبق أن أجبت عن هذا الاستبيان. شكرًا على رأيك!',
    en: 'You have already answered this survey. Thank you for your feedback!',
  },
  'event-001': {
    fr: 'Les inscriptions à cette rencontre sont closes : elle est complète ou déjà passée.',
    ar: 'التسجيل في هذا اللقاء مغلق: اكتمل العدد أو انتهى موعده.',
    en: 'Registration for this event is closed: it is full or has already taken place.',
  },
  'service-001': {
    fr: 'Ce service concerne les lignes mobiles. Choisissez une ligne mobile dans le sélecteur de lignes.',
    ar: 'هذه الخدمة خاصة بالخطوط المحمولة. اختر خطًا محمولًا من قائمة خطوطك.',
    en: 'This service is for mobile lines. Choose a mobile line in the line switcher.',
  },
  'service-002': {
    fr: 'Cette ligne est déjà suspendue. Vous pouvez la réactiver.',
    ar: 'هذا الخط موقوف بالفعل. يمكنك إعادة تفعيله.',
    en: 'This line is already suspended. You can reactivate it.',
  },
  'service-003': {
    fr: 'Cette ligne n’est pas suspendue : il n’y a rien à réactiver.',
    ar: 'هذا الخط غير موقوف: لا شيء لإعادة تفعيله.',
    en: 'This line is not suspended: there is nothing to reactivate.',
  },
  'service-004': {
    fr: 'Le numéro ICC de la carte SIM doit comporter 18 chiffres.',
    ar: 'يجب أن يتكون رقم ICC لبطاقة SIM من 18 رقمًا.',
    en: 'The SIM card ICC must have 18 digits.',
  },
  'service-005': {
    fr: 'Cette carte SIM n’est pas une carte Atlas Telecom : son numéro ICC commence par 89212.',
    ar: 'هذه البطاقة ليست بطاقة SIM من أطلس تيليكوم: يبدأ رقم ICC الخاص بها بـ 89212.',
    en: 'This is not an Atlas Telecom SIM card: its ICC starts with 89212.',
  },
  'service-006': {
    fr: 'Cette carte SIM est déjà utilisée par une ligne. Vérifiez le numéro ICC au dos de la carte.',
    ar: 'بطاقة SIM هذه مستعملة بالفعل في خط آخر. تحقق من رقم ICC على ظهر البطاقة.',
    en: 'This SIM card is already used by a line. Check the ICC on the back of the card.',
  },
  'service-007': {
    fr: 'Le verrouillage SIM de cette ligne est activé : désactivez-le d’abord (un code vous sera envoyé) pour changer de carte SIM.',
    ar: 'قفل بطاقة SIM مفعّل لهذا الخط: عطّله أولًا (سيصلك رمز) لتغيير البطاقة.',
    en: 'This line’s SIM lock is on: turn it off first (a code will be sent to you) to change the SIM card.',
  },
  'service-008': {
    fr: 'Cette pièce d’identité ne correspond pas au titulaire de la ligne : présentez la pièce du titulaire.',
    ar: 'وثيقة الهوية هذه لا تطابق صاحب الخط: قدّم وثيقة صاحب الخط.',
    en: 'This identity document does not match the line’s holder: show the holder’s document.',
  },
  'service-009': {
    fr: 'La lecture de votre pièce d’identité a expiré ou a déjà servi : photographiez à nouveau votre pièce.',
    ar: 'انتهت صلاحية قراءة وثيقة هويتك أو سبق استعمالها: صوّر وثيقتك من جديد.',
    en: 'The reading of your identity document has expired or was already used: photograph your document again.',
  },
  'service-010': {
    fr: 'Cette demande a déjà été envoyée avec un autre contenu. Rechargez la page pour en faire une nouvelle.',
    ar: 'سبق إرسال هذا الطلب بمحتوى مختلف. أعد تحميل الصفحة لتقديم طلب جديد.',
    en: 'This request was already sent with other content. Reload the page to make a new one.',
  },
  'service-011': {
    fr: 'Cette ligne est suspendue : réactivez-la d’abord pour modifier le roaming.',
    ar: 'هذا الخط موقوف: أعد تفعيله أولًا لتعديل التجوال.',
    en: 'This line is suspended: reactivate it first to change roaming.',
  },
  'service-012': {
    fr: 'Trop de pièces d’identité qui ne sont pas celles du titulaire pour cette ligne. Réessayez dans une heure ou rendez-vous en agence avec votre CIN.',
    ar: 'وثائق هوية كثيرة لا تخص صاحب هذا الخط. أعد المحاولة بعد ساعة أو توجّه إلى الوكالة ببطاقتك الوطنية.',
    en: 'Too many identity documents that are not the holder’s for this line. Try again in an hour or visit a store with your ID card.',
  },
  // Invoices (ms-billing).
  'billing-001': {
    fr: 'Cette facture est déjà payée. Actualisez la liste de vos factures.',
    ar: 'هذه الفاتورة مؤداة من قبل. حدّث لائحة فواتيرك.',
    en: 'This invoice is already paid. Refresh your list of invoices.',
  },
  'billing-002': {
    fr: 'Cette facture ne correspond pas à ce numéro ou à ce compte.',
    ar: 'هذه الفاتورة لا تخص هذا الرقم أو هذا الحساب.',
    en: 'This invoice does not belong to this number or account.',
  },
  'billing-003': {
    fr: 'Le compte de facturation ou le code de paiement est incorrect. Vérifiez-les sur votre facture.',
    ar: 'حساب الفوترة أو رمز الأداء غير صحيح. تحقّق منهما في فاتورتك.',
    en: 'The billing account or the payment code is wrong. Check them on your bill.',
  },
  'billing-004': {
    fr: 'Confirmez d’abord le numéro avec le code envoyé par SMS.',
    ar: 'أكّد الرقم أولًا بالرمز المرسل عبر رسالة قصيرة.',
    en: 'First confirm the number with the code sent by text message.',
  },
  'billing-005': {
    fr: 'Un paiement en banque (Fatourati) de cette facture est en attente. Réglez-le ou annulez-le d’abord.',
    ar: 'أداء هذه الفاتورة في البنك (فاتورتي) في الانتظار. أدِّه أو ألغه أولًا.',
    en: 'A bank payment (Fatourati) of this invoice is pending. Pay or cancel it first.',
  },
  'billing-006': {
    fr: 'Trop d’essais incorrects. Réessayez dans quelques minutes.',
    ar: 'محاولات خاطئة كثيرة. أعد المحاولة بعد بضع دقائق.',
    en: 'Too many wrong attempts. Try again in a few minutes.',
  },
  'billing-007': {
    fr: 'Aucune facture trouvée.',
    ar: 'لم يتم العثور على أي فاتورة.',
    en: 'No invoice found.',
  },
  'recharge-001': {
    fr: 'Un panier de recharge concerne un seul numéro. Payez ce panier avant de recharger un autre numéro.',
    ar: 'سلة التعبئة تخص رقمًا واحدًا. أدِّ هذه السلة قبل تعبئة رقم آخر.',
    en: 'A top-up basket is for one number. Pay this basket before topping up another number.',
  },
  'recharge-002': {
    fr: 'Une avance *9 est déjà en cours sur cette ligne : elle sera remboursée à votre prochaine recharge.',
    ar: 'توجد سلفة *9 جارية على هذا الخط: ستُسدَّد عند تعبئتك المقبلة.',
    en: 'A *9 advance is already outstanding on this line: it is repaid at your next top-up.',
  },
  'recharge-003': {
    fr: 'Cette ligne ne reçoit pas de facture : choisissez un autre moyen de paiement.',
    ar: 'هذا الخط لا يتوصل بفاتورة: اختر وسيلة أداء أخرى.',
    en: 'This line receives no bill: choose another payment method.',
  },
  'history-otp-required': {
    fr: 'Pour voir votre historique, confirmez le code envoyé par SMS sur votre ligne (il ouvre l’historique 10 minutes).',
    ar: 'لعرض سجلّك، أكّد الرمز المُرسل عبر رسالة قصيرة إلى خطّك (يفتح السجلّ لمدة 10 دقائق).',
    en: 'To see your history, confirm the code sent by SMS to your line (it opens the history for 10 minutes).',
  },
  // Uploaded images (api/src/images): every image route.
  'image-dimensions': {
    fr: "Les dimensions de l'image ne conviennent pas : envoyez une photo ordinaire (au plus 24 mégapixels, ni trop étroite ni trop allongée).",
    ar: 'أبعاد الصورة غير مناسبة: أرسل صورة عادية (24 ميغابكسل على الأكثر، غير ضيقة وغير مستطيلة أكثر من اللازم).',
    en: 'The image dimensions are not suitable: send an ordinary photo (24 megapixels at most, neither too narrow nor too elongated).',
  },
  'image-reading-aborted': {
    fr: "L'image n'a pas pu être lue. Reprenez la photo et envoyez-la à nouveau.",
    ar: 'تعذّرت قراءة الصورة. أعد التقاط الصورة وأرسلها من جديد.',
    en: 'The image could not be read. Take the picture again and send it again.',
  },
  'image-readers-busy': {
    fr: 'Trop de photos sont en cours de lecture. Réessayez dans quelques secondes.',
    ar: 'يتم حاليًا قراءة عدد كبير من الصور. أعد المحاولة بعد بضع ثوانٍ.',
    en: 'Too many photos are being read right now. Try again in a few seconds.',
  },
  // Identification (ms-identification).
  'identification-001': {
    fr: "Ce document d'identité a expiré. Utilisez un document en cours de validité.",
    ar: 'انتهت صلاحية وثيقة الهوية هذه. استعمل وثيقة سارية المفعول.',
    en: 'This identity document has expired. Use a valid document.',
  },
  'identification-002': {
    fr: 'Le document est illisible. Tenez-le à plat et immobile, bien éclairé, sans reflet, puis reprenez la photo.',
    ar: 'الوثيقة غير مقروءة. ضعها بشكل مسطح وثابت، في إضاءة جيدة ودون انعكاس، ثم أعد التقاط الصورة.',
    en: 'The document cannot be read. Hold it flat and still, in good light, without glare, then take the picture again.',
  },
  'identification-003': {
    fr: 'Les images doivent être au format JPEG, PNG ou WebP et peser moins de 4 Mo.',
    ar: 'يجب أن تكون الصور بصيغة JPEG أو PNG أو WebP وأن يقل حجمها عن 4 ميغابايت.',
    en: 'Images must be JPEG, PNG or WebP and weigh less than 4 MB.',
  },
  'identification-004': {
    fr: 'La lecture de votre document a expiré. Scannez-le à nouveau.',
    ar: 'انتهت صلاحية قراءة وثيقتك. امسحها من جديد.',
    en: 'The reading of your document has expired. Scan it again.',
  },
  'identification-005': {
    fr: 'Trop de tentatives de lecture. Réessayez plus tard.',
    ar: 'محاولات قراءة كثيرة جدًا. أعد المحاولة لاحقًا.',
    en: 'Too many reading attempts. Try again later.',
  },
  'identification-006': {
    fr: 'Confirmez d’abord votre numéro avec le code reçu par SMS.',
    ar: 'أكّد رقمك أولًا بالرمز الذي توصلت به عبر رسالة قصيرة.',
    en: 'First confirm your number with the code received by SMS.',
  },
  'identification-007': {
    fr: 'Ce champ a été vérifié sur votre document et ne peut pas être modifié.',
    ar: 'تم التحقق من هذا الحقل في وثيقتك ولا يمكن تعديله.',
    en: 'This field was verified on your document and cannot be changed.',
  },
  'identification-008': {
    fr: 'Cette ligne est déjà identifiée.',
    ar: 'هذا الخط معرَّف مسبقًا.',
    en: 'This line is already identified.',
  },
  'service-013': {
    fr: 'Cette ligne n’est pas éligible à la migration vers un forfait : connectez-vous avec un numéro prépayé.',
    ar: 'هذا الخط غير مؤهل للانتقال إلى اشتراك: سجّل الدخول برقم مسبق الدفع.',
    en: 'This line is not eligible to move to a plan: log in with a prepaid number.',
  },
  'service-014': {
    fr: 'Votre demande de migration a expiré. Choisissez à nouveau votre forfait.',
    ar: 'انتهت صلاحية طلب الانتقال. اختر اشتراكك من جديد.',
    en: 'Your migration request has expired. Choose your plan again.',
  },
  'service-015': {
    fr: 'Cette ligne ne peut pas changer de forfait pour le moment.',
    ar: 'لا يمكن لهذا الخط تغيير عرضه حاليًا.',
    en: 'This line cannot change plan for now.',
  },
  'service-016': {
    fr: 'Les frais de votre changement de forfait ont expiré ou ont changé. Choisissez à nouveau votre forfait.',
    ar: 'انتهت صلاحية رسوم تغيير العرض أو تغيّرت. اختر عرضك من جديد.',
    en: 'The fees of your plan change have expired or changed. Choose your plan again.',
  },
  'service-017': {
    fr: 'Ce changement de forfait comporte des frais : ils se paient par carte bancaire.',
    ar: 'يتضمن تغيير العرض هذا رسومًا تُؤدّى بالبطاقة البنكية.',
    en: 'This plan change has fees: they are paid by card.',
  },
  'service-018': {
    fr: 'Votre ligne est déjà sur ce forfait.',
    ar: 'خطك مشترك في هذا العرض بالفعل.',
    en: 'Your line is already on this plan.',
  },
  'service-019': {
    fr: 'Le titulaire de cette ligne n’est pas encore identifié : identifiez la ligne avant ce service.',
    ar: 'صاحب هذا الخط لم يتم التعرف على هويته بعد: قم بتعريف الخط قبل هذه الخدمة.',
    en: 'The holder of this line is not identified yet: identify the line before this service.',
  },
  'service-020': {
    fr: 'Les chiffres de contrôle de votre pièce n’ont pas pu être confirmés : photographiez-la à nouveau, bien à plat et nette.',
    ar: 'تعذّر تأكيد أرقام المراقبة في وثيقتك: صوّرها من جديد، مسطّحة وواضحة.',
    en: 'The check digits of your document could not be confirmed: photograph it again, flat and sharp.',
  },
  'receipt-001': {
    fr: 'Ce paiement n’est pas encore effectué : son reçu sera disponible une fois payé.',
    ar: 'لم يتم هذا الأداء بعد: سيكون إيصاله متاحًا بعد الأداء.',
    en: 'This payment is not made yet: its receipt will be available once it is paid.',
  },
  'service-021': {
    fr: 'Une ligne perdue ou volée se confirme avec votre mot de passe, votre adresse email ou une autre de vos lignes : aucun code n’est envoyé à la ligne elle-même.',
    ar: 'يُؤكَّد الخط الضائع أو المسروق بكلمة المرور أو بريدك الإلكتروني أو خط آخر من خطوطك: لا يُرسل أي رمز إلى الخط نفسه.',
    en: 'A lost or stolen line is confirmed with your password, your email or another of your lines: no code is sent to the line itself.',
  },
  'service-022': {
    fr: 'Ce moyen de confirmation n’est pas disponible : choisissez votre mot de passe, ou une autre de vos lignes actives.',
    ar: 'وسيلة التأكيد هذه غير متاحة: اختر كلمة المرور أو خطًا آخر نشطًا من خطوطك.',
    en: 'This way of confirming is not available: choose your password, or another of your active lines.',
  },
  'cart-010': {
    fr: 'Un paiement de ce panier est en cours : terminez-le ou annulez-le avant de modifier le panier.',
    ar: 'دفع هذه السلة جارٍ: أكمله أو ألغِه قبل تعديل السلة.',
    en: 'A payment of this cart is in progress: finish or cancel it before changing the cart.',
  },
  'cart-011': {
    fr: 'Vous réservez déjà autant de numéros qu’un visiteur le peut. Achetez-les, retirez-en un de votre panier, ou connectez-vous.',
    ar: 'لقد حجزت أقصى عدد من الأرقام المسموح به للزائر. اشترها أو أزل رقمًا من سلتك أو سجّل الدخول.',
    en: 'You already hold as many numbers as a visitor may. Buy them, remove one from your basket, or sign in.',
  },
  'bank-bill-001': {
    fr: 'Seul le titulaire de ce numéro voit ses paiements en banque en attente : connectez-vous, ou confirmez le numéro avec le code envoyé par SMS.',
    ar: 'وحده صاحب هذا الرقم يرى عمليات الأداء البنكي المعلّقة عليه: سجّل الدخول أو أكّد الرقم بالرمز المرسل عبر الرسائل القصيرة.',
    en: 'Only the holder of this number sees its pending bank payments: sign in, or confirm the number with the code sent by SMS.',
  },
};
