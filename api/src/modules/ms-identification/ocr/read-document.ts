/**
 * Reads an identity document: the MRZ (TD1 on the back of the CNIE, TD3 on the passport's data
 * page) gives the numbers and dates, each confirmed by its check digit; the printed front gives the
 * names (confirmed against the MRZ's name) and, on the CNIE's back, the address and its city.
 * Whatever no check or second reading confirms is listed in `fieldsToReview`: a wrong read is never
 * returned as certain.
 */
import { parse } from 'mrz';
import type { OcrEngine, TextRead } from './engine';
import type { Identity, IdentityType } from '@atlas/contracts/identification';
import { doubtfulFields, rereadFields } from './field-reread';
import { type MrzRead, fixedPitchLayout, mrzCandidateLines, readTd1, readTd3 } from './mrz-correct';
import { rereadBirthPlace, rereadLineOf, rereadUnsureLines, unsureLine } from './line-reread';
import { prepare, secondLook } from './prepare';
import { accentedLanguageOf, accentedNames } from './accented-names';
import { arabicNames, readArabicBeside, readArabicRuns } from './arabic-names';
import { KNOWN_CITIES, KNOWN_PLACES, KNOWN_PLACES_ARABIC } from './places';
import { type NameWord, nameCandidates, namesByZone, wordsOfLines, wordsOfText } from './printed-names';
import { type ZoneCells, type ZonePicture, glyphFieldLines, zoneCells } from './zone-cells';
import {
  ADDRESS,
  ANY_NUMBER,
  CIN_CARD_NUMBER,
  CIN_PATTERN,
  ICAO_STATES,
  PASSPORT_NUMBER,
  PLAIN_LATIN_STATES,
  TEXT_CONFIDENCE,
  checkBlind,
  cinShape,
  clean,
  kingsNumerals,
  knownPlaceOf,
  mrzOnlyName,
  printedFields,
  withoutAccents,
} from './printed-fields';

export type { IdentityType };
/** The printed side's checks its tests read through this module. */
export { checkBlind, mrzOnlyName };

/** The contract's identity plus what the check digits and the review need. */
export interface IdentityRead extends Identity {
  documentNumber: string;
  expiryDate: string;
  checkDigitsValid: boolean;
  fieldsToReview: string[];
  /** The zone as corrected (kept for the record, never shown). */
  mrz: string[];
}

