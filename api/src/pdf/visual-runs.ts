import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Isolates and marks steer the bidi algorithm; they have no glyph and are not drawn. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/** Keeps a number, a code or a Latin word in reading order inside an Arabic line (+212 …, *135#). */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

export interface VisualRun {
  text: string;
  /** Odd levels read right to left. */
  level: number;
}

/**
 * One line of text cut into runs of one direction, in the order they are drawn from left to
 * right (the Unicode bidirectional algorithm, rules L1–L2). An Arabic run is left in logical
 * order: the font engine shapes it (joining forms, ligatures) and lays its glyphs out right to
 * left itself, so only its brackets and quotes are mirrored here. Other right-to-left runs
 * (punctuation between Arabic words) are reversed and mirrored here.
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const logical: Array<VisualRun & { start: number }> = [];
  for (let start = 0; start < line.length;) {
    let end = start;
    while (end < line.length && levels[end] === levels[start]) end++;
    logical.push({ start, text: line.slice(start, end), level: levels[start]! });
    start = end;
  }
  // L2: from the highest level down to the lowest odd level, reverse every sequence at or above it.
  const highest = Math.max(0, ...logical.map((run) => run.level));
  const lowestOdd = Math.min(...logical.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  let order = logical;
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level--) {
    const next: typeof order = [];
    for (let i = 0; i < order.length;) {
      if (order[i]!.level < level) {
        next.push(order[i]!);
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && order[j]!.level >= level) j++;
      next.push(...order.slice(i, j).reverse());
      i = j;
    }
    order = next;
  }
  const mirrored = (chars: string[]) => chars.map((char) => bidi.getMirroredCharacter(char) ?? char).join('');
  return order
    .map(({ text, level }) => {
      const visible = text.replace(BIDI_CONTROLS, '');
      if (level % 2 === 0) return { text: visible, level };
      // The font engine reverses an Arabic run but does not mirror its brackets and quotes.
      return { text: ARABIC.test(visible) ? mirrored([...visible]) : mirrored([...visible].reverse()), level };
    })
    .filter((run) => run.text.length > 0);
}
