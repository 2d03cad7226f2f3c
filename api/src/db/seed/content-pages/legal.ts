import type { BlockSeed, ItemSeed } from '../home-pages/blocks';
import { l } from './text';
import type { Localized } from '../../../language';

const inForce = l('Version en vigueur au 1er novembre 2026', 'الصيغة المعمول بها ابتداءً من فاتح نونبر 2026', 'Version in force from 1 November 2026');

const article = (id: string, title: Localized, body: Localized): ItemSeed => ({ id, title, body });

const header = (title: Localized, subtitle: Localized): BlockSeed => ({ key: 'entete', style: 'page-header', title, subtitle, items: [] });

/** /cgu: terms of use of the website and the customer area. */
export const cgu: BlockSeed[] = [
  header(
    l('Conditions générales d’utilisation', 'الشروط العامة للاستعمال', 'Terms of use'),
    l(
      'Les règles d’utilisation du site atlastelecom.ma et de l’espace client, et la façon dont nous protégeons vos données.',
      'قواعد استعمال موقع atlastelecom.ma والفضاء الخاص بالزبون، وكيف نحمي معطياتك.',
      'The rules for using the atlastelecom.ma website and the customer area, and how we protect your data.',
    ),
  ),
  {
    key: 'texte',
    style: 'legal-text',
    subtitle: inForce,
    items: [
      article(
        'objet',
        l('Article 1 – Objet', 'المادة 1 – الموضوع', 'Article 1 – Purpose'),
        l(
          'Les présentes conditions régissent l’accès au site atlastelecom.ma et à l’espace client d’Atlas Telecom, société anonyme de droit marocain, opérateur titulaire de licences délivrées par l’Agence nationale de réglementation des télécommunications (ANRT). En naviguant sur le site, vous les acceptez sans réserve.',
          'تنظّم هذه الشروط الولوج إلى موقع atlastelecom.ma وإلى الفضاء الخاص بزبناء أطلس تيليكوم، شركة مساهمة خاضعة للقانون المغربي ومشغّل حاصل على تراخيص صادرة عن الوكالة الوطنية لتقنين المواصلات. ويُعدّ تصفحك للموقع قبولًا لها دون تحفظ.',
          'These terms govern access to the atlastelecom.ma website and the Atlas Telecom customer area. Atlas Telecom is a Moroccan public limited company and an operator licensed by the national telecommunications regulator (ANRT). By browsing the site, you accept them in full.',
        ),
      ),
      article(
        'acces',
        l('Article 2 – Accès au site', 'المادة 2 – الولوج إلى الموقع', 'Article 2 – Access to the site'),
        l(
          'Le site est accessible gratuitement, hors coût de la connexion internet. Nous faisons notre possible pour qu’il soit disponible en permanence, mais il peut être interrompu pour maintenance ou en cas de force majeure, sans que cela ouvre droit à indemnisation.',
          'الولوج إلى الموقع مجاني، باستثناء تكلفة الاتصال بالإنترنت. نبذل ما في وسعنا لضمان توفره الدائم، غير أنه قد يتوقف للصيانة أو في حالة قوة قاهرة، دون أن يترتب على ذلك أي حق في التعويض.',
          'The site is free to use, apart from the cost of your internet connection. We do our best to keep it available at all times, but it may be interrupted for maintenance or in case of force majeure, which gives no right to compensation.',
        ),
      ),
      article(
        'espace-client',
        l('Article 3 – Espace client et identifiants', 'المادة 3 – الفضاء الخاص ومعرّفات الدخول', 'Article 3 – Customer area and credentials'),
        l(
          'L’espace client est réservé aux titulaires d’une ligne Atlas Telecom. Vous vous connectez avec votre numéro ou votre adresse e-mail et un mot de passe personnel. Vous êtes responsable de leur confidentialité : ne les communiquez à personne, nos conseillers ne vous les demanderont jamais.\n\nEn cas de doute sur l’utilisation de votre compte, changez votre mot de passe et prévenez le service client au 220.',
          'الفضاء الخاص مخصص لأصحاب خطوط أطلس تيليكوم. تلج إليه برقمك أو بريدك الإلكتروني وبكلمة سر شخصية، وأنت مسؤول عن سريتهما: لا تُطلع عليهما أحدًا، فمستشارونا لن يطلبوهما منك أبدًا.\n\nإذا ساورك شك في استعمال حسابك، غيّر كلمة السر وأخبر خدمة الزبناء على الرقم 220.',
          'The customer area is for Atlas Telecom line holders. You sign in with your number or email address and a personal password. You are responsible for keeping them secret: share them with no one, our advisers will never ask for them.\n\nIf you suspect misuse of your account, change your password and tell customer service on 220.',
        ),
      ),
      article(
        'obligations',
        l('Article 4 – Vos engagements', 'المادة 4 – التزاماتك', 'Article 4 – Your commitments'),
        l(
          'Vous vous engagez à fournir des informations exactes, à ne pas tenter d’accéder aux données d’autres clients, à ne pas perturber le fonctionnement du site et à ne pas l’utiliser à des fins frauduleuses. Tout manquement peut entraîner la suspension de l’accès à l’espace client.',
          'تلتزم بتقديم معلومات صحيحة، وبعدم محاولة الولوج إلى معطيات زبناء آخرين، وبعدم الإخلال بسير الموقع أو استعماله لأغراض احتيالية. وقد يترتب على كل إخلال تعليق الولوج إلى الفضاء الخاص.',
          'You agree to give accurate information, not to try to access other customers’ data, not to disrupt the site and not to use it for fraud. Any breach may lead to suspension of access to the customer area.',
        ),
      ),
      article(
        'propriete',
        l('Article 5 – Propriété intellectuelle', 'المادة 5 – الملكية الفكرية', 'Article 5 – Intellectual property'),
        l(
          'Les marques, logos, textes, images et logiciels du site appartiennent à Atlas Telecom ou à ses partenaires. Leur reproduction sans autorisation écrite est interdite, conformément à la loi 2-00 relative aux droits d’auteur et droits voisins.',
          'العلامات والشعارات والنصوص والصور والبرامج الموجودة في الموقع ملك لأطلس تيليكوم أو لشركائها، ويُمنع استنساخها دون إذن كتابي، طبقًا للقانون \u20662-00\u2069 المتعلق بحقوق المؤلف والحقوق المجاورة.',
          'The brands, logos, texts, images and software of the site belong to Atlas Telecom or its partners. Reproducing them without written permission is forbidden under law 2-00 on copyright and related rights.',
        ),
      ),
      article(
        'donnees',
        l('Article 6 – Données personnelles', 'المادة 6 – المعطيات الشخصية', 'Article 6 – Personal data'),
        l(
          'Atlas Telecom traite vos données pour gérer vos lignes, vos commandes et vos demandes, conformément à la loi 09-08 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel. Ces traitements ont été déclarés à la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP).\n\nVous disposez d’un droit d’accès, de rectification et d’opposition. Pour l’exercer, écrivez à donnees-personnelles@atlastelecom.ma ou rendez-vous en agence avec votre CIN.',
          'تعالج أطلس تيليكوم معطياتك لتدبير خطوطك وطلباتك واستفساراتك، طبقًا للقانون \u206609-08\u2069 المتعلق بحماية الأشخاص الذاتيين تجاه معالجة المعطيات ذات الطابع الشخصي. وقد صُرّح بهذه المعالجات لدى اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي.\n\nلك حق الولوج والتصحيح والتعرض. ولممارسته، راسلنا على donnees-personnelles@atlastelecom.ma أو توجّه إلى الوكالة ببطاقتك الوطنية.',
          'Atlas Telecom processes your data to manage your lines, orders and requests, in accordance with law 09-08 on the protection of individuals with regard to the processing of personal data. This processing has been declared to the national data protection commission (CNDP).\n\nYou have the right to access, correct and object. To use it, write to donnees-personnelles@atlastelecom.ma or visit an agency with your ID card.',
        ),
      ),
      article(
        'cookies',
        l('Article 7 – Cookies', 'المادة 7 – ملفات تعريف الارتباط', 'Article 7 – Cookies'),
        l(
          'Le site utilise des cookies nécessaires à son fonctionnement (langue, session, panier) et, avec votre accord, des cookies de mesure d’audience. Vous pouvez accepter ou refuser ces derniers depuis le bandeau affiché lors de votre première visite.',
          'يستعمل الموقع ملفات تعريف ارتباط ضرورية لاشتغاله (اللغة والجلسة والسلة)، ويستعمل بموافقتك ملفات لقياس عدد الزوار. ويمكنك قبول هذه الأخيرة أو رفضها من الشريط الذي يظهر عند زيارتك الأولى.',
          'The site uses cookies it needs to work (language, session, basket) and, with your consent, audience measurement cookies. You can accept or refuse the latter from the banner shown on your first visit.',
        ),
      ),
      article(
        'responsabilite',
        l('Article 8 – Responsabilité et liens', 'المادة 8 – المسؤولية والروابط', 'Article 8 – Liability and links'),
        l(
          'Les informations du site sont données à titre indicatif et peuvent évoluer ; seuls les contrats et conditions tarifaires en vigueur font foi. Les liens vers d’autres sites s’ouvrent dans un nouvel onglet : Atlas Telecom n’est pas responsable de leur contenu.',
          'المعلومات الواردة في الموقع إرشادية وقابلة للتغيير، ولا يُعتدّ إلا بالعقود والشروط التعريفية المعمول بها. وتُفتح الروابط نحو مواقع أخرى في علامة تبويب جديدة، ولا تتحمل أطلس تيليكوم مسؤولية محتواها.',
          'Information on the site is given as a guide and may change; only the contracts and price conditions in force are binding. Links to other sites open in a new tab: Atlas Telecom is not responsible for their content.',
        ),
      ),
      article(
        'droit',
        l('Article 9 – Droit applicable', 'المادة 9 – القانون الواجب التطبيق', 'Article 9 – Governing law'),
        l(
          'Les présentes conditions sont soumises au droit marocain. À défaut d’accord amiable, tout litige relève des tribunaux compétents de Casablanca.',
          'تخضع هذه الشروط للقانون المغربي. وفي غياب حل ودي، يُعرض كل نزاع على المحاكم المختصة بالدار البيضاء.',
          'These terms are governed by Moroccan law. Failing an amicable settlement, any dispute goes to the competent courts of Casablanca.',
        ),
      ),
    ],
  },
];

