import { catalogRows } from './catalog';

/** Technical words an Arabic page may show as they are (units, standards). */
const TECHNICAL = new Set(['ethernet', 'gigabit', 'mesh']);

/** The French-looking words of a text: Latin words of four letters or more that are not technical. */
const frenchWords = (text: string) => (text.match(/[A-Za-zÀ-ÿ’']{4,}/g) ?? []).filter((word) => !TECHNICAL.has(word.toLowerCase()));

describe('the accessories in Arabic (issue 36 §4)', () => {
  const accessories = catalogRows().filter((row) => row.family === 'accessory');

  it('has accessories to check', () => {
    expect(accessories.length).toBeGreaterThan(0);
  });

  it('shows no French line: name, description, each spec label and value', () => {
    const french = accessories.flatMap((row) =>
      [row.name.ar, row.description?.ar ?? '', ...(row.specs ?? []).flatMap((spec) => [spec.label.ar, spec.value.ar])]
        .filter((text) => frenchWords(text).length > 0)
        .map((text) => `${row.id}: ${text}`),
    );
    expect(french).toEqual([]);
  });
});
