/**
 * The names in Arabic, read by tesseract's Arabic model on the printed side, and confirmed by the
 * Latin names the zone confirmed: the civil registry transliterates each Arabic letter in a few
 * known ways (ش CH, خ KH, و OU or W, ة A or nothing, the article ال as EL, AL or nothing…), so an
 * Arabic name whose every letter accounts for the Latin name (short vowels, unwritten in Arabic,
 * apart) is that name's; which run of Arabic words is the surname is decided by the Latin surname,
 * which the zone decided. The place of birth is taken when it reads as a known place's Arabic name.
 */
import sharp from 'sharp';
import type { OcrEngine, ReadLine } from './engine';
import { withoutAccents } from './printed-fields';
import { cutStrip } from './strip';

const ARABIC_LETTER = '[\u0621-\u063A\u0641-\u064A\u06A4\u06AD]';
/** Tashkeel and tatweel: marks a reading may add, never part of a printed name. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** How the civil registry writes each Arabic letter in Latin letters ('' where it may write nothing). */
const SPELLINGS: Record<string, string[]> = {
  ا: ['A', 'E', ''],
  أ: ['A', 'E', 'O', 'OU', 'U', ''],
  إ: ['I', 'E', ''],
  آ: ['A'],
  ى: ['A'],
  ء: ['E', 'A', ''],
  ئ: ['I', 'E', 'Y', ''],
  ؤ: ['OU', 'O', ''],
  ب: ['B'],
  ت: ['T'],
  ث: ['T', 'TH'],
  ج: ['J', 'DJ', 'G'],
  ح: ['H'],
  خ: ['KH'],
  د: ['D'],
  ذ: ['D', 'DH', 'Z'],
  ر: ['R'],
  ز: ['Z'],
  س: ['S', 'C'],
  ش: ['CH', 'SH'],
  ص: ['S', 'C'],
  ض: ['D', 'DH'],
  ط: ['T'],
  ظ: ['D', 'Z', 'DH'],
  ع: ['A', 'E', 'I', 'O', ''],
  غ: ['GH', 'G', 'R'],
  ف: ['F'],
  ق: ['Q', 'K', 'G', 'C'],
  ك: ['K', 'C', 'G', 'Q'],
  ل: ['L'],
  م: ['M'],
  ن: ['N'],
  ه: ['H'],
  ة: ['A', 'E', ''],
  و: ['OU', 'O', 'U', 'W'],
  ي: ['I', 'Y', 'E'],
};
const VOWELS = 'AEIOUY';

/**
 * Does this Arabic name account for that Latin one, letter by letter? Each Arabic letter takes one
 * of its spellings (a doubled consonant counts once: the shadda is not written), Latin vowels may
 * stand alone (short vowels), and a word's article ال may be written or not.
 */