/** /cgv: terms of sale of the online shop. */
export const cgv: BlockSeed[] = [
  header(
    l('Conditions générales de vente', 'الشروط العامة للبيع', 'Terms of sale'),
    l(
      'Ce qui s’applique quand vous commandez une offre, un smartphone ou un accessoire sur la boutique en ligne d’Atlas Telecom.',
      'ما يسري عند طلبك عرضًا أو هاتفًا ذكيًا أو إكسسوارًا من المتجر الإلكتروني لأطلس تيليكوم.',
      'What applies when you order an offer, a smartphone or an accessory from the Atlas Telecom online shop.',
    ),
  ),
  {
    key: 'texte',
    style: 'legal-text',
    subtitle: inForce,
    items: [
      article(
        'champ',
        l('Article 1 – Champ d’application', 'المادة 1 – مجال التطبيق', 'Article 1 – Scope'),
        l(
          'Ces conditions s’appliquent à toute commande passée sur la boutique en ligne par un client majeur résidant au Maroc. Elles complètent les conditions particulières de chaque offre, qui prévalent en cas de contradiction.',
          'تسري هذه الشروط على كل طلب يقدّمه عبر المتجر الإلكتروني زبون راشد مقيم بالمغرب، وتكمّل الشروط الخاصة بكل عرض التي تسود عند التعارض.',
          'These terms apply to every order placed in the online shop by an adult customer living in Morocco. They complete the specific conditions of each offer, which prevail if they conflict.',
        ),
      ),
      article(
        'prix',
        l('Article 2 – Offres et prix', 'المادة 2 – العروض والأسعار', 'Article 2 – Offers and prices'),
        l(
          'Les prix sont indiqués en dirhams marocains, toutes taxes comprises (TTC). Le prix applicable est celui affiché au moment de la validation du panier. Les offres promotionnelles sont valables pendant la période indiquée et dans la limite des stocks disponibles.',
          'الأسعار معروضة بالدرهم المغربي شاملة لجميع الرسوم. ويُعتمد السعر المعروض عند تأكيد السلة. وتسري العروض الترويجية خلال المدة المحددة وفي حدود المخزون المتوفر.',
          'Prices are shown in Moroccan dirhams, all taxes included. The price that applies is the one shown when you confirm the basket. Promotional offers are valid during the period shown and while stocks last.',
        ),
      ),
      article(
        'commande',
        l('Article 3 – Commande', 'المادة 3 – الطلب', 'Article 3 – Ordering'),
        l(
          'Vous choisissez vos produits, indiquez vos informations, le mode de livraison puis payez. La commande est ferme à la réception du SMS et de l’e-mail de confirmation, qui portent son numéro. Atlas Telecom peut refuser une commande anormale, notamment en cas de litige de paiement antérieur.',
          'تختار منتوجاتك وتُدخل معلوماتك وطريقة التوصيل ثم تؤدي. ويصبح الطلب نهائيًا بتوصلك بالرسالة القصيرة والبريد الإلكتروني للتأكيد اللذين يحملان رقمه. ولأطلس تيليكوم أن ترفض كل طلب غير عادي، لا سيما في حالة نزاع سابق حول الأداء.',
          'You choose your products, enter your details and the delivery method, then pay. The order is firm once you receive the confirmation text and email carrying its number. Atlas Telecom may refuse an abnormal order, notably after an earlier payment dispute.',
        ),
      ),
      article(
        'identification',
        l('Article 4 – Identification de l’abonné', 'المادة 4 – التعرف على هوية المشترك', 'Article 4 – Subscriber identification'),
        l(
          'Conformément à la réglementation de l’ANRT, toute carte SIM est remise à son titulaire après vérification de son identité : carte nationale d’identité électronique (CIN) pour les Marocains, passeport ou carte de séjour pour les étrangers. La ligne n’est activée qu’une fois l’identification complète.',
          'طبقًا لضوابط الوكالة الوطنية لتقنين المواصلات، تُسلَّم كل بطاقة SIM لصاحبها بعد التحقق من هويته: البطاقة الوطنية للتعريف الإلكترونية بالنسبة للمغاربة، وجواز السفر أو بطاقة الإقامة بالنسبة للأجانب. ولا يُفعَّل الخط إلا بعد استكمال التعرف على الهوية.',
          'Under ANRT rules, every SIM card is handed to its holder after an identity check: the electronic national ID card (CIN) for Moroccans, a passport or residence card for foreign nationals. The line is activated only once identification is complete.',
        ),
      ),
      article(
        'paiement',
        l('Article 5 – Paiement', 'المادة 5 – الأداء', 'Article 5 – Payment'),
        l(
          'Vous payez par carte bancaire sur une page sécurisée (3-D Secure), en espèces à la livraison ou en agence, ou avec une référence de paiement à régler dans un réseau partenaire avant son expiration. Aucune donnée de carte n’est conservée par Atlas Telecom.',
          'تؤدي بالبطاقة البنكية عبر صفحة مؤمّنة (\u20663-D Secure\u2069)، أو نقدًا عند التوصيل أو في الوكالة، أو بمرجع أداء تسدده لدى شبكة شريكة قبل انتهاء صلاحيته. ولا تحتفظ أطلس تيليكوم بأي معطيات للبطاقة.',
          'You pay by bank card on a secure page (3-D Secure), in cash on delivery or in an agency, or with a payment reference settled in a partner network before it expires. Atlas Telecom keeps no card data.',
        ),
      ),
      article(
        'livraison',
        l('Article 6 – Livraison', 'المادة 6 – التوصيل', 'Article 6 – Delivery'),
        l(
          'Nous livrons partout au Maroc en 48 à 72 heures ouvrées, gratuitement sauf mention contraire, ou en agence sous 24 à 48 heures. Vérifiez le colis devant le livreur : toute réserve doit être notée sur le bon de livraison.',
          'نوصل الطلبات إلى جميع أنحاء المغرب خلال 48 إلى 72 ساعة عمل، مجانًا ما لم يُذكر خلاف ذلك، أو إلى الوكالة خلال 24 إلى 48 ساعة. افحص الطرد أمام عامل التوصيل، ودوّن كل تحفظ على وصل التسليم.',
          'We deliver anywhere in Morocco within 48 to 72 working hours, free unless stated otherwise, or to an agency within 24 to 48 hours. Check the parcel in front of the courier: note any reservation on the delivery slip.',
        ),
      ),
      article(
        'retractation',
        l('Article 7 – Droit de rétractation', 'المادة 7 – حق التراجع', 'Article 7 – Right of withdrawal'),
        l(
          'Conformément à la loi 31-08 édictant des mesures de protection du consommateur, vous disposez de 7 jours à compter de la réception pour vous rétracter, sans justification ni pénalité. Le produit est rendu complet, non utilisé et dans son emballage d’origine ; nous vous remboursons dans les 15 jours. Une ligne déjà utilisée (appels, données) ne peut plus faire l’objet d’une rétractation.',
          'طبقًا للقانون \u206631-08\u2069 القاضي بتحديد تدابير لحماية المستهلك، لك أجل 7 أيام من تاريخ التسلم للتراجع دون تبرير أو غرامة. يُرجَع المنتوج كاملًا وغير مستعمل وفي غلافه الأصلي، ونرد إليك المبلغ خلال 15 يومًا. ولا يمكن التراجع عن خط سبق استعماله (مكالمات أو إنترنت).',
          'Under law 31-08 on consumer protection, you have 7 days from delivery to withdraw, without giving a reason or paying a penalty. The product is returned complete, unused and in its original packaging; we refund you within 15 days. A line that has already been used (calls, data) can no longer be withdrawn from.',
        ),
      ),
      article(
        'garantie',
        l('Article 8 – Garanties', 'المادة 8 – الضمانات', 'Article 8 – Warranties'),
        l(
          'Les smartphones et accessoires bénéficient de la garantie légale des vices cachés et de la garantie du constructeur, d’un an au minimum. En cas de panne, déposez l’appareil en agence avec sa facture : nous nous chargeons du service après-vente.',
          'تستفيد الهواتف الذكية والإكسسوارات من الضمان القانوني للعيوب الخفية ومن ضمان المصنّع لمدة سنة على الأقل. وعند العطب، أودع الجهاز في الوكالة مرفوقًا بفاتورته ونتكفل نحن بخدمة ما بعد البيع.',
          'Smartphones and accessories carry the legal warranty against hidden defects and the manufacturer’s warranty of at least one year. If something breaks, bring the device and its invoice to an agency: we handle the after-sales service.',
        ),
      ),
      article(
        'reclamations',
        l('Article 9 – Réclamations', 'المادة 9 – الشكايات', 'Article 9 – Complaints'),
        l(
          'Le service client répond au 220 et en agence. Si votre réclamation n’est pas résolue sous 30 jours, vous pouvez saisir l’ANRT. Le présent contrat est soumis au droit marocain.',
          'تجيبك خدمة الزبناء على الرقم 220 وفي الوكالات. وإذا لم تُعالج شكايتك داخل 30 يومًا، يمكنك رفعها إلى الوكالة الوطنية لتقنين المواصلات. ويخضع هذا العقد للقانون المغربي.',
          'Customer service answers on 220 and in agencies. If your complaint is not resolved within 30 days, you may refer it to the ANRT. This contract is governed by Moroccan law.',
        ),
      ),
    ],
  },
];

