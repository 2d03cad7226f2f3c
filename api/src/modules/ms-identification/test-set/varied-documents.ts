/**
 * Identity documents as they really come (issue 31): each drawn in a layout of its own — the CNIE's
 * 2020 and 2008 models, TD3 passports of Morocco, France, Spain and Senegal; the given name above
 * or below the surname; French labels, bilingual labels or none; the names (and place of birth) in
 * Arabic on Moroccan documents; fonts, sizes, photo and field positions — then photographed: the
 * card filling 40–95 % of the picture's width, turned and seen at an angle (a true perspective),
 * under uneven light, with a glare patch, a screen's moiré, sensor noise, a little blur and a
 * phone's JPEG. Everything from the seed: one seed the reader is tuned on, another it never is.
 */
import sharp from 'sharp';
import { seededRandom } from '../../../seeded-random';
import { homographyFrom, warp, type Point } from '../ocr/homography';
import { checkDigit } from '../ocr/check-digit';
import { CITIES, FEMALE_NAMES, FOREIGN_HOLDERS, MALE_NAMES, SURNAMES } from './names';
import type { SyntheticDocument, TrueIdentity } from './synthetic-documents';

export const DOCUMENT_MODELS = ['cnie-2020', 'cnie-2008', 'passport-MAR', 'passport-FRA', 'passport-ESP', 'passport-SEN'] as const;
export type DocumentModel = (typeof DOCUMENT_MODELS)[number];

/** The seed the reader is tuned on, and the one it is measured on and never tuned on. */
export const TUNING_SEED = 31_000;
export const UNTUNED_SEED = 77_000;

export interface PrintedLayout {
  model: DocumentModel;
  nameOrder: 'surname-first' | 'given-first';
  labels: 'none' | 'french' | 'bilingual';
  latinFont: string;
  latinBold: boolean;
  latinSize: number;
  arabicFont: string;
  arabicSize: number;
  photoSide: 'left' | 'right';
  /** The field block moved (pixels of the card). */
  shiftX: number;
  shiftY: number;
  /** Rows of the name block apart (pixels). */
  rowGap: number;
}

export interface CaptureConditions {
  /** The card's width over the picture's (0.40–0.95). */
  fill: number;
  rotation: number;
  /** How far each corner moves for the perspective, as a share of the card's width. */
  perspective: number;
  background: readonly [number, number, number];
  /** The light falls off by this share across the picture. */
  unevenLight: number;
  glare: { x: number; y: number; radius: number; strength: number } | null;
  moire: { period: number; angle: number; amplitude: number } | null;
  noise: number;
  blur: number;
  jpegQuality: number;
}

export interface VariedIdentity extends TrueIdentity {
  layout: PrintedLayout;
  capture: CaptureConditions;
}

