import { createHash } from 'node:crypto';
import { formatPrice } from '@atlas/contracts/format-amount';
import { ROAMING_RATE_KINDS, type RoamingOverview, type RoamingRates } from '@atlas/contracts/roaming';
import type { Language } from '../../language';
import { PdfWriter } from '../../pdf/pdf-writer';
import { ltr } from '../../pdf/visual-runs';
import { countNoun, DAYS } from '@atlas/contracts/count-noun';

/** "+212 520 220 220" with no-break spaces, so a line never cuts the number. */
const phone = (international: string) => international.replace(/^(\+\d{3})(\d{3})(\d{3})(\d{3})$/, '$1\u00a0$2\u00a0$3\u00a0$4');

interface KitTexts {
  title: string;
  subtitle: string;
  beforeYouGo: string;
  beforeSteps: (code: string) => string[];
  settings: string;
  settingsSteps: string[];
  onSite: string;
  onSiteItems: string[];
  prices: string;
  pricesIntro: string;
  zone: string;
  rates: Record<keyof RoamingRates, string>;
  passes: string;
  passesIntro: string;
  pass: string;
  validity: string;
  price: string;
  code: string;
  days: (days: number) => string;
  help: string;
  helpItems: (support: string) => string[];
  footer: (page: number, pages: number) => string;
  perMinute: string;
  perMb: string;
}

