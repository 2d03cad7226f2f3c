/**
 * From the text an OCR engine read on a machine-readable zone to the zone's exact lines.
 *
 * The English model reads OCR-B's filler `<` as K, L or C, sometimes as two characters, and
 * confuses O/0, I/1, S/5, B/8, Z/2, G/6, T/7. The zone's layout is fixed, so each field is read by
 * position with its own alphabet (digits, letters, filler), fillers are recognised where the layout
 * puts them, and every field that carries a check digit is repaired by trying the confusable
 * characters until the digit holds — only when exactly one repair makes it hold. The result is then
 * parsed and validated by the `mrz` package (ICAO 9303). Names carry no check digit: they are
 * confirmed against the name printed on the front (see read-document.ts).
 */
import { checkDigit } from './check-digit';
import type { ReadLine } from './engine';

/** Second guesses, tried only to make a check digit hold. */
const ALSO: Record<string, string[]> = {
  T: ['1'],
  '7': ['1'],
  '1': ['7', '4'],
  '4': ['1'],
  '3': ['8'],
  '8': ['3', '6'],
  '6': ['8', '5'],
  '5': ['6'],
  '0': ['8', '9'],
  '9': ['0'],
};
const TO_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  U: '0',
  C: '0',
  I: '1',
  L: '1',
  J: '1',
  T: '7',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
  A: '4',
  E: '8',
  Y: '7',
};
const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G', '4': 'A', '7': 'T' };

const digitOf = (c: string) => (/[0-9]/.test(c) ? c : (TO_DIGIT[c] ?? c));
const letterOf = (c: string) => (/[A-Z]/.test(c) ? c : (TO_LETTER[c] ?? c));
const asDigits = (text: string) => [...text].map(digitOf).join('');

/** Alternatives worth trying at one position of a field. */
function alternatives(c: string): string[] {
  const out = new Set<string>();
  if (TO_DIGIT[c]) out.add(TO_DIGIT[c]);
  if (TO_LETTER[c]) out.add(TO_LETTER[c]);
  for (const [letter, digit] of Object.entries(TO_DIGIT)) if (digit === c) out.add(letter);
  for (const also of ALSO[c] ?? []) out.add(also);
  out.delete(c);
  return [...out];
}

export interface RepairedField {
  value: string;
  /** The check digit holds (after a repair, if one was needed). */
  valid: boolean;
  /** A character had to be changed for the check digit to hold. */
  repaired: boolean;
}

/**
 * A field with its check digit: kept when the digit holds; else each single confusable
 * substitution (in the value or the digit) is tried, then pairs, and a repair is taken only when it
 * is the only one. `shape` says which characters must be digits (`9`), letters (`A`) or either (`X`).
 */
export function repairWithCheckDigit(raw: string, rawDigit: string, shape: string): RepairedField {
  const coerced = [...raw].map((c, i) => (shape[i] === '9' ? digitOf(c) : shape[i] === 'A' ? letterOf(c) : c)).join('');
  const digit = digitOf(rawDigit);
  if (checkDigit(coerced) === digit) return { value: coerced, valid: true, repaired: coerced !== raw };
  const fits = (value: string) => [...value].every((c, i) => (shape[i] === '9' ? /[0-9]/.test(c) : shape[i] === 'A' ? /[A-Z<]/.test(c) : /[A-Z0-9<]/.test(c)));
  const candidates = new Set<string>();
  const tryValue = (value: string, withDigit: string) => {
    if (fits(value) && checkDigit(value) === withDigit) candidates.add(value);
  };
  const digits = [digit, ...alternatives(rawDigit).filter((c) => /[0-9]/.test(c))];
  for (const d of digits) {
    for (let i = 0; i < coerced.length; i += 1) {
      for (const alt of [...alternatives(coerced[i]!), ...alternatives(raw[i]!)]) tryValue(coerced.slice(0, i) + alt + coerced.slice(i + 1), d);
    }
    if (d !== digit) tryValue(coerced, d);
  }
  if (candidates.size === 1) return { value: [...candidates][0]!, valid: true, repaired: true };
  return { value: coerced, valid: false, repaired: false };
}