/** /mandat: the portability mandate a customer gives Atlas Telecom. */
export const mandat: BlockSeed[] = [
  header(
    l('Mandat de portabilité', 'تفويض نقل الرقم', 'Porting mandate'),
    l(
      'En demandant la portabilité, vous confiez à Atlas Telecom le soin de transférer votre numéro et de résilier votre ancien contrat. Voici ce que ce mandat prévoit.',
      'عند طلبك نقل الرقم، تكلّف أطلس تيليكوم بنقل رقمك وفسخ عقدك القديم. إليك ما ينص عليه هذا التفويض.',
      'When you ask to keep your number, you entrust Atlas Telecom with moving it and ending your old contract. Here is what this mandate says.',
    ),
  ),
  {
    key: 'texte',
    style: 'legal-text',
    subtitle: inForce,
    items: [
      article(
        'objet',
        l('1. Objet du mandat', '1. موضوع التفويض', '1. Purpose of the mandate'),
        l(
          'Le titulaire de la ligne (le mandant) autorise Atlas Telecom (le mandataire) à demander en son nom, auprès de son opérateur actuel, le portage de son numéro vers le réseau Atlas Telecom et la résiliation du contrat attaché à ce numéro.',
          'يأذن صاحب الخط (الموكِّل) لأطلس تيليكوم (الوكيل) بأن تطلب نيابة عنه، لدى مشغّله الحالي، نقل رقمه إلى شبكة أطلس تيليكوم وفسخ العقد المرتبط بهذا الرقم.',
          'The holder of the line (the principal) authorises Atlas Telecom (the agent) to request, in the holder’s name and from the current operator, the porting of the number to the Atlas Telecom network and the termination of the contract attached to it.',
        ),
      ),
      article(
        'titulaire',
        l('2. Le titulaire et la ligne', '2. صاحب الخط والخط المعني', '2. The holder and the line'),
        l(
          'Le mandant est le titulaire de la ligne à porter, identifié par sa CIN ou son passeport, ou le représentant légal de l’entreprise titulaire. Il fournit le numéro et le relevé d’identité opérateur (RIO), obtenu par SMS gratuit au 1234.',
          'الموكِّل هو صاحب الخط المراد نقله، المعرَّف ببطاقته الوطنية أو بجواز سفره، أو الممثل القانوني للمقاولة صاحبة الخط. ويُدلي بالرقم وبرمز تعريف المشغّل (RIO) الذي يحصل عليه برسالة مجانية إلى الرقم 1234.',
          'The principal is the holder of the line to be ported, identified by national ID card or passport, or the legal representative of the company holding it. The principal provides the number and the operator identity code (RIO), obtained by free text to 1234.',
        ),
      ),
      article(
        'effets',
        l('3. Effets', '3. الآثار', '3. Effects'),
        l(
          'Le portage entraîne de plein droit la résiliation du contrat auprès de l’opérateur actuel à la date du portage, sans autre démarche. Les sommes dues à cet opérateur (factures, engagement restant) restent à la charge du mandant.',
          'يترتب على النقل بقوة القانون فسخ العقد لدى المشغّل الحالي في تاريخ النقل دون أي إجراء آخر. وتبقى المبالغ المستحقة لهذا المشغّل (الفواتير ومدة الالتزام المتبقية) على عاتق الموكِّل.',
          'Porting automatically ends the contract with the current operator on the porting date, with no further step. Sums owed to that operator (invoices, remaining commitment) remain payable by the principal.',
        ),
      ),
      article(
        'date',
        l('4. Date de portage et interruption', '4. تاريخ النقل والانقطاع', '4. Porting date and interruption'),
        l(
          'Le portage a lieu au plus tôt deux jours ouvrables après la demande complète, ou à la date choisie par le mandant dans les 30 jours. Le service peut être interrompu au plus deux heures le jour du portage.',
          'يتم النقل بعد يومي عمل على الأقل من تقديم طلب مكتمل، أو في التاريخ الذي يختاره الموكِّل داخل أجل 30 يومًا. وقد تنقطع الخدمة لمدة ساعتين على الأكثر يوم النقل.',
          'Porting happens at the earliest two working days after the complete request, or on the date the principal chooses within 30 days. Service may be interrupted for up to two hours on porting day.',
        ),
      ),
      article(
        'obligations',
        l('5. Engagements du mandant', '5. التزامات الموكِّل', '5. The principal’s commitments'),
        l(
          'Le mandant garantit l’exactitude des informations fournies et être titulaire de la ligne ou habilité à engager l’entreprise. Un RIO erroné ou une ligne suspendue peut faire échouer le portage : la ligne reste alors active chez l’opérateur actuel.',
          'يضمن الموكِّل صحة المعلومات المقدمة وأنه صاحب الخط أو مؤهل لإلزام المقاولة. وقد يؤدي رمز RIO خاطئ أو خط موقوف إلى فشل النقل، فيبقى الخط حينها نشيطًا لدى المشغّل الحالي.',
          'The principal guarantees that the information given is accurate and that they hold the line or may commit the company. A wrong RIO or a suspended line can make porting fail: the line then stays active with the current operator.',
        ),
      ),
      article(
        'annulation',
        l('6. Annulation', '6. الإلغاء', '6. Cancellation'),
        l(
          'Le mandant peut annuler sa demande jusqu’à la veille de la date de portage, au 220 ou en agence. Le mandat prend fin à la date effective du portage ou à son annulation.',
          'يمكن للموكِّل إلغاء طلبه إلى غاية اليوم السابق لتاريخ النقل، عبر الرقم 220 أو في الوكالة. وينتهي التفويض في تاريخ النقل الفعلي أو عند إلغائه.',
          'The principal may cancel the request until the day before the porting date, on 220 or in an agency. The mandate ends on the effective porting date or on cancellation.',
        ),
      ),
      article(
        'donnees',
        l('7. Données personnelles', '7. المعطيات الشخصية', '7. Personal data'),
        l(
          'Les données nécessaires au portage (numéro, RIO, identité) sont transmises à l’opérateur actuel et à la base de données de portabilité prévue par l’ANRT, dans le respect de la loi 09-08. Elles ne servent à rien d’autre.',
          'تُحال المعطيات اللازمة للنقل (الرقم ورمز RIO والهوية) على المشغّل الحالي وعلى قاعدة معطيات نقل الأرقام التي تنص عليها ضوابط الوكالة الوطنية لتقنين المواصلات، في احترام للقانون \u206609-08\u2069، ولا تُستعمل لأي غرض آخر.',
          'The data needed for porting (number, RIO, identity) is passed to the current operator and to the portability database set up by the ANRT, in accordance with law 09-08. It is used for nothing else.',
        ),
      ),
    ],
  },
  {
    key: 'demande',
    style: 'notice',
    title: l('Prêt à garder votre numéro ?', 'مستعد للاحتفاظ برقمك؟', 'Ready to keep your number?'),
    body: l(
      'Faites votre demande en ligne : le mandat vous est présenté avant l’envoi.',
      'قدّم طلبك عبر الإنترنت: يُعرض عليك التفويض قبل الإرسال.',
      'Apply online: the mandate is shown to you before you send it.',
    ),
    cta: { label: l('Faire ma demande', 'تقديم طلبي', 'Apply'), link: '/portabilite/demande' },
    items: [],
  },
];