const LATIN_FONTS = ['DejaVu Sans', 'DejaVu Serif', 'Noto Sans', 'Noto Serif', 'DejaVu Sans Condensed'];
const ARABIC_FONTS = ['Noto Naskh Arabic', 'Noto Sans Arabic', 'Noto Kufi Arabic', 'DejaVu Sans'];
const BACKGROUNDS: Array<readonly [number, number, number]> = [
  [92, 62, 40],
  [70, 75, 82],
  [38, 48, 78],
  [28, 28, 30],
  [120, 100, 78],
  [60, 90, 70],
];
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const pick = <T>(random: () => number, list: ArrayLike<T>): T => list[Math.floor(random() * list.length)]!;
const between = (random: () => number, low: number, high: number) => low + random() * (high - low);
const digits = (random: () => number, n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
const pad2 = (n: number) => String(n).padStart(2, '0');
const randomDate = (random: () => number, fromYear: number, toYear: number) =>
  `${fromYear + Math.floor(random() * (toYear - fromYear + 1))}-${pad2(1 + Math.floor(random() * 12))}-${pad2(1 + Math.floor(random() * 28))}`;

/** One document of the varied set: its holder, its layout and how it was photographed. */
export function variedIdentity(seed: number, model: DocumentModel = DOCUMENT_MODELS[seed % DOCUMENT_MODELS.length]!): VariedIdentity {
  const random = seededRandom(seed * 2_654_435 + 97);
  const gender = random() < 0.5 ? 'M' : 'F';
  const country = model.startsWith('passport-') ? (model.slice(9) as 'MAR' | 'FRA' | 'ESP' | 'SEN') : 'MAR';
  const moroccan = country === 'MAR';
  let lastName: string;
  let lastNameAr = '';
  let firstName: string;
  let firstNameAr = '';
  let birthPlace: string;
  let birthPlaceAr = '';
  if (moroccan) {
    const surname = pick(random, SURNAMES);
    // Now and then a double surname: long enough for the zone's 30 characters to cut the names.
    const second = random() < 0.18 ? pick(random, SURNAMES) : null;
    lastName = second && second[0] !== surname[0] ? `${surname[0]} ${second[0]}` : surname[0];
    lastNameAr = second && second[0] !== surname[0] ? `${surname[1]} ${second[1]}` : surname[1];
    [firstName, firstNameAr] = pick(random, gender === 'M' ? MALE_NAMES : FEMALE_NAMES);
    [birthPlace, birthPlaceAr] = pick(random, CITIES);
  } else {
    const holders = FOREIGN_HOLDERS[country];
    lastName = pick(random, holders.surnames);
    firstName = pick(random, gender === 'M' ? holders.male : holders.female);
    birthPlace = pick(random, holders.cities);
  }
  const cinId = moroccan ? pick(random, LETTERS) + (random() < 0.6 ? pick(random, LETTERS) : '') + digits(random, 6) : '';
  const card = model.startsWith('cnie');
  const documentNumber = card
    ? pick(random, LETTERS) + digits(random, 8)
    : country === 'FRA'
      ? digits(random, 2) + pick(random, LETTERS) + pick(random, LETTERS) + digits(random, 5)
      : country === 'ESP'
        ? pick(random, LETTERS) + pick(random, LETTERS) + pick(random, LETTERS) + digits(random, 6)
        : pick(random, LETTERS) + pick(random, LETTERS) + digits(random, 7);
  const [city] = pick(random, CITIES);
  const layout: PrintedLayout = {
    model,
    nameOrder: card ? (random() < 0.5 ? 'given-first' : 'surname-first') : 'surname-first',
    labels: card ? pick(random, ['none', 'french', 'bilingual'] as const) : random() < 0.5 ? 'french' : 'bilingual',
    latinFont: pick(random, LATIN_FONTS),
    latinBold: random() < 0.7,
    latinSize: Math.round(between(random, 25, 33)),
    arabicFont: pick(random, ARABIC_FONTS),
    arabicSize: Math.round(between(random, 27, 36)),
    photoSide: card && random() < 0.35 ? 'right' : 'left',
    shiftX: Math.round(between(random, -12, 12)),
    shiftY: Math.round(between(random, -14, 14)),
    rowGap: Math.round(between(random, 62, 76)),
  };
  const glare = random() < 0.35;
  const moire = random() < 0.3;
  const capture: CaptureConditions = {
    fill: between(random, 0.4, 0.95),
    rotation: between(random, -9, 9),
    perspective: between(random, 0, 0.06),
    background: pick(random, BACKGROUNDS),
    unevenLight: between(random, 0, 0.45),
    glare: glare
      ? { x: between(random, 0.15, 0.85), y: between(random, 0.1, 0.9), radius: between(random, 0.05, 0.12), strength: between(random, 0.35, 0.7) }
      : null,
    moire: moire ? { period: between(random, 2.6, 4.5), angle: between(random, 0, Math.PI), amplitude: between(random, 4, 10) } : null,
    noise: between(random, 1.5, 8),
    blur: random() < 0.3 ? between(random, 0.5, 1.1) : 0,
    jpegQuality: Math.round(between(random, 55, 90)),
  };
  return {
    id: `${model}-${seed}`,
    kind: card ? 'cin' : 'passport',
    degradation: 'clean',
    lastName,
    firstName,
    gender,
    birthDate: randomDate(random, 1950, 2005),
    expiryDate: randomDate(random, 2029, 2036),
    cinId,
    documentNumber,
    nationality: country,
    city: card ? city : birthPlace,
    address: card
      ? `${1 + Math.floor(random() * 120)} ${pick(random, ['RUE IBN BATOUTA', 'AVENUE HASSAN II', 'BD MOHAMMED V', 'RUE AL MASSIRA', 'BD ZERKTOUNI', 'RUE JAAFAR'])}`
      : null,
    lastNameAr,
    firstNameAr,
    birthPlace,
    birthPlaceAr,
    layout,
    capture,
  };
}

// ---- the zone -----------------------------------------------------------------------------------

/** ICAO 9303 transliteration: accents dropped, anything else but letters and digits a filler. */
const zoneText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '<');
const fill = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);
const zoneDate = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const zoneName = (identity: TrueIdentity, length: number) => fill(`${zoneText(identity.lastName)}<<${zoneText(identity.firstName)}`, length);

