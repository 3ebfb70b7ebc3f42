import { PDFDocument, rgb, StandardFonts, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { fit, printable, wrap } from './text-fit';

export const INK = rgb(0.1, 0.12, 0.15);
export const MUTED = rgb(0.4, 0.43, 0.47);
export const RULE = rgb(0.78, 0.8, 0.83);

/** Paper sizes in points (1/72 inch), portrait. */
export const A4: [number, number] = [595.28, 841.89];
export const A5: [number, number] = [419.53, 595.28];

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
  /** Cut to this width (with a full stop) rather than run into the next column. */
  width?: number;
}

/**
 * A printed document written top to bottom: a cursor that moves down as lines are written and
 * starts a new page (with the page's heading again) when the next block would not fit. Text goes
 * through `printable` first, so nothing a customer typed can stop a print.
 */
export class Sheet {
  readonly pdf: PDFDocument;
  page!: PDFPage;
  /** The baseline of the next line, from the page's bottom. */
  y = 0;
  pages = 0;

  private constructor(
    pdf: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
    readonly size: [number, number],
    readonly margin: number,
    private readonly heading: (sheet: Sheet) => void,
  ) {
    this.pdf = pdf;
  }

  /**
   * A new document. Its dates come from `at` (the shop's clock), not the machine's, so the same
   * data prints the same bytes.
   */
  static async create(options: {
    title: string;
    at: Date;
    size: [number, number];
    margin?: number;
    heading: (sheet: Sheet) => void;
  }): Promise<Sheet> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(printable(options.title));
    pdf.setAuthor('Makers Pantry');
    pdf.setCreator('Makers Pantry hub');
    pdf.setProducer('Makers Pantry hub');
    pdf.setCreationDate(options.at);
    pdf.setModificationDate(options.at);
    const fonts = {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    };
    return new Sheet(pdf, fonts, options.size, options.margin ?? 36, options.heading);
  }

  get width() {
    return this.size[0];
  }
  /** The width between the margins. */
  get inner() {
    return this.size[0] - 2 * this.margin;
  }

  newPage() {
    this.page = this.pdf.addPage(this.size);
    this.pages++;
    this.y = this.size[1] - this.margin;
    this.heading(this);
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  room(height: number) {
    if (this.pages === 0 || this.y - height < this.margin) this.newPage();
  }

  /** Draws text at `x` on the current line, without moving down. */
  text(text: string, x: number, style: TextStyle = {}) {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const size = style.size ?? 10;
    const clean = printable(text);
    this.page.drawText(style.width ? fit(clean, font, size, style.width) : clean, {
      x,
      y: this.y,
      size,
      font,
      color: style.color ?? INK,
    });
  }

  /** Writes a line at `x` and moves down by its height. */
  line(text: string, x = this.margin, style: TextStyle = {}) {
    this.text(text, x, style);
    this.down((style.size ?? 10) * 1.4);
  }

  /** Writes text wrapped to `width`, as many lines as it takes. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}) {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(printable(text), font, style.size ?? 10, width))
      this.line(line, x, style);
  }

  down(points: number) {
    this.y -= points;
  }

  /** A thin line across the page, just under the current line. */
  rule(from = this.margin, to = this.size[0] - this.margin) {
    this.page.drawLine({
      start: { x: from, y: this.y + 8 },
      end: { x: to, y: this.y + 8 },
      thickness: 0.6,
      color: RULE,
    });
  }

  /** An empty square to tick by hand. */
  checkbox(x: number, size = 9) {
    this.page.drawRectangle({
      x,
      y: this.y - 1,
      width: size,
      height: size,
      borderColor: INK,
      borderWidth: 0.8,
    });
  }

  async bytes(): Promise<Uint8Array> {
    if (this.pages === 0) this.newPage();
    return this.pdf.save();
  }
}
