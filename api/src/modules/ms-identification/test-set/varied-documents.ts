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
import { CITIES, FEMALE_NAMES, FOREIGN_HOLDERS, MALE_NAMES, SURNAMES } from './names';
import type { SyntheticDocument } from './synthetic-documents';
import { variedSvgs } from './varied-drawing';
import { DOCUMENT_MODELS, type CaptureConditions, type DocumentModel, type PrintedLayout, type VariedIdentity } from './varied-identity';

/** The seed the reader is tuned on, and the one it is measured on and never tuned on. */
export const TUNING_SEED = 31_000;
export const UNTUNED_SEED = 77_000;

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