export function variedTd1(identity: TrueIdentity): string[] {
  const number = fill(identity.documentNumber, 9);
  const line1 = `I<MAR${number}${checkDigit(number)}${fill(identity.cinId, 15)}`;
  const birth = zoneDate(identity.birthDate);
  const expiry = zoneDate(identity.expiryDate);
  const line2Head = `${birth}${checkDigit(birth)}${identity.gender}${expiry}${checkDigit(expiry)}MAR${fill('', 11)}`;
  const composite = checkDigit(line1.slice(5, 30) + line2Head.slice(0, 7) + line2Head.slice(8, 15) + line2Head.slice(18, 29));
  return [line1, line2Head + composite, zoneName(identity, 30)];
}

export function variedTd3(identity: TrueIdentity): string[] {
  const number = fill(identity.documentNumber, 9);
  const personal = fill(identity.cinId, 14);
  const birth = zoneDate(identity.birthDate);
  const expiry = zoneDate(identity.expiryDate);
  const personalDigit = identity.cinId ? checkDigit(personal) : '<';
  const body = `${number}${checkDigit(number)}${identity.nationality}${birth}${checkDigit(birth)}${identity.gender}${expiry}${checkDigit(expiry)}${personal}${personalDigit}`;
  const composite = checkDigit(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43));
  return [`P<${identity.nationality}${zoneName(identity, 39)}`, body + composite];
}

// ---- drawing ------------------------------------------------------------------------------------

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const printedDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const OCRB = 'font-family="OCR B"';

function latin(layout: PrintedLayout, x: number, y: number, text: string, size = layout.latinSize): string {
  return `<text x="${x}" y="${y}" font-family="${layout.latinFont}" ${layout.latinBold ? 'font-weight="bold"' : ''} font-size="${size}" fill="#101418">${xml(text)}</text>`;
}
/** Arabic, right-aligned at `right` (librsvg shapes and orders it; no `direction`, which pushes it off its anchor). */
function arabic(layout: PrintedLayout, right: number, y: number, text: string, size = layout.arabicSize, fillColour = '#101418'): string {
  return `<text x="${right}" y="${y}" text-anchor="end" font-family="${layout.arabicFont}" font-size="${size}" fill="${fillColour}">${xml(text)}</text>`;
}
const small = (x: number, y: number, text: string) => `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="15" fill="#55606a">${xml(text)}</text>`;
const smallArabic = (right: number, y: number, text: string) =>
  `<text x="${right}" y="${y}" text-anchor="end" font-family="Noto Sans Arabic" font-size="16" fill="#55606a">${xml(text)}</text>`;