/** Letters and fillers of a name line, fillers recognised in their misread forms. */
function nameFromRaw(raw: string): { lastName: string; firstName: string; raw: string; line: string } {
  // A run of filler-like characters that holds at least one real `<` is filler.
  const cleaned = raw
    .replace(/[^A-Z0-9<]/g, '')
    .replace(/[0-9]/g, (c) => TO_LETTER[c] ?? '')
    .replace(/[<KLC]*<[<KLC]*/g, (run) => (run.length >= 2 ? '<<' : '<'));
  const trimmed = cleaned.replace(/[<KLC]*$/, (tail) => (tail.includes('<') || tail.length > 3 ? '' : tail));
  const [last = '', ...given] = trimmed.split('<<');
  return { lastName: last.replace(/</g, ' ').trim(), firstName: given.join(' ').replace(/</g, ' ').trim(), raw: trimmed, line: raw.replace(/[^A-Z<]/g, '') };
}

export interface MrzRead {
  format: 'TD1' | 'TD3';
  lines: string[];
  /** Which of the lines read is the zone's first (where its cells are on the picture). */
  firstLine: number;
  documentNumber: RepairedField;
  birthDate: RepairedField;
  expiryDate: RepairedField;
  /** TD1: optional data 1 (the CIN on a Moroccan card); TD3: the personal number (also the CIN). */
  personalNumber: RepairedField;
  composite: RepairedField;
  sex: string;
  nationality: string;
  issuingState: string;
  /** Read from the zone, not confirmed by any check digit. */
  name: { lastName: string; firstName: string; raw: string; line: string };
  /** Every check digit held (after repairs). */
  checkDigitsValid: boolean;
}

/** Splits what the OCR returned into candidate lines of the zone's alphabet. */
export function mrzCandidateLines(text: string): string[] {
  return text
    .toUpperCase()
    .split(/\n+/)
    .map((line) => line.replace(/[«‹]/g, '<').replace(/[^A-Z0-9<]/g, ''))
    .filter((line) => line.length >= 20);
}

/** Where the zone's cells stand on the image read: the pitch and each line's start and height. */
export interface ZoneLayout {
  lines: string[];
  pitch: number;
  rows: Array<{ x0: number; y0: number; y1: number }>;
}

/** Each symbol in its cell by where its centre stands: one per cell, the surest when two land in one. */
export function placeInCells(symbols: ReadLine['symbols'], x0: number, pitch: number, length: number, first = 0): Array<string | null> {
  const cells: Array<{ text: string; confidence: number } | null> = new Array(length).fill(null);
  for (const symbol of symbols) {
    const cell = Math.floor(((symbol.x0 + symbol.x1) / 2 - x0) / pitch + 0.1) - first;
    if (cell < 0 || cell >= length || !/^[A-Z0-9<]$/.test(symbol.text)) continue;
    if (!cells[cell] || cells[cell].confidence < symbol.confidence) cells[cell] = symbol;
  }
  return cells.map((cell) => cell?.text ?? null);
}

/**
 * The zone is printed at a fixed pitch: each line holds exactly `length` characters of one width.
 * The engine may read a filler as two characters or slip one in; placing each character read in
 * its cell by where its centre stands keeps the layout — a filler where nothing was read.
 */