const TEXTS: Record<Language, KitTexts> = {
  fr: {
    title: 'Kit voyage : le roaming Atlas Telecom',
    subtitle: 'Le guide pratique pour utiliser votre mobile à l’étranger, sans mauvaise surprise.',
    beforeYouGo: 'Avant de partir',
    beforeSteps: (code) => [
      `Activez le roaming gratuitement : depuis votre espace client (Mes services › Roaming) ou en composant ${code} depuis votre mobile. L’activation prend effet en quelques minutes et vous recevez un SMS de confirmation.`,
      'Choisissez un pass data adapté à votre séjour : il coûte bien moins cher que l’internet hors pass.',
      'Vérifiez votre solde (prépayé) ou votre plafond de consommation (forfait) et notez votre code PUK, indiqué dans votre espace client.',
      'Enregistrez le numéro du service client depuis l’étranger dans vos contacts.',
    ],
    settings: 'Réglez votre téléphone',
    settingsSteps: [
      'iPhone : Réglages › Données cellulaires › Options › activez « Itinérance des données ».',
      'Android : Paramètres › Connexions › Réseaux mobiles › activez « Itinérance des données ».',
      'Laissez la sélection du réseau en automatique : votre mobile choisit l’un de nos partenaires.',
      'Pour ne rien consommer en données, désactivez l’itinérance des données : appels et SMS restent disponibles.',
    ],
    onSite: 'Sur place',
    onSiteItems: [
      'À votre arrivée, un SMS gratuit vous rappelle les prix du pays et le code d’achat des pass.',
      'Nous vous prévenons par SMS à 80 % puis à 100 % de votre pass.',
      'Hors pass, l’internet est suspendu au-delà de 500 Dh de consommation par mois : vous décidez de le réactiver depuis votre espace client.',
      'Les SMS reçus sont gratuits. Les appels reçus sont facturés à la minute, comme indiqué ci-dessous.',
    ],
    prices: 'Les prix par zone',
    pricesIntro: 'Prix en dirhams TTC. Appels facturés à la seconde après la première minute indivisible.',
    zone: 'Zone',
    rates: { callsLocal: 'Appel local', callsToMorocco: 'Appel vers le Maroc', callsReceived: 'Appel reçu', smsSent: 'SMS envoyé', dataPerMb: 'Internet' },
    passes: 'Les pass data',
    passesIntro: 'Achetez un pass depuis votre espace client ou avec son code. Il démarre à votre première connexion à l’étranger.',
    pass: 'Pass',
    validity: 'Validité',
    price: 'Prix',
    code: 'Code',
    days: (days) => (days === 1 ? '1 jour' : `${days} jours`),
    help: 'En cas de besoin',
    helpItems: (support) => [
      `Service client depuis l’étranger : ${support} (appel gratuit avec le roaming activé), 7 jours sur 7 de 8 h à 22 h.`,
      'Depuis le Maroc, le service client répond au 220.',
      'Téléphone perdu ou volé : suspendez votre ligne depuis votre espace client ou en appelant le service client, puis demandez une nouvelle carte SIM en agence.',
      'Prix et pass de chaque pays : atlastelecom.ma/roaming.',
    ],
    footer: (page, pages) => `Atlas Telecom — Kit voyage roaming — prix TTC en vigueur — page ${page} sur ${pages}`,
    perMinute: '/min',
    perMb: '/Mo',
  },
  ar: {
    title: 'دليل السفر: التجوال مع أطلس تيليكوم',
    subtitle: 'الدليل العملي لاستعمال هاتفك في الخارج دون مفاجآت.',
    beforeYouGo: 'قبل السفر',
    beforeSteps: (code) => [
      `فعّل التجوال مجانًا من فضاء الزبون (خدماتي ← التجوال) أو بتركيب الرمز ${ltr(code)} من هاتفك. يسري التفعيل خلال دقائق وتتوصل برسالة تأكيد.`,
      'اختر باقة إنترنت تناسب مدة إقامتك: فهي أرخص بكثير من الإنترنت خارج الباقة.',
      'تحقق من رصيدك (الدفع المسبق) أو من سقف استهلاكك (الاشتراك)، ودوّن رمز PUK المتوفر في فضاء الزبون.',
      'احفظ رقم خدمة الزبناء من الخارج في جهات الاتصال.',
    ],
    settings: 'إعدادات الهاتف',
    settingsSteps: [
      'آيفون: الإعدادات ← البيانات الخلوية ← الخيارات ← فعّل «تجوال البيانات».',
      'أندرويد: الإعدادات ← الاتصالات ← شبكات الجوال ← فعّل «تجوال البيانات».',
      'اترك اختيار الشبكة تلقائيًا: يختار هاتفك أحد شركائنا.',
      'لتفادي أي استهلاك للإنترنت، عطّل تجوال البيانات: تبقى المكالمات والرسائل متاحة.',
    ],
    onSite: 'عند الوصول',
    onSiteItems: [
      'عند وصولك، تذكّرك رسالة مجانية بأسعار البلد وبرمز شراء الباقات.',
      'ننبهك برسالة عند استهلاك 80٪ ثم 100٪ من باقتك.',
      'خارج الباقة، يتوقف الإنترنت عند تجاوز 500 درهم من الاستهلاك في الشهر، ولك أن تعيد تفعيله من فضاء الزبون.',
      'الرسائل الواردة مجانية، أما المكالمات الواردة فتُحتسب بالدقيقة كما هو مبين أدناه.',
    ],
    prices: 'الأسعار حسب المنطقة',
    pricesIntro: 'الأسعار بالدرهم شاملة للرسوم. تُحتسب المكالمات بالثانية بعد الدقيقة الأولى.',
    zone: 'المنطقة',
    rates: { callsLocal: 'مكالمة محلية', callsToMorocco: 'مكالمة نحو المغرب', callsReceived: 'مكالمة واردة', smsSent: 'رسالة مرسلة', dataPerMb: 'الإنترنت' },
    passes: 'باقات الإنترنت',
    passesIntro: 'اشترِ الباقة من فضاء الزبون أو برمزها. تبدأ صلاحيتها عند أول اتصال لك في الخارج.',
    pass: 'الباقة',
    validity: 'الصلاحية',
    price: 'السعر',
    code: 'الرمز',
    days: (days) => countNoun(days, DAYS, 'ar'),
    help: 'عند الحاجة',
    helpItems: (support) => [
      `خدمة الزبناء من الخارج: ${ltr(support)} (مكالمة مجانية عند تفعيل التجوال)، طيلة أيام الأسبوع من 8 صباحًا إلى 10 ليلًا.`,
      'من داخل المغرب، تجيبك خدمة الزبناء على الرقم 220.',
      'هاتف ضائع أو مسروق: أوقف خطك من فضاء الزبون أو باتصال بخدمة الزبناء، ثم اطلب بطاقة SIM جديدة في الوكالة.',
      `أسعار وباقات كل بلد: ${ltr('atlastelecom.ma/roaming')}`,
    ],
    footer: (page, pages) => `أطلس تيليكوم — دليل السفر والتجوال — الأسعار شاملة للرسوم — الصفحة ${page} من ${pages}`,
    perMinute: ' للدقيقة',
    perMb: ' للميغا',
  },
  en: {
    title: 'Travel kit: roaming with Atlas Telecom',
    subtitle: 'The practical guide to using your mobile abroad, with no nasty surprises.',
    beforeYouGo: 'Before you go',
    beforeSteps: (code) => [
      `Switch roaming on for free: in your customer area (My services › Roaming) or by dialling ${code} from your mobile. It takes effect within minutes and a text confirms it.`,
      'Pick a data pass that fits your stay: it costs far less than data outside a pass.',
      'Check your balance (prepaid) or your spending cap (plan) and note your PUK code, shown in your customer area.',
      'Save the customer service number from abroad in your contacts.',
    ],
    settings: 'Set up your phone',
    settingsSteps: [
      'iPhone: Settings › Mobile Data › Options › turn on “Data Roaming”.',
      'Android: Settings › Connections › Mobile networks › turn on “Data roaming”.',
      'Leave network selection on automatic: your phone picks one of our partners.',
      'To use no data at all, turn data roaming off: calls and texts keep working.',
    ],
    onSite: 'When you arrive',
    onSiteItems: [
      'When you land, a free text reminds you of the country’s prices and the code to buy a pass.',
      'We text you at 80% and then 100% of your pass.',
      'Outside a pass, data stops beyond 500 Dh of use in a month: you decide whether to turn it back on from your customer area.',
      'Texts received are free. Calls received are charged per minute, as shown below.',
    ],
    prices: 'Prices by zone',
    pricesIntro: 'Prices in dirhams including VAT. Calls are charged per second after the first full minute.',
    zone: 'Zone',
    rates: { callsLocal: 'Local call', callsToMorocco: 'Call to Morocco', callsReceived: 'Call received', smsSent: 'Text sent', dataPerMb: 'Data' },
    passes: 'Data passes',
    passesIntro: 'Buy a pass in your customer area or with its code. It starts the first time you connect abroad.',
    pass: 'Pass',
    validity: 'Valid for',
    price: 'Price',
    code: 'Code',
    days: (days) => (days === 1 ? '1 day' : `${days} days`),
    help: 'If you need help',
    helpItems: (support) => [
      `Customer service from abroad: ${support} (free with roaming on), every day from 8 am to 10 pm.`,
      'From Morocco, customer service answers on 220.',
      'Phone lost or stolen: suspend your line in your customer area or by calling customer service, then ask for a new SIM card in an agency.',
      'Prices and passes of each country: atlastelecom.ma/roaming.',
    ],
    footer: (page, pages) => `Atlas Telecom — Roaming travel kit — prices incl. VAT — page ${page} of ${pages}`,
    perMinute: '/min',
    perMb: '/MB',
  },
};

