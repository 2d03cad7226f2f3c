/**
 * Synthetic identity documents for measuring the OCR: Moroccan national identity cards (CNIE, front
 * and back with a TD1 machine-readable zone) and passports (data page with a TD3 zone), drawn as SVG
 * and rendered by sharp, the machine-readable zone in OCR-B (Debian's `fonts-ocr-b`), then degraded
 * the way phone pictures are: blurred, rotated, dim, JPEG-compressed, photographed at an angle.
 * Everything comes from a seeded generator, so the set is the same on every machine.
 */
import sharp from 'sharp';
import { checkDigit } from '../ocr/check-digit';
import { seededRandom } from '../../../seeded-random';
import { CITIES as CITY_NAMES, FEMALE_NAMES, MALE_NAMES, SURNAMES as SURNAME_NAMES } from './names';

/**
 * The Arabic the civil registry prints beside a Latin name or city ('' for one it does not know):
 * drawn from the Latin names, so a test that prints other names prints their Arabic too.
 */
const arabicOf = (latin: string) => [...SURNAME_NAMES, ...MALE_NAMES, ...FEMALE_NAMES, ...CITY_NAMES].find(([name]) => name === latin)?.[1] ?? '';

export type DocumentKind = 'cin' | 'passport';
export type Degradation = 'clean' | 'blur' | 'rotated' | 'dim' | 'jpeg' | 'perspective';
export const DEGRADATIONS: Degradation[] = ['clean', 'blur', 'rotated', 'dim', 'jpeg', 'perspective'];

/** What is printed on the document: the truth the reader is measured against. */
export interface TrueIdentity {
  id: string;
  kind: DocumentKind;
  degradation: Degradation;
  lastName: string;
  firstName: string;
  gender: 'M' | 'F';
  /** YYYY-MM-DD */
  birthDate: string;
  expiryDate: string;
  /** The national identity number (CIN), on both documents. */
  cinId: string;
  /** The card's or the passport's own number, the MRZ's document number. */
  documentNumber: string;
  /** The zone's nationality (ICAO code). */
  nationality: string;
  city: string;
  /** CNIE only. */
  address: string | null;
  /** The names and place of birth in Arabic, as printed ('' where the document prints none). */
  lastNameAr: string;
  firstNameAr: string;
  /** The place of birth in Latin letters ('' where the document prints none) and in Arabic. */
  birthPlace: string;
  birthPlaceAr: string;
}