export function fixedPitchLayout(lines: ReadLine[], length: number): ZoneLayout {
  const zone = lines
    .map((line) => ({ ...line, symbols: line.symbols.filter((symbol) => /^[A-Z0-9<]$/.test(symbol.text)) }))
    .filter((line) => line.symbols.length >= length * 0.6);
  if (zone.length === 0) return { lines: [], pitch: 0, rows: [] };
  const rows = zone.map((line) => ({
    x0: Math.min(...line.symbols.map((s) => s.x0)),
    x1: Math.max(...line.symbols.map((s) => s.x1)),
    y0: line.y0,
    y1: line.y1,
  }));
  // The widest line (one ending with a check digit) spans every cell but the last one's margins.
  const pitch = Math.max(...rows.map((row) => row.x1 - row.x0)) / (length - 0.2);
  return {
    lines: zone.map((line, i) =>
      placeInCells(line.symbols, rows[i]!.x0, pitch, length)
        .map((cell) => cell ?? '<')
        .join(''),
    ),
    pitch,
    rows: rows.map(({ x0, y0, y1 }) => ({ x0, y0, y1 })),
  };
}

/** The optional part of a field: an identity number then fillers, or fillers only. */
function optionalPart(raw: string, length: number): string {
  const match = /^([A-Z0-9]*?[0-9])([<KLC]*)$/.exec(raw) ?? /^()([<KLC]*)$/.exec(raw);
  const core = match ? match[1]! : raw.replace(/[<KLC]+$/, '');
  return core.padEnd(length, '<').slice(0, length);
}

/** ICAO 9303 value of a character (digits, A=10…Z=35, filler 0). */
const valueOf = (c: string) => (/[0-9]/.test(c) ? Number(c) : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : 0);
/**
 * Did a change of characters escape the check digit? Two characters whose values are equal modulo
 * 10 (G/6, S/8, L/1, O/E/Y…) weigh the same in it: such a change needs a second reading to be sure;
 * any other single change is one the digit would have caught.
 */
export function checkBlindChange(before: string, after: string): boolean {
  return [...after].some((c, i) => c !== before[i] && (valueOf(c) - valueOf(before[i] ?? '<')) % 10 === 0);
}

/**
 * The CIN at the head of an optional field: one or two letters then five or six digits, so its
 * length says where letters and digits stand (but for seven characters, whose second may be either).
 */
export function shapeCin(field: string): string {
  const core = field.replace(/<+$/, '');
  if (core.length < 6 || core.length > 8) return field;
  const letters = core.length === 8 ? 2 : 1;
  const shaped = [...core].map((c, i) => (i < letters ? letterOf(c) : i === 1 && core.length === 7 ? c : digitOf(c))).join('');
  return shaped + field.slice(core.length);
}

/**
 * The issuing state after the document code: Morocco's MAR where the state stands (a filler or a
 * type letter may come before it, misread or doubled), else the first three letters. Not further:
 * P<FRAMARTIN is a French passport of Mr Martin.
 */
export function stateOf(line: string): { code: string; end: number } | null {
  const mar = line.slice(0, 6).indexOf('MAR');
  if (mar >= 1) return { code: 'MAR', end: mar + 3 };
  const generic = /^[A-Z1][<KLC]?([A-Z]{3})/.exec(line);
  return generic ? { code: generic[1]!, end: generic[0].length } : null;
}

const SEX = (c: string) => (c === 'M' || c === 'F' ? c : c === 'H' || c === 'N' ? 'M' : c === 'E' || c === 'P' ? 'F' : '<');