export function transliterates(arabic: string, latin: string): boolean {
  const words = withoutAccents(latin)
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  const target = words.join('');
  // Where each Latin word starts: an Arabic word never starts with an unwritten vowel (AYOUB is أيوب,
  // never يوب; IDRISSI إدريسي), so a vowel there must be one of the Arabic letters.
  const wordStarts = new Set(words.map((_, at) => words.slice(0, at).join('').length));
  // Nor ends with one: a final I, Y, O or U is a letter (the nisba's ي of MOUSSAOUI, و); a final E
  // may be the French silent one (AMINE أمين), and a final A is often ة, ى or ا, all letters too.
  const wordEnds = new Set(words.map((_, at) => words.slice(0, at + 1).join('').length - 1));
  const unwritten = (j: number) => VOWELS.includes(target[j]!) && !wordStarts.has(j) && !(wordEnds.has(j) && 'IYOU'.includes(target[j]!));
  const letters = [...arabic.replace(MARKS, '').trim()];
  if (letters.length === 0 || !target) return false;
  if (letters.some((c) => c !== ' ' && !SPELLINGS[c])) return false;
  const n = letters.length;
  const m = target.length;
  // After each space: may the next Arabic word start anywhere, not only where a Latin one does? Only
  // the article's word (فاطمة الزهراء for FATIMAZAHRA) or the one after عبد; else the space is a
  // misreading inside a word (السلا وي for SLAOUI).
  const arabicWords = letters.join('').split(' ');
  const freeStart = letters.map((letter, i) => {
    if (letter !== ' ') return false;
    const at = letters.slice(0, i).filter((one) => one === ' ').length;
    return arabicWords[at + 1]!.startsWith('ال') || arabicWords[at] === 'عبد';
  });
  const reach: boolean[][] = Array.from({ length: n + 1 }, () => new Array<boolean>(m + 1).fill(false));
  reach[0]![0] = true;
  for (let i = 0; i <= n; i += 1) {
    for (let j = 0; j <= m; j += 1) {
      if (!reach[i]![j]) continue;
      if (j < m && unwritten(j)) reach[i]![j + 1] = true;
      if (i === n) continue;
      const letter = letters[i]!;
      if (letter === ' ') {
        if (wordStarts.has(j) || freeStart[i]) reach[i + 1]![j] = true;
        continue;
      }
      const wordStart = i === 0 || letters[i - 1] === ' ';
      // The article, written or not.
      if (wordStart && letter === 'ا' && letters[i + 1] === 'ل') reach[i + 2]![j] = true;
      for (const spelling of SPELLINGS[letter]!) {
        if (!target.startsWith(spelling, j)) continue;
        const end = j + spelling.length;
        reach[i + 1]![end] = true;
        // A doubled consonant (the unwritten shadda).
        if (spelling.length === 1 && !VOWELS.includes(spelling) && target[end] === spelling) reach[i + 1]![end + 1] = true;
      }
    }
  }
  return reach[n]![m]!;
}

/** The article as the civil registry may write it apart (EL AMRANI, ES SAADI): in Arabic it is joined to its word (العمراني). */
const LATIN_ARTICLE = /^(?:EL|AL|ES|ER|ED|ET|EZ|EN|ECH)$/;

/**
 * Do the Arabic words stand where the Latin name's words do? Letters that never join the next one
 * (ا د ذ ر ز و…) leave a gap a reading may take for a space: an Arabic word more than the Latin
 * name has (its article written apart not counted) is a misread space, unless it starts with the
 * article (عبد الرحيم, ABDERRAHIM) or follows عبد.
 */
export function spacesAgree(arabic: string, latin: string): boolean {
  const words = arabic.trim().split(/\s+/);
  const latinNameWords = latin.trim().toUpperCase().split(/\s+/);
  const latinWords = latinNameWords.filter((word, at) => !(LATIN_ARTICLE.test(word) && at < latinNameWords.length - 1)).length;
  let extra = words.length - latinWords;
  for (let i = 1; i < words.length && extra > 0; i += 1) if (words[i]!.startsWith('ال') || words[i - 1] === 'عبد') extra -= 1;
  return extra <= 0;
}

/** Words of the Arabic labels (the name, the surname, the place and date of birth…), never of a name. */
const ARABIC_LABEL_WORDS = new Set([
  'الاسم',
  'الإسم',
  'اسم',
  'الشخصي',
  'النسب',
  'العائلي',
  'مكان',
  'الازدياد',
  'الولادة',
  'تاريخ',
  'المملكة',
  'المغربية',
  'البطاقة',
  'الوطنية',
  'للتعريف',
  'جواز',
  'السفر',
]);

export interface ArabicRun {
  text: string;
  /** The lowest confidence of its words. */
  confidence: number;
}

