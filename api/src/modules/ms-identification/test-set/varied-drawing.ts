/**
 * The varied set's documents drawn (varied-documents.ts draws who and how): the machine-readable
 * zone (ICAO 9303, TD1 on a CNIE's back, TD3 on a passport's page) and the printed sides as SVG, in
 * the identity's layout — name order, labels, fonts and sizes, Arabic, photo and field positions.
 */
import { checkDigit } from '../ocr/check-digit';
import type { TrueIdentity } from './synthetic-documents';
import type { PrintedLayout, VariedIdentity } from './varied-identity';

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

/** The labels a French-language passport page prints (Morocco's and France's). */
const FRENCH_PASSPORT_LABELS = {
  surname: 'Nom / Surname',
  given: 'Prénoms / Given names',
  birth: 'Date de naissance',
  place: 'Lieu de naissance',
  expiry: "Date d'expiration",
  number: 'Passeport N°',
  sex: 'Sexe',
};

const PASSPORT_WORDS: Record<
  string,
  { title: string; surname: string; given: string; birth: string; place: string; expiry: string; number: string; sex: string }
> = {
  MAR: {
    title: 'ROYAUME DU MAROC   PASSEPORT',
    ...FRENCH_PASSPORT_LABELS,
  },
  FRA: {
    title: 'RÉPUBLIQUE FRANÇAISE   PASSEPORT',
    ...FRENCH_PASSPORT_LABELS,
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