/** TD1, the three lines of 30 on the back of an identity card. */
export function readTd1(lines: string[], numberShape = 'AXXXXXXXX'): MrzRead | null {
  const start = lines.findIndex((line, i) => /^[I1]/.test(line) && stateOf(line) !== null && /^[0-9OISBZGTDQ]{6}/.test(lines[i + 1] ?? ''));
  if (start < 0 || lines.length < start + 3) return null;
  const [l1raw, l2raw, l3raw] = [lines[start]!, lines[start + 1]!, lines[start + 2]!];
  // Line 1: I + type + state, document number (9) and its digit, optional data (15).
  const state = stateOf(l1raw);
  if (!state) return null;
  const afterState = l1raw.slice(state.end);
  // The optional data starts with the identity number: where it is found tells whether the OCR
  // added a character to the document number before it (then each deletion is tried).
  const cinAt = /[A-Z]{1,2}[0-9]{5,7}(?=[<KLC]*$)/.exec(afterState)?.index ?? 10;
  // Line 2: birth (6) + digit, sex, expiry (6) + digit, nationality (3), optional (11), composite.
  const birthRaw = l2raw.slice(0, 6);
  const sex = SEX(l2raw[7] ?? '<');
  const expiryRaw = l2raw.slice(8, 14);
  const nationality = [...l2raw.slice(15, 18)].map(letterOf).join('');
  const endsWithDigit = /[0-9OISBZGTDQY]$/.test(l2raw) && l2raw.length >= 29;
  const optional2 = optionalPart(l2raw.slice(18, endsWithDigit ? -1 : undefined), 11);
  const compositeRaw = endsWithDigit ? l2raw.slice(-1) : '?';

  let numberRaw = afterState.slice(0, 9);
  let numberDigit = afterState[9] ?? '<';
  let optionalRaw = afterState.slice(10);
  let realigned = false;
  if (cinAt === 11) {
    // One character too many before the identity number: each deletion that makes both the
    // number's digit and the composite digit hold; taken only when exactly one does.
    const head = afterState.slice(0, 11);
    const optional = optionalPart(afterState.slice(11), 15);
    const fits = new Set<string>();
    for (let i = 0; i < 11; i += 1) {
      const candidate = head.slice(0, i) + head.slice(i + 1);
      const repaired = repairWithCheckDigit(candidate.slice(0, 9), candidate[9]!, numberShape);
      if (!repaired.valid || repaired.repaired) continue;
      const birth = asDigits(birthRaw);
      const expiry = asDigits(expiryRaw);
      const composite = checkDigit(
        `${repaired.value}${checkDigit(repaired.value)}${optional}${birth}${checkDigit(birth)}${expiry}${checkDigit(expiry)}${optionalPart(l2raw.slice(18, endsWithDigit ? -1 : undefined), 11)}`,
      );
      if (composite === digitOf(compositeRaw)) fits.add(candidate);
    }
    if (fits.size === 1) {
      const [only] = [...fits];
      numberRaw = only!.slice(0, 9);
      numberDigit = only![9]!;
      optionalRaw = afterState.slice(11);
      realigned = true;
    }
  }
  const optionalRead = optionalPart(optionalRaw, 15);
  const optional1 = shapeCin(optionalRead);

  const documentNumber = repairWithCheckDigit(numberRaw.padEnd(9, '<'), numberDigit, numberShape);
  if (realigned) documentNumber.repaired = true;
  const birthDate = repairWithCheckDigit(asDigits(birthRaw), l2raw[6] ?? '<', '999999');
  const expiryDate = repairWithCheckDigit(asDigits(expiryRaw), l2raw[14] ?? '<', '999999');
  // Letters and digits put where the CIN's shape says are verified by the composite digit, unless blind to it.
  const personalNumber: RepairedField = { value: optional1, valid: true, repaired: checkBlindChange(optionalRead, optional1) };
  const line1 = `I<${state.code}${documentNumber.value}${checkDigit(documentNumber.value)}${optional1}`;
  const line2Head = `${birthDate.value}${checkDigit(birthDate.value)}${sex}${expiryDate.value}${checkDigit(expiryDate.value)}${nationality}${optional2}`;
  const compositeInput = line1.slice(5, 30) + line2Head.slice(0, 7) + line2Head.slice(8, 15) + line2Head.slice(18, 29);
  const compositeOk = checkDigit(compositeInput) === digitOf(compositeRaw);
  const composite: RepairedField = { value: digitOf(compositeRaw), valid: compositeOk, repaired: false };
  // The CIN has no digit of its own: the composite covers it, so a bad composite puts it in doubt.
  if (!compositeOk) personalNumber.valid = false;
  const name = nameFromRaw(l3raw);
  const lineNames = `${name.lastName.replace(/ /g, '<')}<<${name.firstName.replace(/ /g, '<')}`.padEnd(30, '<').slice(0, 30);
  return {
    format: 'TD1',
    firstLine: start,
    lines: [line1, line2Head + (compositeOk ? composite.value : checkDigit(compositeInput)), lineNames],
    documentNumber,
    birthDate,
    expiryDate,
    personalNumber,
    composite,
    sex,
    nationality,
    issuingState: state.code,
    name,
    checkDigitsValid: documentNumber.valid && birthDate.valid && expiryDate.valid && compositeOk,
  };
}