/** Every run of one to three consecutive Arabic words of a line, as read (reading order). */
export function arabicRuns(lines: ReadLine[]): ArabicRun[] {
  const runs: ArabicRun[] = [];
  for (const line of lines) {
    const words = line.words
      .map((word) => ({ text: word.text.replace(MARKS, '').replace(/[^\u0621-\u063A\u0641-\u064A\u06A4\u06AD]/g, ''), confidence: word.confidence }))
      .filter((word) => word.text.length > 0 && new RegExp(ARABIC_LETTER).test(word.text))
      // A label breaks a run as a line's end does.
      .map((word) => (ARABIC_LABEL_WORDS.has(word.text) ? null : word));
    for (let first = 0; first < words.length; first += 1) {
      for (let last = first; last < Math.min(words.length, first + 3); last += 1) {
        const slice = words.slice(first, last + 1);
        if (slice.some((word) => word === null)) break;
        const named = slice as Array<{ text: string; confidence: number }>;
        runs.push({ text: named.map((word) => word.text).join(' '), confidence: Math.min(...named.map((word) => word.confidence)) });
      }
    }
  }
  return runs;
}

/** Below this confidence (tesseract's, 0–100) an Arabic name, even transliterating, goes to review. */
export const ARABIC_CONFIDENCE = 70;

export interface ArabicNames {
  lastNameAr: string;
  firstNameAr: string;
  birthPlaceAr: string;
  /** The Arabic fields not confirmed. */
  review: Array<'lastNameAr' | 'firstNameAr' | 'birthPlaceAr'>;
}

/**
 * The Arabic names that transliterate to the confirmed Latin names (the longest run when several
 * do), and the place of birth among the known places' Arabic names. `expectArabic`: the document
 * prints its names in Arabic (a Moroccan one), so a name not found is to review, not absent.
 */
export function arabicNames(
  runs: ArabicRun[],
  latin: { lastName: string; firstName: string },
  knownPlaces: readonly string[],
  expectArabic: boolean,
): ArabicNames {
  const review: ArabicNames['review'] = [];
  // The Arabic model reads Latin lines as Arabic letters too: a document that prints no Arabic has none.
  if (!expectArabic) return { lastNameAr: '', firstNameAr: '', birthPlaceAr: '', review };
  const matching = (name: string) =>
    runs
      .filter((run) => transliterates(run.text, name))
      .sort(
        (a, b) => Number(spacesAgree(b.text, name)) - Number(spacesAgree(a.text, name)) || b.text.length - a.text.length || b.confidence - a.confidence,
      )[0] ?? null;
  const last = latin.lastName ? matching(latin.lastName) : null;
  const first = latin.firstName ? matching(latin.firstName) : null;
  const place = runs.filter((run) => knownPlaces.includes(run.text)).sort((a, b) => b.text.length - a.text.length || b.confidence - a.confidence)[0] ?? null;
  if (!last || last.confidence < ARABIC_CONFIDENCE || !spacesAgree(last.text, latin.lastName)) review.push('lastNameAr');
  if (!first || first.confidence < ARABIC_CONFIDENCE || !spacesAgree(first.text, latin.firstName)) review.push('firstNameAr');
  if (!place) review.push('birthPlaceAr');
  return { lastNameAr: last?.text ?? '', firstNameAr: first?.text ?? '', birthPlaceAr: place?.text ?? '', review };
}

/** The page is searched for Arabic lines at this width; each line found is then read alone at full size. */
const LOCATE_WIDTH = 900;
/** A line is read again alone when its Arabic words stand this tall at least on the page (pixels), and no taller than a title. */
const MIN_LINE_HEIGHT = 14;

/**
 * A small copy of the page with its light made even, in black and white: the page divided by its own
 * blur (the light falling off across the card, a glare's halo, a screen's moiré go; the strokes stay)
 * and thresholded. The Arabic model finds no line on a page whose paper is not even: a clean card
 * with a moiré read as nothing but noise, and read whole once flattened.
 */
export async function evened(page: Buffer, width: number): Promise<Buffer> {
  const copy = await sharp(page).resize({ width }).greyscale().png().toBuffer();
  const background = await sharp(copy)
    .blur(Math.max(4, width / 75))
    .negate()
    .png()
    .toBuffer();
  return sharp(copy)
    .composite([{ input: background, blend: 'colour-dodge' }])
    .png()
    .toBuffer();
}
/** The whole page made even, once a page: the Arabic lines and the words beside the Latin ones are both cut from it. */
const evenPages = new WeakMap<Buffer, Promise<Buffer>>();
function evenPage(page: Buffer, width: number): Promise<Buffer> {
  const even = evenPages.get(page) ?? evened(page, width);
  evenPages.set(page, even);
  return even;
}
const flattened = async (page: Buffer, width: number) =>
  sharp(await evened(page, width))
    .threshold(200)
    .png()
    .toBuffer();

