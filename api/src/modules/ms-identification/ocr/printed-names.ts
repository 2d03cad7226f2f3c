/**
 * The names on the printed side, whatever its layout. The machine-readable zone decides which name
 * is the surname (ICAO 9303: the surname, `<<`, the given names): every run of words the page
 * reading found is a candidate, and the pair of runs the zone's name line agrees with is taken, in
 * the zone's order — never the printed order, labels or line breaks. The printed side confirms the
 * letters and gives back what the zone drops (accents, spaces, hyphens) and what its 30 or 39
 * characters cut off.
 */
import type { ReadLine } from './engine';
import { withoutAccents } from './printed-fields';

/** A word as read: its text, confidence and where it stands on its line (when known). */
export interface NameWord {
  text: string;
  confidence: number;
  x0?: number;
  x1?: number;
}

/** Printed letters of a name: Latin capitals with their accents, and the separators names use. */
const NAME_WORD = /^[A-ZÀ-ÖØ-Ý][A-ZÀ-ÖØ-Ý'-]*$/;
/** Words of the labels (French, English, Spanish), never of a name. */
const LABEL_WORDS = new Set([
  'NOM',
  'NOMS',
  'PRENOM',
  'PRENOMS',
  'PRÉNOM',
  'PRÉNOMS',
  'SURNAME',
  'GIVEN',
  'NAMES',
  'NAME',
  'APELLIDOS',
  'NOMBRE',
  'NE',
  'NÉ',
  'NEE',
  'NÉE',
  'LE',
  'ROYAUME',
  'MAROC',
  'CARTE',
  'NATIONALE',
  'PASSEPORT',
  'PASSPORT',
  'PASAPORTE',
  'SEXE',
  'SEXO',
  'DATE',
  'LIEU',
  'VALABLE',
  'ADRESSE',
]);

/** A printed word as a name's word: capitals (accents kept), `$` read for S; null if it is no name's. */
export function nameWord(text: string): string | null {
  const word = text
    .toUpperCase()
    .replace(/\$/g, 'S')
    .replace(/^[^A-ZÀ-ÖØ-Ý]+|[^A-ZÀ-ÖØ-Ý]+$/g, '');
  if (!NAME_WORD.test(word) || LABEL_WORDS.has(word)) return null;
  return word;
}

/** The zone's form of a printed name: accents and apostrophes dropped (ICAO 9303: O'NEIL is ONEIL), spaces and hyphens as fillers. */
export const zoneForm = (name: string) =>
  withoutAccents(name)
    .replace(/['’]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, '<');

export interface NameCandidate {
  text: string;
  /** The lowest confidence of its words. */
  confidence: number;
  /** Which line it came from (two names never come from the same words). */
  line: number;
  first: number;
  last: number;
}

/**
 * Every run of consecutive name words within a line (at most four words, no wide gap inside a run:
 * the Arabic printed beside a Latin name is not part of it).
 */
export function nameCandidates(lines: NameWord[][]): NameCandidate[] {
  const out: NameCandidate[] = [];
  lines.forEach((words, line) => {
    const height = Math.max(12, ...words.map((word) => ((word.x1 ?? 0) - (word.x0 ?? 0)) / Math.max(1, word.text.length)));
    for (let first = 0; first < words.length; first += 1) {
      let text = '';
      let confidence = 100;
      for (let last = first; last < Math.min(words.length, first + 4); last += 1) {
        const word = nameWord(words[last]!.text);
        if (!word) break;
        const previous = words[last - 1];
        const gap = last > first && previous?.x1 !== undefined && words[last]!.x0 !== undefined ? words[last]!.x0! - previous.x1 : 0;
        if (gap > height * 2.5) break;
        text = text ? `${text} ${word}` : word;
        confidence = Math.min(confidence, words[last]!.confidence);
        if (text.replace(/[^A-ZÀ-ÖØ-Ý]/g, '').length >= 2) out.push({ text, confidence, line, first, last });
      }
    }
  });
  return out;
}

/** The words of each line the page reading gave. */
export const wordsOfLines = (lines: ReadLine[]): NameWord[][] =>
  lines.map((line) => line.words.map(({ text, confidence, x0, x1 }) => ({ text, confidence, x0, x1 })));

/** The words of each line of a text (a second reading gives text only). */
export const wordsOfText = (text: string, confidence: number): NameWord[][] =>
  text.split(/\n+/).map((line) =>
    line
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ text: word, confidence })),
  );

