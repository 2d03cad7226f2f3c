import type { BlockSeed, ItemSeed } from '../home-pages/blocks';
import { l } from './text';
import type { Localized } from '../../../language';

const article = (id: string, title: Localized, body: Localized): ItemSeed => ({ id, title, body });

/**
 * The identification_cgu terms (selfcare spec, process IDENTIFICATION_PROCESS): shown and accepted
 * on the signature step of /identification before the line is identified.
 */
export const identificationTerms: BlockSeed[] = [
  {
    key: 'entete',
    style: 'page-header',
    title: l('Conditions d’identification de la ligne', 'شروط التعريف بالخط', 'Line identification terms'),
    subtitle: l(
      'Pourquoi nous vous demandons votre pièce d’identité, ce que nous en faisons et combien de temps nous la gardons.',
      'لماذا نطلب منك وثيقة هويتك، وماذا نفعل بها، وإلى متى نحتفظ بها.',
      'Why we ask for your identity document, what we do with it and how long we keep it.',
    ),
    items: [],
  },
  {
    key: 'texte',
    style: 'legal-text',
    subtitle: l('Version en vigueur au 1er novembre 2026', 'الصيغة المعمول بها ابتداءً من فاتح نونبر 2026', 'Version in force from 1 November 2026'),
    items: [
      article(
        'objet',
        l('Article 1 – Objet', 'المادة 1 – الموضوع', 'Article 1 – Purpose'),
        l(
          'La réglementation marocaine des télécommunications impose que chaque ligne soit rattachée à l’identité de son titulaire. En suivant ce parcours, vous déclarez être le titulaire de la ligne indiquée et vous nous transmettez votre carte nationale d’identité électronique (CNIE) ou votre passeport pour l’identifier.',
          'يفرض القانون المغربي المنظم للمواصلات ربط كل خط بهوية صاحبه. وباتباعك هذا المسار، تصرّح بأنك صاحب الخط المذكور وتُرسل إلينا بطاقتك الوطنية للتعريف الإلكترونية أو جواز سفرك للتعريف به.',
          'Moroccan telecommunications regulations require every line to be linked to the identity of its holder. By following this process, you declare that you hold the line shown and you send us your electronic national identity card (CNIE) or passport to identify it.',
        ),
      ),
      article(
        'donnees',
        l('Article 2 – Données traitées', 'المادة 2 – المعطيات المعالَجة', 'Article 2 – Data processed'),
        l(
          'Nous lisons sur votre document : nom, prénom, date de naissance, sexe, numéro de CIN, numéro et date d’expiration du document, nationalité, ville et adresse. Vous vérifiez et corrigez ces informations avant de les confirmer. Nous recueillons aussi votre civilité et la signature que vous tracez à l’écran.',
          'نقرأ من وثيقتك: الاسم العائلي والشخصي، وتاريخ الازدياد، والجنس، ورقم البطاقة الوطنية، ورقم الوثيقة وتاريخ انتهاء صلاحيتها، والجنسية، والمدينة والعنوان. وتتحقق من هذه المعلومات وتصححها قبل تأكيدها. كما نجمع صفتك والتوقيع الذي ترسمه على الشاشة.',
          'We read from your document: surname, given names, date of birth, sex, CIN number, document number and expiry date, nationality, city and address. You check and correct this information before confirming it. We also collect your title and the signature you draw on screen.',
        ),
      ),
      article(
        'conservation',
        l('Article 3 – Conservation', 'المادة 3 – مدة الاحتفاظ', 'Article 3 – Retention'),
        l(
          'Les photos de votre document sont lues puis effacées aussitôt : elles ne sont jamais enregistrées. Les informations lues sont gardées chiffrées pendant le parcours seulement, et supprimées 30 minutes après la lecture si vous ne le terminez pas. Une fois la ligne identifiée, votre identité et votre signature sont conservées chiffrées tant que la ligne est active et pendant la durée de conservation imposée par la loi.',
          'تُقرأ صور وثيقتك ثم تُحذف فورًا ولا تُسجَّل أبدًا. وتُحفظ المعلومات المقروءة مشفّرة طوال المسار فقط، وتُحذف بعد 30 دقيقة من القراءة إذا لم تُتمّه. وبعد التعريف بالخط، تُحفظ هويتك وتوقيعك مشفّرين ما دام الخط نشيطًا وطوال المدة التي يفرضها القانون.',
          'The pictures of your document are read and erased at once: they are never stored. The information read is kept encrypted during the process only, and deleted 30 minutes after the reading if you do not finish it. Once the line is identified, your identity and signature are kept encrypted while the line is active and for the retention period required by law.',
        ),
      ),
      article(
        'securite',
        l('Article 4 – Sécurité', 'المادة 4 – الأمان', 'Article 4 – Security'),
        l(
          'Les photos et les informations lues transitent uniquement en connexion chiffrée (HTTPS) et sont chiffrées sur nos serveurs (AES-256). Elles n’apparaissent dans aucun journal technique et seuls les services chargés de l’identification des lignes peuvent y accéder.',
          'تمر الصور والمعلومات المقروءة عبر اتصال مشفّر فقط (HTTPS)، وتُشفَّر على خوادمنا (\u2066AES-256\u2069). ولا تظهر في أي سجل تقني، ولا يطّلع عليها إلا المصالح المكلفة بالتعريف بالخطوط.',
          'The pictures and the information read travel only over an encrypted connection (HTTPS) and are encrypted on our servers (AES-256). They appear in no technical log, and only the teams in charge of identifying lines can access them.',
        ),
      ),
      article(
        'engagements',
        l('Article 5 – Vos engagements', 'المادة 5 – التزاماتك', 'Article 5 – Your commitments'),
        l(
          'Vous certifiez que le document est le vôtre, qu’il est en cours de validité et que les informations confirmées sont exactes. Une fausse déclaration ou l’usage du document d’un tiers peut entraîner la suspension de la ligne et des poursuites.',
          'تشهد بأن الوثيقة وثيقتك، وأنها سارية الصلاحية، وأن المعلومات المؤكدة صحيحة. وقد يترتب على كل تصريح كاذب أو استعمال وثيقة الغير تعليق الخط ومتابعات قضائية.',
          'You certify that the document is yours, that it is valid and that the information you confirm is accurate. A false declaration or the use of someone else’s document may lead to suspension of the line and to prosecution.',
        ),
      ),
      article(
        'signature',
        l('Article 6 – Signature', 'المادة 6 – التوقيع', 'Article 6 – Signature'),
        l(
          'La signature que vous tracez à l’écran et la confirmation par le code reçu sur la ligne valent acceptation des présentes conditions et confirmation des informations d’identité. Elle est conservée avec votre identité, dans les mêmes conditions.',
          'يُعدّ التوقيع الذي ترسمه على الشاشة والتأكيد بالرمز المتوصل به على الخط قبولًا لهذه الشروط وتأكيدًا لمعلومات الهوية، ويُحفظ مع هويتك وبالشروط نفسها.',
          'The signature you draw on screen and the confirmation with the code received on the line stand for your acceptance of these terms and your confirmation of the identity information. It is kept with your identity, under the same conditions.',
        ),
      ),
      article(
        'droits',
        l('Article 7 – Vos droits', 'المادة 7 – حقوقك', 'Article 7 – Your rights'),
        l(
          'Conformément à la loi n° 09-08, vous pouvez accéder à vos données, les faire rectifier ou vous opposer à leur traitement pour des motifs légitimes, en écrivant au service client ou en appelant le 220. Ce traitement a été déclaré à la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP).',
          'طبقًا للقانون رقم \u206609-08\u2069، يمكنك الولوج إلى معطياتك وطلب تصحيحها أو التعرض على معالجتها لأسباب مشروعة، بمراسلة خدمة الزبناء أو بالاتصال بالرقم 220. وقد صُرّح بهذه المعالجة لدى اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي.',
          'Under law 09-08, you may access your data, have it corrected or object to its processing on legitimate grounds, by writing to customer service or calling 220. This processing has been declared to the national data protection commission (CNDP).',
        ),
      ),
    ],
  },
];