/**
 * The Arabic of a page: its lines found on a small copy made even (sparse text), then each line holding
 * Arabic letters cut out of the full page with room around it and read alone as one line — a line
 * read alone is read far better than within the page. Runs of both readings are candidates.
 */
export async function readArabicRuns(engine: Pick<OcrEngine, 'readArabic' | 'readArabicLine'>, page: Buffer): Promise<ArabicRun[]> {
  const { width = 0, height = 0 } = await sharp(page).metadata();
  const scale = Math.min(1, LOCATE_WIDTH / Math.max(1, width));
  const located = await engine.readArabic(await flattened(page, Math.round(width * scale)));
  const even = await evenPage(page, width);
  const runs = arabicRuns(located.lines);
  const lines = located.lines
    .map((line) => ({ line, arabic: line.words.filter((word) => (word.text.match(new RegExp(ARABIC_LETTER, 'g'))?.length ?? 0) >= 2) }))
    .filter(({ line, arabic }) => arabic.length > 0 && (line.y1 - line.y0) / scale >= MIN_LINE_HEIGHT);
  for (const { line, arabic } of lines) {
    const lineHeight = (line.y1 - line.y0) / scale;
    // From the Arabic words' start to the page's right edge (Arabic is right-aligned; a word the small copy read only in part is whole).
    const left = Math.max(0, Math.floor(Math.min(...arabic.map((word) => word.x0)) / scale - lineHeight * 4));
    const right = Math.min(width, Math.ceil(Math.max(...arabic.map((word) => word.x1)) / scale + lineHeight * 4));
    const top = Math.max(0, Math.floor(line.y0 / scale - lineHeight * 0.35));
    const bottom = Math.min(height, Math.ceil(line.y1 / scale + lineHeight * 0.35));
    if (right - left < 8 || bottom - top < 8) continue;
    // About 48 px a line: the height the model reads best.
    const enlarge = Math.max(1, Math.min(3, 48 / (bottom - top)));
    const strip = await cutStrip(even, { left, top, right, bottom }, enlarge, 12);
    if (strip) runs.push(...arabicRuns((await engine.readArabicLine(strip)).lines));
  }
  return runs;
}

/** A name's words on a line of the page's Latin reading: the line and the words that spell it, or null. */
function latinWordsOf(lines: ReadLine[], value: string): ReadLine['words'] | null {
  const tokens = withoutAccents(value).split(' ').filter(Boolean);
  if (tokens.length === 0) return null;
  const plain = (text: string) => withoutAccents(text.toUpperCase()).replace(/[^A-Z]/g, '');
  for (const line of lines) {
    const words = line.words.filter((word) => tokens.includes(plain(word.text)));
    if (tokens.every((token) => words.some((word) => plain(word.text) === token))) return words;
  }
  return null;
}