const SURNAMES = [
  'ALAOUI',
  'BENNANI',
  'EL AMRANI',
  'TAZI',
  'IDRISSI',
  'CHRAIBI',
  'BERRADA',
  'FASSI FIHRI',
  'OUAZZANI',
  'LAHLOU',
  'SQALLI',
  'BENJELLOUN',
  'HAJJI',
  'ZIANI',
  'MOUSSAOUI',
  'KETTANI',
  'NACIRI',
  'SEFRIOUI',
];
const MALE = ['YOUSSEF', 'MOHAMED', 'KARIM', 'OMAR', 'HAMZA', 'ANAS', 'MEHDI', 'RACHID', 'AMINE', 'SAAD', 'ILYAS', 'NABIL'];
const FEMALE = ['SALMA', 'KHADIJA', 'FATIMA ZAHRA', 'MERIEM', 'NADIA', 'HOUDA', 'SOUKAINA', 'IMANE', 'GHITA', 'LEILA', 'ASMAE', 'SANAA'];
const CITIES = ['CASABLANCA', 'RABAT', 'FES', 'MARRAKECH', 'TANGER', 'AGADIR', 'MEKNES', 'OUJDA', 'KENITRA', 'TETOUAN'];
const STREETS = [
  'RUE IBN BATOUTA',
  'AVENUE HASSAN II',
  'BD MOHAMMED V',
  'RUE MOULAY ABDALLAH',
  'AVENUE DES FAR',
  'RUE JAAFAR',
  'BD ZERKTOUNI',
  'RUE AL MASSIRA',
];
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const pick = <T>(random: () => number, list: ArrayLike<T>): T => list[Math.floor(random() * list.length)]!;
const digits = (random: () => number, n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
const pad2 = (n: number) => String(n).padStart(2, '0');

function randomDate(random: () => number, fromYear: number, toYear: number): string {
  const year = fromYear + Math.floor(random() * (toYear - fromYear + 1));
  return `${year}-${pad2(1 + Math.floor(random() * 12))}-${pad2(1 + Math.floor(random() * 28))}`;
}

/** One identity; `expired` makes a document whose validity ended. */
export function makeIdentity(seed: number, kind: DocumentKind, degradation: Degradation, options: { expired?: boolean } = {}): TrueIdentity {
  const random = seededRandom(seed);
  const gender = random() < 0.5 ? 'M' : 'F';
  const cinId = pick(random, LETTERS) + (random() < 0.6 ? pick(random, LETTERS) : '') + digits(random, 6);
  const city = pick(random, CITIES);
  const lastName = pick(random, SURNAMES);
  const firstName = pick(random, gender === 'M' ? MALE : FEMALE);
  return {
    id: `${kind}-${String(seed).padStart(3, '0')}-${degradation}${options.expired ? '-expired' : ''}`,
    kind,
    degradation,
    lastName,
    firstName,
    gender,
    birthDate: randomDate(random, 1950, 2005),
    expiryDate: options.expired ? randomDate(random, 2018, 2024) : randomDate(random, 2029, 2036),
    cinId,
    documentNumber: kind === 'cin' ? pick(random, LETTERS) + digits(random, 8) : pick(random, LETTERS) + pick(random, LETTERS) + digits(random, 7),
    nationality: 'MAR',
    city,
    address: kind === 'cin' ? `${1 + Math.floor(random() * 120)} ${pick(random, STREETS)}` : null,
    // Printed in Arabic too, as Moroccan documents are (the holder born where the card's address is).
    lastNameAr: arabicOf(lastName),
    firstNameAr: arabicOf(firstName),
    birthPlace: city,
    birthPlaceAr: arabicOf(city),
  };
}

// ---- the machine-readable zone ------------------------------------------------------------------

const mrzDate = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const mrzText = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '<');
const fill = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);
const mrzName = (identity: TrueIdentity, length: number) => fill(`${mrzText(identity.lastName)}<<${mrzText(identity.firstName)}`, length);

/** TD1 (three lines of 30), the back of the CNIE. */
export function td1(identity: TrueIdentity): string[] {
  const number = fill(identity.documentNumber, 9);
  const line1 = `I<MAR${number}${checkDigit(number)}${fill(identity.cinId, 15)}`;
  const birth = mrzDate(identity.birthDate);
  const expiry = mrzDate(identity.expiryDate);
  const line2Head = `${birth}${checkDigit(birth)}${identity.gender}${expiry}${checkDigit(expiry)}MAR${fill('', 11)}`;
  const composite = checkDigit(line1.slice(5, 30) + line2Head.slice(0, 7) + line2Head.slice(8, 15) + line2Head.slice(18, 29));
  return [line1, line2Head + composite, mrzName(identity, 30)];
}

/** TD3 (two lines of 44), the passport's data page. */
export function td3(identity: TrueIdentity): string[] {
  const number = fill(identity.documentNumber, 9);
  const personal = fill(identity.cinId, 14);
  const birth = mrzDate(identity.birthDate);
  const expiry = mrzDate(identity.expiryDate);
  const body = `${number}${checkDigit(number)}MAR${birth}${checkDigit(birth)}${identity.gender}${expiry}${checkDigit(expiry)}${personal}${checkDigit(personal)}`;
  const composite = checkDigit(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43));
  return [`P<MAR${mrzName(identity, 39)}`, body + composite];
}

