import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from '@pdfme/pdf-lib';
import { visualRuns } from './visual-runs';

const require = createRequire(__filename);
const FONT_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-sans-arabic/package.json'));
/**
 * Noto Sans Arabic covers Arabic and Latin (French accents included) in one design; pdf-lib
 * embeds only the glyphs a document uses.
 */
const FONT_FILES = {
  regular: path.join(FONT_DIR, '400Regular', 'NotoSansArabic_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold', 'NotoSansArabic_700Bold.ttf'),
};

let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | null = null;
const loadFonts = () => (fontBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(([regular, bold]) => ({ regular, bold })));

const hex = (value: string): RGB => rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);

export const PDF_COLORS = {
  primary: hex('#c8007e'),
  secondary: hex('#3b0a45'),
  text: hex('#1f1a24'),
  muted: hex('#5c5466'),
  rule: hex('#d9d2dd'),
  band: hex('#f6eff8'),
  white: hex('#ffffff'),
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const LINE_GAP = 1.45;

export interface TableOptions {
  columns: string[];
  rows: string[][];
  /** Share of the width of each column (sums to 1). */
  widths: number[];
}

/**
 * A small flowing-text PDF writer over pdf-lib: headings, paragraphs, lists and tables laid out
 * top to bottom with page breaks, in left-to-right or right-to-left (the bidirectional
 * algorithm orders the runs of each line; the font engine shapes Arabic).
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly width = A4[0] - 2 * MARGIN;
  private readonly glyphs: Set<number>;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly direction: 'ltr' | 'rtl',
  ) {
    this.glyphs = new Set(fonts.regular.getCharacterSet());
    this.addPage();
  }

  static async create(direction: 'ltr' | 'rtl', meta: { title: string; subject: string; language: string; author: string }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const bytes = await loadFonts();
    const fonts = { regular: await doc.embedFont(bytes.regular, { subset: true }), bold: await doc.embedFont(bytes.bold, { subset: true }) };
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setLanguage(meta.language);
    doc.setProducer('Atlas Telecom');
    doc.setCreator('Atlas Telecom');
    // A fixed date: the same content gives the same bytes (and the same ETag).
    doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
    doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
    return new PdfWriter(doc, fonts, direction);
  }

  /** A band across the top of the first page: title and subtitle on the brand colour. */
  banner(title: string, subtitle: string): void {
    const height = 96;
    this.page.drawRectangle({ x: 0, y: A4[1] - height, width: A4[0], height, color: PDF_COLORS.secondary });
    this.page.drawRectangle({ x: 0, y: A4[1] - height - 4, width: A4[0], height: 4, color: PDF_COLORS.primary });
    this.drawLine(title, A4[1] - 44, { font: this.fonts.bold, size: 22, color: PDF_COLORS.white });
    this.drawLine(subtitle, A4[1] - 72, { font: this.fonts.regular, size: 11, color: PDF_COLORS.white });
    this.y = A4[1] - height - 4 - 24;
  }

  heading(text: string): void {
    this.ensureSpace(48);
    this.y -= 10;
    this.drawLine(text, this.y - 15, { font: this.fonts.bold, size: 15, color: PDF_COLORS.primary });
    this.y -= 15 * LINE_GAP + 4;
  }

  paragraph(text: string, { size = 10.5, color = PDF_COLORS.text, bold = false } = {}): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of this.wrap(text, font, size, this.width)) {
      this.ensureSpace(size * LINE_GAP);
      this.drawLine(line, this.y - size, { font, size, color });
      this.y -= size * LINE_GAP;
    }
    this.y -= size * 0.5;
  }

  /** A list; `numbered` writes 1. 2. 3., else bullets. */
  list(items: string[], { numbered = false } = {}): void {
    const size = 10.5;
    const indent = 18;
    items.forEach((item, index) => {
      const marker = numbered ? `${index + 1}.` : '•';
      this.wrap(item, this.fonts.regular, size, this.width - indent).forEach((line, lineIndex) => {
        this.ensureSpace(size * LINE_GAP);
        if (lineIndex === 0) this.drawLine(marker, this.y - size, { font: this.fonts.bold, size, color: PDF_COLORS.primary, width: indent });
        this.drawLine(line, this.y - size, { font: this.fonts.regular, size, color: PDF_COLORS.text, inset: indent, width: this.width - indent });
        this.y -= size * LINE_GAP;
      });
      this.y -= 3;
    });
    this.y -= 4;
  }

  /** A table with a shaded head row; columns run from the reading side (right in Arabic). */
  table({ columns, rows, widths }: TableOptions): void {
    const size = 9.5;
    const padding = 5;
    const columnWidths = widths.map((share) => share * this.width);
    const drawRow = (cells: string[], head: boolean) => {
      const font = head ? this.fonts.bold : this.fonts.regular;
      const wrapped = cells.map((cell, index) => this.wrap(cell, font, size, columnWidths[index]! - 2 * padding));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * size * LINE_GAP + 2 * padding;
      if (this.ensureSpace(height) && !head) drawRow(columns, true);
      if (head) this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: PDF_COLORS.band });
      let inset = 0;
      wrapped.forEach((lines, index) => {
        lines.forEach((line, lineIndex) => {
          this.drawLine(line, this.y - padding - size - lineIndex * size * LINE_GAP, {
            font,
            size,
            color: head ? PDF_COLORS.secondary : PDF_COLORS.text,
            inset: inset + padding,
            width: columnWidths[index]! - 2 * padding,
          });
        });
        inset += columnWidths[index]!;
      });
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.6, color: PDF_COLORS.rule });
    };
    this.ensureSpace(60);
    drawRow(columns, true);
    for (const row of rows) drawRow(row, false);
    this.y -= 12;
  }

  /** Page numbers and a footer line on every page, then the file. */
  async save(footer: (page: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      this.page = page;
      page.drawLine({ start: { x: MARGIN, y: 40 }, end: { x: A4[0] - MARGIN, y: 40 }, thickness: 0.6, color: PDF_COLORS.rule });
      this.drawLine(footer(index + 1, pages.length), 26, { font: this.fonts.regular, size: 8.5, color: PDF_COLORS.muted });
    });
    return this.doc.save();
  }

  private addPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page when `height` does not fit; says whether it did. */
  private ensureSpace(height: number): boolean {
    if (this.y - height >= MARGIN + 16) return false;
    this.addPage();
    return true;
  }

  /** Characters the font lacks (the narrow no-break space of French numbers) become ones it has. */
  private printable(text: string): string {
    return [...text]
      .map((char) => {
        const code = char.codePointAt(0)!;
        if (this.glyphs.has(code) || /[\u2066-\u2069\u200e\u200f]/.test(char)) return char;
        return /\s/.test(char) ? '\u00a0' : '?';
      })
      .join('');
  }

  /** Lines of at most `width` points, cut between words (numbers keep their no-break spaces). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of this.printable(text).split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  /**
   * One line at a height, aligned to the start of the reading direction within the box that
   * starts `inset` points from the reading side.
   */
  private drawLine(
    text: string,
    y: number,
    { font, size, color, inset = 0, width = this.width }: { font: PDFFont; size: number; color: RGB; inset?: number; width?: number },
  ): void {
    const runs = visualRuns(this.printable(text), this.direction).map((run) => ({ ...run, width: font.widthOfTextAtSize(run.text, size) }));
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let x = this.direction === 'rtl' ? A4[0] - MARGIN - inset - total : MARGIN + inset;
    if (this.direction === 'rtl' && total > width) x = A4[0] - MARGIN - inset - width;
    for (const run of runs) {
      this.page.drawText(run.text, { x, y, size, font, color });
      x += run.width;
    }
  }
}