/** YYMMDD to YYYY-MM-DD; a birth year after this year's two digits is in the last century. */
export function mrzDateToIso(yymmdd: string, kind: 'birth' | 'expiry', now = new Date()): string {
  if (!/^\d{6}$/.test(yymmdd)) return '';
  const yy = Number(yymmdd.slice(0, 2));
  const current = now.getUTCFullYear() % 100;
  const century = kind === 'birth' ? (yy > current ? 1900 : 2000) : yy >= 70 ? 1900 : 2000;
  return `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

/** Both sides of a CNIE, or a passport's data page (its back is optional and not read). */
export async function readDocument(engine: OcrEngine, type: IdentityType, recto: Buffer, verso: Buffer | null): Promise<IdentityRead | null> {
  const mrzSide = type === 'cin' ? verso : recto;
  if (!mrzSide) return null;
  const [front, back] = await Promise.all([
    prepare(recto, type === 'cin' ? 'card' : 'page'),
    type === 'cin' && verso ? prepare(verso, 'card') : Promise.resolve(null),
  ]);
  const mrzPrepared = type === 'cin' ? back! : front;
  // The Arabic is read beside the rest (its own worker): the names it holds are matched once the Latin ones are known.
  const arabicRead = readArabicRuns(engine, front.page);
  const [frontRead, backRead, mrzText] = await Promise.all([
    engine.readText(front.page),
    back ? engine.readText(back.page) : Promise.resolve({ text: '', lines: [] }),
    engine.readMrz(mrzPrepared.mrzBand),
  ]).finally(() => arabicRead.catch(() => undefined));
  const frontText = frontRead.text;
  const backText = backRead.text;
  /** The engine's confidence in the printed line that gave a value (0 when not found). */
  const confidenceOf = (value: string) =>
    Math.max(
      0,
      ...[...frontRead.lines, ...backRead.lines]
        .filter((line) => value && kingsNumerals(clean(line.text.toUpperCase())).includes(value))
        .map((line) => line.confidence),
    );
  /** The engine's confidence in the printed line that reads exactly this value (after its label, if any). */
  const lineConfidence = (value: string) =>
    Math.max(
      0,
      ...frontRead.lines.filter((line) => value && new RegExp(`(^|[ :])${value}$`).test(clean(line.text.toUpperCase()))).map((line) => line.confidence),
    );
  // A Moroccan passport's number is two letters and seven digits; other states' follow no one shape.
  const readLines = (candidates: string[]) =>
    type === 'cin' ? readTd1(candidates, CIN_CARD_NUMBER) : readTd3(candidates, (state) => (state === 'MAR' ? PASSPORT_NUMBER : ANY_NUMBER));
  const allHold = (read: MrzRead | null) => !!read?.checkDigitsValid && read.composite.valid;
  /**
   * Each character in its cell first (fixed pitch); a field in doubt read again alone with its own
   * alphabet; the text as read when the cells fail their digits. With the zone, where its cells
   * stand on the picture (none when it was read in one piece).
   */
  const readZone = async (read: TextRead, band: Buffer): Promise<{ zone: MrzRead | null; picture: ZonePicture | null }> => {
    const layout = fixedPitchLayout(read.lines, type === 'cin' ? 30 : 44);
    let byCell = readLines(layout.lines);
    const doubtful = byCell ? doubtfulFields(byCell) : [];
    if (byCell && doubtful.length > 0) {
      const again = readLines(await rereadFields(engine, band, layout, doubtful));
      if (again && allHold(again) && (!allHold(byCell) || doubtfulFields(again).length < doubtful.length)) {
        // A value the second reading changed counts as repaired: it needs the printed side to agree.
        for (const field of ['documentNumber', 'birthDate', 'expiryDate', 'personalNumber'] as const)
          if (again[field].value !== byCell[field].value) again[field].repaired = true;
        byCell = again;
      }
    }
    if (byCell && !allHold(byCell)) {
      // The fields in doubt read again cell by cell against the OCR-B glyphs: taken if every digit then holds.
      const lines = await glyphFieldLines({ band, layout }, doubtfulFields(byCell));
      const again = lines ? readLines(lines) : null;
      if (again && allHold(again)) {
        for (const field of ['documentNumber', 'birthDate', 'expiryDate', 'personalNumber'] as const)
          if (again[field].value !== byCell[field].value) again[field].repaired = true;
        byCell = again;
      }
    }
    const byCellRead = { zone: byCell, picture: byCell ? { band, layout } : null };
    if (allHold(byCell)) return byCellRead;
    const whole = readLines(mrzCandidateLines(read.text));
    return whole ? { zone: whole, picture: null } : byCellRead;
  };
  let { zone: mrz, picture } = await readZone(mrzText, mrzPrepared.mrzBand);
  // A check digit failed (or the zone was not found): a second look, larger and binarised, taken
  // only when every one of its digits, the composite included, holds without any repair.
  if (!mrz?.checkDigitsValid) {
    const larger = await secondLook(mrzPrepared.mrzBand);
    const again = await readZone(await engine.readMrz(larger), larger);
    const clean = (read: MrzRead) => [read.documentNumber, read.birthDate, read.expiryDate, read.personalNumber].every((field) => !field.repaired);
    if (again.zone?.checkDigitsValid && again.zone.composite.valid && clean(again.zone)) ({ zone: mrz, picture } = again);
  }
  if (!mrz) return null;
  const zone = mrz;
  /** The zone's cells against the OCR-B glyphs: compared only when a field needs them. */
  let cells: Promise<ZoneCells | null> | null = null;
  const glyphs = () => (cells ??= zoneCells(picture, zone));
  const glyphsConfirm = async (field: Parameters<ZoneCells['confirms']>[0], value: string, shape: string) =>
    (await glyphs())?.confirms(field, value, shape) ?? false;

  const printed = printedFields(frontText, type, backText);
  const review = new Set<string>();
  // A field is certain when its check digit held and, if a character had to be repaired for it
  // to hold, the printed side or every one of its cells compared with the glyphs says the same.
  const certain = async (name: 'documentNumber' | 'birthDate' | 'expiryDate' | 'personalNumber', printedValue: string, shape: string) => {
    const field = mrz[name];
    const value = field.value.replace(/<+$/, '');
    return field.valid && (!field.repaired || value === printedValue || (await glyphsConfirm(name, value, shape)));
  };
  // The name line as placed in cells and as read in one piece: either may confirm the printed names.
  const nameLines = [mrz.name.line, readLines(mrzCandidateLines(mrzText.text))?.name.line ?? ''];
  const capacity = type === 'cin' ? 30 : 39;
  /**
   * The printed names the zone confirms, in the zone's order: any two runs of printed words (under
   * labels or not, in any order, on any lines) that the zone's name line agrees with.
   */
  const confirmedNames = (lines: NameWord[][]) => namesByZone(nameCandidates(lines), nameLines, capacity);
  let byZone = confirmedNames(wordsOfLines(frontRead.lines));
  /** The names' words stand where the page reading put them (a second reading gives text only). */
  let placedOnPage = byZone !== null;
  if (!byZone && frontRead.lines.some(unsureLine)) {
    // The lines the page reading was unsure of, cut out, enlarged and read again as capitals.
    const again = await rereadUnsureLines(engine, front.page, frontRead.lines);
    byZone = confirmedNames(wordsOfText(again, TEXT_CONFIDENCE));
  }
  let names: [string, string] | null = byZone ? [byZone.lastName, byZone.firstName] : null;
  if (!names) {
    // The zone's name line read cell by cell against the glyphs, the fillers told from K, L and C.
    const glyphName = (await glyphs())?.name() ?? null;
    if (glyphName) {
      nameLines.push(glyphName);
      byZone = confirmedNames(wordsOfLines(frontRead.lines));
      placedOnPage = byZone !== null;
      names = byZone ? [byZone.lastName, byZone.firstName] : mrzOnlyName(glyphName, printed, lineConfidence);
    }
  }
  const namesConfirmed = names !== null;
  // Accents are the printed side's alone and the English model drops them: where a state's names may
  // carry them (ICAO transliterates É, Ñ, Ü…), the names are read again by the model of the state's
  // language where they stand, or the customer confirms them as printed.
  // The issuing state has no check digit (a dropped ESP before MARTINEZ reads as MAR): the holder's
  // nationality, which sits between fields whose digits held, has a say too.
  const namesStates = [mrz.issuingState, mrz.nationality].filter((state) => !PLAIN_LATIN_STATES.has(state));
  if (names && namesStates.length > 0) {
    const language = namesStates.map(accentedLanguageOf).find((one) => one !== null) ?? null;
    const accented = language && byZone ? await accentedNames(engine, front.page, frontRead.lines, byZone, language, placedOnPage) : null;
    if (accented) names = [accented.lastName, accented.firstName];
    else review.add('lastName').add('firstName');
  }
  if (names) [printed.lastName, printed.firstName] = names;
  const lastName = printed.lastName || mrz.name.lastName;
  const firstName = printed.firstName || mrz.name.firstName;
  if (!namesConfirmed) review.add('lastName').add('firstName');
  // What the zone cut off is the printed side's alone: read once, it must be read with confidence.
  for (const name of byZone?.completed ?? []) if (byZone!.confidence[name] < TEXT_CONFIDENCE) review.add(name);

  // The names in Arabic (a Moroccan document prints them), matched with the Latin names.
  const expectArabic = type === 'cin' || mrz.issuingState === 'MAR';
  const arabicRuns = await arabicRead;
  let arabic = arabicNames(arabicRuns, { lastName, firstName }, KNOWN_PLACES_ARABIC, expectArabic);
  // What the page's reading missed, read again where the document prints it: beside its Latin value.
  if (arabic.review.length > 0 && namesConfirmed && placedOnPage) {
    const latinOf = { lastNameAr: lastName, firstNameAr: firstName, birthPlaceAr: knownPlaceOf(frontRead.lines.map((line) => line.text)) ?? '' } as const;
    const again = await readArabicBeside(engine, front.page, frontRead.lines, arabic.review.map((field) => latinOf[field]).filter(Boolean));
    arabic = arabicNames([...arabicRuns, ...again], { lastName, firstName }, KNOWN_PLACES_ARABIC, expectArabic);
  }
  for (const field of arabic.review) review.add(field);
  if (!namesConfirmed && expectArabic) review.add('lastNameAr').add('firstNameAr');
  const birthIso = mrzDateToIso(mrz.birthDate.value, 'birth');
  const expiryIso = mrzDateToIso(mrz.expiryDate.value, 'expiry');
  // On the card the composite digit is the second check of a repaired document number.
  const numberShape = type === 'cin' ? CIN_CARD_NUMBER : mrz.issuingState === 'MAR' ? PASSPORT_NUMBER : ANY_NUMBER;
  // The passport's number as printed: under its label, or the zone's characters alone on a short printed
  // line when the label's reading went astray (a date taken for it). Never the zone's own line.
  const documentNumber = mrz.documentNumber.value.replace(/<+$/, '');
  const printedNumber =
    type === 'passport' && frontRead.lines.some((line) => line.text.length <= 20 && clean(line.text.toUpperCase()).split(' ').includes(documentNumber))
      ? documentNumber
      : printed.passportNumber;
  const numberCertain =
    ((await certain('documentNumber', printedNumber, numberShape)) || (type === 'cin' && mrz.documentNumber.valid && mrz.composite.valid)) &&
    (!checkBlind(mrz.documentNumber.value, numberShape) ||
      documentNumber === printedNumber ||
      (await glyphsConfirm('documentNumber', mrz.documentNumber.value, numberShape)));
  if (!numberCertain) review.add(type === 'cin' ? 'documentNumber' : 'passportNumber').add('documentNumber');
  // A repaired date: the printed one or its cells must say the same.
  const dateCertain = async (name: 'birthDate' | 'expiryDate', iso: string, printedIso: string) =>
    mrz[name].valid && (!mrz[name].repaired || iso === printedIso || (await glyphsConfirm(name, mrz[name].value, '999999')));
  if (!(await dateCertain('birthDate', birthIso, printed.birthDate))) review.add('birthDate');
  if (!(await dateCertain('expiryDate', expiryIso, printed.expiryDate))) review.add('expiryDate');
  // The sex sits between the two dates: when either date's digit fails, the line is misread there.
  if (!mrz.birthDate.valid || !mrz.expiryDate.valid || (mrz.sex !== 'M' && mrz.sex !== 'F')) review.add('gender');
  const cinId = mrz.personalNumber.value.replace(/<+$/, '');
  // On the card the CIN is covered by the composite digit only: a second reading can vouch instead.
  // Where no check digit tells L from 1 (G from 6, S from 8), the CIN's cells compared with the glyphs can.
  // A foreign passport carries no CIN: its personal number is empty or another state's.
  const foreign = type === 'passport' && mrz.issuingState !== 'MAR';
  const cinConfirmed =
    (foreign && cinId === '' && mrz.personalNumber.valid) ||
    (CIN_PATTERN.test(cinId) &&
      (cinId === printed.cinId ||
        ((await certain('personalNumber', printed.cinId, cinShape(cinId))) &&
          (!checkBlind(cinId, cinShape(cinId)) || (await glyphsConfirm('personalNumber', cinId, cinShape(cinId)))))));
  if (!cinConfirmed) review.add('cinId');
  let city = printed.city;
  // No check digit covers the city and the address: the engine must be sure of them.
  // A known place's accents are the list's: the line read without them vouches for it.
  const cityConfidence = (value: string) => Math.max(confidenceOf(value), confidenceOf(withoutAccents(value)));
  let citySure = (type === 'passport' ? KNOWN_PLACES : KNOWN_CITIES).includes(city) && cityConfidence(city) >= TEXT_CONFIDENCE;
  if (!citySure && type === 'passport') {
    // The place of birth read again under (or beside) its label: a known place read with confidence.
    const again = (await rereadBirthPlace(engine, front.page, frontRead.lines)).filter((line) => line.confidence >= TEXT_CONFIDENCE);
    const place = knownPlaceOf(again.map((line) => line.text));
    if (place) [city, citySure] = [place, true];
  }
  if (!citySure) review.add('city');
  if (type === 'cin' && confidenceOf(printed.address) < TEXT_CONFIDENCE) review.add('address');
  // Read with confidence once is not enough for a value nothing checks: its line read again alone must say the same.
  const asPrinted = (text: string) => kingsNumerals(clean(text.toUpperCase()));
  if (type === 'cin' && !review.has('address') && back) {
    const again = await rereadLineOf(engine, back.page, backRead.lines, (text) => printed.address !== '' && asPrinted(text).includes(printed.address));
    // The same address, not one that holds it (86 AVENUE… read again where 6 AVENUE… was read once).
    if (!` ${asPrinted(again)}`.endsWith(` ${printed.address}`)) review.add('address');
  }
  // Digits after the house number are more often a misread (II read 11) than a street's name.
  if (type === 'cin' && (!ADDRESS.test(printed.address) || /\d/.test(printed.address.replace(/^\d+ /, '')))) review.add('address');

  // The mrz package re-checks the corrected zone (ICAO 9303 layouts and check digits).
  let checkDigitsValid = mrz.checkDigitsValid;
  try {
    const parsed = parse(mrz.lines, { autocorrect: false });
    const digitFields = parsed.details.filter((detail) => detail.field?.endsWith('CheckDigit'));
    checkDigitsValid = checkDigitsValid && digitFields.every((detail) => detail.valid);
  } catch {
    checkDigitsValid = false;
  }
  if (!checkDigitsValid && !(type === 'cin' && !mrz.composite.valid && cinConfirmed)) review.add('documentNumber');
  // The nationality has no check digit: a known state's code, between fields whose digits held, or to review.
  if (!ICAO_STATES.has(mrz.nationality) || !mrz.documentNumber.valid || !mrz.birthDate.valid) review.add('nationality');

  return {
    type,
    cinId,
    firstName,
    lastName,
    birthDate: birthIso,
    documentOcrName: `${firstName} ${lastName}`.trim(),
    gender: mrz.sex === 'M' || mrz.sex === 'F' ? mrz.sex : '',
    city,
    address: printed.address,
    passportNumber: type === 'passport' ? mrz.documentNumber.value.replace(/<+$/, '') : '',
    lastNameAr: arabic.lastNameAr,
    firstNameAr: arabic.firstNameAr,
    birthPlaceAr: arabic.birthPlaceAr,
    nationality: mrz.nationality,
    documentNumber,
    expiryDate: expiryIso,
    checkDigitsValid,
    fieldsToReview: [...review],
    mrz: mrz.lines,
  };
}
