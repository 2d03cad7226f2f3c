import sharp from 'sharp';
import { cellMatcher, decided, inkBox, ocrbGlyphs, type Grey } from './glyph-match';
import type { ZoneLayout } from './mrz-correct';
import { glyphFieldLines, twins, vouchesFor, zoneCells } from './zone-cells';

const FONT_SIZE = 30;

/** Lines of a zone drawn in OCR-B, as a phone picture of it would be after preparation (grey PNG). */
async function drawZone(lines: string[], blur = 0): Promise<Buffer> {
  const text = lines
    .map((line, i) => `<text x="30" y="${50 + i * 48}" font-family="OCR B" font-size="${FONT_SIZE}" xml:space="preserve">${line.replace(/</g, '&lt;')}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${60 + lines[0]!.length * 24}" height="${40 + lines.length * 48}"><rect width="100%" height="100%" fill="#f7f7f2"/>${text}</svg>`;
  const image = sharp(Buffer.from(svg)).greyscale();
  return (blur > 0 ? image.blur(blur) : image).png().toBuffer();
}

/** Where the cells stand, measured on the ink the way tesseract's boxes give it (lines ending in a digit). */
async function layoutOf(png: Buffer, lines: string[]): Promise<ZoneLayout> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const rows = lines.map((_, i) => {
    const band = 50 + i * 48 - 34;
    const box = inkBox({ data: new Uint8Array(data.subarray(band * info.width, (band + 42) * info.width)), width: info.width, height: 42 } satisfies Grey)!;
    return { x0: box.x0, x1: box.x1, y0: band + box.y0, y1: band + box.y1 };
  });
  const pitch = Math.max(...rows.map((row) => row.x1 - row.x0)) / (lines[0]!.length - 0.2);
  return { lines, pitch, rows: rows.map(({ x0, y0, y1 }) => ({ x0, y0, y1 })) };
}

