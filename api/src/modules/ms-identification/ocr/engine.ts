/**
 * tesseract.js, offline: the language data comes from the `@tesseract.js-data/eng` and
 * `@tesseract.js-data/ara` npm packages (`4.0.0_best_int`) with `cacheMethod: 'none'`, so nothing is
 * downloaded at run time and nothing is written outside those folders. Workers started on first use
 * and kept: one reads machine-readable zones (MRZ alphabet only), one reads printed text, one reads
 * the Arabic (names and place of birth); a fourth, started only when a check digit fails or a line
 * needs a second look, reads one field or line again alone with its own alphabet. The French and
 * Spanish models (`@tesseract.js-data/fra`, `spa`) each start with the first foreign passport whose
 * names they read the accents of (accented-names.ts).
 */
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const ARABIC_LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/ara/package.json')), '4.0.0_best_int');
/** The Latin models that know a language's accents (the English one drops them): the printed names of a foreign passport. */
export const ACCENTED_LANGUAGES = ['fra', 'spa'] as const;
export type AccentedLanguage = (typeof ACCENTED_LANGUAGES)[number];
const ACCENTED_LANG_PATHS: Record<AccentedLanguage, string> = {
  fra: path.join(path.dirname(require.resolve('@tesseract.js-data/fra/package.json')), '4.0.0_best_int'),
  spa: path.join(path.dirname(require.resolve('@tesseract.js-data/spa/package.json')), '4.0.0_best_int'),
};
export const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/** Printed text, and each line with the engine's confidence (0–100). */
export interface TextRead {
  text: string;
  lines: ReadLine[];
}
/** One character as read, with where it stands on the line (pixels of the image read). */
export interface ReadSymbol {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  confidence: number;
}
/** One word as read, with its box (pixels) and the engine's confidence. */
export interface ReadWord {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  confidence: number;
}
export interface ReadLine {
  text: string;
  confidence: number;
  /** The line's top and bottom (pixels). */
  y0: number;
  y1: number;
  symbols: ReadSymbol[];
  words: ReadWord[];
}

export interface OcrEngine {
  readMrz(image: Buffer): Promise<TextRead>;
  readText(image: Buffer): Promise<TextRead>;
  /** Printed Arabic (the names and place of birth the CNIE and the Moroccan passport print in both scripts), as sparse text. */
  readArabic(image: Buffer): Promise<TextRead>;
  /** One line of Arabic cut out alone. */
  readArabicLine(image: Buffer): Promise<TextRead>;
  /** One field of a zone cut out alone, read as one line with that field's alphabet only. */
  readField(image: Buffer, alphabet: string): Promise<TextRead>;
  /** A strip of the printed side cut out around a name, read as a block by the model of a language whose accents it knows. */
  readAccentedLine(image: Buffer, language: AccentedLanguage): Promise<TextRead>;
  close(): Promise<void>;
}

/** One worker and a queue: tesseract.js workers run one job at a time. */
function lane(start: () => Promise<Worker>) {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run(image: Buffer, parameters?: Record<string, string>): Promise<TextRead> {
      worker ??= start();
      const job = queue.then(async () => {
        if (parameters) await (await worker!).setParameters(parameters);
        const { data } = await (await worker!).recognize(image, {}, { text: true, blocks: true });
        const lines = (data.blocks ?? []).flatMap((block) =>
          block.paragraphs.flatMap((paragraph) =>
            paragraph.lines.map((line) => ({
              text: line.text.trim(),
              confidence: line.confidence,
              y0: line.bbox.y0,
              y1: line.bbox.y1,
              symbols: line.words.flatMap((word) =>
                word.symbols.map((symbol) => ({
                  text: symbol.text,
                  x0: symbol.bbox.x0,
                  x1: symbol.bbox.x1,
                  y0: symbol.bbox.y0,
                  y1: symbol.bbox.y1,
                  confidence: symbol.confidence,
                })),
              ),
              words: line.words.map((word) => ({
                text: word.text,
                x0: word.bbox.x0,
                x1: word.bbox.x1,
                y0: word.bbox.y0,
                y1: word.bbox.y1,
                confidence: word.confidence,
              })),
            })),
          ),
        );
        return { text: data.text, lines };
      });
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      if (worker) await (await worker).terminate();
      worker = null;
    },
  };
}

export function createOcrEngine(): OcrEngine {
  const options = { langPath: LANG_PATH, cacheMethod: 'none', gzip: true };
  const mrz = lane(async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, options);
    await worker.setParameters({ tessedit_char_whitelist: MRZ_ALPHABET, tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
    return worker;
  });
  const text = lane(async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, options);
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300' });
    return worker;
  });
  const arabic = lane(async () => {
    const worker = await createWorker('ara', OEM.LSTM_ONLY, { ...options, langPath: ARABIC_LANG_PATH });
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300', preserve_interword_spaces: '1' });
    return worker;
  });
  const field = lane(async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, options);
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE, user_defined_dpi: '300' });
    return worker;
  });
  // Started on the first foreign passport of its language, and kept.
  const accented = Object.fromEntries(
    ACCENTED_LANGUAGES.map((language) => [
      language,
      lane(async () => {
        const worker = await createWorker(language, OEM.LSTM_ONLY, { ...options, langPath: ACCENTED_LANG_PATHS[language] });
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
        return worker;
      }),
    ]),
  ) as Record<AccentedLanguage, ReturnType<typeof lane>>;
  return {
    readMrz: (image) => mrz.run(image),
    readText: (image) => text.run(image),
    // One Arabic worker: the page to find the lines, then each line alone.
    readArabic: (image) => arabic.run(image, { tessedit_pageseg_mode: PSM.SPARSE_TEXT }),
    readArabicLine: (image) => arabic.run(image, { tessedit_pageseg_mode: PSM.SINGLE_LINE }),
    // The field lane shares the MRZ lane's core: a third worker for the rare second looks.
    readField: (image, alphabet) => field.run(image, { tessedit_char_whitelist: alphabet }),
    readAccentedLine: (image, language) => accented[language].run(image),
    async close() {
      await Promise.all([mrz.close(), text.close(), arabic.close(), field.close(), ...Object.values(accented).map((one) => one.close())]);
    },
  };
}