/** Ink (dark after the page is made even) in a page's region: a row-major mask. */
async function inkMask(even: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<Uint8Array> {
  const { data } = await sharp(even).extract(region).threshold(200).raw().toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(region.width * region.height);
  for (let index = 0; index < mask.length; index += 1) mask[index] = data[index * (data.length / mask.length)]! < 128 ? 1 : 0;
  return mask;
}

/** The first run of `marked` at least `minLength` long, closed by more than `maxGap` unmarked: [start, end] or null (a speck is no run). */
function firstRun(marked: boolean[], maxGap: number, minLength: number): [number, number] | null {
  for (let start = marked.indexOf(true); start >= 0; start = marked.indexOf(true, start + 1)) {
    const end = lastMarked(marked, start, 1, maxGap);
    if (end - start + 1 >= minLength) return [start, end];
    start = end;
  }
  return null;
}

/** From `from`, stepping by `step`, the last marked index before more than `maxGap` unmarked ones (`from` if none is marked). */
function lastMarked(marked: boolean[], from: number, step: 1 | -1, maxGap: number): number {
  let last = from;
  for (let index = from; index >= 0 && index < marked.length && Math.abs(index - last) <= maxGap + 1; index += step) if (marked[index]) last = index;
  return last;
}

/**
 * Where the Arabic beside a Latin value stands: right of it, the first words of ink (a gap wider than
 * a word space ends them: the photo that may follow is not theirs), from their highest ink to their
 * lowest (the label above is not theirs: a gap of paper parts it).
 */
export async function arabicBesideBox(even: Buffer, pageWidth: number, pageHeight: number, words: ReadLine['words']) {
  const top = Math.min(...words.map((word) => word.y0));
  const bottom = Math.max(...words.map((word) => word.y1));
  const height = Math.max(8, bottom - top);
  const left = Math.round(Math.max(...words.map((word) => word.x1)) + height);
  const regionTop = Math.max(0, Math.round(top - height * 1.3));
  const regionBottom = Math.min(pageHeight, Math.round(bottom + height * 1.3));
  const region = { left, top: regionTop, width: pageWidth - left, height: regionBottom - regionTop };
  if (region.width < height * 2 || region.height < 8) return null;
  const mask = await inkMask(even, region);
  const ink = (x: number, y: number) => mask[y * region.width + x] === 1;
  // Columns with ink across the Latin capitals' height.
  const bodyTop = Math.round(top - regionTop);
  const bodyBottom = Math.round(bottom - regionTop);
  const columns = Array.from({ length: region.width }, (_, x) => {
    for (let y = bodyTop; y <= bodyBottom; y += 1) if (ink(x, y)) return true;
    return false;
  });
  const across = firstRun(columns, Math.round(height * 0.7) - 1, height / 2);
  if (!across) return null;
  const rows = Array.from({ length: region.height }, (_, y) => {
    for (let x = across[0]; x <= across[1]; x += 1) if (ink(x, y)) return true;
    return false;
  });
  // The run of inked rows that holds the capitals' middle, short gaps (a letter's dots) bridged.
  const middle = Math.round((bodyTop + bodyBottom) / 2);
  const bridge = Math.max(2, Math.round(height * 0.1));
  const y0 = lastMarked(rows, middle, -1, bridge);
  const y1 = lastMarked(rows, middle, 1, bridge);
  if (y1 - y0 < height * 0.5) return null;
  const pad = height * 0.25;
  return { left: left + across[0] - pad, right: left + across[1] + pad, top: regionTop + y0 - pad, bottom: regionTop + y1 + pad };
}

/**
 * The Arabic of each value read again where a bilingual document prints it: on its Latin value's
 * line, right of it (the CNIE and the Moroccan passport print each name and the place of birth in
 * both scripts on one line). The page's sparse reading misses a short word standing alone there
 * (سلمى far right of SALMA); the band cut out and read as one line finds it.
 */
export async function readArabicBeside(
  engine: Pick<OcrEngine, 'readArabicLine'>,
  page: Buffer,
  latinLines: ReadLine[],
  values: string[],
): Promise<ArabicRun[]> {
  const { width = 0, height = 0 } = await sharp(page).metadata();
  const even = await evenPage(page, width);
  const runs: ArabicRun[] = [];
  for (const value of values) {
    const words = latinWordsOf(latinLines, value);
    if (!words) continue;
    const band = await arabicBesideBox(even, width, height, words);
    if (!band) continue;
    // Two sizes: the model misses a short word alone at one size and reads it at the other.
    for (const [lineHeight, border] of [
      [48, 12],
      [36, 24],
    ] as const) {
      const strip = await cutStrip(even, band, Math.max(1, Math.min(3, lineHeight / (band.bottom - band.top))), border);
      if (strip) runs.push(...arabicRuns((await engine.readArabicLine(strip)).lines));
    }
  }
  return runs;
}