function background(width: number, height: number, tint: string, paper: string): string {
  const waves = Array.from(
    { length: 16 },
    (_, i) =>
      `<path d="M0 ${30 + i * 34} Q ${width / 2} ${i * 34 - 40} ${width} ${50 + i * 34}" stroke="${tint}" stroke-width="1.1" fill="none" opacity="0.5"/>`,
  ).join('');
  return `<rect width="${width}" height="${height}" rx="26" fill="${paper}"/>${waves}`;
}

function photo(x: number, y: number, width: number, height: number, colour: string): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${colour}"/><circle cx="${x + width / 2}" cy="${y + height * 0.36}" r="${width * 0.27}" fill="#9aa3a8"/><rect x="${x + width * 0.16}" y="${y + height * 0.62}" width="${width * 0.68}" height="${height * 0.38}" rx="${width * 0.2}" fill="#9aa3a8"/>`;
}

const LABELS = {
  lastName: { french: 'Nom', arabic: 'النسب' },
  firstName: { french: 'Prénom', arabic: 'الاسم الشخصي' },
  birth: { french: 'Né(e) le', arabic: 'تاريخ الازدياد' },
  birthPlace: { french: 'à', arabic: 'مكان الازدياد' },
  expiry: { french: "Valable jusqu'au", arabic: 'صالحة إلى غاية' },
  cin: { french: 'N° CIN', arabic: 'رقم البطاقة' },
};

function cnieFront(identity: VariedIdentity): string {
  const { layout } = identity;
  const width = 856;
  const height = 540;
  const old = layout.model === 'cnie-2008';
  const photoX = layout.photoSide === 'left' ? 36 : width - 36 - 190;
  const left = (layout.photoSide === 'left' ? 250 : 40) + layout.shiftX;
  const right = (layout.photoSide === 'left' ? width - 34 : width - 250) + layout.shiftX;
  const names: Array<{ kind: 'lastName' | 'firstName'; latin: string; arabic: string }> = [
    { kind: 'lastName', latin: identity.lastName, arabic: identity.lastNameAr },
    { kind: 'firstName', latin: identity.firstName, arabic: identity.firstNameAr },
  ];
  if (layout.nameOrder === 'given-first') names.reverse();
  let y = 150 + layout.shiftY;
  let body = '';
  for (const name of names) {
    if (layout.labels !== 'none') {
      body += small(left, y - layout.latinSize - 4, LABELS[name.kind].french);
      if (layout.labels === 'bilingual') body += smallArabic(right, y - layout.arabicSize - 2, LABELS[name.kind].arabic);
    }
    body += latin(layout, left, y, name.latin);
    body += arabic(layout, right, y, name.arabic);
    y += layout.rowGap;
  }
  const birthLabel = layout.labels === 'none' ? '' : `${LABELS.birth.french} `;
  body += latin(layout, left, y, `${birthLabel}${printedDate(identity.birthDate)}`, layout.latinSize - 4);
  y += layout.rowGap - 12;
  body += latin(layout, left, y, `${layout.labels === 'none' ? '' : 'à '}${identity.birthPlace}`, layout.latinSize - 4);
  if (layout.labels === 'bilingual') body += smallArabic(right, y - layout.arabicSize, LABELS.birthPlace.arabic);
  body += arabic(layout, right, y, identity.birthPlaceAr, layout.arabicSize - 2);
  y += layout.rowGap - 12;
  body += latin(layout, left, y, `${layout.labels === 'none' ? '' : `${LABELS.expiry.french} `}${printedDate(identity.expiryDate)}`, layout.latinSize - 6);
  const cinX = old ? photoX + 8 : layout.photoSide === 'left' ? 600 : 40;
  const cinLabel = layout.labels === 'none' ? '' : small(cinX, 462, LABELS.cin.french);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background(width, height, old ? '#b8d8a8' : '#a8c8d5', old ? '#eef2e4' : '#eef2f4')}
    <text x="36" y="46" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="#1c4f45">ROYAUME DU MAROC</text>
    ${arabic(layout, width - 36, 48, 'المملكة المغربية', 24, '#1c4f45')}
    <text x="36" y="74" font-family="DejaVu Sans" font-size="16" fill="#1c4f45">CARTE NATIONALE D'IDENTITÉ</text>
    ${arabic(layout, width - 36, 78, 'البطاقة الوطنية للتعريف', 18, '#1c4f45')}
    ${photo(photoX, old ? 110 : 96, 190, 240, old ? '#c4ccb8' : '#b9c4c9')}
    ${body}
    ${cinLabel}${latin({ ...layout, latinBold: true }, cinX, 500, identity.cinId, 38)}</svg>`;
}

function cnieBack(identity: VariedIdentity): string {
  const { layout } = identity;
  const old = layout.model === 'cnie-2008';
  const zone = variedTd1(identity);
  const zoneX = 30 + (layout.shiftX > 0 ? 6 : 0);
  const zoneSize = old ? 35 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540">${background(856, 540, old ? '#b8d8a8' : '#a8c8d5', old ? '#eef2e4' : '#eef2f4')}
    ${small(40, 52, layout.labels === 'none' ? '' : 'Adresse')}
    ${latin(layout, 40, 90, identity.address ?? '', 27)}
    ${latin(layout, 40, 130, identity.city, 27)}
    ${small(40, 178, 'Sexe')}${latin(layout, 40, 212, identity.gender, 25)}
    ${small(200, 178, 'N° CIN')}${latin(layout, 200, 212, identity.cinId, 25)}
    <rect x="0" y="330" width="856" height="210" fill="#f7f7f2"/>
    ${zone.map((line, i) => `<text x="${zoneX}" y="${400 + i * 54}" ${OCRB} font-size="${zoneSize}" fill="#0b0b0b" xml:space="preserve">${xml(line)}</text>`).join('')}</svg>`;
}