/**
 * Does the zone's name line agree with these printed names, the surname first? An alignment where
 * the filler's misreads (K, L, C, doubled characters) cost almost nothing and any other difference
 * costs one. `capacity` is the zone's room for the names (TD1 30, TD3 39): names longer than it are
 * compared as far as the zone holds them.
 */
export function nameAgrees(lastName: string, firstName: string, mrzNameRaw: string, capacity = Infinity): boolean {
  if (!lastName || !firstName) return false;
  const whole = `${zoneForm(lastName)}<<${zoneForm(firstName)}`;
  const cut = whole.length > capacity;
  const expected = cut ? whole.slice(0, capacity) : whole;
  const raw = mrzNameRaw.replace(/[^A-Z<]/g, '');
  const fillerLike = (c: string | undefined) => c !== undefined && '<KLC'.includes(c);
  const n = expected.length;
  const m = raw.length;
  const dp: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Infinity));
  dp[0]![0] = 0;
  for (let i = 0; i <= n; i += 1) {
    for (let j = 0; j <= m; j += 1) {
      const here = dp[i]![j]!;
      if (here === Infinity) continue;
      const e = expected[i];
      const r = raw[j];
      const nearFiller = e === '<' || expected[i - 1] === '<';
      // O is read as Q, OQ or QO now and then: the Q costs almost nothing for or beside an O.
      const nearO = e === 'O' || expected[i - 1] === 'O';
      if (e !== undefined && r !== undefined) {
        const cost = e === r ? 0 : (e === '<' && fillerLike(r)) || (e === 'O' && r === 'Q') ? 0.05 : 1;
        dp[i + 1]![j + 1] = Math.min(dp[i + 1]![j + 1]!, here + cost);
      }
      if (r !== undefined) dp[i]![j + 1] = Math.min(dp[i]![j + 1]!, here + ((fillerLike(r) && nearFiller) || (r === 'Q' && nearO) ? 0.05 : 1));
      // A filler of a run (the << between the names, the end) the zone read one fewer of costs almost
      // nothing; a space alone inside a name the zone does not have is a misread (AYOU B for AYOUB).
      const inRun = e === '<' && (expected[i - 1] === '<' || expected[i + 1] === '<' || i + 1 === n);
      if (e !== undefined) dp[i + 1]![j] = Math.min(dp[i + 1]![j]!, here + (inRun ? 0.05 : 1));
    }
  }
  // After the name, the rest of the line is filler, however it was read; a cut name fills the line.
  let best = cut ? dp[n]![m]! : Infinity;
  for (let j = m; j >= 0 && !cut; j -= 1) {
    best = Math.min(best, dp[n]![j]!);
    if (j > 0 && !fillerLike(raw[j - 1])) break;
  }
  return best < 0.5;
}

export interface ConfirmedNames {
  lastName: string;
  firstName: string;
  /** Part of a name is the printed side's alone (the zone cut it): read once, so it needs the engine's confidence. */
  completed: Array<'lastName' | 'firstName'>;
  /** The engine's confidence in the printed words of each name. */
  confidence: { lastName: number; firstName: number };
  /** Where each name was read: its line and words among the lines the candidates came from. */
  runs: { lastName: NameCandidate; firstName: NameCandidate };
}

/**
 * The pair of printed runs one of the zone's name lines agrees with, the zone deciding which is the
 * surname. Of several pairs the zone agrees with (a cut name agrees with its longer printed form
 * too), the longest names are taken.
 */
export function namesByZone(candidates: NameCandidate[], zoneLines: string[], capacity: number): ConfirmedNames | null {
  let best: { last: NameCandidate; first: NameCandidate } | null = null;
  const overlap = (a: NameCandidate, b: NameCandidate) => a.line === b.line && a.first <= b.last && b.first <= a.last;
  for (const last of candidates) {
    for (const first of candidates) {
      if (overlap(last, first)) continue;
      if (best && last.text.length + first.text.length <= best.last.text.length + best.first.text.length) continue;
      if (zoneLines.some((line) => line && nameAgrees(last.text, first.text, line, capacity))) best = { last, first };
    }
  }
  if (!best) return null;
  const whole = `${zoneForm(best.last.text)}<<${zoneForm(best.first.text)}`;
  const completed: ConfirmedNames['completed'] = [];
  if (whole.length > capacity) {
    // What lies beyond the zone's room is the printed side's alone.
    if (zoneForm(best.last.text).length + 2 >= capacity) completed.push('lastName', 'firstName');
    else completed.push('firstName');
  }
  return {
    lastName: best.last.text,
    firstName: best.first.text,
    completed,
    confidence: { lastName: best.last.confidence, firstName: best.first.confidence },
    runs: { lastName: best.last, firstName: best.first },
  };
}