/** /cgu/migration: the migration_cgu terms a prepaid customer accepts to move the line to a plan (services/migration). */
export const migrationCgu: BlockSeed[] = [
  header(
    l('Conditions de migration vers un forfait', 'شروط الانتقال إلى اشتراك', 'Terms of moving to a plan'),
    l(
      'Ce que vous acceptez quand votre ligne prépayée devient une ligne avec forfait, depuis votre espace client.',
      'ما توافق عليه عندما يصبح خطك المسبق الدفع خطًا باشتراك، انطلاقًا من فضائك الخاص.',
      'What you accept when your prepaid line becomes a line on a plan, from your customer area.',
    ),
  ),
  {
    key: 'texte',
    style: 'legal-text',
    subtitle: inForce,
    items: [
      article(
        'objet',
        l('Article 1 – Objet', 'المادة 1 – الموضوع', 'Article 1 – Purpose'),
        l(
          'Ces conditions s’appliquent au passage d’une ligne mobile prépayée Atlas Telecom à un forfait mensuel (post-payé), demandé par son titulaire dans l’espace client. Elles complètent les conditions générales de vente et d’abonnement et les conditions générales d’utilisation du site.',
          'تسري هذه الشروط على انتقال خط محمول مسبق الدفع لدى أطلس تيليكوم إلى اشتراك شهري (أداء لاحق)، بطلب من صاحبه عبر الفضاء الخاص. وهي تكمّل الشروط العامة للبيع والاشتراك والشروط العامة لاستعمال الموقع.',
          'These terms apply when the holder of an Atlas Telecom prepaid mobile line moves it to a monthly (postpaid) plan from the customer area. They add to the general terms of sale and subscription and to the site’s terms of use.',
        ),
      ),
      article(
        'conditions',
        l('Article 2 – Qui peut migrer', 'المادة 2 – من يمكنه الانتقال', 'Article 2 – Who may move'),
        l(
          'La migration est ouverte au titulaire identifié d’une ligne prépayée active, connecté à son espace client avec cette ligne. Elle est confirmée par un code à usage unique envoyé par SMS à la ligne. Une ligne déjà sur forfait, une ligne caméléon ou une ligne suspendue ne peut pas migrer en ligne.',
          'الانتقال متاح لصاحب خط مسبق الدفع نشط ومعرَّف الهوية، متصل بفضائه الخاص بهذا الخط. ويُؤكَّد برمز صالح لمرة واحدة يُرسَل في رسالة قصيرة إلى الخط. ولا يمكن عبر الإنترنت نقل خط له اشتراك بالفعل أو خط كاميليون أو خط موقوف.',
          'Moving is open to the identified holder of an active prepaid line, signed in to the customer area with that line. It is confirmed with a one-time code sent by text to the line. A line already on a plan, a cameleon line or a suspended line cannot move online.',
        ),
      ),
      article(
        'prise-effet',
        l('Article 3 – Paiement et prise d’effet', 'المادة 3 – الأداء وسريان المفعول', 'Article 3 – Payment and when it takes effect'),
        l(
          'Le premier mois du forfait choisi se paie à la demande, par carte bancaire ou par une référence fatourati réglée en agence bancaire dans le délai indiqué. La ligne passe au forfait dès que le paiement est confirmé ; tant qu’il ne l’est pas, elle reste prépayée et rien n’est débité. Une référence non réglée dans son délai expire sans frais.',
          'يُؤدّى الشهر الأول من الاشتراك المختار عند الطلب، بالبطاقة البنكية أو بمرجع فاتوراتي يُسدَّد في وكالة بنكية داخل الأجل المحدد. وينتقل الخط إلى الاشتراك فور تأكيد الأداء؛ وما دام الأداء غير مؤكد يبقى الخط مسبق الدفع ولا يُقتطع أي مبلغ. وينتهي المرجع غير المسدَّد في أجله دون أي رسوم.',
          'The first month of the chosen plan is paid when you ask, by card or with a fatourati reference paid at a bank within the stated time. The line moves to the plan as soon as the payment is confirmed; until then it stays prepaid and nothing is charged. A reference not paid in time expires at no cost.',
        ),
      ),
      article(
        'numero-solde',
        l('Article 4 – Numéro, carte SIM et solde', 'المادة 4 – الرقم وبطاقة SIM والرصيد', 'Article 4 – Number, SIM card and balance'),
        l(
          'Vous gardez votre numéro et votre carte SIM. Le solde principal prépayé restant est conservé et reste utilisable au-delà de votre forfait pendant 90 jours ; les bonus et pass prépayés en cours s’arrêtent à la migration. Les recharges faites après la migration s’ajoutent à votre solde complémentaire.',
          'تحتفظ برقمك وببطاقة SIM. ويُحتفظ بالرصيد الرئيسي المسبق الدفع المتبقي ويبقى قابلًا للاستعمال خارج اشتراكك لمدة 90 يومًا؛ وتتوقف المكافآت والباقات المسبقة الدفع الجارية عند الانتقال. وتُضاف التعبئات المنجزة بعد الانتقال إلى رصيدك الإضافي.',
          'You keep your number and your SIM card. The prepaid main balance left is kept and can be used beyond your plan for 90 days; prepaid bonuses and passes under way end with the move. Top-ups made after the move go to your extra balance.',
        ),
      ),
      article(
        'facturation',
        l('Article 5 – Facturation', 'المادة 5 – الفوترة', 'Article 5 – Billing'),
        l(
          'À partir du mois suivant, le forfait est facturé chaque mois à terme échu, avec les consommations hors forfait. La facture est envoyée à l’adresse e-mail donnée lors de la migration et se consulte dans « Mes factures ». Une facture impayée à son échéance peut entraîner la restriction puis la suspension de la ligne, après relance.',
          'ابتداءً من الشهر الموالي، يُفوتَر الاشتراك كل شهر عند انقضائه مع الاستهلاك خارج الاشتراك. تُرسَل الفاتورة إلى البريد الإلكتروني المقدَّم عند الانتقال ويمكن الاطلاع عليها في «فواتيري». وقد يترتب على عدم أداء فاتورة في أجلها تقييد الخط ثم توقيفه بعد التذكير.',
          'From the next month, the plan is billed every month in arrears, with out-of-plan use. The invoice goes to the email address given when moving and can be read in “My invoices”. An invoice unpaid when due may lead to the line being restricted, then suspended, after a reminder.',
        ),
      ),
      article(
        'engagement',
        l('Article 6 – Durée et changement', 'المادة 6 – المدة والتغيير', 'Article 6 – Term and changes'),
        l(
          'Le forfait est sans engagement sauf mention contraire sur l’offre choisie. Vous pouvez changer de forfait dans l’espace client (un forfait moins cher comporte des frais affichés avant confirmation) ou résilier en agence, avec effet à la fin du mois en cours. Le retour au prépayé se fait en agence.',
          'الاشتراك بدون التزام ما لم يُذكر خلاف ذلك في العرض المختار. ويمكنك تغيير الاشتراك في الفضاء الخاص (الانتقال إلى اشتراك أقل سعرًا يتضمن رسومًا تُعرض قبل التأكيد) أو فسخه في الوكالة بمفعول عند نهاية الشهر الجاري. وتتم العودة إلى الدفع المسبق في الوكالة.',
          'The plan has no commitment unless the chosen offer says otherwise. You can change plan in the customer area (a cheaper plan has fees shown before you confirm) or end it in an agency, from the end of the current month. Going back to prepaid is done in an agency.',
        ),
      ),
      article(
        'donnees',
        l('Article 7 – Données personnelles', 'المادة 7 – المعطيات الشخصية', 'Article 7 – Personal data'),
        l(
          'Votre adresse e-mail et l’historique de la demande sont traités pour exécuter la migration et la facturation, conformément à la loi 09-08 et à la déclaration faite auprès de la CNDP. Vous pouvez exercer vos droits d’accès, de rectification et d’opposition auprès du service client au 220.',
          'تُعالَج عنوان بريدك الإلكتروني وسجل الطلب لتنفيذ الانتقال والفوترة، وفقًا للقانون \u206609-08\u2069 وللتصريح المقدَّم إلى اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي. ويمكنك ممارسة حقوقك في الولوج والتصحيح والتعرض لدى خدمة الزبناء على الرقم 220.',
          'Your email address and the history of the request are processed to carry out the move and the billing, under law 09-08 and the declaration made to the CNDP. You can use your rights of access, correction and objection with customer service on 220.',
        ),
      ),
    ],
  },
];