const PASSPORT_WORDS: Record<
  string,
  { title: string; surname: string; given: string; birth: string; place: string; expiry: string; number: string; sex: string }
> = {
  MAR: {
    title: 'ROYAUME DU MAROC   PASSEPORT',
    surname: 'Nom / Surname',
    given: 'Prénoms / Given names',
    birth: 'Date de naissance',
    place: 'Lieu de naissance',
    expiry: "Date d'expiration",
    number: 'Passeport N°',
    sex: 'Sexe',
  },
  FRA: {
    title: 'RÉPUBLIQUE FRANÇAISE   PASSEPORT',
    surname: 'Nom / Surname',
    given: 'Prénoms / Given names',
    birth: 'Date de naissance',
    place: 'Lieu de naissance',
    expiry: "Date d'expiration",
    number: 'Passeport N°',
    sex: 'Sexe',
  },
  ESP: {
    title: 'REINO DE ESPAÑA   PASAPORTE',
    surname: 'Apellidos / Surname',
    given: 'Nombre / Given names',
    birth: 'Fecha de nacimiento',
    place: 'Lugar de nacimiento',
    expiry: 'Fecha de caducidad',
    number: 'Pasaporte N°',
    sex: 'Sexo',
  },
  SEN: {
    title: 'RÉPUBLIQUE DU SÉNÉGAL   PASSEPORT',
    surname: 'Nom / Surname',
    given: 'Prénoms / Given names',
    birth: 'Date de naissance',
    place: 'Lieu de naissance',
    expiry: "Date d'expiration",
    number: 'Passeport N°',
    sex: 'Sexe',
  },
};