describe('the zone cells compared with the OCR-B glyphs', () => {
  it('has the OCR-B font to compare with (Debian fonts-ocr-b, as for the synthetic set)', async () => {
    expect(await ocrbGlyphs()).not.toBeNull();
  });

  it('tells L from 1 and G from 6, which no check digit can', async () => {
    const lines = ['GL98127<<<<<<3', '6198127<<<<<<3'];
    const png = await drawZone(lines);
    const matcher = (await cellMatcher(png, await layoutOf(png, lines)))!;
    const l = matcher.match(0, 1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    const one = matcher.match(1, 1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    expect([l?.best, decided(l)]).toEqual(['L', true]);
    expect([one?.best, decided(one)]).toEqual(['1', true]);
    expect(matcher.match(0, 0, 'G6')?.best).toBe('G');
    expect(matcher.match(1, 0, 'G6')?.best).toBe('6');
    expect(vouchesFor(l, 'L')).toBe(true);
    expect(vouchesFor(l, '1')).toBe(false);
  });

  it('reads the filler where tesseract reads K, L or C', async () => {
    const lines = ['HAJJI<<KHADIJA<<<<<<<<<<<<<<<0'];
    const png = await drawZone(lines);
    const matcher = (await cellMatcher(png, await layoutOf(png, lines)))!;
    const read = [...lines[0]!].map((_, cell) => matcher.match(0, cell, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ<')?.best ?? '?').join('');
    expect(read.slice(0, 29)).toBe('HAJJI<<KHADIJA<<<<<<<<<<<<<<<');
  });

  it('leaves undecided a cell whose best and second glyph fit alike: it stays in review', async () => {
    // Half an L and half a 1 in one cell, the rest of the line clean.
    const lines = ['GL98127<<<<<<3', 'G198127<<<<<<3'];
    const [withL, withOne] = await Promise.all(lines.map((line) => drawZone([line])));
    const [a, b] = await Promise.all([withL!, withOne!].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
    const mixed = Buffer.from(a!.data.map((v, i) => Math.round((v + b!.data[i]!) / 2)));
    const png = await sharp(mixed, { raw: { width: a!.info.width, height: a!.info.height, channels: a!.info.channels } })
      .png()
      .toBuffer();
    const layout = await layoutOf(png, [lines[0]!]);
    const matcher = (await cellMatcher(png, layout))!;
    const cell = matcher.match(0, 1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    expect(['L', '1']).toContain(cell?.best);
    expect(decided(cell)).toBe(false);
    expect(vouchesFor(cell, 'L')).toBe(false);
    expect(vouchesFor(cell, '1')).toBe(false);
    // The CIN's cells do not vouch for either reading, and the unmixed cells still read.
    const cells = (await zoneCells({ band: png, layout }, { format: 'TD1', firstLine: 0 }))!;
    expect(cells.confirms('documentNumber', 'GL98127', 'AX99999')).toBe(false);
    expect(cells.confirms('documentNumber', 'G198127', 'AX99999')).toBe(false);
    expect(decided(matcher.match(0, 0, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'))).toBe(true);
  });

  it('knows which characters weigh the same in a check digit', () => {
    expect(twins('L', '1')).toBe(true);
    expect(twins('G', '6')).toBe(true);
    expect(twins('S', '8')).toBe(true);
    expect(twins('B', '8')).toBe(false);
    expect(twins('O', '0')).toBe(false);
  });
});

describe('the zone read by the glyphs', () => {
  const td1 = ['I<MARGL98127<<4G198127<<<<<<<<', '5005284F3504233MAR<<<<<<<<<<<8', 'HAJJI<<KHADIJA<<<<<<<<<<<<<<<<'];

  it('confirms a CIN cell by cell and gives the name line with its fillers', async () => {
    const png = await drawZone(td1);
    const layout = await layoutOf(png, td1);
    const cells = (await zoneCells({ band: png, layout }, { format: 'TD1', firstLine: 0 }))!;
    expect(cells.confirms('personalNumber', 'G198127', 'AX99999')).toBe(true);
    expect(cells.confirms('personalNumber', 'GL98127', 'AX99999')).toBe(false);
    expect(cells.confirms('documentNumber', 'GL98127', 'AX99999')).toBe(true);
    expect(cells.confirms('documentNumber', 'G198127', 'AX99999')).toBe(false);
    // Tesseract read the fillers as K and L: the glyphs say fillers, the letters agree.
    const read = { ...layout, lines: [td1[0]!, td1[1]!, 'HAJJIK<KHADIJAKLLLLLLLLLLLLLLL'] };
    const fromRead = (await zoneCells({ band: png, layout: read }, { format: 'TD1', firstLine: 0 }))!;
    expect(fromRead.name()).toBe('HAJJI<<KHADIJA<<<<<<<<<<<<<<<<');
    // Where tesseract read another letter, the two readings disagree: no name from the zone alone.
    const other = { ...layout, lines: [td1[0]!, td1[1]!, 'HAJII<<KHADIJA<<<<<<<<<<<<<<<<'] };
    expect((await zoneCells({ band: png, layout: other }, { format: 'TD1', firstLine: 0 }))!.name()).toBeNull();
  });

  it('reads again by the glyphs a field tesseract got wrong', async () => {
    const png = await drawZone(td1);
    const layout = await layoutOf(png, td1);
    const misread = { ...layout, lines: ['I<MAR6L98127KK4G198127<<<<<<<<', '5OO5284F35O4233MAR<<<<<<<<<<<8', td1[2]!] };
    const lines = await glyphFieldLines({ band: png, layout: misread }, [
      { line: 0, start: 5, length: 10, alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' },
      { line: 1, start: 0, length: 7, alphabet: '0123456789' },
    ]);
    expect(lines).toEqual([td1[0], '5005284F35O4233MAR<<<<<<<<<<<8', td1[2]]);
  });
});