const volume = (megabytes: number, language: Language) => {
  const gigas = megabytes >= 1024;
  const unit = { fr: gigas ? 'Go' : 'Mo', ar: gigas ? 'جيغا' : 'ميغا', en: gigas ? 'GB' : 'MB' }[language];
  return `${gigas ? megabytes / 1024 : megabytes}\u00a0${unit}`;
};

/** The roaming travel kit: a PDF guide with the prices of the moment, in one language. */
export async function buildRoamingKit(overview: RoamingOverview, language: Language): Promise<Uint8Array> {
  const text = TEXTS[language];
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const price = (amount: number, unit: string) => `${formatPrice(amount, language).replace(' ', '\u00a0')}${unit}`;
  const code = (value: string) => (language === 'ar' ? ltr(value) : value);
  const writer = await PdfWriter.create(direction, {
    title: text.title,
    subject: text.subtitle,
    language: { fr: 'fr-MA', ar: 'ar-MA', en: 'en-GB' }[language],
    author: 'Atlas Telecom',
  });

  writer.banner(text.title, text.subtitle);
  writer.heading(text.beforeYouGo);
  writer.list(text.beforeSteps(overview.activationCode), { numbered: true });
  writer.heading(text.settings);
  writer.list(text.settingsSteps);
  writer.heading(text.onSite);
  writer.list(text.onSiteItems);

  writer.heading(text.prices);
  writer.paragraph(text.pricesIntro, { size: 9.5 });
  writer.table({
    columns: [text.zone, ...ROAMING_RATE_KINDS.map((kind) => text.rates[kind])],
    widths: [0.2, 0.16, 0.18, 0.15, 0.15, 0.16],
    rows: overview.zones.map((zone) => [
      zone.name,
      ...ROAMING_RATE_KINDS.map((kind) => price(zone.rates[kind], kind === 'dataPerMb' ? text.perMb : kind === 'smsSent' ? '' : text.perMinute)),
    ]),
  });

  writer.heading(text.passes);
  writer.paragraph(text.passesIntro, { size: 9.5 });
  writer.table({
    columns: [text.zone, text.pass, text.validity, text.price, text.code],
    widths: [0.26, 0.2, 0.18, 0.18, 0.18],
    rows: overview.zones.flatMap((zone) =>
      zone.passes.map((pass) => [zone.name, volume(pass.volumeMb, language), text.days(pass.validityDays), price(pass.price, ''), code(pass.ussdCode)]),
    ),
  });

  writer.heading(text.help);
  writer.list(text.helpItems(phone(overview.supportFromAbroad)));
  return writer.save(text.footer);
}

/** A strong validator of the kit's bytes, for If-None-Match. */
export const kitEtag = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