// ---- drawing ------------------------------------------------------------------------------------

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const frenchDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const SANS = 'font-family="DejaVu Sans"';
const OCRB = 'font-family="OCR B"';

function card(width: number, height: number, body: string, tint: string): string {
  const guilloche = Array.from(
    { length: 14 },
    (_, i) =>
      `<path d="M0 ${40 + i * 36} Q ${width / 2} ${i * 36 - 30} ${width} ${60 + i * 36}" stroke="${tint}" stroke-width="1.2" fill="none" opacity="0.55"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="28" fill="#eef3f1"/>${guilloche}${body}</svg>`;
}

function label(x: number, y: number, name: string, value: string, size = 30): string {
  return `<text x="${x}" y="${y - size - 4}" ${SANS} font-size="15" fill="#55606a">${escapeXml(name)}</text><text x="${x}" y="${y}" ${SANS} font-weight="bold" font-size="${size}" fill="#101418">${escapeXml(value)}</text>`;
}

/** Arabic, right-aligned at `right` (librsvg shapes and orders it). */
const arabicText = (right: number, y: number, text: string, size = 30) =>
  text
    ? `<text x="${right}" y="${y}" text-anchor="end" font-family="Noto Naskh Arabic" font-weight="bold" font-size="${size}" fill="#101418">${escapeXml(text)}</text>`
    : '';

const mrzLines = (lines: string[], x: number, firstY: number, step: number, size: number) =>
  lines
    .map((line, i) => `<text x="${x}" y="${firstY + i * step}" ${OCRB} font-size="${size}" fill="#0b0b0b" xml:space="preserve">${escapeXml(line)}</text>`)
    .join('');

/** The sides as SVG: CNIE front and back, or the passport's data page alone. */
export function documentSvgs(identity: TrueIdentity): { recto: string; verso: string | null } {
  if (identity.kind === 'cin') {
    const recto = card(
      856,
      540,
      `<text x="40" y="52" ${SANS} font-weight="bold" font-size="24" fill="#1c4f45">ROYAUME DU MAROC</text>
       <text x="40" y="82" ${SANS} font-size="18" fill="#1c4f45">CARTE NATIONALE D'IDENTITE</text>
       <rect x="40" y="115" width="190" height="240" rx="8" fill="#b9c4c9"/>
       <circle cx="135" cy="200" r="52" fill="#9aa7ad"/><rect x="70" y="265" width="130" height="90" rx="40" fill="#9aa7ad"/>
       ${label(260, 170, 'Nom', identity.lastName)}
       ${label(260, 240, 'Prenom', identity.firstName)}
       ${label(260, 310, 'Ne le', frenchDate(identity.birthDate))}
       ${label(260, 380, "Valable jusqu'au", frenchDate(identity.expiryDate))}
       ${label(560, 480, 'N CIN', identity.cinId, 40)}
       ${arabicText(816, 170, arabicOf(identity.lastName))}${arabicText(816, 240, arabicOf(identity.firstName))}${arabicText(816, 310, arabicOf(identity.city))}`,
      '#a8d5c8',
    );
    const verso = card(
      856,
      540,
      `${label(40, 90, 'Adresse', identity.address ?? '', 28)}
       <text x="40" y="130" ${SANS} font-weight="bold" font-size="28" fill="#101418">${escapeXml(identity.city)}</text>
       ${label(40, 215, 'Sexe', identity.gender, 26)}
       ${label(200, 215, 'N CIN', identity.cinId, 26)}
       <rect x="0" y="330" width="856" height="210" fill="#f7f7f2"/>
       ${mrzLines(td1(identity), 36, 400, 54, 36)}`,
      '#a8d5c8',
    );
    return { recto, verso };
  }
  const recto = card(
    1000,
    700,
    `<text x="40" y="50" ${SANS} font-weight="bold" font-size="24" fill="#6b1d2a">ROYAUME DU MAROC   PASSEPORT</text>
     <rect x="40" y="80" width="220" height="280" rx="8" fill="#c9bfc1"/>
     <circle cx="150" cy="180" r="60" fill="#ab9fa2"/><rect x="75" y="255" width="150" height="105" rx="45" fill="#ab9fa2"/>
     ${label(290, 120, 'Nom / Surname', identity.lastName, 28)}
     ${label(290, 185, 'Prenoms / Given names', identity.firstName, 28)}
     ${label(290, 250, 'Date de naissance', frenchDate(identity.birthDate), 26)}
     ${label(620, 250, 'Sexe', identity.gender, 26)}
     ${label(290, 315, 'Lieu de naissance', identity.city, 26)}
     ${label(290, 380, "Date d'expiration", frenchDate(identity.expiryDate), 26)}
     ${label(700, 120, 'Passeport N', identity.documentNumber, 28)}
     ${arabicText(975, 160, arabicOf(identity.lastName), 26)}${arabicText(975, 215, arabicOf(identity.firstName), 26)}${arabicText(975, 315, arabicOf(identity.city), 26)}
     <rect x="0" y="500" width="1000" height="200" fill="#f7f5f2"/>
     ${mrzLines(td3(identity), 30, 585, 60, 29.5)}`,
    '#e0b8c0',
  );
  return { recto, verso: null };
}

/** One side, degraded and encoded as a JPEG the way a phone would send it. */
export async function renderSide(svg: string, degradation: Degradation, seed: number): Promise<Buffer> {
  const random = seededRandom(seed * 7919 + 17);
  const background = { r: 88, g: 92, b: 98 };
  const document = await sharp(Buffer.from(svg)).flatten({ background }).png().toBuffer();
  const { width = 0 } = await sharp(document).metadata();
  const margin = Math.round(width * 0.08);
  let image = sharp(document).extend({ top: margin, bottom: margin, left: margin, right: margin, background });
  let quality = 88;
  switch (degradation) {
    case 'blur':
      image = sharp(await image.png().toBuffer()).blur(1.3 + random() * 0.6);
      break;
    case 'rotated':
      image = sharp(await image.png().toBuffer()).rotate((random() < 0.5 ? -1 : 1) * (3 + random() * 5), { background });
      break;
    case 'dim':
      image = sharp(await image.png().toBuffer()).linear(0.42 + random() * 0.1, 6);
      break;
    case 'jpeg':
      quality = 14 + Math.floor(random() * 6);
      break;
    case 'perspective': {
      // An affine shear and squeeze: a card photographed a little from the side.
      const shear = (random() < 0.5 ? -1 : 1) * (0.05 + random() * 0.04);
      image = sharp(await image.png().toBuffer()).affine(
        [
          [1, shear],
          [0.03, 0.9],
        ],
        { background },
      );
      break;
    }
    default:
      break;
  }
  return image.jpeg({ quality }).toBuffer();
}

export interface SyntheticDocument {
  truth: TrueIdentity;
  recto: Buffer;
  verso: Buffer | null;
}

export async function renderDocument(truth: TrueIdentity, seed: number): Promise<SyntheticDocument> {
  const svgs = documentSvgs(truth);
  return {
    truth,
    recto: await renderSide(svgs.recto, truth.degradation, seed),
    verso: svgs.verso ? await renderSide(svgs.verso, truth.degradation, seed + 1) : null,
  };
}

/** The seed of the measured set's first document (documents are numbered from it). */
export const FIRST_SEED = 1000;

/**
 * The measured set: `count` documents, every degradation in turn, in blocks of two CNIE for one of
 * passports. Another `firstSeed` draws a fresh set of the same make (other names, numbers, noise).
 */
export function testSetIdentities(count = 36, firstSeed = FIRST_SEED): TrueIdentity[] {
  return Array.from({ length: count }, (_, i) =>
    makeIdentity(firstSeed + i, Math.floor(i / DEGRADATIONS.length) % 3 === 2 ? 'passport' : 'cin', DEGRADATIONS[i % DEGRADATIONS.length]!),
  );
}
