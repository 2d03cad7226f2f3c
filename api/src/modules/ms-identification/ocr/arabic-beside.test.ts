import sharp from 'sharp';
import { arabicBesideBox, evened, readArabicBeside } from './arabic-names';
import { createOcrEngine, type OcrEngine, type ReadLine } from './engine';

/** A card's line as the CNIE prints it: the Latin first name, its Arabic far right under a small Arabic label, the photo right of both. */
const PHOTO_LEFT = 760;
const card = (arabic: string, speck = '') =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="300">
      <rect width="1000" height="300" fill="#e4e6e2"/>
      <text x="40" y="150" font-family="DejaVu Serif" font-weight="bold" font-size="30" fill="#101418">SALMA</text>
      <text x="700" y="112" text-anchor="end" font-family="Noto Sans Arabic" font-size="16" fill="#55606a">الاسم الشخصي</text>
      <text x="700" y="150" text-anchor="end" font-family="DejaVu Sans" font-size="32" fill="#101418">${arabic}</text>
      <rect x="${PHOTO_LEFT}" y="40" width="200" height="240" rx="8" fill="#8a8f94"/>${speck}
      <circle cx="860" cy="120" r="50" fill="#555a5f"/>
    </svg>`),
  )
    .png()
    .toBuffer();

/** SALMA where a page reading finds it: its capitals' box. */
const salmaLine: ReadLine = {
  text: 'SALMA',
  confidence: 95,
  y0: 128,
  y1: 150,
  symbols: [],
  words: [{ text: 'SALMA', x0: 40, x1: 150, y0: 128, y1: 150, confidence: 95 }],
};

describe('the Arabic beside its Latin name', () => {
  it('is boxed from its first ink right of the Latin word to its last, without the photo after a gap nor the label above', async () => {
    const page = await card('سلمى');
    const box = await arabicBesideBox(await evened(page, 1000), 1000, 300, salmaLine.words);
    expect(box).not.toBeNull();
    // The Arabic word ends at x 700 (right-aligned) and stands between y ≈ 120 and 160.
    expect(box!.right).toBeGreaterThanOrEqual(700);
    expect(box!.right).toBeLessThan(PHOTO_LEFT);
    expect(box!.left).toBeGreaterThan(600);
    // The label's letters end about y 116; the name's start under them.
    expect(box!.top).toBeGreaterThan(112);
    expect(box!.bottom).toBeGreaterThan(152);
  });

  it('passes over a speck of ink between the Latin word and the Arabic one', async () => {
    const page = await card('سلمى', '<rect x="300" y="136" width="3" height="3" fill="#101418"/>');
    const box = await arabicBesideBox(await evened(page, 1000), 1000, 300, salmaLine.words);
    expect(box).not.toBeNull();
    expect(box!.left).toBeGreaterThan(600);
    expect(box!.right).toBeGreaterThanOrEqual(700);
  });

  describe('with the engine', () => {
    let engine: OcrEngine;
    beforeAll(() => {
      engine = createOcrEngine();
    });
    afterAll(() => engine.close());

    it('reads the word standing alone there, which a page reading misses', async () => {
      const runs = await readArabicBeside(engine, await card('سلمى'), [salmaLine], ['SALMA']);
      expect(runs.map((run) => run.text)).toContain('سلمى');
    }, 60_000);

    it('reads nothing for a value the page reading did not place', async () => {
      const readArabicLine = jest.fn(engine.readArabicLine);
      expect(await readArabicBeside({ readArabicLine }, await card('سلمى'), [salmaLine], ['ZINEB'])).toEqual([]);
      expect(readArabicLine).not.toHaveBeenCalled();
    });
  });
});
