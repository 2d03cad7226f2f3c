/**
 * The printed side of an identity document: its labelled fields, the shapes of its numbers, the
 * states read here, and the MRZ's name set against the printed one.
 */
import type { IdentityType } from '@atlas/contracts/identification';
import { KNOWN_PLACES } from './places';

/** Capitals (accents kept), digits and the name's marks; a dollar sign is an S read with its stroke. */
export const clean = (text: string) =>
  text
    .replace(/\$/g, 'S')
    .replace(/[^A-ZÀ-ÖØ-Ý0-9 '-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
/** A printed date keeps its dots. */
const cleanDate = (text: string) =>
  text
    .replace(/[^0-9. ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
/**
 * Kings' numerals (Hassan II, Mohammed VI) come out as 11, LI, 1I: after the house number a word
 * of those strokes only is a numeral.
 */
export const kingsNumerals = (line: string) => line.replace(/(?<=\s)[1IL]{2,3}(?=\s|$)/g, (strokes) => 'I'.repeat(strokes.length));
/** Printed labels, never values. */
const LABEL =
  /^(ROYAUME|CARTE|NOM|PRENOM|PRÉNOM|PASSEPORT|PASAPORTE|DATE|FECHA|SEXE|SEXO|LIEU|LUGAR|NE LE|NÉ|VALABLE|N CIN|ADRESSE|GIVEN|SURNAME|APELLIDOS|REPUBLIQUE|RÉPUBLIQUE|REINO)/;
/** A printed value: capitals (accents kept), spaces and the name's marks. */
const VALUE = /^[A-ZÀ-ÖØ-Ý][A-ZÀ-ÖØ-Ý '-]{1,40}$/;

/** The value printed under (or after) one of the labels. */
function labelled(lines: string[], labels: RegExp, value: RegExp = VALUE, normalise = clean): string {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (!labels.test(line)) continue;
    const rest = normalise(line.toUpperCase().replace(labels, ''));
    if (rest && value.test(rest) && !LABEL.test(rest)) return rest;
    for (const next of lines.slice(i + 1, i + 4)) {
      const candidate = normalise(next.toUpperCase());
      if (value.test(candidate) && !LABEL.test(candidate)) return candidate;
    }
  }
  return '';
}

/**
 * Where a letter or a digit may stand, G/6, S/8 and L/1 weigh the same modulo 10: no check digit
 * tells them apart, so such a character needs a second reading (the printed side) to be certain.
 */
export function checkBlind(value: string, shape: string): boolean {
  return [...value].some((c, i) => (shape[i] ?? 'X') === 'X' && 'G6S8L1'.includes(c));
}
/** Document number layouts: the CNIE's (a letter, eight digits), the passport's (two letters, seven digits). */
export const CIN_CARD_NUMBER = 'A99999999';
export const PASSPORT_NUMBER = 'AA9999999';
export const ANY_NUMBER = 'XXXXXXXXX';
/** States whose documents print names in plain capitals (no diacritics): Morocco's and its neighbours' transliterations of Arabic. */
export const PLAIN_LATIN_STATES = new Set(['MAR', 'DZA', 'TUN', 'MRT', 'EGY', 'SAU', 'ARE', 'QAT', 'GBR', 'USA', 'CAN']);
/** ICAO 9303 codes of the states whose documents are read most here (Part 3): others go to review. */
export const ICAO_STATES = new Set([
  'MAR',
  'FRA',
  'ESP',
  'SEN',
  'BEL',
  'NLD',
  'DEU',
  'ITA',
  'PRT',
  'GBR',
  'USA',
  'CAN',
  'DZA',
  'TUN',
  'MRT',
  'MLI',
  'CIV',
  'GIN',
  'CMR',
  'EGY',
  'SAU',
  'ARE',
  'QAT',
  'TUR',
  'CHN',
  'D<<',
]);
/**
 * The CIN: one or two letters, then five or six digits. Its length tells which characters must be
 * letters except for seven characters (A999999 or AA99999), where the second may be either.
 */
export const CIN_PATTERN = /^[A-Z]{1,2}[0-9]{5,6}$/;
export const cinShape = (cin: string) => (cin.length === 8 ? 'AA999999' : cin.length === 7 ? 'AX99999' : 'A99999');

/** Below this confidence (tesseract's, 0–100) a printed value nothing else confirms goes to review. */
export const TEXT_CONFIDENCE = 80;

/** Lines that look like printed values (capitals), labels left out. */
export function valueLines(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => clean(line.toUpperCase()))
    .filter((line) => VALUE.test(line) && !LABEL.test(line) && /[A-ZÀ-ÖØ-Ý]{3}/.test(line));
}

export const ADDRESS = /^\d{1,4} (RUE|AVENUE|BD|BOULEVARD|IMPASSE|PLACE|QUARTIER|LOT|RESIDENCE|ROUTE|DERB) [A-Z0-9 '-]{2,60}$/;

export interface PrintedFields {
  lastName: string;
  firstName: string;
  birthDate: string;
  expiryDate: string;
  cinId: string;
  passportNumber: string;
  city: string;
  address: string;
}

/** Latin letters without their accents (É → E): the zone's letters, and the English model's. */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * The known place the printed lines name, as the list writes it (MÁLAGA read MALAGA by the English
 * model), wherever it stands on its line (after a label, before the Arabic, alone), the longest
 * when one holds another (SAINT LOUIS); null when none does or when two different places do: which
 * is the place of birth is then the labels' to say.
 */
export function knownPlaceOf(lines: string[]): string | null {
  const texts = lines.map((line) => ` ${withoutAccents(clean(line.toUpperCase())).replace(/[^A-Z]+/g, ' ')} `);
  const named = KNOWN_PLACES.filter((place) => texts.some((text) => text.includes(` ${withoutAccents(place)} `)));
  const longest = named.filter((place) => !named.some((other) => other !== place && ` ${withoutAccents(other)} `.includes(` ${withoutAccents(place)} `)));
  return longest.length === 1 ? longest[0]! : null;
}

const DATE = /^\d{2}[ .]\d{2}[ .]\d{4}$/;
const isoOf = (printed: string) => (DATE.test(printed) ? `${printed.slice(6, 10)}-${printed.slice(3, 5)}-${printed.slice(0, 2)}` : '');

/** The labelled fields of the CNIE's front and back or of the passport's data page. */
export function printedFields(text: string, type: IdentityType, back = ''): PrintedFields {
  const lines = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const backLines = back
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const code = /^[A-Z0-9]{5,10}$/;
  const fields = {
    lastName: labelled(lines, /^(nom\s*\/\s*surname|nom)\b\s*:?/i),
    firstName: labelled(lines, /^(pr\S{1,4}oms?(\s*\/\s*given names)?)\b\s*:?/i),
    birthDate: isoOf(labelled(lines, /^(date de naissance|fecha de nacimiento|n[eé](\(e\))? le)\b\s*:?/i, DATE, cleanDate)),
    expiryDate: isoOf(labelled(lines, /^(date d.expiration|fecha de caducidad|valable jusqu.au)\s*:?/i, DATE, cleanDate)),
    cinId: labelled([...lines, ...backLines], /^n\S? ?cin\b\s*:?/i, code),
    passportNumber: type === 'passport' ? labelled(lines, /^(passeport|pasaporte|passport) n\S?\s*:?/i, code) : '',
  };
  if (type === 'passport') {
    // A blurred page loses its small labels: the one known place the page prints is the place of birth.
    const city = knownPlaceOf(lines) ?? labelled(lines, /^(lieu de naissance|lugar de nacimiento|place of birth)\s*:?/i);
    return { ...fields, city, address: '' };
  }
  // A blurred card loses its small labels: the values come in the card's order (the names are
  // confirmed against the MRZ anyway).
  if (!fields.lastName || !fields.firstName) {
    const values = valueLines(text);
    if (!fields.lastName && !fields.firstName && values.length >= 2) [fields.lastName, fields.firstName] = [values[0]!, values[1]!];
    else if (!fields.firstName && fields.lastName) fields.firstName = values[values.indexOf(fields.lastName) + 1] ?? '';
  }
  const addressAt = Math.max(
    0,
    backLines.findIndex((line) => /^adresse/i.test(line)),
  );
  const addressLines =
    addressAt >= 0
      ? backLines
          .slice(addressAt, addressAt + 3)
          .map((line) => clean(line.toUpperCase().replace(/^ADRESSE\s*:?/, '')))
          .filter(Boolean)
      : [];
  const addressLine = addressLines.find((line) => /^\d+\s+[A-Z]/.test(line)) ?? '';
  const address = kingsNumerals(addressLine);
  const city = addressLines.slice(addressLines.indexOf(addressLine) + 1).find((line) => /^[A-Z][A-Z '-]{1,30}$/.test(line)) ?? '';
  return { ...fields, city, address };
}

/**
 * The names of a zone's name line read cell by cell (every cell decided by the glyphs and matching
 * tesseract's reading): they stand without the printed side, unless a printed name the engine read
 * with confidence says otherwise.
 */
export function mrzOnlyName(
  glyphLine: string,
  printed: Pick<PrintedFields, 'lastName' | 'firstName'>,
  printedConfidence: (value: string) => number = () => 0,
): [string, string] | null {
  const [last = '', ...given] = glyphLine.replace(/<+$/, '').split('<<');
  const lastName = last.replace(/</g, ' ');
  const firstName = given.join(' ').replace(/</g, ' ');
  if (!/^[A-Z]+( [A-Z]+)*$/.test(lastName) || !/^[A-Z]+( [A-Z]+)*$/.test(firstName)) return null;
  const contradicts = (read: string, name: string) => read !== '' && read !== name && printedConfidence(read) >= TEXT_CONFIDENCE;
  return contradicts(printed.lastName, lastName) || contradicts(printed.firstName, firstName) ? null : [lastName, firstName];
}