/** TD3, the two lines of 44 at the foot of a passport's data page. */
export function readTd3(lines: string[], numberShapeOf: string | ((state: string) => string) = 'AXXXXXXXX'): MrzRead | null {
  const start = lines.findIndex((line, i) => /^P/.test(line) && stateOf(line) !== null && (lines[i + 1]?.length ?? 0) >= 36);
  if (start < 0 || lines.length < start + 2) return null;
  const l1raw = lines[start]!;
  const l2raw = lines[start + 1]!;
  const state = stateOf(l1raw);
  if (!state) return null;
  const name = nameFromRaw(l1raw.slice(state.end));
  const numberShape = typeof numberShapeOf === 'string' ? numberShapeOf : numberShapeOf(state.code);
  const documentNumber = repairWithCheckDigit(l2raw.slice(0, 9), l2raw[9] ?? '<', numberShape);
  const nationality = [...l2raw.slice(10, 13)].map(letterOf).join('');
  const birthDate = repairWithCheckDigit(asDigits(l2raw.slice(13, 19)), l2raw[19] ?? '<', '999999');
  const sex = SEX(l2raw[20] ?? '<');
  const expiryDate = repairWithCheckDigit(asDigits(l2raw.slice(21, 27)), l2raw[27] ?? '<', '999999');
  // Personal number (14) + digit + composite: the tail's last two characters are the digits.
  const tail = l2raw.slice(28);
  const personalRead = optionalPart(tail.slice(0, -2), 14);
  const personalRaw = shapeCin(personalRead);
  const personalDigitRaw = tail.slice(-2, -1);
  const personalNumber = /^<+$/.test(personalRaw)
    ? { value: personalRaw, valid: ['<', '0', 'K', 'L', 'C'].includes(personalDigitRaw), repaired: false }
    : repairWithCheckDigit(personalRaw, personalDigitRaw, 'XXXXXXXXXXXXXX');
  if (checkBlindChange(personalRead, personalRaw)) personalNumber.repaired = true;
  const personalDigit = /^<+$/.test(personalNumber.value) ? '<' : checkDigit(personalNumber.value);
  const body = `${documentNumber.value}${checkDigit(documentNumber.value)}${nationality}${birthDate.value}${checkDigit(birthDate.value)}${sex}${expiryDate.value}${checkDigit(expiryDate.value)}${personalNumber.value}${personalDigit}`;
  const compositeRaw = digitOf(tail.slice(-1));
  const compositeOk = checkDigit(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43)) === compositeRaw;
  const composite: RepairedField = { value: compositeRaw, valid: compositeOk, repaired: false };
  const nameLine = `P<${state.code}${`${name.lastName.replace(/ /g, '<')}<<${name.firstName.replace(/ /g, '<')}`.padEnd(39, '<').slice(0, 39)}`;
  return {
    format: 'TD3',
    firstLine: start,
    lines: [nameLine, body + composite.value],
    documentNumber,
    birthDate,
    expiryDate,
    personalNumber,
    composite,
    sex,
    nationality,
    issuingState: state.code,
    name,
    checkDigitsValid: documentNumber.valid && birthDate.valid && expiryDate.valid && personalNumber.valid && compositeOk,
  };
}
