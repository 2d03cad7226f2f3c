/**
 * Arabic letters and digits: Arabic (with the Arabic-Indic and extended digits), Arabic
 * Supplement, Arabic Extended-A and the presentation forms.
 */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text contains Arabic letters or digits (to set `dir` and the font of free text). */
export function isArabicText(text: string | null | undefined): boolean {
  return !!text && ARABIC.test(text);
}