function passportPage(identity: VariedIdentity): string {
  const { layout } = identity;
  const words = PASSPORT_WORDS[identity.nationality]!;
  const zone = variedTd3(identity);
  const left = 290 + layout.shiftX;
  const right = 975;
  const label = (x: number, y: number, text: string, arabicText?: string) =>
    small(x, y, layout.labels === 'bilingual' && arabicText ? `${text}` : text.split(' / ')[0]!) +
    (layout.labels === 'bilingual' && arabicText ? smallArabic(right, y, arabicText) : '');
  let y = 122 + layout.shiftY;
  let body = '';
  body += label(left, y - layout.latinSize - 4, words.surname, identity.lastNameAr ? 'النسب' : undefined);
  body += latin(layout, left, y, identity.lastName);
  if (identity.lastNameAr) body += arabic(layout, right, y, identity.lastNameAr);
  y += layout.rowGap - 4;
  body += label(left, y - layout.latinSize - 4, words.given, identity.firstNameAr ? 'الاسم الشخصي' : undefined);
  body += latin(layout, left, y, identity.firstName);
  if (identity.firstNameAr) body += arabic(layout, right, y, identity.firstNameAr);
  y += layout.rowGap - 4;
  body += small(left, y - layout.latinSize, words.birth) + latin(layout, left, y, printedDate(identity.birthDate), layout.latinSize - 3);
  body += small(left + 260, y - layout.latinSize, words.sex) + latin(layout, left + 260, y, identity.gender, layout.latinSize - 3);
  y += layout.rowGap - 4;
  body +=
    label(left, y - layout.latinSize, words.place, identity.birthPlaceAr ? 'مكان الازدياد' : undefined) +
    latin(layout, left, y, identity.birthPlace, layout.latinSize - 3);
  if (identity.birthPlaceAr) body += arabic(layout, right, y, identity.birthPlaceAr, layout.arabicSize - 2);
  y += layout.rowGap - 4;
  body += small(left, y - layout.latinSize, words.expiry) + latin(layout, left, y, printedDate(identity.expiryDate), layout.latinSize - 3);
  const tint = identity.nationality === 'MAR' ? '#e0b8c0' : identity.nationality === 'FRA' ? '#b8c4e0' : identity.nationality === 'ESP' ? '#e0ccb0' : '#b8e0c4';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700">${background(1000, 700, tint, '#f6f3ef')}
    <text x="36" y="48" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="#6b1d2a">${xml(words.title)}</text>
    ${small(700, 30, words.number)}${latin(layout, 700, 62, identity.documentNumber, 26)}
    ${photo(36, 84, 220, 280, '#c9bfc1')}
    ${body}
    <rect x="0" y="505" width="1000" height="195" fill="#f7f5f2"/>
    ${zone.map((line, i) => `<text x="30" y="${588 + i * 60}" ${OCRB} font-size="29.5" fill="#0b0b0b" xml:space="preserve">${xml(line)}</text>`).join('')}</svg>`;
}

export function variedSvgs(identity: VariedIdentity): { recto: string; verso: string | null } {
  if (identity.kind === 'cin') return { recto: cnieFront(identity), verso: cnieBack(identity) };
  return { recto: passportPage(identity), verso: null };
}

// ---- the photograph -----------------------------------------------------------------------------

/** A standard normal draw (Box–Muller). */
const gaussian = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** The document photographed by a phone as `capture` says: a JPEG of 1600 × 1200. */
export async function photograph(svg: string, capture: CaptureConditions, seed: number): Promise<Buffer> {
  const random = seededRandom(seed * 7_919 + 31);
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const document = { data, width: info.width, height: info.height, channels: 3 };
  const width = 1600;
  const height = 1200;
  // The card's corners on the picture: centred, turned, each corner moved for the perspective.
  let cardWidth = width * capture.fill;
  let cardHeight = (cardWidth * document.height) / document.width;
  if (cardHeight > height * 0.92) [cardWidth, cardHeight] = [(height * 0.92 * document.width) / document.height, height * 0.92];
  const angle = (capture.rotation * Math.PI) / 180;
  const cx = width / 2 + between(random, -0.5, 0.5) * (width - cardWidth) * 0.5;
  const cy = height / 2 + between(random, -0.5, 0.5) * (height - cardHeight) * 0.4;
  const corners: Point[] = (
    [
      [-0.5, -0.5],
      [0.5, -0.5],
      [0.5, 0.5],
      [-0.5, 0.5],
    ] as const
  ).map(([u, v]) => {
    const px = u * cardWidth + between(random, -1, 1) * capture.perspective * cardWidth;
    const py = v * cardHeight + between(random, -1, 1) * capture.perspective * cardWidth;
    return [cx + px * Math.cos(angle) - py * Math.sin(angle), cy + px * Math.sin(angle) + py * Math.cos(angle)] as const;
  });
  const source: Point[] = [
    [0, 0],
    [document.width - 1, 0],
    [document.width - 1, document.height - 1],
    [0, document.height - 1],
  ];
  const toDocument = homographyFrom(corners, source)!;
  const [br, bg, bb] = capture.background;
  // The table: its colour with a slow grain.
  const table = (x: number, y: number, c: number) => {
    const grain = 10 * Math.sin(x / 37 + Math.sin(y / 53) * 2) + 6 * Math.sin(y / 11);
    return Math.max(0, Math.min(255, [br, bg, bb][c]! + grain));
  };
  const picture = warp(document, toDocument, width, height, table);
  const pixels = picture.data;
  const lightAngle = random() * Math.PI * 2;
  const glare = capture.glare && {
    x: corners[0]![0] + (corners[1]![0] - corners[0]![0]) * capture.glare.x + (corners[3]![0] - corners[0]![0]) * capture.glare.y,
    y: corners[0]![1] + (corners[1]![1] - corners[0]![1]) * capture.glare.x + (corners[3]![1] - corners[0]![1]) * capture.glare.y,
    radius: capture.glare.radius * cardWidth,
    strength: capture.glare.strength,
  };
  const moire = capture.moire;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const along = ((x - width / 2) * Math.cos(lightAngle) + (y - height / 2) * Math.sin(lightAngle)) / width;
      const light = 1 - capture.unevenLight * (0.5 + along);
      const shine = glare ? glare.strength * Math.exp(-((x - glare.x) ** 2 + (y - glare.y) ** 2) / (2 * glare.radius ** 2)) : 0;
      const wave = moire ? moire.amplitude * Math.sin(((x * Math.cos(moire.angle) + y * Math.sin(moire.angle)) * 2 * Math.PI) / moire.period) : 0;
      const noise = capture.noise * gaussian(random);
      for (let c = 0; c < 3; c += 1) {
        const at = (y * width + x) * 3 + c;
        const lit = pixels[at]! * light;
        pixels[at] = Math.max(0, Math.min(255, Math.round(lit + (255 - lit) * shine + wave + noise)));
      }
    }
  }
  let image = sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width, height, channels: 3 } });
  if (capture.blur > 0) image = image.blur(0.3 + capture.blur);
  return image.jpeg({ quality: capture.jpegQuality }).toBuffer();
}

export async function renderVaried(identity: VariedIdentity, seed: number): Promise<SyntheticDocument> {
  const svgs = variedSvgs(identity);
  return {
    truth: identity,
    recto: await photograph(svgs.recto, identity.capture, seed),
    verso: svgs.verso ? await photograph(svgs.verso, { ...identity.capture, glare: null }, seed + 1) : null,
  };
}

/** `perModel` documents of each model, drawn from `firstSeed` on. */
export function variedSet(perModel: number, firstSeed: number): VariedIdentity[] {
  return Array.from({ length: perModel * DOCUMENT_MODELS.length }, (_, i) => variedIdentity(firstSeed + i, DOCUMENT_MODELS[i % DOCUMENT_MODELS.length]!));
}
