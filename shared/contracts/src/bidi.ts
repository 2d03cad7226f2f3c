import type { Language } from './languages';

/** Left-to-right isolate (U+2066 … U+2069): a run laid out whole whatever the sentence's direction. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Runs of Latin letters, digits and the signs that join them ("3-D Secure", "*9", "+212 6 61",
 * "06 61 23 45 01", "F2610345602"), one or more words apart.
 */
const LATIN_WORD = String.raw`[*#+]?[0-9A-Za-z](?:[0-9A-Za-z'’._@/:+%*#-]*[0-9A-Za-z%*#])?`;
/** A sentence's own punctuation after a run ("… au 220.") stays outside it, where Arabic puts it. */
const LATIN_RUN = new RegExp(`${LATIN_WORD}(?: ${LATIN_WORD})*`, 'g');

/** A run the bidirectional algorithm breaks inside right-to-left text: a digit beside a sign or a space, or a leading sign. */
const BREAKS_IN_RTL = /^[*#+]|\d[ \-*/.+]|[ \-*/.+]\d/;

/**
 * Arabic text with the Latin runs that would be laid out wrong kept whole, each in a left-to-right
 * isolate: "3-D Secure" stays "3-D Secure" (not "D Secure-3"), "*9" stays "*9" (not "9*"), the
 * pairs of a number stay in order. Words and plain numbers are left as they are (they read right);
 * text already isolated is not touched again.
 */
export function isolateLatinRuns(text: string): string {
  let depth = 0;
  let out = '';
  // Split on the isolates already there, so what they hold is kept as it is.
  for (const part of text.split(/([\u2066\u2067\u2068\u2069])/)) {
    if (part === LRI || part === '\u2067' || part === '\u2068') depth += 1;
    else if (part === PDI) depth = Math.max(0, depth - 1);
    if (depth > 0 || part.length <= 1) {
      out += part;
      continue;
    }
    out += part.replace(LATIN_RUN, (run) => (BREAKS_IN_RTL.test(run) ? `${LRI}${run}${PDI}` : run));
  }
  return out;
}

/** A text in the page's language, laid out right in Arabic (isolateLatinRuns). */
export const textIn = (text: Record<Language, string>, language: Language): string => (language === 'ar' ? isolateLatinRuns(text.ar) : text[language]);
